/**
 * The reads the clinical bench measures, reshaped for hospital-sized data (docs/decisions.md,
 * 17): the day's schedules counted in one statement, the registration view reading names by key
 * instead of a nine-table join, the day list counted without the patients when nothing is searched,
 * the ICD picker's code test answered by the code's trigram index. Each answer is compared with
 * what the former query computes on the same rows (kept here as the reference), and the new
 * indexes are shown serving their lookups.
 */
import type { IcdOption, RegistrationView, ScheduleQuota } from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegistrationRow, toView } from '../src/modules/registrasi/store';
import { isoWeekday, wibDay } from '../src/platform/time';
import { type ApiResponse, client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admisi: string;
let dokter: string;
const db = () => ctx.handle.db;
const today = () => wibDay(new Date());

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admisi = await api.login('admisi');
  dokter = await api.login('dokter');
});
afterAll(async () => {
  await ctx?.close();
});

function ok<T>(res: ApiResponse): T {
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as T;
}

let nextPatient = 0;
/** A fresh patient with its own RM number, NIK and BPJS card number. */
async function newPatient(name = 'Baca') {
  nextPatient += 1;
  const n = String(nextPatient).padStart(6, '0');
  const p = {
    rmNo: `94${n}`,
    nik: `3171014101${n}`,
    bpjsNo: `0009400${n}`,
    name: `Pasien ${name} ${nextPatient}`,
  };
  const r = await sql<{ id: number }>`insert into patients (rm_no, nik, bpjs_no, name, sex,
      birth_date) values (${p.rmNo}, ${p.nik}, ${p.bpjsNo}, ${p.name}, '2', '1981-01-01')
    returning id`.execute(db());
  return { id: r.rows[0]?.id as number, ...p };
}

