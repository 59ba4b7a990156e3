import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toQuery } from '@simrs/api-client';
import { screenCatalog } from '@simrs/domain/screens';
import { contractsByContext } from '@simrs/validators/contracts';
import { describe, expect, it, vi } from 'vitest';
import { featureList } from '../src/features/index';
import { collectFeatures, featureRoute } from '../src/features/registry';
import { defineFeature } from '../src/features/types';

const featuresDir = fileURLToPath(new URL('../src/features/', import.meta.url));
const folders = readdirSync(featuresDir).filter((f) =>
  statSync(`${featuresDir}${f}`).isDirectory(),
);

describe('features', () => {
  it('one feature per folder, named as its folder and listed once', () => {
    expect(featureList.map((f) => f.context).sort()).toEqual([...folders].sort());
  });

  it('a feature is a context of the contracts (same name at every layer)', () => {
    for (const f of featureList) {
      expect(Object.hasOwn(contractsByContext, f.context), f.context).toBe(true);
    }
  });

  it('claims only route keys of the spec, each once', () => {
    const keys = new Set(screenCatalog.map((s) => s.key));
    for (const f of featureList) {
      for (const key of Object.keys(f.routes)) expect(keys.has(key), key).toBe(true);
    }
    expect(featureRoute('admisi-antrean')?.context).toBe('antrean');
    expect(featureRoute('poli')?.context).toBe('master');
    expect(featureRoute('user')?.context).toBe('pengguna');
    expect(featureRoute('constructor')).toBeUndefined();
  });

  it('refuses a route claimed twice or a context used twice', () => {
    const load = () => import('../src/routing/NotYetScreen');
    const a = defineFeature({ context: 'a', routes: { poli: { load } } });
    const b = defineFeature({ context: 'b', routes: { poli: { load } } });
    expect(() => collectFeatures([a, b])).toThrow(/claimed by a and b/);
    expect(() => collectFeatures([a, a])).toThrow(/Two features named a/);
  });
});

describe('route data declarations', () => {
  it('name routes of their own feature, and queries of their contracts with valid input', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => null } });
    try {
      const { findRoute } = await import('../src/routing/appRoutes');
      const { declaredQueries } = await import('../src/routing/routeData');
      let declared = 0;
      for (const f of featureList) {
        const own = f.data ? (await f.data()).default : {};
        for (const key of Object.keys(own)) expect(Object.hasOwn(f.routes, key), key).toBe(true);
        for (const key of Object.keys(f.routes)) {
          const route = findRoute(key);
          const feature = featureRoute(key);
          if (!route || !feature) throw new Error(`${key} is not in the route table`);
          const search = new URLSearchParams('page=2&search=ana');
          const queries = await declaredQueries(feature, {
            route,
            params: {},
            mode: 'list',
            search,
          });
          if (own[key] || feature.resource) expect(queries.length, key).toBeGreaterThan(0);
          else expect(queries, key).toEqual([]);
          for (const q of queries) {
            const op = q.contract.queries[q.name];
            expect(op, `${key}: ${q.name}`).toBeDefined();
            // As the server reads it: the query string's text (`toQuery` of the api-client).
            const wire = Object.fromEntries(
              Object.entries(toQuery(q.params)).map(([k, v]) => [k, String(v)]),
            );
            expect(op?.input.safeParse(wire).success, `${key}: ${q.name} input`).toBe(true);
            declared += 1;
          }
        }
      }
      // The master-data lists alone declare a hundred.
      expect(declared).toBeGreaterThan(100);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
