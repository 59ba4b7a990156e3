/**
 * The full route table: the screen catalogue, the features that implement its routes
 * (`features/registry.ts`) and the resource definitions behind the generic master-data screens.
 * Loaded with the main layout (not by the login route).
 */
import { screenCatalog } from '@simrs/domain/screens';
import { resources } from '@simrs/validators/resources';
import { featureRoute } from '../features/registry';
import type { ScreenProps } from '../features/types';
import { buildRouteTable, type RouteEntry } from './routeTable';

export const routeTable: readonly RouteEntry[] = buildRouteTable(
  screenCatalog,
  new Map(resources.map((r) => [r.menu, r])),
  featureRoute,
);

const byKey = new Map(routeTable.map((r) => [r.key, r]));

export function findRoute(key: string): RouteEntry | undefined {
  return byKey.get(key);
}

/** The screen module of a route: its feature's, or the 'belum tersedia' page. */
export function screenLoader(
  key: string,
): () => Promise<{ default: React.ComponentType<ScreenProps> }> {
  const feature = featureRoute(key);
  return feature ? feature.load : () => import('./NotYetScreen');
}
