/**
 * The browser side of the announcer: a chime from a Web Audio oscillator (no sound file), then
 * the words through `speechSynthesis` in Indonesian. Reports what the browser allows: no speech
 * synthesis at all, or sound held back until the page is clicked (autoplay policy).
 */
import type { Announcement } from './announce';

export interface AnnouncerStatus {
  /** `speechSynthesis` exists. */
  speech: boolean;
  /** Web Audio exists (for the chime). */
  audio: boolean;
  /** The browser holds sound back until the user clicks the page. */
  blocked: boolean;
  /** The voice in use: an Indonesian one when the device has it. */
  voiceName: string | null;
  indonesianVoice: boolean;
}

type AudioContextCtor = typeof AudioContext;

function audioContextCtor(): AudioContextCtor | null {
  const w = window as unknown as {
    AudioContext?: AudioContextCtor;
    webkitAudioContext?: AudioContextCtor;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** An Indonesian voice ('id-ID', or the old Android 'in-ID'), local voices first. */
export function pickIndonesianVoice(
  voices: readonly Pick<SpeechSynthesisVoice, 'lang' | 'localService' | 'name'>[],
): number {
  const ids = voices.map((v, i) => ({ v, i })).filter(({ v }) => /^(id|in)([-_]|$)/i.test(v.lang));
  const local = ids.find(({ v }) => v.localService);
  return (local ?? ids[0])?.i ?? -1;
}

export class BrowserAnnouncer {
  private ctx: AudioContext | null = null;
  private voice: SpeechSynthesisVoice | null = null;
  private speechBlocked = false;
  /** The words being spoken, kept so the engine does not drop them (and their 'end') too early. */
  utterance: SpeechSynthesisUtterance | null = null;
  private readonly listeners = new Set<(s: AnnouncerStatus) => void>();
  private status: AnnouncerStatus;
  private readonly onVoices = () => this.loadVoices();

  constructor() {
    const speech = 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
    const Ctor = audioContextCtor();
    if (Ctor) {
      try {
        this.ctx = new Ctor();
        this.ctx.onstatechange = () => this.update();
      } catch {
        this.ctx = null;
      }
    }
    this.status = {
      speech,
      audio: this.ctx !== null,
      blocked: false,
      voiceName: null,
      indonesianVoice: false,
    };
    if (speech) {
      window.speechSynthesis.addEventListener?.('voiceschanged', this.onVoices);
      this.loadVoices();
    }
    this.update();
  }

  getStatus(): AnnouncerStatus {
    return this.status;
  }

  subscribe(listener: (s: AnnouncerStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private loadVoices(): void {
    const voices = window.speechSynthesis.getVoices();
    const i = pickIndonesianVoice(voices);
    this.voice = i >= 0 ? (voices[i] ?? null) : null;
    this.update();
  }

  private update(): void {
    const next: AnnouncerStatus = {
      ...this.status,
      blocked: this.speechBlocked || this.ctx?.state === 'suspended',
      voiceName: this.voice?.name ?? null,
      indonesianVoice: this.voice !== null,
    };
    const s = this.status;
    if (
      s.blocked === next.blocked &&
      s.voiceName === next.voiceName &&
      s.indonesianVoice === next.indonesianVoice
    ) {
      return;
    }
    this.status = next;
    for (const l of this.listeners) l(next);
  }

  /** Call from a click: lets the page make sound from now on. */
  async unlock(): Promise<void> {
    if (this.status.speech) {
      // Speaking during the click is what unlocks speech in Chromium; an empty, silent utterance.
      const u = new SpeechSynthesisUtterance('');
      u.volume = 0;
      window.speechSynthesis.speak(u);
    }
    this.speechBlocked = false;
    try {
      await this.ctx?.resume();
    } catch {
      // stays blocked; the notice remains
    }
    this.update();
  }

  /** Two falling tones (E5 then C5), about 1.2 s; skipped while the browser blocks audio. */
  chime(): Promise<void> {
    const ctx = this.ctx;
    if (!ctx) return Promise.resolve();
    if (ctx.state !== 'running') {
      // Without a click first the browser keeps the context suspended: no chime, notice shown.
      void ctx.resume().catch(() => undefined);
      this.update();
      return Promise.resolve();
    }
    const t0 = ctx.currentTime + 0.02;
    const tone = (freq: number, start: number, length: number) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(freq, start);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.35, start + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + length + 0.05);
    };
    tone(659.25, t0, 0.55);
    tone(523.25, t0 + 0.5, 0.75);
    return new Promise((resolve) => setTimeout(resolve, 1350));
  }

  /** Speaks `text` in Indonesian; resolves at 'end', rejects on an error. */
  speak(text: string): Promise<void> {
    if (!this.status.speech) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const u = new SpeechSynthesisUtterance(text);
      u.lang = 'id-ID';
      if (this.voice) u.voice = this.voice;
      u.rate = 0.9;
      u.onend = () => {
        this.utterance = null;
        resolve();
      };
      u.onerror = (event) => {
        this.utterance = null;
        const code = (event as SpeechSynthesisErrorEvent).error;
        if (code === 'not-allowed') {
          this.speechBlocked = true;
          this.update();
        }
        if (code === 'interrupted' || code === 'canceled') resolve();
        else reject(new Error(code ?? 'speech error'));
      };
      this.utterance = u;
      window.speechSynthesis.speak(u);
    });
  }

  /** Chime, then the words. */
  async play(a: Announcement): Promise<void> {
    await this.chime();
    await this.speak(a.speech);
  }

  /** Stops the words being spoken (after a safety timeout, or when muting). */
  stop(): void {
    if (this.status.speech) window.speechSynthesis.cancel();
    this.utterance = null;
  }

  dispose(): void {
    this.stop();
    if (this.status.speech)
      window.speechSynthesis.removeEventListener?.('voiceschanged', this.onVoices);
    this.listeners.clear();
    void this.ctx?.close().catch(() => undefined);
    this.ctx = null;
  }
}
