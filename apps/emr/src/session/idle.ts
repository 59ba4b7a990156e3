/**
 * The idle time of the automatic lock (docs/security.md, "Automatic lock"): the app locks the
 * session when nobody used any tab of it for the minutes of static-settings ('Kunci otomatis
 * setelah (menit)'). Activity in one tab counts for every tab (the last activity is shared in
 * localStorage), so a ward computer working in one tab does not lock from another, idle one.
 */
import { useEffect, useRef } from 'react';

/** Where the tabs share their last activity (ms since the epoch). */
export const LAST_ACTIVITY_KEY = 'simrs:lastActivity';
/** A tab writes its activity at most this often (the check allows for it). */
export const SHARE_EVERY_MS = 5_000;
/** How often the idle time is checked, at most (and at least every quarter of it). */
export const CHECK_EVERY_MS = 15_000;

export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
] as const;

/** The idle time in ms of a setting in minutes; null when the lock is off (0, or no number). */
export function idleLimitMs(minutes: number | undefined): number | null {
  if (minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return null;
  return minutes * 60_000;
}

/**
 * True when the session has been idle for `limitMs`: since this tab's last activity and the
 * last activity any tab shared (a number in ms, or anything unreadable: ignored).
 */
export function isIdle(now: number, lastHere: number, shared: unknown, limitMs: number): boolean {
  const other = typeof shared === 'string' ? Number(shared) : Number.NaN;
  // A shared time from the future (another machine's clock does not apply; a bad value) counts
  // as nothing.
  const lastShared = Number.isFinite(other) && other <= now ? other : 0;
  return now - Math.max(lastHere, lastShared) >= limitMs;
}

/** Where the last activity is shared between the tabs. */
export interface SharedActivity {
  read(): string | null;
  write(at: number): void;
}

/** localStorage (private mode or a full storage: this tab still counts its own activity). */
export const localActivity: SharedActivity = {
  read() {
    try {
      return localStorage.getItem(LAST_ACTIVITY_KEY);
    } catch {
      return null;
    }
  },
  write(at) {
    try {
      localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
    } catch {
      // See above.
    }
  },
};

export interface IdleWatchOptions {
  /** The setting in minutes (0 or undefined: the lock is off). */
  minutes: number | undefined;
  onIdle(): void;
  /** Where the key, pointer, wheel and touch events arrive (window). */
  activity?: EventTarget;
  /** Where 'visibilitychange' arrives, and whether the page is visible (document). */
  visibility?: { target: EventTarget; isVisible(): boolean };
  shared?: SharedActivity;
}

export interface IdleWatch {
  /** The setting changed: the time already idle counts against the new limit. */
  setMinutes(minutes: number | undefined): void;
  stop(): void;
}

/**
 * Calls `onIdle` once the session is idle for `minutes`. Any key, pointer, wheel or touch in any
 * tab is activity. Checked every 15 s (or a quarter of the idle time, at least every second) and
 * whenever the tab becomes visible again (a sleeping computer wakes up locked). Fires once; a new
 * watch is started after the unlock.
 */
export function watchIdle(options: IdleWatchOptions): IdleWatch {
  const activity = options.activity ?? window;
  const visibility = options.visibility ?? {
    target: document,
    isVisible: () => document.visibilityState === 'visible',
  };
  const shared = options.shared ?? localActivity;
  let limit = idleLimitMs(options.minutes);
  let lastHere = Date.now();
  let sharedAt = lastHere;
  shared.write(lastHere);
  let fired = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = () => {
    if (fired || limit === null) return;
    if (isIdle(Date.now(), lastHere, shared.read(), limit)) {
      fired = true;
      options.onIdle();
    }
  };
  const schedule = () => {
    if (timer !== undefined) clearInterval(timer);
    timer =
      limit === null
        ? undefined
        : setInterval(check, Math.max(1_000, Math.min(CHECK_EVERY_MS, limit / 4)));
  };
  const onActivity = () => {
    lastHere = Date.now();
    if (lastHere - sharedAt >= SHARE_EVERY_MS) {
      sharedAt = lastHere;
      shared.write(lastHere);
    }
  };
  const onVisible = () => {
    if (visibility.isVisible()) check();
  };
  for (const name of ACTIVITY_EVENTS) {
    activity.addEventListener(name, onActivity, { capture: true, passive: true });
  }
  visibility.target.addEventListener('visibilitychange', onVisible);
  schedule();

  return {
    setMinutes(minutes) {
      const next = idleLimitMs(minutes);
      if (next === limit) return;
      limit = next;
      schedule();
      check();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      visibility.target.removeEventListener('visibilitychange', onVisible);
      for (const name of ACTIVITY_EVENTS) {
        activity.removeEventListener(name, onActivity, { capture: true });
      }
    },
  };
}

/**
 * Calls `onIdle` once the session is idle for `minutes` (0 or undefined: never) while `active`
 * (signed in, not locked, no step to take first). A change of the setting applies at once.
 */
export function useIdleTimer(minutes: number | undefined, active: boolean, onIdle: () => void) {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  const watch = useRef<IdleWatch | null>(null);
  const initialMinutes = useRef(minutes);
  initialMinutes.current = minutes;
  useEffect(() => {
    if (!active) return undefined;
    const started = watchIdle({
      minutes: initialMinutes.current,
      onIdle: () => latest.current(),
    });
    watch.current = started;
    return () => {
      started.stop();
      watch.current = null;
    };
  }, [active]);
  useEffect(() => {
    watch.current?.setMinutes(minutes);
  }, [minutes]);
}
