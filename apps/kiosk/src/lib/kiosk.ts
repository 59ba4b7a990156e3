import { useEffect, useState } from 'react';
import { displaySocket } from './api';

/** Idle time after which a kiosk screen returns to its start screen. */
export const IDLE_MS = 60_000;

/** Calls `onIdle` after `ms` without a touch, click or key press. */
export function useIdleReturn(onIdle: (() => void) | null, ms = IDLE_MS): void {
  useEffect(() => {
    if (!onIdle) return undefined;
    let timer = window.setTimeout(onIdle, ms);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, ms);
    };
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, reset);
    };
  }, [onIdle, ms]);
}

/** Public-terminal hardening: no context menu, no text selection, no pinch or drag of images. */
export function useTerminalLock(): void {
  useEffect(() => {
    const block = (e: Event) => e.preventDefault();
    window.addEventListener('contextmenu', block);
    window.addEventListener('dragstart', block);
    window.addEventListener('selectstart', block);
    return () => {
      window.removeEventListener('contextmenu', block);
      window.removeEventListener('dragstart', block);
      window.removeEventListener('selectstart', block);
    };
  }, []);
}

/** Enters fullscreen on the first touch (browsers allow it only from a user gesture). */
export function useFullscreenOnTouch(): void {
  useEffect(() => {
    const enter = () => {
      if (!document.fullscreenElement && document.documentElement.requestFullscreen) {
        document.documentElement.requestFullscreen().catch(() => undefined);
      }
    };
    window.addEventListener('pointerdown', enter, { once: true });
    return () => window.removeEventListener('pointerdown', enter);
  }, []);
}

/** Whether the display socket is connected (false while reconnecting). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => displaySocket().getState() === 'connected');
  useEffect(() => {
    const socket = displaySocket();
    setOnline(socket.getState() === 'connected');
    return socket.subscribe((s) => setOnline(s === 'connected'));
  }, []);
  return online;
}

/** A clock that ticks every second (header clocks of the boards). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

const timeFormat = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Asia/Jakarta',
});
const dateFormat = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
export const formatTime = (d: Date) => timeFormat.format(d);
export const formatDate = (d: Date) => dateFormat.format(d);