let nextDoctor = 0;
/** A schedule of today's weekday at a clinic's unit. */
async function todaySchedule(unitCode: string, quota = 10, quotaJkn = 0): Promise<number> {
  nextDoctor += 1;
  const r = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    select id, ${`dr. Uji Baca ${nextDoctor}`}, ${String(isoWeekday(today()))}, 'PAGI', '07:00',
      '13:00', ${quota}, ${quotaJkn} from q_units where code = ${unitCode}
    returning id`.execute(db());
  return r.rows[0]?.id as number;
}

async function register(
  scheduleId: number,
  how: 'JKN' | 'desk' | 'insurer',
  patient?: Awaited<ReturnType<typeof newPatient>>,
): Promise<RegistrationView> {
  const p = patient ?? (await newPatient());
  const episode =
    how === 'JKN'
      ? { channel: 'JKN', payerType: '3', bpjsNo: p.bpjsNo }
      : how === 'insurer'
        ? {
            channel: 'BO-REG',
            payerType: '2',
            guarantorId: await insurer(),
            guarantorCardNo: 'POL-0001',
          }
        : { channel: 'BO-REG', payerType: '1' };
  const res = await api.do(
    'Registrasi',
    { type: 'add', patientId: p.id, scheduleId, ...episode },
    admisi,
  );
  return ok<{ registration: RegistrationView }>(res).registration;
}

async function insurer(): Promise<number> {
  const r = await sql<{ id: number }>`insert into m_asuransi_cob (code, name)
    values ('UJI-BACA', 'PT Asuransi Uji Baca')
    on conflict ((lower(code))) do update set name = excluded.name returning id`.execute(db());
  return r.rows[0]?.id as number;
}

async function book(scheduleId: number, payer: 'JKN' | 'NON JKN') {
  const p = await newPatient('Pesan');
  const res = await api.do(
    'RegistrasiReservasi',
    { type: 'add', scheduleId, visitDate: today(), patientId: p.id, payer },
    admisi,
  );
  return ok<{ booking: { id: number; bookingCode: string } }>(res).booking;
}

async function checkIn(bookingCode: string): Promise<RegistrationView> {
  const res = await api.do('RegistrasiReservasi', { type: 'check-in', bookingCode }, admisi);
  return ok<{ registration: RegistrationView }>(res).registration;
}

async function voidRegistration(r: RegistrationView) {
  ok(
    await api.do(
      'Registrasi',
      { type: 'batal', id: r.id, version: r.version, reason: 'Salah daftar' },
      admisi,
    ),
  );
}

/** The former count of one schedule's places: one statement per schedule. */
async function formerUsage(scheduleId: number, day: string) {
  const r = await sql<{ jkn: number; other: number }>`select
      (select count(*) from registrations g where g.schedule_id = ${scheduleId}
        and g.visit_date = ${day} and g.status <> 'VOID' and g.channel = 'JKN')
    + (select count(*) from q_reservations r where r.schedule_id = ${scheduleId}
        and r.visit_date = ${day} and r.status <> 'CANCELLED' and r.payer = 'JKN'
        and not exists (select 1 from registrations g where g.reservation_id = r.id
          and g.status <> 'VOID')) as jkn,
      (select count(*) from registrations g where g.schedule_id = ${scheduleId}
        and g.visit_date = ${day} and g.status <> 'VOID' and g.channel <> 'JKN')
    + (select count(*) from q_reservations r where r.schedule_id = ${scheduleId}
        and r.visit_date = ${day} and r.status <> 'CANCELLED' and r.payer <> 'JKN'
        and not exists (select 1 from registrations g where g.reservation_id = r.id
          and g.status <> 'VOID')) as other`.execute(db());
  const usedJkn = Number(r.rows[0]?.jkn);
  const usedNonJkn = Number(r.rows[0]?.other);
  return { used: usedJkn + usedNonJkn, usedJkn, usedNonJkn };
}

/** The former registration view: the nine-table join. */
const FORMER_FROM = sql`registrations g
  join patients p on p.id = g.patient_id
  left join m_poli po on po.id = g.poli_id
  left join m_asuransi_cob ins on ins.id = g.guarantor_id
  left join m_ranap_kelas kl on kl.id = g.kelas_id
  left join q_reservations rs on rs.id = g.reservation_id
  left join q_tickets tk on tk.id = g.ticket_id
  left join q_tickets qt on qt.id = g.queue_ticket_id
  left join users u on u.id = g.created_by`;

async function formerView(
  where: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
): Promise<RegistrationView[]> {
  const r = await sql<RegistrationRow>`select g.id, g.reg_no, g.kind, g.status, g.version,
    g.patient_id, p.rm_no, p.name as patient_name, p.sex, p.birth_date::text as birth_date,
    g.channel, g.payer_type, g.guarantor_id, ins.name as guarantor_name, g.guarantor_card_no,
    g.bpjs_no, g.sep_no, g.visit_date::text as visit_date, g.registered_at, g.poli_id,
    po.name as poli_name, g.unit_id, g.schedule_id, g.doctor_name, g.slot, g.referral_type,
    g.referral_document, g.referral_source_id, g.referral_source_name, g.referral_no,
    g.referral_date::text as referral_date, g.class_entitled, g.class_upgrade, g.kelas_id,
    kl.code as kelas_code, g.inpatient_type, g.origin_registration_id, g.reservation_id,
    rs.booking_code, g.ticket_id, tk.code as ticket_code, g.queue_ticket_id,
    qt.code as queue_ticket_code, qt.status as queue_ticket_status,
    qt.counter as queue_ticket_counter, u.username as created_by
    from ${FORMER_FROM} where ${where} ${order}`.execute(db());
  return r.rows.map(toView);
}

async function formerCount(where: RawBuilder<unknown>): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${FORMER_FROM}
    where ${where}`.execute(db());
  return Number(r.rows[0]?.n);
}

