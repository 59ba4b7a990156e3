import { menuKeys, screenCatalog } from '@simrs/domain/screens';
import { describe, expect, it } from 'vitest';
import {
  catalogResources,
  findResource,
  invalidValue,
  letterTag,
  NON_RESOURCE_SCREENS,
  resources,
  sampleRecord,
  TARIFF_TABLE,
  tariffResources,
} from './index';

const refId = () => 1;

describe('catalogue definitions (every resource)', () => {
  it('have unique keys, menus and tables (tables shared only through a scope)', () => {
    const keys = resources.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    const menus = resources.map((r) => r.menu);
    expect(new Set(menus).size).toBe(menus.length);
    const byTable = new Map<string, string[]>();
    for (const r of resources) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r.key]);
    for (const [table, users] of byTable) {
      if (users.length === 1) continue;
      const scoped = users.map((k) => findResource(k)?.scope?.value);
      expect(
        scoped.every((v) => typeof v === 'string'),
        table,
      ).toBe(true);
      expect(new Set(scoped).size, `${table} scopes`).toBe(users.length);
    }
  });

  it('name menu keys of the screen catalogue', () => {
    for (const r of resources) expect(menuKeys, r.key).toContain(r.menu);
  });

  it('cover every master and tariff screen, or say why not', () => {
    const served = new Set(resources.map((r) => r.menu));
    const catalogue = screenCatalog.filter((s) => s.group === 'master' || s.group === 'tarif');
    expect(catalogue.length).toBe(127);
    for (const s of catalogue) {
      const reason = NON_RESOURCE_SCREENS[s.key];
      expect(served.has(s.key) || reason !== undefined, s.key).toBe(true);
    }
  });

  it('reference existing resources and their label fields, earlier in dependency order', () => {
    const seen = new Set<string>();
    for (const r of resources) {
      for (const f of r.fields) {
        if (f.kind !== 'reference') continue;
        const target = f.reference ? findResource(f.reference.resource) : undefined;
        expect(target, `${r.key}.${f.name}`).toBeDefined();
        expect(target?.fields.some((x) => x.name === f.reference?.labelField)).toBe(true);
        expect(seen.has(target?.key ?? ''), `${r.key} after ${target?.key}`).toBe(true);
      }
      seen.add(r.key);
    }
  });

  it('search, sort, filter and unique only on real fields and columns', () => {
    for (const r of resources) {
      const names = new Set(r.fields.map((f) => f.name));
      const sortable = new Set([...names, 'id', 'createdAt', 'updatedAt']);
      for (const s of r.searchFields) expect(names.has(s), `${r.key} search ${s}`).toBe(true);
      for (const s of r.sortableFields) expect(sortable.has(s), `${r.key} sort ${s}`).toBe(true);
      expect(r.sortableFields, r.key).toContain(r.defaultSort.field);
      expect(r.uniqueKeys.length, `${r.key} has a unique key`).toBeGreaterThan(0);
      for (const u of r.uniqueKeys.flat()) expect(names.has(u), `${r.key} unique ${u}`).toBe(true);
      for (const f of r.fields) expect(f.column, `${r.key}.${f.name}`).toMatch(/^[a-z][a-z0-9_]*$/);
      for (const name of Object.keys(r.schema.shape)) expect(names.has(name)).toBe(true);
      expect(r.hasStatus).toBe(names.has('status'));
    }
  });

  it('every schema accepts a generated sample and refuses each broken field', () => {
    resources.forEach((r, i) => {
      const sample = sampleRecord(r, { tag: `q${letterTag(i)}`, refId, seq: i });
      expect(r.schema.safeParse(sample).success, r.key).toBe(true);
      let broken = 0;
      for (const f of r.fields) {
        const bad = invalidValue(f);
        if (bad === null || f.kind === 'password' || f.kind === 'menuRole') continue;
        const result = r.schema.safeParse({ ...sample, [f.name]: bad });
        expect(result.success, `${r.key}.${f.name} accepted ${String(bad)}`).toBe(false);
        expect(result.error?.issues.some((x) => x.path[0] === f.name)).toBe(true);
        broken += 1;
      }
      expect(broken, r.key).toBeGreaterThan(0);
    });
  });

  it('catalogue schemas use the shared field messages', () => {
    const zip = findResource('Zipcode');
    const bad = zip?.schema.safeParse({
      code: 'A B',
      village: '',
      district: 'Menteng',
      city: 'Jakarta Pusat',
      province: 'DKI Jakarta',
    });
    expect(bad?.error?.issues.map((x) => x.message)).toEqual([
      'Kode Pos hanya boleh berisi huruf, angka, titik, dan tanda hubung (-)',
      'Kelurahan/Desa wajib diisi',
    ]);
    const implan = findResource('Implan');
    const money = implan?.schema.safeParse({ code: 'IMP1', name: 'Plat', price: '1.250.000' });
    expect(money?.success && money.data.price).toBe(1_250_000);
    expect(
      implan?.schema.safeParse({ code: 'IMP1', name: 'Plat', price: -5 }).error?.issues[0]?.message,
    ).toBe('Harga tidak boleh negatif');
  });

  it('status is optional: absent keeps the stored value, Y or N only', () => {
    const suku = findResource('Suku');
    const parsed = suku?.schema.safeParse({ code: 'JAWA', name: 'Jawa' });
    expect(parsed?.success && 'status' in parsed.data).toBe(false);
    expect(suku?.schema.safeParse({ code: 'JAWA', name: 'Jawa', status: 'X' }).success).toBe(false);
  });

  it('tariff screens share one table, one kind each', () => {
    const tariffScreens = screenCatalog.filter((s) => s.group === 'tarif');
    expect(tariffResources).toHaveLength(tariffScreens.length);
    expect(tariffResources.length).toBe(29);
    expect(new Set(tariffResources.map((r) => r.table))).toEqual(new Set([TARIFF_TABLE]));
    expect(findResource('TarifLabExternal')?.scope).toEqual({
      column: 'kind',
      value: 'LAB_EXTERNAL',
    });
    expect(tariffResources.every((r) => !r.fields.some((f) => f.column === 'kind'))).toBe(true);
  });

  it('wires the reference chains hospital staff expect', () => {
    const target = (key: string, field: string) =>
      findResource(key)?.fields.find((f) => f.name === field)?.reference?.resource;
    expect(target('RanapKamar', 'bangsalId')).toBe('RanapBangsal');
    expect(target('RanapBed', 'kamarId')).toBe('RanapKamar');
    expect(target('SubLaboratorium', 'laboratoriumId')).toBe('Laboratorium');
    expect(target('LogistikSubUnit', 'unitId')).toBe('LogistikUnit');
    expect(target('RekeningBank', 'bankId')).toBe('Bank');
    expect(target('Sdki', 'kategoriId')).toBe('SdkiKategori');
    expect(target('SikiKriteria', 'sikiId')).toBe('Siki');
    expect(catalogResources.length).toBeGreaterThan(110);
  });
});
