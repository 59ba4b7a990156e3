import type { DashboardFigure, DashboardSummary } from '@simrs/validators/contracts';
import { CATEGORY_MENU, can } from '@simrs/validators/contracts';
import { findResource } from '@simrs/validators/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_FIGURES } from '../src/modules/dashboard/summary';
import { DEMO_LEVELS } from '../src/modules/pengguna/seed';
import { wibDay } from '../src/platform/time';
import { COUNT_AHEAD } from '../src/resources/crud';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
const tokens = new Map<string, string>();
const db = () => ctx.handle.db;

async function token(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  const fresh = await api.login(username);
  tokens.set(username, fresh);
  return fresh;
}

async function summary(username: string): Promise<DashboardSummary> {
  const res = await api.get('/get/Dashboard', await token(username));
  expect(res.statusCode, res.raw).toBe(200);
  expect(res.body.status).toBe('success');
  return res.body.data as unknown as DashboardSummary;
}

const figures = (s: DashboardSummary): DashboardFigure[] => s.sections.flatMap((x) => x.figures);
const keys = (s: DashboardSummary) => figures(s).map((f) => f.key);
function figure(s: DashboardSummary, key: string): DashboardFigure {
  const found = figures(s).find((f) => f.key === key);
  if (!found) throw new Error(`no figure ${key} in ${keys(s).join(', ')}`);
  return found;
}

