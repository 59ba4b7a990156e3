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
import {
  loadResourceListData,
  type RouteData,
  type RouteDataArgs,
  type RouteDataModule,
  type RouteQuery,
} from '../features/types';
import { findRoute, screenLoader } from './appRoutes';
import { type Chunk, defineChunk } from './chunks';
import type { RouteDecision } from './guards';
import { screenChunk } from './screens';

/** The longest a navigation holds the current screen while the next one's data comes. */
export const ROUTE_WAIT_MS = 1_500;

type Declaration = RouteData | null;
type ResourceListData = Awaited<ReturnType<typeof loadResourceListData>>;

const dataChunks = new Map<() => Promise<unknown>, Chunk<unknown>>();

/** The chunk of a data module, one per loader, kept once loaded (read synchronously after). */
function dataChunk<M>(load: () => Promise<M>): Chunk<M> {
  let chunk = dataChunks.get(load);
  if (!chunk) {
    chunk = defineChunk('route-data', load);
    dataChunks.set(load, chunk);
  }
  return chunk as Chunk<M>;
}

function pick(
  feature: RegisteredRoute,
  key: string,
  own: RouteDataModule | undefined,
  generic: ResourceListData | undefined,
): Declaration {
  return own?.default[key] ?? (feature.resource ? (generic?.resourceListData ?? null) : null);
}

/**
 * The data declaration of a route: its feature's data module's, else, for a master-data resource
 * route, the generic list's. At once when the modules are in (the idle prefetch and a hover load
 * them), so a press starts its reads in the same task; otherwise once they have loaded.
 */
export function declarationOf(
  feature: RegisteredRoute,
  key: string,
): Declaration | Promise<Declaration> {
  const own = feature.data ? dataChunk(feature.data) : null;
  const generic = feature.resource ? dataChunk(loadResourceListData) : null;
  const ownNow = own?.loaded();
  const genericNow = generic?.loaded();
  if ((!own || ownNow) && (!generic || genericNow)) return pick(feature, key, ownNow, genericNow);
  return Promise.all([own?.load(), generic?.load()]).then(([o, g]) => pick(feature, key, o, g));
}

/** The queries a route declares for `args` (none when it declares nothing). */
export async function declaredQueries(
  feature: RegisteredRoute,
  args: RouteDataArgs,
): Promise<readonly RouteQuery[]> {
  return (await declarationOf(feature, args.route.key))?.(args) ?? [];
}

/**
 * The code of a route's data declarations, without running them: what a hover and the idle
 * prefetch load (reads start only on a press or a navigation).
 */
export function loadDataCode(feature: RegisteredRoute): Promise<unknown>[] {
  const code: Promise<unknown>[] = [];
  if (feature.data) code.push(dataChunk(feature.data).load());
  if (feature.resource) code.push(dataChunk(loadResourceListData).load());
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
  const needs: Promise<unknown>[] = [];
  const feature = featureRoute(route.key);
  if (feature && !withData) needs.push(...loadDataCode(feature));
  if (feature && withData && (feature.data || feature.resource)) {
    const args = {
      route,
      params: decision.params,
      mode: decision.mode,
      search: new URLSearchParams(search),
    };
    const start = (declare: Declaration): Promise<unknown> => {
      let queries: readonly RouteQuery[];
      try {
        queries = declare?.(args) ?? [];
      } catch {
        // A declaration that cannot run (e.g. storage refused) leaves the reads to the screen.
        return Promise.resolve();
      }
      return Promise.all(queries.map((q) => preloadQuery(client, q.contract, q.name, q.params)));
    };
    const declaration = declarationOf(feature, route.key);
    needs.push(
      declaration instanceof Promise
        ? // A data module that fails to load leaves the reads to the screen itself.
          declaration.then(start).catch(() => undefined)
        : start(declaration),
    );
  }
  // The screen's chunk after the data: its request and the data module's (a few small files)
  // go first, ahead of the screen's many files in the browser's six connections per server, so
  // the reads start sooner; the screen's code arrives meanwhile.
  const chunk = screenChunk(route.context ?? 'not-yet', screenLoader(route.key));
  needs.push(chunk.load().catch(() => undefined));
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
