/**
 * The screens of the user's menu, fetched while the browser is idle once the first screen is up:
 * a click on the sidebar then waits for the screen's data only. One chunk per idle moment, each
 * screen module once (the hundred master-data routes share one), each with its feature's data
 * declarations, in menu order; not on a data-saving connection. Code only: data is fetched on a
 * press (`linkIntent.ts`) or navigation.
 */
import { featureRoute } from '../features/registry';
import { loadDataCode } from './routeData';
import type { RouteEntry } from './routeTable';
import { screenChunk } from './screens';

type Idle = (run: () => void) => () => void;

const browserIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Starts fetching the screens of `routes` one by one at idle; returns the function that stops. */
export function prefetchScreens(routes: readonly RouteEntry[], idle: Idle = browserIdle) {
  if (savesData()) return () => undefined;
  const seen = new Set<unknown>();
  const queue = routes.flatMap((route) => {
    const feature = featureRoute(route.key);
    if (!feature || seen.has(feature.load)) return [];
    seen.add(feature.load);
    const screen = screenChunk(route.context ?? route.key, feature.load);
    // The data declarations' chunks are small and shared (one per feature): loaded with it.
    return [{ load: () => Promise.all([screen.load(), ...loadDataCode(feature)]) }];
  });
  let stopped = false;
  let cancel: () => void = () => undefined;
  const next = () => {
    const chunk = queue.shift();
    if (!chunk || stopped) return;
    cancel = idle(() => {
      if (stopped) return;
      // A failure is left for the navigation to report (it loads the chunk again).
      chunk.load().then(next, next);
    });
  };
  next();
  return () => {
    stopped = true;
    cancel();
  };
}
