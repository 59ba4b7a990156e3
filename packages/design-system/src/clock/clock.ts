/** Time as the components see it: injectable so stories and tests can freeze and advance it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as number,
  clearTimeout: (id) => globalThis.clearTimeout(id),
};

/** A clock that stands still until `advance` is called (a fake timer for stories and tests). */
export interface ManualClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** How many timers are waiting. */
  pendingTimers(): number;
}

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

export function createManualClock(start: number | string | Date): ManualClock {
  let current = new Date(start).getTime();
  if (Number.isNaN(current)) throw new Error(`Invalid start time: ${String(start)}`);
  let nextId = 1;
  let timers: Timer[] = [];
  return {
    now: () => current,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.push({ id, at: current + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(id) {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms) {
      const target = current + ms;
      for (;;) {
        const due = timers
          .filter((t) => t.at <= target)
          .sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        current = due.at;
        due.callback();
      }
      current = target;
    },
    pendingTimers: () => timers.length,
  };
}