describe("the day's schedules and their places", () => {
  it('counts every schedule as the per-schedule count did: registrations by channel, open bookings, voided and cancelled ones left out', async () => {
    const a = await todaySchedule('P-UMUM', 10, 4);
    const b = await todaySchedule('P-ANAK');
    const c = await todaySchedule('P-UMUM');
    // a: a JKN and a desk registration, one voided, an open JKN booking, a NON JKN booking
    // checked in (its registration counts, not the booking), a cancelled booking.
    await register(a, 'JKN');
    await register(a, 'desk');
    await voidRegistration(await register(a, 'desk'));
    await book(a, 'JKN');
    await checkIn((await book(a, 'NON JKN')).bookingCode);
    const cancelled = await book(a, 'NON JKN');
    ok(
      await api.do(
        'RegistrasiReservasi',
        { type: 'batal', id: cancelled.id, reason: 'Berhalangan' },
        admisi,
      ),
    );
    // c: a booking checked in whose registration was voided holds its place again.
    await voidRegistration(await checkIn((await book(c, 'NON JKN')).bookingCode));

    const answer = ok<{ date: string; list: ScheduleQuota[] }>(
      await api.get('/get/Registrasi/jadwal', admisi),
    );
    expect(answer.date).toBe(today());
    const row = (id: number) => answer.list.find((s) => s.scheduleId === id);
    expect(row(a)).toMatchObject({ used: 4, usedJkn: 2, usedNonJkn: 2, remaining: 6 });
    expect(row(a)).toMatchObject({ remainingJkn: 2, remainingNonJkn: 4 });
    expect(row(b)).toMatchObject({ used: 0, usedJkn: 0, usedNonJkn: 0, remaining: 10 });
    expect(row(c)).toMatchObject({ used: 1, usedJkn: 0, usedNonJkn: 1, remaining: 9 });
    expect(answer.list.length).toBeGreaterThan(3);
    for (const s of answer.list) {
      expect({ id: s.scheduleId, ...(await formerUsage(s.scheduleId, today())) }).toEqual({
        id: s.scheduleId,
        used: s.used,
        usedJkn: s.usedJkn,
        usedNonJkn: s.usedNonJkn,
      });
    }

    // One clinic's schedules: the same counts.
    const poli = await sql<{ poli_id: number }>`select poli_id from q_units
      where code = 'P-ANAK'`.execute(db());
    const anak = ok<{ list: ScheduleQuota[] }>(
      await api.get('/get/Registrasi/jadwal', admisi, {
        poliId: String(poli.rows[0]?.poli_id),
      }),
    );
    expect(anak.list.map((s) => s.scheduleId)).toContain(b);
    expect(anak.list.every((s) => s.poliId === poli.rows[0]?.poli_id)).toBe(true);

    // The quota check of a new registration counts the same way: 6 places left in a.
    for (let i = 0; i < 6; i++) await register(a, i < 2 ? 'JKN' : 'desk');
    const full = await api.do(
      'Registrasi',
      {
        type: 'add',
        patientId: (await newPatient()).id,
        scheduleId: a,
        channel: 'BO-REG',
        payerType: '1',
      },
      admisi,
    );
    expect(full.statusCode).toBe(422);
    expect(full.body.message).toContain('sudah penuh (10 dari 10)');
  });
});