async function count(table: string, activeOnly = false): Promise<number> {
  const where = activeOnly ? sql`where status = 'Y'` : sql``;
  const r = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)} ${where}`.execute(db());
  return r.rows[0]?.n ?? 0;
}

async function unitId(code: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from q_units where code = ${code}`.execute(db());
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no unit ${code}`);
  return id;
}

const RESERVATIONS = ['reservasi-booked', 'reservasi-checked-in', 'reservasi-cancelled'];
const ALL_CATEGORIES = [
  'admisi',
  'ranap',
  'informasi',
  'loket',
  'penunjang',
  'poli',
  'farmasi',
  'admisi-ugd',
  'farmasi-ugd',
];

/** What each demo level sees on its Dashboard, figure by figure (the demo menuRoles). */
const EXPECTED: Record<string, string[]> = {
  superadmin: [
    ...ALL_CATEGORIES.map((c) => `antrean-${c}`),
    ...RESERVATIONS,
    'Pasien',
    'Poli',
    'Obat',
    'Users',
    'RanapBangsal',
  ],
  admin: ['Poli', 'Obat', 'Users', 'RanapBangsal'],
  admisi: ['antrean-admisi', 'antrean-informasi', ...RESERVATIONS, 'Pasien', 'Poli'],
  farmasi: ['antrean-farmasi', 'Pasien', 'Obat'],
  // The support units' queue belongs to the rekam-medis menu, which clinical levels view; the
  // clinic queue to the dokter menu (the clinic's worklist), which the clinic nurse holds.
  perawat: ['antrean-penunjang', 'antrean-poli', 'Pasien'],
};

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /get/Dashboard: one summary of what the caller may view', () => {
  it('refuses a caller without a session', async () => {
    const res = await api.get('/get/Dashboard');
    expect(res.statusCode).toBe(401);
  });

  it.each(Object.keys(EXPECTED))('%s sees exactly its own figures', async (username) => {
    const s = await summary(username);
    expect(keys(s)).toEqual(EXPECTED[username]);
    expect(s.day).toBe(wibDay(new Date()));
    // The same sets by THE permission rule on the level's menuRole: nothing the level may not
    // view, nothing it may view left out.
    const level = DEMO_LEVELS.find((l) => l.username === username);
    if (!level) throw new Error(`no demo level ${username}`);
    const user = { canManageAll: level.id === 1 ? 'Y' : 'N', menuRole: level.menuRole };
    const byRule = [
      ...ALL_CATEGORIES.filter((c) => can(user, CATEGORY_MENU[c as 'admisi'], 'view')).map(
        (c) => `antrean-${c}`,
      ),
      ...(can(user, 'admisi-reservasi', 'view') ? RESERVATIONS : []),
      ...MASTER_FIGURES.filter((m) => can(user, findResource(m.resource)?.menu ?? '', 'view')).map(
        (m) => m.resource,
      ),
    ];
    expect(keys(s)).toEqual(byRule);
    // No section is ever empty, and figure keys are unique.
    for (const section of s.sections) expect(section.figures.length).toBeGreaterThan(0);
    expect(new Set(keys(s)).size).toBe(keys(s).length);
  });

  it('master totals are the tables counted, with the active share and a link', async () => {
    const s = await summary('superadmin');
    for (const m of MASTER_FIGURES) {
      const def = findResource(m.resource);
      if (!def) throw new Error(m.resource);
      const f = figure(s, m.resource);
      const total = await count(def.table);
      expect(f).toMatchObject({
        label: m.label,
        value: total,
        totalExact: true,
        href: `/${def.menu}`,
      });
      if (def.hasStatus) {
        const active = await count(def.table, true);
        const share = total > 0 ? ` (${Math.round((active / total) * 100)}%)` : '';
        expect(f.hint).toBe(`${active.toLocaleString('id-ID')} aktif${share}`);
      } else {
        expect(f.hint).toBeUndefined();
      }
    }
    // The chart splits the masters that have an active flag: active + inactive = total.
    const master = s.sections.find((x) => x.key === 'master');
    const chart = master?.chart;
    // Patients have an active flag too (a patient is never deleted, only made inactive).
    expect(chart?.categories).toEqual([
      'Pasien terdaftar',
      'Poliklinik',
      'Item obat',
      'Pengguna',
      'Bangsal rawat inap',
    ]);
    expect(chart?.description).toBe('Jumlah data per modul menurut status aktif.');
    const [aktif, nonaktif] = chart?.series ?? [];
    chart?.categories.forEach((label, i) => {
      const f = figures(s).find((x) => x.label === label);
      expect((aktif?.values[i] ?? 0) + (nonaktif?.values[i] ?? 0)).toBe(f?.value);
    });
    // admisi views two masters with an active flag (Pasien, Poli): two bars, a chart.
    const admisi = await summary('admisi');
    expect(admisi.sections.find((x) => x.key === 'master')?.chart?.categories).toEqual([
      'Pasien terdaftar',
      'Poliklinik',
    ]);
  });

  it("today's queue per category: waiting, called (serving included) and served", async () => {
    const day = wibDay(new Date());
    await sql`delete from q_holidays where date = ${day}::date`.execute(db());
    // No ticket yet: tiles only, no chart of zeros.
    const before = await summary('admisi');
    expect(figure(before, 'antrean-admisi').value).toBe(0);
    expect(before.sections.find((x) => x.key === 'antrean')?.chart).toBeUndefined();
    const adm = await unitId('ADM-1');
    const far = await unitId('FAR');
    const admisi = await token('admisi');
    const superadmin = await token('superadmin');
    const take = (unit: number, who: string) =>
      api.do('Antrean', { type: 'ambil', unitId: unit, patientName: 'Budi Santoso' }, who);
    for (let i = 0; i < 4; i++) expect((await take(adm, admisi)).statusCode).toBe(200);
    expect((await take(far, superadmin)).statusCode).toBe(200);
    const call = async () => {
      const res = await api.do(
        'Antrean',
        { type: 'panggil', unitId: adm, counter: 'Loket 1' },
        admisi,
      );
      expect(res.statusCode, res.raw).toBe(200);
      const ticket = res.body.data?.ticket as { id: number } | undefined;
      if (!ticket) throw new Error('no ticket called');
      return ticket.id;
    };
    const first = await call();
    expect((await api.do('Antrean', { type: 'selesai', id: first }, admisi)).statusCode).toBe(200);
    const second = await call();
    expect((await api.do('Antrean', { type: 'hadir', id: second }, admisi)).statusCode).toBe(200);
    await call();

    const s = await summary('admisi');
    expect(figure(s, 'antrean-admisi')).toEqual({
      key: 'antrean-admisi',
      label: 'Menunggu di Admisi',
      value: 1,
      totalExact: true,
      hint: '2 dipanggil, 1 selesai',
      tone: 'warning',
      href: '/admisi-antrean',
    });
    expect(figure(s, 'antrean-informasi')).toMatchObject({
      value: 0,
      hint: '0 dipanggil, 0 selesai',
      href: '/informasi-admisi-antrean',
    });
    expect(figure(s, 'antrean-informasi').tone).toBeUndefined();
    // The pharmacy's ticket is not the admission clerk's to see...
    expect(keys(s).some((k) => k === 'antrean-farmasi')).toBe(false);
    const antrean = s.sections.find((x) => x.key === 'antrean');
    expect(antrean?.chart).toEqual({
      title: 'Antrean hari ini per kategori unit',
      categoryLabel: 'Kategori unit',
      categories: ['Admisi', 'Informasi'],
      series: [
        { key: 'waiting', label: 'Menunggu', values: [1, 0] },
        { key: 'called', label: 'Dipanggil', values: [2, 0] },
        { key: 'served', label: 'Selesai', values: [1, 0] },
      ],
    });
    // ...but the pharmacist's; a category without a counter screen links to the overview only
    // for a level that has it (farmasi has not).
    const f = await summary('farmasi');
    expect(figure(f, 'antrean-farmasi')).toMatchObject({
      value: 1,
      hint: '0 dipanggil, 0 selesai',
    });
    expect(figure(f, 'antrean-farmasi').href).toBeUndefined();
    const antreanF = f.sections.find((x) => x.key === 'antrean');
    expect(antreanF?.chart).toBeUndefined();
    expect(figure(await summary('superadmin'), 'antrean-farmasi').href).toBe('/belum-dilayani');
  });

  it("today's bookings by status, other days left out", async () => {
    const day = wibDay(new Date());
    const tomorrow = wibDay(new Date(Date.now() + 86_400_000));
    const unit = await unitId('P-UMUM');
    const rows: [string, string, string][] = [
      ['RSDASH001', day, 'BOOKED'],
      ['RSDASH002', day, 'BOOKED'],
      ['RSDASH003', day, 'BOOKED'],
      ['RSDASH004', day, 'CHECKED_IN'],
      ['RSDASH005', day, 'CANCELLED'],
      ['RSDASH006', tomorrow, 'BOOKED'],
    ];
    for (const [code, date, status] of rows) {
      await sql`insert into q_reservations (booking_code, unit_id, visit_date, patient_name, payer, status)
        values (${code}, ${unit}, ${date}::date, 'Siti Aminah', 'NON JKN', ${status})`.execute(
        db(),
      );
    }
    const s = await summary('admisi');
    expect(figure(s, 'reservasi-booked')).toMatchObject({ value: 3, tone: 'warning' });
    expect(figure(s, 'reservasi-checked-in')).toMatchObject({ value: 1, tone: 'success' });
    expect(figure(s, 'reservasi-cancelled')).toMatchObject({ value: 1 });
    expect(figure(s, 'reservasi-cancelled').tone).toBeUndefined();
    expect(keys(await summary('farmasi')).some((k) => k.startsWith('reservasi'))).toBe(false);
  });

  it(`a total past ${COUNT_AHEAD} rows is bounded ('lebih dari'), and left out of the chart`, async () => {
    await sql`insert into patients (rm_no, nik, bpjs_no, name, sex, birth_date)
      select lpad((800000 + i)::text, 8, '0'), null, null, 'Pasien Dashboard ' || i, '1',
        date '1980-01-01' + i from generate_series(1, ${COUNT_AHEAD + 50}) as i`.execute(db());
    await sql`insert into m_obat (code, name, unit, price, status)
      select 'DSH' || i, 'Obat Dashboard ' || i, 'TABLET', 1000, case when i % 2 = 0 then 'Y' else 'N' end
      from generate_series(1, ${COUNT_AHEAD + 10}) as i`.execute(db());
    const s = await summary('farmasi');
    expect(figure(s, 'Pasien')).toMatchObject({ value: COUNT_AHEAD, totalExact: false });
    const obat = figure(s, 'Obat');
    expect(obat).toMatchObject({ value: COUNT_AHEAD, totalExact: false });
    // Active rows are about half: exact, without a share of an unknown total.
    const active = await count('m_obat', true);
    expect(active).toBeLessThan(COUNT_AHEAD);
    expect(obat.hint).toBe(`${active.toLocaleString('id-ID')} aktif`);
    // Nothing left to split: no chart.
    expect(s.sections.find((x) => x.key === 'master')?.chart).toBeUndefined();
  });

  it('a level without view on any of them gets no section at all (add/edit without view count for nothing)', async () => {
    await sql`update user_levels set menu_role = ${JSON.stringify([
      { menu: 'dashboard', actions: ['view'] },
      { menu: 'pasien', actions: ['add', 'edit'] },
      { menu: 'admisi-antrean', actions: ['edit'] },
      { menu: 'admisi-reservasi', actions: ['add'] },
    ])}::jsonb where id = 19`.execute(db());
    const s = await summary('upla');
    expect(s.sections).toEqual([]);
  });
});
