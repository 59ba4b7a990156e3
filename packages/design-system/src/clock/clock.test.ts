import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';

describe('createManualClock', () => {
  it('stands still until advanced', () => {
    const clock = createManualClock('2026-01-15T01:00:00Z');
    expect(clock.now()).toBe(Date.parse('2026-01-15T01:00:00Z'));
    clock.advance(1500);
    expect(clock.now()).toBe(Date.parse('2026-01-15T01:00:01.500Z'));
  });

  it('runs timers when they fall due, in order, with the time of each', () => {
    const clock = createManualClock(0);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 100);
    clock.advance(99);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual(['a@100']);
    clock.advance(500);
    expect(seen).toEqual(['a@100', 'b@200']);
    expect(clock.now()).toBe(600);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('runs timers scheduled by a timer within the same advance, and honours clearTimeout', () => {
    const clock = createManualClock(0);
    const seen: number[] = [];
    clock.setTimeout(() => {
      seen.push(clock.now());
      clock.setTimeout(() => seen.push(clock.now()), 10);
    }, 10);
    const cancelled = clock.setTimeout(() => seen.push(-1), 15);
    clock.clearTimeout(cancelled);
    clock.advance(30);
    expect(seen).toEqual([10, 20]);
  });

  it('rejects an invalid start', () => {
    expect(() => createManualClock('not a date')).toThrow();
  });
});