describe('the registration view', () => {
  it("answers the day list's pages, totals and a patient's registrations as the nine-table join did", async () => {
    const s = await todaySchedule('P-UMUM');
    const patient = await newPatient('Riwayat');
    await register(s, 'insurer', patient);
    await checkIn((await book(s, 'JKN')).bookingCode);
    await register(s, 'JKN');
    await voidRegistration(await register(s, 'desk'));

    const day = sql`g.visit_date = ${today()}`;
    const page = (query: Record<string, string>) =>
      api.get('/get/Registrasi', admisi, { page: '1', shown: '30', ...query });
    // Every page of the day, as the former view paged it.
    const first = ok<{ list: RegistrationView[]; total: number; lastPage: number }>(await page({}));
    expect(first.total).toBe(await formerCount(day));
    expect(first.total).toBeGreaterThanOrEqual(4);
    const all: { list: RegistrationView[] } = { list: [] };
    for (let n = 1; n <= first.lastPage; n++) {
      const answer = ok<{ list: RegistrationView[] }>(await page({ page: String(n) }));
      expect(answer.list).toEqual(
        await formerView(
          day,
          sql`order by g.registered_at asc, g.id limit 30 offset ${(n - 1) * 30}`,
        ),
      );
      all.list.push(...answer.list);
    }
    expect(all.list).toHaveLength(first.total);
    // What the join brought: the insurer's name, the booking code, the queue ticket, the clerk.
    const insured = all.list.find((r) => r.patient.id === patient.id);
    expect(insured).toMatchObject({
      guarantorName: 'PT Asuransi Uji Baca',
      poliName: 'Poli Umum',
      createdBy: 'admisi',
    });
    expect(insured?.queueTicketCode).toEqual(expect.any(String));
    expect(all.list.some((r) => r.bookingCode !== null)).toBe(true);

    const desc = ok<{ list: RegistrationView[] }>(
      await page({ shown: '10', sortByField: 'registeredAt', sortByType: 'desc' }),
    );
    expect(desc.list).toEqual(
      await formerView(day, sql`order by g.registered_at desc, g.id limit 10`),
    );

    const named = ok<{ list: RegistrationView[]; total: number }>(
      await page({ search: 'riwayat' }),
    );
    const byName = sql`${day} and lower(p.name) like '%riwayat%'`;
    expect(named.total).toBe(await formerCount(byName));
    expect(named.list).toEqual(await formerView(byName, sql`order by g.registered_at, g.id`));
    const byRm = ok<{ list: RegistrationView[]; total: number }>(
      await page({ search: patient.rmNo.replace(/^0+/, '') }),
    );
    expect(byRm.list.map((r) => r.patient.id)).toEqual([patient.id]);

    const poli = await sql<{ id: number }>`select id from m_poli where code = 'UMUM'`.execute(db());
    const clinic = sql`${day} and g.poli_id = ${poli.rows[0]?.id}`;
    const umum = ok<{ list: RegistrationView[]; total: number }>(
      await page({ poliId: String(poli.rows[0]?.id), status: 'VOID' }),
    );
    const voided = sql`${clinic} and g.status = 'VOID'`;
    expect(umum.total).toBe(await formerCount(voided));
    expect(umum.list).toEqual(await formerView(voided, sql`order by g.registered_at, g.id`));

    const history = ok<{ list: RegistrationView[] }>(
      await api.get(`/get/Registrasi/pasien/${patient.id}`, admisi),
    );
    expect(history.list).toEqual(
      await formerView(
        sql`g.patient_id = ${patient.id}`,
        sql`order by g.registered_at desc, g.id desc limit 200`,
      ),
    );
    expect(history.list).toHaveLength(1);
  });
});

describe("a patient's bookings on the record", () => {
  it('are found by RM number, NIK or BPJS card number, and no one else is', async () => {
    const p = await newPatient('Buku');
    const other = await newPatient('Lain');
    const unit = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(
      db(),
    );
    const insert = async (code: string, keys: { rm?: string; nik?: string; bpjs?: string }) => {
      const r = await sql<{ id: number }>`insert into q_reservations (booking_code, unit_id,
          visit_date, patient_name, rm_no, nik, bpjs_no, payer, status)
        values (${code}, ${unit.rows[0]?.id}, ${today()}, 'Pemesan', ${keys.rm ?? null},
          ${keys.nik ?? null}, ${keys.bpjs ?? null}, 'NON JKN', 'BOOKED') returning id`.execute(
        db(),
      );
      return r.rows[0]?.id as number;
    };
    const byRm = await insert('UJIBUKU1', { rm: p.rmNo });
    const byNik = await insert('UJIBUKU2', { nik: p.nik });
    const byBpjs = await insert('UJIBUKU3', { bpjs: p.bpjsNo });
    await insert('UJIBUKU4', { rm: other.rmNo, nik: other.nik, bpjs: other.bpjsNo });
    await insert('UJIBUKU5', {});

    const record = ok<{ history: { source: string; refId: number }[] }>(
      await api.get(`/get/Pasien/detail/${p.id}`, admisi),
    );
    expect(
      record.history
        .filter((h) => h.source === 'antrean')
        .map((h) => h.refId)
        .sort((x, y) => x - y),
    ).toEqual([byRm, byNik, byBpjs].sort((x, y) => x - y));
  });
});

