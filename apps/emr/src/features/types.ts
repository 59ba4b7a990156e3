/**
 * What a feature (`features/<context>/`) gives the app: the spec's route keys it implements and,
 * for each, how its screen loads. Each feature's `routes.ts` default-exports one
 * `defineFeature(...)`; `registry.ts` collects them all (no central list).
 */
import type { AnyContract } from '@simrs/validators/contracts';
import type { ComponentType } from 'react';
import type { RouteEntry } from '../routing/routeTable';

/** What every screen receives from the route gate. */
export interface ScreenProps {
  route: RouteEntry;
  params: Readonly<Record<string, string>>;
  mode: 'list' | 'add' | 'edit';
}

export type ScreenModule = { default: ComponentType<ScreenProps> };
export type ScreenLoader = () => Promise<ScreenModule>;

/** A contract query a screen reads on arrival, with the input it sends (`useQuery`'s). */
export interface RouteQuery {
  readonly contract: AnyContract;
  readonly name: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** What a route's data declaration sees of the navigation. */
export interface RouteDataArgs extends ScreenProps {
  /** The address's query string (the list's page, sort and search). */
  search: URLSearchParams;
}

/**
 * The queries a screen reads as it opens, with the same input it gives `useQuery`: a navigation
 * starts them at once, beside the chunk, and the screen reads them from the cache
 * (`routing/routeData.ts`). Only reads the screen makes anyway, for the user the guards let in.
 */
export type RouteData = (args: RouteDataArgs) => readonly RouteQuery[];

/**
 * A feature's data declarations by route key: its `routeData.ts`, a chunk of its own loaded on
 * navigation beside the screen's, so the route table (read before any screen can start) carries
 * no contract (docs/decisions.md, 14).
 */
export type RouteDataModule = { default: Readonly<Record<string, RouteData>> };

export interface FeatureRoute {
  /** The screen's chunk. Routes of one feature may share a screen (and so a chunk). */
  load: ScreenLoader;
  /**
   * A generic master-data screen: its resource definition's menu key (the route key). Unless
   * the feature's data module declares the route, a list reads the resource's list
   * (`resources/routeData.ts`).
   */
  resource?: true;
}

export interface Feature {
  /** The bounded context: the folder's name, and its contracts' `context`. */
  readonly context: string;
  /** Route key (`screenCatalog` key of `@simrs/domain/screens`) -> how its screen loads. */
  readonly routes: Readonly<Record<string, FeatureRoute>>;
  /** The feature's data declarations: `() => import('./routeData')`. */
  readonly data?: () => Promise<RouteDataModule>;
}

export function defineFeature(feature: Feature): Feature {
  return feature;
}

/** A feature's `routeData.ts` default export: its route keys' data declarations. */
export function defineRouteData(
  data: Readonly<Record<string, RouteData>>,
): Readonly<Record<string, RouteData>> {
  return data;
}

/** The generic list's data declaration (`resources/routeData.ts`), a chunk of its own. */
export const loadResourceListData = () => import('../resources/routeData');

/** The generic list and form of a master-data resource (`src/resources/`). */
export const resourceScreen: FeatureRoute = {
  load: () => import('../resources/ResourceScreen'),
  resource: true,
};

/** Routes of the generic resource screen, one per route key. */
export function resourceRoutes(keys: readonly string[]): Record<string, FeatureRoute> {
  return Object.fromEntries(keys.map((k) => [k, resourceScreen]));
}
