import { describe, expect, it } from 'vitest';
import { INPUT_FILTERS } from '../inputs';
import { catalogResource, code, integer, name } from './definitions/master-kit';
import { COLUMN_TYPES, findResource, resources } from './index';

const spec = {
  menu: 'agama',
  title: 'Uji',
  objectName: 'Uji',
  table: 'm_uji',
} as const;

describe('the resource kit', () => {
  it('writes every resource: each field has a catalogue type with a column type', () => {
    for (const r of resources) {
      expect(r.catalogFields.length, r.key).toBeGreaterThan(0);
      const own = r.fields.filter((f) => f.name !== 'status' || !r.hasStatus).map((f) => f.name);
      expect(
        r.catalogFields.map((f) => f.name),
        r.key,
      ).toEqual(own);
      for (const f of r.catalogFields)
        expect(COLUMN_TYPES[f.type], `${r.key}.${f.name}`).toBeTruthy();
    }
  });

  it("status 'keep' leaves an absent status out, 'active' fills Y, false has none", () => {
    const fields = [code(), name()];
    const keep = catalogResource({ ...spec, fields });
    const active = catalogResource({ ...spec, fields, status: 'active' });
    const none = catalogResource({ ...spec, fields, status: false });
    const payload = { code: 'A1', name: 'Satu' };
    expect(keep.schema.parse(payload)).toEqual(payload);
    expect(active.schema.parse(payload)).toEqual({ ...payload, status: 'Y' });
    expect(none.schema.parse({ ...payload, status: 'N' })).toEqual(payload);
    expect(keep.fields.at(-1)).toMatchObject({ name: 'status', required: false });
    expect(active.fields.at(-1)).toMatchObject({ name: 'status', required: true });
    expect([keep.hasStatus, active.hasStatus, none.hasStatus]).toEqual([true, true, false]);
  });

  it('applies number ranges, defaults, patterns and sort whitelists', () => {
    const r = catalogResource({
      ...spec,
      fields: [
        integer('rows', 'Baris', { min: 3, max: 20, default: 8 }),
        code('Prefix', 3, {
          name: 'prefix',
          pattern: { regex: /^[A-Z]{1,3}$/, message: 'Prefix harus huruf kapital.', trim: true },
        }),
      ],
      sort: ['rows', 'createdAt'],
      defaultSort: { field: 'rows', type: 'desc' },
      unique: [['prefix']],
    });
    expect(r.schema.parse({ prefix: ' AB ' })).toEqual({ rows: 8, prefix: 'AB' });
    const issues = (v: Record<string, unknown>) =>
      r.schema.safeParse(v).error?.issues.map((i) => i.message);
    expect(issues({ rows: 2, prefix: 'A' })).toEqual(['Baris minimal 3']);
    expect(issues({ rows: 21, prefix: 'A' })).toEqual(['Baris maksimal 20']);
    expect(issues({ prefix: 'ab' })).toEqual(['Prefix harus huruf kapital.']);
    expect(issues({})).toEqual(['Prefix wajib diisi.']);
    expect(r.sortableFields).toEqual(['rows', 'createdAt']);
  });

  it('a password is required to add, optional to update, and never listed or returned', () => {
    const r = catalogResource({
      ...spec,
      fields: [name(), { name: 'password', label: 'Kata Sandi', type: 'password' }],
    });
    expect(r.schema.safeParse({ name: 'Ani' }).success).toBe(false);
    expect(r.updateSchema?.parse({ name: 'Ani', password: '' })).toEqual({
      name: 'Ani',
      password: null,
    });
    expect(r.fields.find((f) => f.name === 'password')).toMatchObject({
      kind: 'password',
      writeOnly: true,
      inList: false,
    });
    expect(r.sortableFields).not.toContain('password');
    expect(catalogResource({ ...spec, fields: [name()] }).updateSchema).toBeUndefined();
  });

  it("offers the domain's consultation slots, the afternoon as 'Sore'", () => {
    const slot = findResource('JadwalDokter')?.fields.find((f) => f.name === 'slot');
    expect(slot?.options).toEqual([
      { value: 'PAGI', label: 'Pagi (06.30-14.00)' },
      { value: 'SORE', label: 'Sore (14.00-17.00)' },
      { value: 'MALAM', label: 'Malam (17.00-22.00)' },
    ]);
    const schedule = findResource('JadwalDokter');
    const afternoon = {
      unitId: 1,
      doctorName: 'dr. Rina',
      weekday: '2',
      startTime: '14:00',
      endTime: '17:00',
      quota: 10,
    };
    expect(schedule?.schema.safeParse({ ...afternoon, slot: 'SORE' }).success).toBe(true);
    expect(schedule?.schema.safeParse({ ...afternoon, slot: 'siang' }).success).toBe(false);
  });

  it('keeps the queue schedule rules across fields', () => {
    const schedule = findResource('JadwalDokter');
    const base = {
      unitId: 1,
      doctorName: 'dr. Ani',
      weekday: '1',
      slot: 'PAGI',
      startTime: '08:00',
      endTime: '12:00',
      quota: 20,
    };
    expect(schedule?.schema.parse(base)).toMatchObject({ quotaJkn: 0, status: 'Y' });
    const messages = (v: Record<string, unknown>) =>
      schedule?.schema.safeParse(v).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages({ ...base, endTime: '07:00' })).toEqual([
      'endTime: Jam Selesai harus lebih besar dari Jam Mulai',
    ]);
    expect(messages({ ...base, endTime: '15:00' })).toEqual([
      'startTime: Jam praktik harus berada di dalam jam sesi.',
    ]);
    expect(messages({ ...base, startTime: '8:00' })).toContain(
      'startTime: Jam Mulai harus berformat JJ:MM.',
    );
  });

  it('routes a patient search term to the lookups clerks mean', () => {
    const lookups = (term: string) =>
      (findResource('Pasien')?.exactSearch ?? [])
        .filter((e) => e.pattern.test(term))
        .map((e) => `${e.field}:${e.match ?? 'equal'}`);
    expect(lookups('293')).toEqual(['rmNo:number']);
    expect(lookups('00000293')).toEqual(['nik:prefix', 'rmNo:number']);
    expect(lookups('317101')).toEqual(['nik:prefix', 'rmNo:number']);
    expect(lookups('0001234567890')).toEqual(['nik:prefix', 'bpjsNo:equal']);
    expect(lookups('3171014505900001')).toEqual(['nik:equal']);
    expect(lookups('Budi')).toEqual([]);
  });

  it('treats a blank optional field as empty', () => {
    const poli = findResource('Poli');
    expect(poli?.schema.parse({ code: 'ANAK', name: 'Poli Anak', bpjsCode: '   ' })).toMatchObject({
      bpjsCode: null,
    });
  });

  it('gives every typed field the spec filter it applies while typing', () => {
    const inputOf = (key: string, name: string) =>
      findResource(key)?.fields.find((f) => f.name === name)?.input;
    expect(inputOf('Users', 'username')).toBe('username');
    expect(inputOf('Users', 'name')).toBe('name');
    expect(inputOf('Users', 'password')).toBeUndefined();
    expect(inputOf('Users', 'levelId')).toBeUndefined();
    expect(inputOf('Pasien', 'nik')).toBe('nik');
    expect(inputOf('Pasien', 'phone')).toBe('phone');
    expect(inputOf('Pasien', 'bpjsNo')).toBe('digits');
    expect(inputOf('Pasien', 'rmNo')).toBe('code');
    expect(inputOf('Pasien', 'address')).toBe('text');
    expect(inputOf('UnitTujuan', 'prefix')).toBe('letters');
    expect(inputOf('JadwalDokter', 'quota')).toBe('integer');
    // What a clerk would type into those fields, as each field keeps it.
    const typed = (key: string, name: string, text: string) => {
      const input = inputOf(key, name);
      return input ? INPUT_FILTERS[input](text) : text;
    };
    expect(typed('Users', 'username', 'budi santoso!#')).toBe('budisantoso');
    expect(typed('Users', 'name', "  Siti*  Nur'aini, S.Kep2")).toBe("Siti Nur'aini, S.Kep");
    expect(typed('Pasien', 'phone', '0812-3456')).toBe('8123456');
    expect(typed('Pasien', 'nik', '3171-0145-0590-0001-99')).toBe('3171014505900001');
    expect(typed('Poli', 'code', 'P ANAK/01')).toBe('PANAK01');
    expect(typed('JadwalDokter', 'quota', '-12a')).toBe('12');
    // Every typed field of every resource has a filter that exists.
    for (const r of resources) {
      for (const f of r.fields) {
        if (f.input) expect(INPUT_FILTERS[f.input], `${r.key}.${f.name}`).toBeTypeOf('function');
        const typedKind = ['text', 'textarea', 'code', 'number', 'money'].includes(f.kind);
        expect(Boolean(f.input), `${r.key}.${f.name}`).toBe(typedKind);
      }
    }
  });
});
