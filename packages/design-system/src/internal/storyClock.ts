import { createManualClock, type ManualClock } from '../clock';

/** The instant every story starts at: Thursday 15 January 2026, 09:00 WIB. */
export const STORY_NOW = '2026-01-15T09:00:00+07:00';

export function createStoryClock(): ManualClock {
  return createManualClock(STORY_NOW);
}

function isManualClock(value: unknown): value is ManualClock {
  return (
    typeof value === 'object' &&
    value !== null &&
    'advance' in value &&
    typeof (value as { advance: unknown }).advance === 'function'
  );
}

/** The frozen clock the preview loader put into a story's `loaded` context. */
export function storyClock(loaded: Record<string, unknown> | undefined): ManualClock {
  const clock = loaded?.clock;
  if (!isManualClock(clock)) throw new Error('The story has no frozen clock (preview loader).');
  return clock;
}

/** Makes `Date.now()` (and so React Aria's "today") read the story clock; returns the undo. */
export function freezeDateNow(clock: ManualClock): () => void {
  const original = Date.now;
  Date.now = () => clock.now();
  return () => {
    Date.now = original;
  };
}

/** Lets React commit the updates a clock advance caused (two animation frames and a task). */
export function flushUpdates(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20)));
  });
}
