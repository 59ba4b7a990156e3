interface IdleWindow {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/**
 * Runs `task` when the page is idle (at the latest after `timeout` ms; where the browser has no
 * idle callbacks, after `fallback` ms). Returns the cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeout: number, fallback = 1000): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(task, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const timer = setTimeout(task, fallback);
  return () => clearTimeout(timer);
}
