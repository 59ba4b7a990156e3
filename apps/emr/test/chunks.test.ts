import { describe, expect, it } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  CssChunkLoadError,
  loadChunk,
  toChunkError,
} from '../src/routing/chunks';

/** A manual timer: the test fires it instead of waiting. */
function manualTimer() {
  let fire: (() => void) | null = null;
  let ms = -1;
  let cancelled = false;
  return {
    set: (fn: () => void, delay: number) => {
      fire = fn;
      ms = delay;
      return () => {
        cancelled = true;
      };
    },
    fire: () => fire?.(),
    get ms() {
      return ms;
    },
    get cancelled() {
      return cancelled;
    },
  };
}

describe('chunk loading', () => {
  it('resolves a loaded chunk and cancels its timer', async () => {
    const timer = manualTimer();
    await expect(loadChunk('poli', async () => 42, CHUNK_TIMEOUT_MS, timer.set)).resolves.toBe(42);
    expect(timer.ms).toBe(120_000);
    expect(timer.cancelled).toBe(true);
  });

  it('raises a chunk-load error after the time limit', async () => {
    const timer = manualTimer();
    const pending = loadChunk('poli', () => new Promise<number>(() => {}), 120_000, timer.set);
    timer.fire();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).not.toBeInstanceOf(CssChunkLoadError);
    expect((error as ChunkLoadError).chunk).toBe('poli');
  });

  it('raises the CSS variant for a stylesheet failure', async () => {
    const timer = manualTimer();
    const error = await loadChunk(
      'dashboard',
      () => Promise.reject(new Error('Unable to preload CSS for /assets/dashboard.css')),
      120_000,
      timer.set,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CssChunkLoadError);
    expect(
      toChunkError('x', new TypeError('Failed to fetch dynamically imported module')),
    ).not.toBeInstanceOf(CssChunkLoadError);
  });
});