describe('the ICD picker', () => {
  it('answers what the former search answered: the exact code first, codes starting with the term, names holding every word', async () => {
    // More codes than a page, a lower-case code, an inactive one, names with the same words.
    await sql`insert into m_icd10 (code, name, valid_primary, status)
      select 'J18.' || n, 'Pneumonia lobaris bagian ' || n, 'Y', 'Y' from generate_series(0, 7) n
      union all select 'J1' || n, 'Influenza dan pneumonia kelompok ' || n, 'Y', 'Y'
        from generate_series(0, 6) n
      union all select 'j20.9', 'Bronkitis akut', 'Y', 'Y'
      union all select 'J21.9', 'Bronkiolitis akut (tidak aktif)', 'Y', 'N'
      union all select 'X1_2', 'Kode dengan garis bawah', 'N', 'Y'`.execute(db());
    await sql`insert into m_icd10_upla (code, name, ina_cbg_code, valid_primary)
      select code, name, 'J-4-16-I', valid_primary from m_icd10 where code like 'J1%'
        or code ilike 'j20%'
      on conflict do nothing`.execute(db());

    const former = async (table: string, q: string) => {
      const term = q.trim();
      const words = term.split(/\s+/).filter((w) => w.length > 0);
      const likeSafe = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
      const where: RawBuilder<unknown>[] = [sql`status = 'Y'`];
      if (words.length > 0) {
        const nameAll = sql.join(
          words.map((w) => sql`name ilike ${`%${likeSafe(w)}%`}`),
          sql` and `,
        );
        where.push(sql`(upper(code) like ${`${likeSafe(term.toUpperCase())}%`} or (${nameAll}))`);
      }
      const r = await sql<{ code: string }>`select code from ${sql.table(table)}
        where ${sql.join(where, sql` and `)}
        order by (upper(code) = ${term.toUpperCase()}) desc,
          (upper(code) like ${`${likeSafe(term.toUpperCase())}%`}) desc, code
        limit 20`.execute(db());
      return r.rows.map((x) => x.code);
    };
    const terms = [
      'J18',
      'j18',
      'J18.3',
      'J1',
      'j',
      'J20',
      'J21',
      'pneumonia',
      'pneumonia lobaris 3',
      'akut',
      'BRONKITIS',
      'x1_',
      '%',
      '_',
      'demam',
      'I10',
    ];
    for (const [source, table] of [
      ['KLINIS', 'm_icd10'],
      ['KODING', 'm_icd10_upla'],
    ] as const) {
      for (const q of terms) {
        const answer = ok<{ list: IcdOption[] }>(
          await api.get('/get/Diagnosa/icd', dokter, { system: 'ICD10', source, q }),
        );
        expect({ source, q, codes: answer.list.map((o) => o.code) }).toEqual({
          source,
          q,
          codes: await former(table, q),
        });
      }
    }
    const exact = ok<{ list: IcdOption[] }>(
      await api.get('/get/Diagnosa/icd', dokter, { system: 'ICD10', q: 'j18.3' }),
    );
    expect(exact.list[0]?.code).toBe('J18.3');
    const lower = ok<{ list: IcdOption[] }>(
      await api.get('/get/Diagnosa/icd', dokter, { system: 'ICD10', q: 'J20' }),
    );
    expect(lower.list.map((o) => o.code)).toContain('j20.9');
  });
});

describe('the indexes of the large-data reads', () => {
  it('serve the bookings by patient keys, the registration of a booking and the day in order', async () => {
    const plans = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const explain = async (query: RawBuilder<unknown>) => {
          const r = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
          return r.rows.map((x) => x['QUERY PLAN']).join('\n');
        };
        return {
          bookings: await explain(sql`select id from q_reservations
            where rm_no = '00000001' or nik = '3171010101010001' or bpjs_no = '0001234567890'`),
          booked: await explain(sql`select 1 from registrations
            where reservation_id = 1 and status <> 'VOID'`),
          day: await explain(sql`select id from registrations where visit_date = current_date
            order by registered_at, id limit 25`),
        };
      });
    expect(plans.bookings).toMatch(/q_reservations_rm_no_idx/);
    expect(plans.bookings).toMatch(/q_reservations_nik_idx/);
    expect(plans.bookings).toMatch(/q_reservations_bpjs_no_idx/);
    expect(plans.booked).toMatch(/registrations_reservation_idx/);
    expect(plans.day).toMatch(/registrations_day_time_idx/);
  });
});
