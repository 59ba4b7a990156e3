import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { screenCatalog } from '@simrs/domain/screens';
import { contractsByContext } from '@simrs/validators/contracts';
import { describe, expect, it } from 'vitest';
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
      if (f.context === 'dashboard') continue; // the shell's start page: no server context yet
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
