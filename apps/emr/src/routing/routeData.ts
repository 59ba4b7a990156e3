/**
 * Route-level data loading: a navigation to a signed-in screen starts the screen's chunk and the
 * queries its feature declares (`Feature.data`: the feature's `routeData.ts`, loaded beside the
 * screen's chunk) together, and the router shows the new screen once both have arrived, so it
 * renders once, complete, with no fallback in between. The current screen stays meanwhile (with
 * the top bar's progress line). Waiting is capped: after `ROUTE_WAIT_MS` the screen shows with its
 * own loading state. Loaded in the main area's chunk (it needs the route table); the router's
 * loader (`RoutedApp.tsx`) calls it.
 */
import { type BoClient, preloadQuery } from '@simrs/api-client';
import { featureRoute, type RegisteredRoute } from '../features/registry';
import { loadResourceListData, type RouteDataArgs, type RouteQuery } from '../features/types';
import { findRoute, screenLoader } from './appRoutes';
import type { RouteDecision } from './guards';
import { screenChunk } from './screens';

/** The longest a navigation holds the current screen while the next one's data comes. */
export const ROUTE_WAIT_MS = 1_500;

/**
 * The queries a route declares: its feature's data module's (loaded here, a chunk of its own),
 * else, for a master-data resource route, the generic list's.
 */
export async function declaredQueries(
  feature: RegisteredRoute,
  args: RouteDataArgs,
): Promise<readonly RouteQuery[]> {
  const own = feature.data ? (await feature.data()).default[args.route.key] : undefined;
  if (own) return own(args);
  if (!feature.resource) return [];
  return (await loadResourceListData()).resourceListData(args);
}

/**
 * The code of a route's data declarations, without running them: what a hover and the idle
 * prefetch load (reads start only on a press or a navigation).
 */
export function loadDataCode(feature: RegisteredRoute): Promise<unknown>[] {
  const code: Promise<unknown>[] = [];
  if (feature.data) code.push(feature.data());
  if (feature.resource) code.push(loadResourceListData());
  return code.map((p) => p.catch(() => undefined));
}

/** What a navigation to `decision` needs before it shows: the screen's chunk and data. */
export function routeNeeds(
  decision: RouteDecision,
  search: string,
  client: BoClient,
  withData = true,
): Promise<unknown>[] {
  if (decision.kind !== 'render') return [];
  const route = findRoute(decision.screen.key);
  if (!route) return [];
  const chunk = screenChunk(route.context ?? 'not-yet', screenLoader(route.key));
  const needs: Promise<unknown>[] = [chunk.load().catch(() => undefined)];
  const feature = featureRoute(route.key);
  if (feature && !withData) needs.push(...loadDataCode(feature));
  if (feature && withData && (feature.data || feature.resource)) {
    const args = {
      route,
      params: decision.params,
      mode: decision.mode,
      search: new URLSearchParams(search),
    };
    needs.push(
      declaredQueries(feature, args)
        .then((queries) =>
          Promise.all(queries.map((q) => preloadQuery(client, q.contract, q.name, q.params))),
        )
        // A data module that fails to load leaves the reads to the screen itself.
        .catch(() => undefined),
    );
  }
  return needs;
}

/**
 * Starts what the screen of `decision` needs and resolves when it has arrived, or after
 * `ROUTE_WAIT_MS`. Never rejects: a failed chunk or query shows on the screen itself.
 */
export function preloadRoute(
  decision: RouteDecision,
  search: string,
  client: BoClient,
  withData = true,
): Promise<void> {
  const needs = routeNeeds(decision, search, client, withData);
  if (needs.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all(needs).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ROUTE_WAIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}
