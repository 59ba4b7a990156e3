import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_EVERY_MS,
  idleLimitMs,
  isIdle,
  SHARE_EVERY_MS,
  type SharedActivity,
  watchIdle,
} from '../src/session/idle';

const MINUTE = 60_000;

/** One tab: its window and document as plain event targets, and the shared store of the tabs. */
function tab(store: { value: string | null }) {
  const activity = new EventTarget();
  const doc = new EventTarget();
  let visible = true;
  const shared: SharedActivity = {
    read: () => store.value,
    write: (at) => {
      store.value = String(at);
    },
  };
  return {
    activity,
    shared,
    visibility: { target: doc, isVisible: () => visible },
    press: () => activity.dispatchEvent(new Event('keydown')),
    setVisible(next: boolean) {
      visible = next;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('idle lock timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00+07:00') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the setting: minutes to ms, 0 or nothing is off', () => {
    expect(idleLimitMs(15)).toBe(15 * MINUTE);
    expect(idleLimitMs(0)).toBeNull();
    expect(idleLimitMs(undefined)).toBeNull();
    expect(idleLimitMs(Number.NaN)).toBeNull();
  });

  it('ignores a shared time from the future or one that is not a number', () => {
    const now = 10 * MINUTE;
    expect(isIdle(now, 0, String(now + MINUTE), 5 * MINUTE)).toBe(true);
    expect(isIdle(now, 0, 'kemarin', 5 * MINUTE)).toBe(true);
    expect(isIdle(now, 0, String(now - MINUTE), 5 * MINUTE)).toBe(false);
  });

  it('locks once after the idle time without input', () => {
    const t = tab({ value: null });
    const onIdle = vi.fn();
    const watch = watchIdle({ minutes: 15, onIdle, ...t });
    vi.advanceTimersByTime(14 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE + CHECK_EVERY_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('activity resets the timer', () => {
    const t = tab({ value: null });
    const onIdle = vi.fn();
    const watch = watchIdle({ minutes: 15, onIdle, ...t });
    vi.advanceTimersByTime(10 * MINUTE);
    t.press();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE + CHECK_EVERY_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it("another tab's activity counts (shared store), written at most every few seconds", () => {
    const store = { value: null as string | null };
    const idleTab = tab(store);
    const busyTab = tab(store);
    const onIdle = vi.fn();
    const watch = watchIdle({ minutes: 15, onIdle, ...idleTab });
    const other = watchIdle({ minutes: 15, onIdle: vi.fn(), ...busyTab });
    vi.advanceTimersByTime(10 * MINUTE);
    busyTab.press();
    const written = store.value;
    vi.advanceTimersByTime(SHARE_EVERY_MS - 1_000);
    busyTab.press();
    expect(store.value).toBe(written);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE + CHECK_EVERY_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
    other.stop();
  });

  it('a change of the setting applies at once, counting the time already idle', () => {
    const t = tab({ value: null });
    const onIdle = vi.fn();
    const watch = watchIdle({ minutes: 15, onIdle, ...t });
    vi.advanceTimersByTime(10 * MINUTE);
    watch.setMinutes(30);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    // 20 minutes idle; the lock now after 5: at once.
    watch.setMinutes(5);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('0 switches the lock off', () => {
    const t = tab({ value: null });
    const onIdle = vi.fn();
    const watch = watchIdle({ minutes: 0, onIdle, ...t });
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    watch.setMinutes(1);
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('checks when the tab becomes visible again, and stops listening when stopped', () => {
    const t = tab({ value: null });
    const onIdle = vi.fn();
    const watch = watchIdle({ minutes: 15, onIdle, ...t });
    // A sleeping computer: the clock moves on, no interval ran.
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    t.setVisible(false);
    expect(onIdle).not.toHaveBeenCalled();
    t.setVisible(true);
    expect(onIdle).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    const second = watchIdle({ minutes: 1, onIdle: stopped, ...tab({ value: null }) });
    second.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(stopped).not.toHaveBeenCalled();
    watch.stop();
  });
});
