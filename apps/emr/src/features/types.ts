/**
 * What a feature (`features/<context>/`) gives the app: the spec's route keys it implements and,
 * for each, how its screen loads. Each feature's `routes.ts` default-exports one
 * `defineFeature(...)`; `registry.ts` collects them all (no central list).
 */
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

export interface FeatureRoute {
  /** The screen's chunk. Routes of one feature may share a screen (and so a chunk). */
  load: ScreenLoader;
  /** A generic master-data screen: its resource definition's menu key (the route key). */
  resource?: true;
}

export interface Feature {
  /** The bounded context: the folder's name, and its contracts' `context`. */
  readonly context: string;
  /** Route key (`screenCatalog` key of `@simrs/domain/screens`) -> how its screen loads. */
  readonly routes: Readonly<Record<string, FeatureRoute>>;
}

export function defineFeature(feature: Feature): Feature {
  return feature;
}

/** The generic list and form of a master-data resource (`src/resources/`). */
export const resourceScreen: FeatureRoute = {
  load: () => import('../resources/ResourceScreen'),
  resource: true,
};

/** Routes of the generic resource screen, one per route key. */
export function resourceRoutes(keys: readonly string[]): Record<string, FeatureRoute> {
  return Object.fromEntries(keys.map((k) => [k, resourceScreen]));
}
