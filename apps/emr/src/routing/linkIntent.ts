/**
 * Starts a screen before its link is followed: resting the pointer on an in-app link (sidebar
 * entries, list links) for `HOVER_MS`, or moving the keyboard focus onto it, fetches the screen's
 * chunk; pressing it fetches the chunk
 * and the screen's data, in the tens of milliseconds between the press and the click. Data is not
 * fetched on a mere hover: a pointer crossing the menu must not read lists nobody opened (the
 * patient list's reads are logged as accesses).
 */
export const HOVER_MS = 80;

type Prepare = (url: URL, withData: boolean) => unknown;

/** The in-app address a link event points to, or null (other origin, new tab, download). */
export function linkTarget(event: Event, origin: string): URL | null {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (target.target && target.target !== '_self') return null;
  if (target.hasAttribute('download')) return null;
  const url = new URL(target.href, origin);
  return url.origin === origin ? url : null;
}

/** Watches `root` for link intents; returns the function that stops watching. */
export function watchLinkIntent(root: Document, prepare: Prepare): () => void {
  const origin = root.location?.origin ?? window.location.origin;
  let hover: ReturnType<typeof setTimeout> | undefined;
  const onOver = (event: Event) => {
    clearTimeout(hover);
    const url = linkTarget(event, origin);
    if (url) hover = setTimeout(() => void prepare(url, false), HOVER_MS);
  };
  const onDown = (event: Event) => {
    const e = event as PointerEvent;
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    const url = linkTarget(event, origin);
    if (url) void prepare(url, true);
  };
  const onFocus = (event: Event) => {
    const url = linkTarget(event, origin);
    if (url) void prepare(url, false);
  };
  root.addEventListener('pointerover', onOver);
  root.addEventListener('pointerdown', onDown);
  root.addEventListener('focusin', onFocus);
  return () => {
    clearTimeout(hover);
    root.removeEventListener('pointerover', onOver);
    root.removeEventListener('pointerdown', onDown);
    root.removeEventListener('focusin', onFocus);
  };
}
