import { describe, expect, it } from 'vitest';
import {
  allMenus,
  findResource,
  hasMenuAction,
  isPlausibleNik,
  MENU_KEYS,
  menuRoleSchema,
  referencesTo,
  resources,
} from './index';

describe('resource definitions', () => {
  it('are consistent: fields, search, sort, unique keys and references point at real things', () => {
    const keys = new Set<string>();
    for (const r of resources) {
      expect(keys.has(r.key)).toBe(false);
      keys.add(r.key);
      const names = new Set(r.fields.map((f) => f.name));
      const sortable = new Set([...names, 'id', 'createdAt', 'updatedAt']);
      for (const s of r.searchFields) expect(names.has(s), `${r.key}.${s}`).toBe(true);
      for (const s of r.sortableFields) expect(sortable.has(s), `${r.key} sort ${s}`).toBe(true);
      expect(r.sortableFields).toContain(r.defaultSort.field);
      for (const u of r.uniqueKeys.flat()) expect(names.has(u), `${r.key} unique ${u}`).toBe(true);
      for (const name of Object.keys(r.schema.shape))
        expect(names.has(name), `${r.key} schema ${name}`).toBe(true);
      for (const f of r.fields) {
        expect(f.column).toMatch(/^[a-z][a-z0-9_]*$/);
        if (f.kind === 'reference') {
          const target = f.reference ? findResource(f.reference.resource) : undefined;
          expect(target, `${r.key}.${f.name}`).toBeDefined();
          expect(target?.fields.some((x) => x.name === f.reference?.labelField)).toBe(true);
        }
      }
      expect(MENU_KEYS as readonly string[]).toContain(r.menu);
      expect(r.hasStatus).toBe(names.has('status'));
    }
  });

  it('lists who references a resource', () => {
    const kelasRefs = referencesTo('RanapKelas').map((x) => `${x.resource.key}.${x.field}`);
    expect(kelasRefs.slice(0, 2)).toEqual(['RanapBangsal.kelasId', 'RanapKamar.kelasId']);
    expect(kelasRefs).toContain('TarifAkomodasi.kelasId');
    expect(referencesTo('UserLevel').map((x) => x.resource.key)).toEqual(['Users']);
    expect(referencesTo('Agama')).toEqual([]);
  });

  it('validates payloads with Indonesian messages and cleans text', () => {
    const poli = findResource('Poli');
    const ok = poli?.schema.safeParse({ code: 'ANAK', name: '  Poli   Anak ' });
    expect(ok?.success && ok.data).toMatchObject({
      code: 'ANAK',
      name: 'Poli Anak',
      status: 'Y',
      bpjsCode: null,
    });
    // One definition with every other form: the cleaner drops '#', the code rule refuses ' '.
    const bad = poli?.schema.safeParse({ code: 'A B', name: 'Poli #1' });
    expect(bad?.success).toBe(false);
    expect(bad?.error?.issues.map((i) => i.message)).toEqual([
      'Kode Poli hanya boleh berisi huruf, angka, titik, dan tanda hubung (-)',
    ]);
    const cleaned = poli?.schema.safeParse({ code: 'ANAK', name: 'Poli #1' });
    expect(cleaned?.success && cleaned.data.name).toBe('Poli 1');
    expect(poli?.schema.safeParse({ code: 'ANAK', name: '' }).error?.issues[0]?.message).toBe(
      'Nama Poli wajib diisi',
    );
  });

  it('requires a password to add a user but not to update one', () => {
    const users = findResource('Users');
    const base = { username: 'budi.s', name: "Budi S. O'Neil", levelId: 3 };
    expect(users?.schema.safeParse(base).success).toBe(false);
    expect(users?.updateSchema?.safeParse(base).success).toBe(true);
    expect(users?.schema.safeParse({ ...base, password: 'pendek' }).error?.issues[0]?.message).toBe(
      'Kata Sandi minimal 12 karakter',
    );
  });

  it('checks NIK structure', () => {
    expect(isPlausibleNik('3171014505900001')).toBe(true);
    expect(isPlausibleNik('3171013205900001')).toBe(false);
    expect(isPlausibleNik('0971010505900001')).toBe(false);
    expect(isPlausibleNik('3171010513900001')).toBe(false);
    expect(isPlausibleNik('3171010505900000')).toBe(false);
    expect(isPlausibleNik('317101050590000')).toBe(false);
  });

  it('menuRole: level 1 holds everything; entries need view; no duplicates', () => {
    const all = allMenus();
    expect(all).toHaveLength(MENU_KEYS.length);
    expect(hasMenuAction(all, 'poli', 'delete')).toBe(true);
    expect(hasMenuAction([{ menu: 'poli', actions: ['view'] }], 'poli', 'add')).toBe(false);
    expect(menuRoleSchema.safeParse([{ menu: 'poli', actions: ['view', 'add'] }]).success).toBe(
      true,
    );
    expect(menuRoleSchema.safeParse([{ menu: 'poli', actions: ['add'] }]).success).toBe(false);
    expect(
      menuRoleSchema.safeParse([
        { menu: 'poli', actions: ['view'] },
        { menu: 'poli', actions: [] },
      ]).success,
    ).toBe(false);
    expect(menuRoleSchema.safeParse([{ menu: 'tidak-ada', actions: ['view'] }]).success).toBe(
      false,
    );
  });
});
