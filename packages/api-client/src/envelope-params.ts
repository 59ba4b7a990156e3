// What both halves of the envelope share (the WebCrypto half in envelope.ts, the crypto-js half
// loaded on demand in envelope-cryptojs.ts): the protocol's sizes and the cooperative yielding.

export const PBKDF2_ITERATIONS = 999;
export const SALT_BYTES = 256;
export const IV_BYTES = 16;
export const KEY_BYTES = 32;

export interface EnvelopeParts {
  ciphertext: string;
  salt: string;
  iv: string;
}

export type YieldFn = () => Promise<void>;

interface SchedulerLike {
  postTask?: (callback: () => void, options: { priority: 'background' }) => Promise<void>;
}

/**
 * Yields for a background job. Measured in Chromium: `scheduler.postTask` at background priority
 * keeps frames at 60 Hz while the key is derived; a `MessageChannel` task (not clamped to 4 ms the
 * way nested `setTimeout(0)` is) leaves gaps of up to ~50 ms; `scheduler.yield()` resumes ahead of
 * rendering and starved frames for 100+ ms, so it is not used.
 */
export const yieldToEventLoop: YieldFn = () => {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    return scheduler.postTask(() => undefined, { priority: 'background' });
  }
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
};

export interface ChunkedDeriveOptions {
  /** Longest stretch of work between two yields, in milliseconds. Default 4. */
  sliceMs?: number;
  yieldFn?: YieldFn;
  /** Called after each slice (for measuring; the bench uses it). */
  onSlice?: (sliceMs: number) => void;
}
