/**
 * The full route table: the screen catalogue with the resource definitions behind the generic
 * master-data screens. Loaded with the main layout (not by the login route).
 */
import { screenCatalog } from '@simrs/domain/screens';
import { resources } from '@simrs/validators/resources';
import { buildRouteTable, type RouteEntry } from './routeTable';

export const routeTable: readonly RouteEntry[] = buildRouteTable(
  screenCatalog,
  new Map(resources.map((r) => [r.menu, r])),
);

const byKey = new Map(routeTable.map((r) => [r.key, r]));

export function findRoute(key: string): RouteEntry | undefined {
  return byKey.get(key);
}
