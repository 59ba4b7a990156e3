/**
 * The pure parts of the audio-antrean announcer: the words of an announcement and the queue that
 * plays announcements strictly one at a time.
 *
 * Wording (decided for the hall's loudspeakers, docs/emr.md "Staff queue screens"):
 * - shown:  'Nomor antrean A012, silakan ke Loket 2'
 * - spoken: 'Nomor antrean, A, dua belas. Silakan ke loket dua.'
 * Letters of the prefix are spelled with their Indonesian names ('PU' -> 'pe, u'), so a voice
 * does not read them as a syllable; the number is read as an Indonesian number without its
 * leading zeros ('012' -> 'dua belas'), the way hospital announcers say it. Digits in the counter
 * name are read as a number too ('Loket 2' -> 'loket dua'). A recall starts with
 * 'Panggilan ulang'.
 */

import { CATEGORY_MENU, type QueueTarget } from '@simrs/domain/queue';

const LETTER_NAMES: Readonly<Record<string, string>> = {
  A: 'a',
  B: 'be',
  C: 'ce',
  D: 'de',
  E: 'e',
  F: 'ef',
  G: 'ge',
  H: 'ha',
  I: 'i',
  J: 'je',
  K: 'ka',
  L: 'el',
  M: 'em',
  N: 'en',
  O: 'o',
  P: 'pe',
  Q: 'ki',
  R: 'er',
  S: 'es',
  T: 'te',
  U: 'u',
  V: 've',
  W: 'we',
  X: 'eks',
  Y: 'ye',
  Z: 'zet',
};

/** 'PU' -> 'pe, u' (Indonesian letter names, comma-separated so a voice pauses between them). */
export function spellLetters(letters: string): string {
  return [...letters.toUpperCase()]
    .filter((c) => /[A-Z]/.test(c))
    .map((c) => LETTER_NAMES[c] ?? c.toLowerCase())
    .join(', ');
}

const UNITS = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];

/** An Indonesian number in words (terbilang): 12 -> 'dua belas', 1000 -> 'seribu'. */
export function numberWords(n: number): string {
  if (!Number.isFinite(n) || n < 0 || !Number.isInteger(n)) return String(n);
  if (n === 0) return 'nol';
  const words = (x: number): string => {
    if (x < 12) return UNITS[x] ?? '';
    if (x < 20) return `${UNITS[x - 10]} belas`;
    if (x < 100) return join(`${UNITS[Math.floor(x / 10)]} puluh`, words(x % 10));
    if (x < 200) return join('seratus', words(x - 100));
    if (x < 1000) return join(`${UNITS[Math.floor(x / 100)]} ratus`, words(x % 100));
    if (x < 2000) return join('seribu', words(x - 1000));
    if (x < 1_000_000) return join(`${words(Math.floor(x / 1000))} ribu`, words(x % 1000));
    if (x < 1_000_000_000) {
      return join(`${words(Math.floor(x / 1_000_000))} juta`, words(x % 1_000_000));
    }
    return join(`${words(Math.floor(x / 1_000_000_000))} miliar`, words(x % 1_000_000_000));
  };
  return words(n);
}

const join = (a: string, b: string) => (b ? `${a} ${b}` : a);

/** A counter name as spoken: digits as a number, short capital codes spelled, words lower case. */
export function counterWords(counter: string): string {
  const name = counter.trim().replace(/\s+/g, ' ');
  if (name === '') return 'loket';
  const spoken = name
    .split(' ')
    .map((token) => {
      const parts = token.match(/\d+|[^\d]+/g) ?? [];
      return parts
        .map((p) =>
          /^\d+$/.test(p)
            ? numberWords(Number(p))
            : /^[A-Z]{1,3}$/.test(p) && token.length <= 3
              ? spellLetters(p)
              : p.toLowerCase(),
        )
        .join(' ');
    })
    .join(' ');
  // A bare number ('2') is a counter number: 'loket dua'.
  return /^\d+$/.test(name) ? `loket ${spoken}` : spoken;
}

export interface AnnouncementInput {
  code: string;
  counter: string | null;
  /** 'panggil-ulang' makes it a recall. */
  action?: string;
}

export interface AnnouncementText {
  /** What the screen shows. */
  text: string;
  /** What the voice says. */
  speech: string;
}

/** The words of one call: shown text and spoken text. */
export function announcementOf({ code, counter, action }: AnnouncementInput): AnnouncementText {
  const match = /^([A-Za-z]*)(\d+)$/.exec(code.trim());
  const spokenCode = match
    ? [spellLetters(match[1] ?? ''), numberWords(Number(match[2]))].filter(Boolean).join(', ')
    : spellLetters(code);
  const place = counter?.trim() ? counter.trim().replace(/\s+/g, ' ') : '';
  const shownPlace = /^\d+$/.test(place) ? `Loket ${place}` : place;
  const recall = action === 'panggil-ulang';
  const text = `${recall ? 'Panggilan ulang: n' : 'N'}omor antrean ${code.trim()}${
    shownPlace ? `, silakan ke ${shownPlace}` : ''
  }`;
  const speech = `${recall ? 'Panggilan ulang. ' : ''}Nomor antrean, ${spokenCode}.${
    place ? ` Silakan ke ${counterWords(place)}.` : ''
  }`;
  return { text, speech };
}

