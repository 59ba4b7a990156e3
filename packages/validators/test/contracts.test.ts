import { queueTicketWorkflow } from '@simrs/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  access,
  accessOf,
  antreanContract,
  can,
  command,
  contracts,
  contractsByContext,
  defineContract,
  displayContracts,
  id,
  listQuery,
  optionalChoice,
  optionalDay,
  plainText,
  query,
  resourceContract,
  resourceOf,
  simulasiItems,
} from '../src/contracts';
import { resources } from '../src/resources';

const user = (menuRole: { menu: string; actions: string[] }[], canManageAll: 'Y' | 'N' = 'N') => ({
  canManageAll,
  menuRole,
});

describe('the permission rule', () => {
  it('opens a menu only with view, and any other action only with view and that action', () => {
    expect(can(user([{ menu: 'poli', actions: [] }]), 'poli', 'view')).toBe(false);
    expect(can(user([{ menu: 'poli', actions: ['add'] }]), 'poli', 'add')).toBe(false);
    expect(can(user([{ menu: 'poli', actions: ['view'] }]), 'poli', 'view')).toBe(true);
    expect(can(user([{ menu: 'poli', actions: ['view'] }]), 'poli', 'edit')).toBe(false);
    expect(can(user([{ menu: 'poli', actions: ['view', 'edit'] }]), 'poli', 'edit')).toBe(true);
    expect(can(user([{ menu: 'poli', actions: ['view', 'edit'] }]), 'agama', 'view')).toBe(false);
    expect(can(user([], 'Y'), 'anything', 'delete')).toBe(true);
  });
});

describe('shared inputs', () => {
  it('ids accept numbers and digit strings, nothing else', () => {
    const s = id('Unit Tujuan wajib dipilih.');
    expect(s.parse(12)).toBe(12);
    expect(s.parse('12')).toBe(12);
    for (const bad of [0, -1, 1.5, '1e3', 'abc', '', null, undefined, 2 ** 31, '99999999999']) {
      const r = s.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      if (!r.success) expect(r.error.issues[0]?.message).toBe('Unit Tujuan wajib dipilih.');
    }
  });

  it('days are real calendar days', () => {
    const s = optionalDay('Tanggal');
    expect(s.parse('2026-02-28')).toBe('2026-02-28');
    expect(s.parse('')).toBeNull();
    expect(s.safeParse('2026-02-30').success).toBe(false);
    expect(s.safeParse('28-02-2026').error?.issues[0]?.message).toBe(
      'Tanggal harus berformat YYYY-MM-DD.',
    );
  });

  it('plain text is trimmed, bounded and free of the forbidden characters', () => {
    const s = plainText({ label: 'Nama Pasien', max: 12, required: true });
    expect(s.parse('  Siti   Aminah ')).toBe('Siti Aminah');
    expect(s.safeParse('').error?.issues[0]?.message).toBe('Nama Pasien wajib diisi.');
    expect(s.safeParse('a'.repeat(13)).error?.issues[0]?.message).toBe(
      'Nama Pasien maksimal 12 karakter.',
    );
    expect(s.safeParse('Siti <b>').error?.issues[0]?.message).toBe(
      'Nama Pasien mengandung karakter yang tidak diizinkan.',
    );
    expect(plainText({ label: 'Loket', max: 40 }).parse(undefined)).toBeNull();
  });

  it('the simulation items keep their refusals', () => {
    expect(simulasiItems.parse('12:2, 15:1')).toEqual([
      { id: 12, qty: 2 },
      { id: 15, qty: 1 },
    ]);
    expect(simulasiItems.parse(undefined)).toEqual([]);
    expect(simulasiItems.safeParse('12:0').error?.issues[0]?.message).toBe(
      'Jumlah setiap layanan harus 1 sampai 99.',
    );
    expect(simulasiItems.safeParse('12:1,12:2').error?.issues[0]?.message).toMatch(
      /lebih dari sekali/,
    );
    expect(simulasiItems.safeParse('x').error?.issues[0]?.message).toMatch(/format: id:jumlah/);
  });
});

