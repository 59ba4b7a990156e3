/**
 * Every feature's routes (`features/<context>/routes.ts`, listed in `./index.ts`), by route key.
 * A route key claimed by two features fails at load (and in the unit tests).
 */
import { featureList } from './index';
import type { Feature, FeatureRoute } from './types';

export interface RegisteredRoute extends FeatureRoute {
  context: string;
  /** The feature's data declarations (`Feature.data`). */
  data?: Feature['data'];
}

function collect(list: readonly Feature[]) {
  const routes = new Map<string, RegisteredRoute>();
  const features: Feature[] = [];
  const contexts = new Set<string>();
  for (const feature of list) {
    if (contexts.has(feature.context)) throw new Error(`Two features named ${feature.context}`);
    contexts.add(feature.context);
    features.push(feature);
    for (const key of Object.keys(feature.routes)) {
      const route = feature.routes[key];
      if (!route) continue;
      const other = routes.get(key);
      if (other)
        throw new Error(`Route ${key} is claimed by ${other.context} and ${feature.context}`);
      routes.set(key, { ...route, context: feature.context, data: feature.data });
    }
  }
  return { routes, features };
}

const registry = collect(featureList);

/** Every feature. */
export const features: readonly Feature[] = registry.features;

/** The feature route of a route key, if some feature implements it. */
export function featureRoute(key: string): RegisteredRoute | undefined {
  return registry.routes.get(key);
}

/** Every implemented route key. */
export function implementedKeys(): string[] {
  return [...registry.routes.keys()];
}

export { collect as collectFeatures };