/**
 * The units this user's announcer can hear: a unit's live room admits a user who may view the
 * menu of the unit's category (`CATEGORY_MENU`, the server's room rule, docs/protocol.md
 * "Realtime"), so only those are offered; a unit the page could never hear is not ticked by
 * mistake and left waiting for a connection.
 */
export function audibleUnits<T extends Pick<QueueTarget, 'category'>>(
  targets: readonly T[],
  mayView: (menu: string) => boolean,
): T[] {
  return targets.filter((t) => mayView(CATEGORY_MENU[t.category]));
}

// ---------------------------------------------------------------------------------------------
// The queue

export type AnnouncementOutcome = 'played' | 'timeout' | 'error' | 'muted' | 'dropped';

export interface Announcement extends AnnouncementText {
  /** Unique per call: the ticket and how many times it was called. */
  key: string;
  unitId: number;
  code: string;
  counter: string | null;
  /** When it was enqueued (ms). */
  at: number;
}

export interface PlayedAnnouncement extends Announcement {
  outcome: AnnouncementOutcome;
  /** When it finished (ms). */
  endedAt: number;
}

export interface QueueSnapshot {
  current: Announcement | null;
  pending: readonly Announcement[];
  /** The latest first. */
  history: readonly PlayedAnnouncement[];
  muted: boolean;
}

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface AnnouncementQueueOptions {
  /** Plays one announcement (chime, then speech); resolves when it has finished. */
  play(a: Announcement): Promise<void>;
  /** Stops what `play` started (after the safety timeout). */
  stop?(): void;
  /** The longest one announcement may take before the next starts anyway. */
  safetyTimeoutMs?(a: Announcement): number;
  timers?: Timers;
  historySize?: number;
  /** Calls waiting beyond this are dropped, oldest first (a hall cannot catch up with more). */
  maxPending?: number;
  muted?: boolean;
  onChange?(snapshot: QueueSnapshot): void;
}

/** Spoken words take roughly 80 ms a character; plus the chime and a margin. */
export function defaultSafetyTimeout(a: Pick<Announcement, 'speech'>): number {
  return Math.min(30_000, 4_000 + a.speech.length * 80);
}

/**
 * Plays announcements one at a time: the next starts only after the current one has ended, or
 * after its safety timeout (a speech engine that never reports 'end' must not stall the hall).
 * While muted, calls are logged as 'muted' and not played.
 */
export class AnnouncementQueue {
  private readonly opts: Required<
    Pick<AnnouncementQueueOptions, 'historySize' | 'maxPending' | 'timers' | 'safetyTimeoutMs'>
  > &
    AnnouncementQueueOptions;
  private pending: Announcement[] = [];
  private current: Announcement | null = null;
  private history: PlayedAnnouncement[] = [];
  private muted: boolean;
  private readonly seen = new Set<string>();

  constructor(options: AnnouncementQueueOptions) {
    this.opts = {
      historySize: 10,
      maxPending: 20,
      timers: realTimers,
      safetyTimeoutMs: defaultSafetyTimeout,
      ...options,
    };
    this.muted = options.muted ?? false;
  }

  snapshot(): QueueSnapshot {
    return {
      current: this.current,
      pending: [...this.pending],
      history: [...this.history],
      muted: this.muted,
    };
  }

  /** Adds a call; a call already queued or played (same key) is ignored. Returns whether added. */
  enqueue(a: Announcement): boolean {
    if (this.seen.has(a.key)) return false;
    this.seen.add(a.key);
    if (this.seen.size > 500) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    if (this.muted) {
      this.finish(a, 'muted');
      this.changed();
      return true;
    }
    this.pending.push(a);
    while (this.pending.length > this.opts.maxPending) {
      const dropped = this.pending.shift();
      if (dropped) this.finish(dropped, 'dropped');
    }
    this.changed();
    this.next();
    return true;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (muted) {
      for (const a of this.pending) this.finish(a, 'muted');
      this.pending = [];
    }
    this.changed();
  }

  /** Forgets the calls waiting to be played. */
  clearPending(): void {
    for (const a of this.pending) this.finish(a, 'dropped');
    this.pending = [];
    this.changed();
  }

  private next(): void {
    if (this.current || this.pending.length === 0) return;
    const a = this.pending.shift() as Announcement;
    this.current = a;
    this.changed();
    const { timers } = this.opts;
    let settled = false;
    const done = (outcome: AnnouncementOutcome) => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(timer);
      if (outcome === 'timeout') this.opts.stop?.();
      this.current = null;
      this.finish(a, outcome);
      this.changed();
      this.next();
    };
    const timer = timers.setTimeout(() => done('timeout'), this.opts.safetyTimeoutMs(a));
    let playing: Promise<void>;
    try {
      playing = this.opts.play(a);
    } catch {
      playing = Promise.reject(new Error('play failed'));
    }
    playing.then(
      () => done('played'),
      () => done('error'),
    );
  }

  private finish(a: Announcement, outcome: AnnouncementOutcome): void {
    this.history = [{ ...a, outcome, endedAt: this.opts.timers.now() }, ...this.history].slice(
      0,
      this.opts.historySize,
    );
  }

  private changed(): void {
    this.opts.onChange?.(this.snapshot());
  }
}
