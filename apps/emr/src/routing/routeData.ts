/**
 * Route-level data loading: a navigation to a signed-in screen starts the screen's chunk and the
 * queries its feature route declares (`FeatureRoute.data`) together, and the router shows the new
 * screen once both have arrived, so it renders once, complete, with no fallback in between. The
 * current screen stays meanwhile (with the top bar's progress line). Waiting is capped: after
 * `ROUTE_WAIT_MS` the screen shows with its own loading state. Loaded in the main area's chunk
 * (it needs the route table); the router's loader (`RoutedApp.tsx`) calls it.
 */
import { type BoClient, preloadQuery } from '@simrs/api-client';
import { featureRoute } from '../features/registry';
import { findRoute, screenLoader } from './appRoutes';
import type { RouteDecision } from './guards';
import { screenChunk } from './screens';

/** The longest a navigation holds the current screen while the next one's data comes. */
export const ROUTE_WAIT_MS = 1_500;

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
  const declared = featureRoute(route.key)?.data;
  if (withData && declared) {
    const queries = declared({
      route,
      params: decision.params,
      mode: decision.mode,
      search: new URLSearchParams(search),
    });
    for (const q of queries) needs.push(preloadQuery(client, q.contract, q.name, q.params));
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
