import { useSyncExternalStore } from 'react';

/** The kiosk's routes are flat public paths (spec 2.2): a tiny history router is enough. */
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

export function navigate(path: string, replace = false): void {
  const url = path.startsWith('/') ? path : `/${path}`;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  notify();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Current location: route name (first segment), slug (second segment) and search params. */
export function useLocation(): { route: string; slug: string | undefined; search: string } {
  const href = useSyncExternalStore(
    subscribe,
    () => window.location.pathname + window.location.search,
    () => '/',
  );
  const [path = '', search = ''] = href.split('?');
  const [route = '', slug] = path.replace(/^\/+/, '').split('/');
  return { route, slug: slug ? decodeURIComponent(slug) : undefined, search };
}