describe('the list query', () => {
  const q = listQuery({
    sortable: ['name', 'code'],
    defaultSort: { field: 'name', type: 'asc' },
    filters: { status: optionalChoice(['Y', 'N'], 'Filter Status tidak valid.') },
  });

  it('fills the defaults and drops "Semua" filters', () => {
    expect(q.parse({ status: 'ALL', token: 'x' })).toEqual({
      page: 1,
      shown: 25,
      search: '',
      sortByField: 'name',
      sortByType: 'asc',
      filters: {},
    });
    expect(
      q.parse({
        page: '3',
        shown: '10',
        search: ' bu ',
        sortByField: 'code',
        sortByType: 'DESC',
        status: 'N',
      }),
    ).toEqual({
      page: 3,
      shown: 10,
      search: 'bu',
      sortByField: 'code',
      sortByType: 'desc',
      filters: { status: 'N' },
    });
  });

  it('refuses what the spec does not allow, each with its message', () => {
    const r = q.safeParse({ page: '0', shown: '15', sortByField: 'password', sortByType: 'up' });
    const messages = Object.fromEntries(
      (r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      page: 'Halaman tidak valid.',
      shown: 'Jumlah data per halaman harus 10, 20, 25, atau 30.',
      sortByField: 'Kolom urutan tidak dikenal.',
      sortByType: 'Arah urutan harus asc atau desc.',
    });
  });

  it("takes 'sorting' as the combined form of the sort (spec 2.1)", () => {
    const sort = (query: Record<string, string>) => {
      const parsed = q.parse(query);
      return `${parsed.sortByField},${parsed.sortByType}`;
    };
    expect(sort({ sorting: 'code,desc' })).toBe('code,desc');
    expect(sort({ sorting: 'code,DESC' })).toBe('code,desc');
    // Without a direction: the one given beside it, else the default's.
    expect(sort({ sorting: 'code' })).toBe('code,asc');
    expect(sort({ sorting: 'code', sortByType: 'desc' })).toBe('code,desc');
    // Beside the explicit parameters it must agree with them.
    expect(sort({ sorting: 'code,desc', sortByField: 'code', sortByType: 'desc' })).toBe(
      'code,desc',
    );
    expect(sort({ sorting: '', sortByField: 'code' })).toBe('code,asc');
    expect(q.parse({ sorting: 'code,desc' })).not.toHaveProperty('sorting');
  });

  it("refuses a 'sorting' that is malformed, unknown or contradicts the explicit sort", () => {
    const message = (query: Record<string, string>) =>
      q.safeParse(query).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    const malformed =
      "sorting: Urutan harus berformat 'kolom' atau 'kolom,asc' / 'kolom,desc' dengan kolom yang dikenal.";
    expect(message({ sorting: 'password,asc' })).toEqual([malformed]);
    expect(message({ sorting: 'code,up' })).toEqual([malformed]);
    expect(message({ sorting: 'code;drop table' })).toEqual([malformed]);
    expect(message({ sorting: 'code,desc', sortByField: 'name' })).toEqual([
      'sorting: Urutan (sorting) bertentangan dengan sortByField/sortByType.',
    ]);
    expect(message({ sorting: 'code,desc', sortByType: 'asc' })).toEqual([
      'sorting: Urutan (sorting) bertentangan dengan sortByField/sortByType.',
    ]);
  });

  it("takes 'delete' as the id of the row just deleted (spec 2.1)", () => {
    expect(q.parse({ page: '3', delete: '12' })).toMatchObject({ page: 3, delete: 12 });
    expect(q.parse({ delete: '' })).not.toHaveProperty('delete');
    expect(q.parse({})).not.toHaveProperty('delete');
    for (const bad of ['0', '-1', 'x', '1.5', '9999999999999']) {
      expect(q.safeParse({ delete: bad }).error?.issues[0]?.message, bad).toBe(
        'ID data yang dihapus tidak valid.',
      );
    }
  });
});

describe('contracts', () => {
  it('every wire module and every display screen has one owner', () => {
    const modules = contracts.map((c) => c.module);
    expect(new Set(modules).size).toBe(modules.length);
    const displays = contracts.flatMap((c) => Object.keys(c.displays));
    expect(new Set(displays).size).toBe(displays.length);
    for (const [context, list] of Object.entries(contractsByContext)) {
      for (const c of list) expect(c.context).toBe(context);
    }
  });

  it('every resource has its contract', () => {
    const modules = new Set(contracts.map((c) => c.module));
    for (const r of resources) expect(modules.has(r.key), r.key).toBe(true);
  });

  it('resolves a bare action to the contract menu', () => {
    const poli = resourceContract(resourceOf('Poli'), 'master');
    expect(accessOf(poli, poli.commands.add)).toEqual({
      kind: 'menu',
      menu: 'poli',
      action: 'add',
    });
    expect(accessOf(antreanContract, antreanContract.commands.layani)).toMatchObject({
      kind: 'resolved',
      action: 'edit',
    });
  });

  it('refuses ill-formed contracts at load time', () => {
    expect(() =>
      defineContract({
        module: 'X',
        context: 'x',
        menu: null,
        commands: { a: command({ input: z.object({}), access: 'view' }) },
      }),
    ).toThrow(/no menu/);
    expect(() =>
      defineContract({
        module: 'X',
        context: 'x',
        menu: 'x',
        commands: {
          reopen: command({ input: z.object({}), access: 'edit', workflow: queueTicketWorkflow }),
        },
      }),
    ).toThrow(/not an action/);
    expect(() =>
      defineContract({
        module: 'X',
        context: 'x',
        menu: 'x',
        queries: {
          a: query({ input: z.object({}), access: 'view' }),
          b: query({ input: z.object({}), access: access.session }),
        },
      }),
    ).toThrow(/two queries/);
    expect(() => defineContract({ module: '__proto__', context: 'x', menu: null })).toThrow(
      /plain/,
    );
  });
});

describe('display screens', () => {
  it('every contract owning a display screen is in displayContracts', () => {
    const owners = contracts.filter((c) => Object.keys(c.displays).length > 0);
    expect(new Set(owners)).toEqual(new Set(displayContracts));
  });
});

describe('resources by context', () => {
  it('every resource names its context, and its contract is that context', () => {
    const contextOf = new Map(contracts.map((c) => [c.module, c.context]));
    for (const r of resources) expect(contextOf.get(r.key), r.key).toBe(r.context);
    expect(() => resourceContract(resourceOf('Pasien'), 'master')).toThrow(/belongs to pasien/);
  });
});
