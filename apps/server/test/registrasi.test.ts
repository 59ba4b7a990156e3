import type {
  BedRow,
  LedgerData,
  RegistrationDetail,
  RegistrationView,
  ScheduleQuota,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, wibDay } from '../src/platform/time';
import {
  type ApiResponse,
  client,
  createTestApp,
  DISPLAY_TOKEN,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let admisi: string;

const db = () => ctx.handle.db;
const today = () => wibDay(new Date());

let nextRm = 0;
/** A fresh active patient (own RM number). */
async function newPatient(name = 'Pasien Registrasi', bpjsNo: string | null = null) {
  nextRm += 1;
  const rmNo = `97${String(nextRm).padStart(6, '0')}`;
  const r = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date, bpjs_no)
    values (${rmNo}, ${`${name} ${nextRm}`}, '1', '1980-01-01', ${bpjsNo}) returning id`.execute(
    db(),
  );
  return { id: r.rows[0]?.id as number, rmNo, name: `${name} ${nextRm}` };
}

async function unitOf(code: string): Promise<{ id: number; poliId: number | null }> {
  const r = await sql<{ id: number; poli_id: number | null }>`select id, poli_id from q_units
    where code = ${code}`.execute(db());
  const u = r.rows[0];
  if (!u) throw new Error(`no unit ${code}`);
  return { id: u.id, poliId: u.poli_id };
}

let nextDoctor = 0;
/** A schedule of today's weekday at the unit with the quota. */
async function todaySchedule(quota: number, unit = 'P-UMUM'): Promise<number> {
  nextDoctor += 1;
  const u = await unitOf(unit);
  const r = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    values (${u.id}, ${`dr. Uji Registrasi ${nextDoctor}`}, ${String(isoWeekday(today()))}, 'PAGI',
      '07:00', '13:00', ${quota}, 0) returning id`.execute(db());
  return r.rows[0]?.id as number;
}

function reg(res: ApiResponse): RegistrationView {
  const r = (res.body.data as { registration?: RegistrationView } | undefined)?.registration;
  if (!r) throw new Error(`no registration in ${res.raw}`);
  return r;
}

const add = (payload: Record<string, unknown>, token = admisi) =>
  api.do('Registrasi', { type: 'add', payerType: '1', ...payload }, token);

async function detail(id: number): Promise<RegistrationDetail> {
  const res = await api.get(`/get/Registrasi/detail/${id}`, admin);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as RegistrationDetail;
}

async function ledger(id: number): Promise<LedgerData> {
  const res = await api.get(`/get/Billing/ledger/${id}`, admin);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as LedgerData;
}

/** The database's refusal of a statement (its SQLSTATE or message). */
async function refused(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await statement.execute(db());
  } catch (e) {
    return String((e as { code?: string }).code ?? (e as Error).message);
  }
  throw new Error('expected the database to refuse');
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('outpatient registration', () => {
  it('registers to a schedule: QUEUE, an event, a clinic ticket, task 3 and the fee', async () => {
    const schedule = await todaySchedule(5);
    const p = await newPatient();
    const res = await add({ patientId: p.id, scheduleId: schedule });
    expect(res.statusCode, res.raw).toBe(200);
    const r = reg(res);
    expect(res.body.message).toBe(`Registrasi ${r.regNo} berhasil disimpan.`);
    expect(r).toMatchObject({
      kind: 'RAJAL',
      status: 'QUEUE',
      version: 1,
      channel: 'BO-REG',
      payerType: '1',
      visitDate: today(),
      scheduleId: schedule,
      slot: 'PAGI',
      patient: { id: p.id, rmNo: p.rmNo },
    });
    expect(r.regNo).toMatch(/^RJ\d{6}-\d{4}$/);
    expect(r.queueTicketCode).toMatch(/^PU\d{3}$/);
    const d = await detail(r.id);
    expect(d.events).toMatchObject([{ fromStatus: null, toStatus: 'QUEUE', username: 'admisi' }]);
    expect(d.tasks.map((t) => t.taskId)).toEqual([3]);
    expect(d.nextStatuses).toEqual(['ACTION', 'ABSEN']);
    // A first registration: the new-patient fee of the demo tariffs (REG-BARU, 35.000).
    expect(d.charges).toMatchObject({ lines: 1, charged: 35000, reversed: 0, net: 35000 });
    const l = await ledger(r.id);
    expect(l.lines[0]).toMatchObject({ tariffKind: 'REGISTRASI', tariffCode: 'REG-BARU' });
    // The detail carries the ledger's lines as they are: the fee, class-less for a clinic visit.
    expect(d.charges.items).toEqual(l.lines);
    expect(d.charges.items[0]).toMatchObject({
      tariffName: 'Registrasi Pasien Baru',
      classCode: null,
      basis: 'UMUM',
      qty: 1,
      unitPrice: 35000,
      amount: 35000,
      reversesId: null,
    });
    // A later registration of the same patient pays the returning-patient fee.
    const other = await todaySchedule(5);
    const second = reg(await add({ patientId: p.id, scheduleId: other }));
    expect((await ledger(second.id)).lines[0]).toMatchObject({ tariffCode: 'REG-LAMA' });
    // The same schedule twice on a day: refused.
    const twice = await add({ patientId: p.id, scheduleId: schedule });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('Pasien sudah terdaftar pada jadwal dokter ini hari ini.');
  });

  it('follows the machine: refused moves answer 422 with the message, a stale version 409', async () => {
    const schedule = await todaySchedule(5);
    const r = reg(await add({ patientId: (await newPatient()).id, scheduleId: schedule }));
    const move = (status: string, version: number, reason?: string) =>
      api.do('Registrasi', { type: 'ubah-status', id: r.id, version, status, reason }, admisi);
    const done = await move('DONE', 1);
    expect(done.statusCode).toBe(422);
    expect(done.body.message).toBe('Status tidak dapat diubah dari "Dalam Antrean" ke "Selesai".');
    const unknown = await move('NOPE', 1);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.message).toBe('Status tidak valid.');
    const inap = await move('PASIEN_INAP', 1);
    expect(inap.body.message).toBe('Pasien rawat inap didaftarkan melalui Pendaftaran Rawat Inap.');
    const action = await move('ACTION', 1);
    expect(action.statusCode, action.raw).toBe(200);
    expect(reg(action)).toMatchObject({ status: 'ACTION', version: 2 });
    const stale = await move('DONE', 1);
    expect(stale.statusCode).toBe(409);
    const back = await move('QUEUE', 2);
    expect(back.statusCode).toBe(422);
    expect(back.body.message).toBe(
      'Status tidak dapat diubah dari "Dalam Tindakan" ke "Dalam Antrean".',
    );
    expect((await move('DONE', 2)).statusCode).toBe(200);
    const d = await detail(r.id);
    expect(d.events.map((e) => e.toStatus)).toEqual(['QUEUE', 'ACTION', 'DONE']);
    expect(d.tasks.map((t) => t.taskId)).toEqual([3, 4, 5]);
    expect(d.nextStatuses).toEqual([]);
  });

  it('voids only with a reason, reverses the fee, and keeps every event', async () => {
    const schedule = await todaySchedule(5);
    const r = reg(await add({ patientId: (await newPatient()).id, scheduleId: schedule }));
    const viaStatus = await api.do(
      'Registrasi',
      { type: 'ubah-status', id: r.id, version: 1, status: 'VOID', reason: 'x' },
      admisi,
    );
    expect(viaStatus.statusCode).toBe(422);
    expect(viaStatus.body.message).toBe(
      'Gunakan Batalkan Registrasi (dengan alasan) untuk membatalkan registrasi.',
    );
    const noReason = await api.do('Registrasi', { type: 'batal', id: r.id, version: 1 }, admisi);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.message).toBe('Alasan wajib diisi.');
    const blank = await api.do(
      'Registrasi',
      { type: 'batal', id: r.id, version: 1, reason: '   ' },
      admisi,
    );
    expect(blank.statusCode).toBe(422);
    const ok = await api.do(
      'Registrasi',
      { type: 'batal', id: r.id, version: 1, reason: 'Salah poli' },
      admisi,
    );
    expect(ok.statusCode, ok.raw).toBe(200);
    expect(ok.body.data).toMatchObject({ registration: { status: 'VOID' }, reversedLines: 1 });
    const l = await ledger(r.id);
    expect(l.totals).toMatchObject({ charged: 35000, reversed: 35000, net: 0 });
    expect(l.lines[1]?.reason).toBe('Registrasi dibatalkan: Salah poli');
    const again = await api.do(
      'Registrasi',
      { type: 'batal', id: r.id, version: 2, reason: 'Lagi' },
      admisi,
    );
    expect(again.statusCode).toBe(422);
    expect(again.body.message).toBe('Status tidak dapat diubah dari "Batal" ke "Batal".');
    const d = await detail(r.id);
    expect(d.events.at(-1)).toMatchObject({
      fromStatus: 'QUEUE',
      toStatus: 'VOID',
      reason: 'Salah poli',
    });
    expect(d.tasks.map((t) => t.taskId)).toEqual([3, 99]);
    // A voided registration frees its place: the patient may register to the schedule again.
    expect((await add({ patientId: r.patient.id, scheduleId: schedule })).statusCode).toBe(200);
  });

  it('keeps events and registrations: the database refuses changes and deletes', async () => {
    const schedule = await todaySchedule(5);
    const r = reg(await add({ patientId: (await newPatient()).id, scheduleId: schedule }));
    expect(
      await refused(
        sql`update registration_event set reason = 'ubah' where registration_id = ${r.id}`,
      ),
    ).toMatch(/append-only|P0001/);
    expect(
      await refused(sql`delete from registration_event where registration_id = ${r.id}`),
    ).toMatch(/append-only|P0001/);
    expect(await refused(sql`delete from registrations where id = ${r.id}`)).toMatch(
      /never deleted|P0001/,
    );
    expect(await refused(sql`update registration_task_time set at = now()`)).toMatch(
      /append-only|P0001/,
    );
    // No delete on the wire either.
    const del = await api.do('Registrasi', { type: 'delete', id: r.id }, admin);
    expect(del.statusCode).toBe(400);
  });
});

describe('quota', () => {
  it('refuses a full schedule with the doctor, the slot and the count', async () => {
    const schedule = await todaySchedule(2);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await add({ patientId: (await newPatient()).id, scheduleId: schedule })).statusCode,
      ).toBe(200);
    }
    const full = await add({ patientId: (await newPatient()).id, scheduleId: schedule });
    expect(full.statusCode).toBe(422);
    expect(full.body.message).toBe(
      `Kuota dr. Uji Registrasi ${nextDoctor} sesi Pagi tanggal ${today()} sudah penuh (2 dari 2).`,
    );
    const list = await api.get('/get/Registrasi/jadwal', admisi, { poliId: '' });
    const row = (list.body.data as unknown as { list: ScheduleQuota[] }).list.find(
      (s) => s.scheduleId === schedule,
    );
    expect(row).toMatchObject({ quota: 2, used: 2, remaining: 0 });
  });

  it('gives exactly 10 of 20 simultaneous registrations into a slot of 10', async () => {
    const schedule = await todaySchedule(10);
    const patients = await Promise.all(Array.from({ length: 20 }, () => newPatient('Serentak')));
    const answers = await Promise.all(
      patients.map((p) => add({ patientId: p.id, scheduleId: schedule })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    for (const a of answers.filter((x) => x.statusCode === 422)) {
      expect(a.body.message).toMatch(
        /^Kuota dr\. Uji Registrasi \d+ sesi Pagi .* sudah penuh \(10 dari 10\)\.$/,
      );
    }
    const n = await sql<{ n: number }>`select count(*)::int as n from registrations
      where schedule_id = ${schedule} and status <> 'VOID'`.execute(db());
    expect(n.rows[0]?.n).toBe(10);
  });
});

describe('bad input', () => {
  it('answers 422 with Indonesian messages, 400 for an unknown type, never 500', async () => {
    const schedule = await todaySchedule(5);
    const p = await newPatient();
    const cases: [Record<string, unknown>, string][] = [
      [
        { patientId: p.id, scheduleId: schedule, payerType: '9' },
        'Cara Bayar harus 1 (Umum), 2 (Asuransi) atau 3 (BPJS).',
      ],
      [
        { patientId: p.id, scheduleId: schedule, payerType: '3' },
        'No. Kartu BPJS wajib diisi untuk pasien BPJS.',
      ],
      [
        { patientId: p.id, scheduleId: schedule, payerType: '2' },
        'Penjamin wajib dipilih untuk pasien asuransi.',
      ],
      [
        { patientId: p.id, scheduleId: schedule, payerType: '3', bpjsNo: '12ab' },
        'No. Kartu BPJS tidak valid.',
      ],
      [{ patientId: 'x', scheduleId: schedule }, 'Pasien wajib dipilih.'],
      [{ patientId: p.id }, 'Jadwal Dokter wajib dipilih.'],
      [
        { patientId: p.id, scheduleId: schedule, referralNo: 'R-1' },
        'Jenis Rujukan dan Jenis Surat wajib diisi bila data rujukan diisi.',
      ],
      [
        {
          patientId: p.id,
          scheduleId: schedule,
          referralType: 'RK',
          referralDocument: 'R',
          referralDate: '2099-01-01',
        },
        'Tanggal Rujukan tidak boleh di masa depan.',
      ],
      [{ patientId: p.id, scheduleId: schedule, sepNo: 'abc' }, 'No. SEP tidak valid.'],
      [{ patientId: 99_999_999, scheduleId: schedule }, 'Pasien tidak ditemukan.'],
      [
        { patientId: p.id, scheduleId: 99_999_999 },
        'Jadwal Dokter tidak ditemukan atau tidak aktif.',
      ],
      [
        { patientId: p.id, scheduleId: schedule, guarantorId: 99_999_999, payerType: '2' },
        'Penjamin tidak ditemukan.',
      ],
      [
        { patientId: p.id, scheduleId: schedule, tariffId: 99_999_999 },
        'Tarif yang dipilih bukan tarif registrasi.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await add(payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.raw}`).toBe(422);
      expect(res.body.message).toBe(message);
    }
    const unknown = await api.do('Registrasi', { type: 'hapus' }, admisi);
    expect(unknown.statusCode).toBe(400);
    const badList = await api.get('/get/Registrasi', admisi, { date: '2025-02-30' });
    expect(badList.statusCode).toBe(422);
    expect(badList.body.message).toBe('Tanggal bukan tanggal yang valid.');
    const badKind = await api.get('/get/Registrasi', admisi, { kind: 'X' });
    expect(badKind.body.message).toBe('Jenis Registrasi tidak valid.');
    // Without the menu: 403.
    const perawat = await api.login('perawat');
    expect((await api.get('/get/Registrasi', perawat)).statusCode).toBe(403);
    expect((await add({ patientId: p.id, scheduleId: schedule }, perawat)).statusCode).toBe(403);
  });
});

describe('day list, detail and history', () => {
  it('filters by date, poli, doctor, payer, status, kind and RM or name', async () => {
    const schedule = await todaySchedule(5, 'P-ANAK');
    const anak = await unitOf('P-ANAK');
    const a = await newPatient('Cari Nama', '0009876543210');
    const b = await newPatient('Cari Nama');
    const ra = reg(
      await add({ patientId: a.id, scheduleId: schedule, payerType: '3', bpjsNo: '0009876543210' }),
    );
    const rb = reg(await add({ patientId: b.id, scheduleId: schedule }));
    const list = async (q: Record<string, string>) => {
      const res = await api.get('/get/Registrasi', admisi, q);
      expect(res.statusCode, res.raw).toBe(200);
      return (res.body.data?.list ?? []) as unknown as RegistrationView[];
    };
    const ids = (rows: RegistrationView[]) => rows.map((r) => r.id).sort((x, y) => x - y);
    expect(ids(await list({ scheduleId: String(schedule) }))).toEqual([ra.id, rb.id]);
    expect(ids(await list({ scheduleId: String(schedule), payerType: '3' }))).toEqual([ra.id]);
    expect(ids(await list({ search: a.rmNo }))).toEqual([ra.id]);
    expect(ids(await list({ search: a.rmNo.replace(/^0+/, '') }))).toEqual([ra.id]);
    expect(ids(await list({ search: 'cari nama', poliId: String(anak.poliId) }))).toEqual([
      ra.id,
      rb.id,
    ]);
    expect(ids(await list({ doctor: `uji registrasi ${nextDoctor}` }))).toEqual([ra.id, rb.id]);
    expect(ids(await list({ scheduleId: String(schedule), status: 'ACTION' }))).toEqual([]);
    expect(ids(await list({ scheduleId: String(schedule), status: 'ALL' }))).toEqual([
      ra.id,
      rb.id,
    ]);
    expect(
      ids(await list({ scheduleId: String(schedule), status: 'QUEUE', kind: 'RAJAL' })),
    ).toEqual([ra.id, rb.id]);
    expect(ids(await list({ scheduleId: String(schedule), kind: 'UGD' }))).toEqual([]);
    expect(await list({ scheduleId: String(schedule), date: '2020-01-01' })).toEqual([]);
    // The demo seed's registrations of today: the list is not empty.
    const all = await api.get('/get/Registrasi', admisi, { shown: '30' });
    expect(all.body.data?.total ?? 0).toBeGreaterThanOrEqual(8);

    const d = await detail(ra.id);
    expect(d.patient).toMatchObject({ id: a.id, rmNo: a.rmNo, bpjsNo: '0009876543210' });
    expect(d.registration).toMatchObject({ payerType: '3', bpjsNo: '0009876543210' });

    const history = await api.get(`/get/Registrasi/pasien/${a.id}`, admisi);
    expect(
      (history.body.data as unknown as { list: RegistrationView[] }).list.map((r) => r.id),
    ).toEqual([ra.id]);
    const record = await api.get(`/get/Pasien/record/${a.id}`, admin);
    expect(record.statusCode, record.raw).toBe(200);
    const entries = (record.body.data as { history: { source: string; summary: string }[] })
      .history;
    expect(entries.find((e) => e.source === 'registrasi')?.summary).toContain(ra.regNo);
  });
});

describe('admission counter flow', () => {
  it('registers a called kiosk ticket into the clinic queue and records task ids 1-3', async () => {
    const admission = await unitOf('ADM-1');
    const schedule = await todaySchedule(5);
    const taken = await api.do('Antrean', { type: 'ambil', unitId: admission.id }, admin);
    expect(taken.statusCode, taken.raw).toBe(200);
    const ticketId = (taken.body.data as { ticket: { id: number } }).ticket.id;
    const p = await newPatient();
    const early = await add({ patientId: p.id, scheduleId: schedule, ticketId });
    expect(early.statusCode).toBe(422);
    expect(early.body.message).toBe('Nomor antrean harus dipanggil dahulu sebelum didaftarkan.');
    const called = await api.do(
      'Antrean',
      { type: 'panggil', unitId: admission.id, counter: 'Loket 1', ticketId },
      admin,
    );
    expect(called.statusCode, called.raw).toBe(200);
    const res = await add({ patientId: p.id, scheduleId: schedule, ticketId });
    expect(res.statusCode, res.raw).toBe(200);
    const r = reg(res);
    expect(r.ticketId).toBe(ticketId);
    const tickets = await sql<{
      id: number;
      status: string;
      unit_id: number;
      previous_id: number | null;
    }>`
      select id, status, unit_id, previous_id from q_tickets where id in (${ticketId}, ${r.queueTicketId})
      order by id`.execute(db());
    expect(tickets.rows).toEqual([
      { id: ticketId, status: 'TRANSFERRED', unit_id: admission.id, previous_id: null },
      {
        id: r.queueTicketId,
        status: 'WAITING',
        unit_id: (await unitOf('P-UMUM')).id,
        previous_id: ticketId,
      },
    ]);
    const d = await detail(r.id);
    expect(d.tasks.map((t) => t.taskId)).toEqual([1, 2, 3]);
    const times = d.tasks.map((t) => Date.parse(t.at));
    expect(times[0]).toBeLessThan(times[1] as number);
    expect(times[1]).toBeLessThan(times[2] as number);
    // The ticket cannot make a second registration.
    const again = await add({ patientId: (await newPatient()).id, scheduleId: schedule, ticketId });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Nomor antrean ini sudah dipakai untuk registrasi lain.');
  });
});

describe('foreign keys, inactivation and merge', () => {
  it('refuses a charge line or a bed interval of an unknown registration', async () => {
    const code = await refused(sql`insert into charge_line (registration_id, source_kind, source_id,
        tariff_id, priced_tariff_id, tariff_kind, tariff_code, tariff_name, basis, qty, unit_price,
        jasa_sarana, jasa_pelayanan, bhp, components, amount, priced_at)
      values (99999999, 'uji', '1', 1, 1, 'LAB', 'X', 'X', 'UMUM', 1, 0, 0, 0, 0, '[]', 0, now())`);
    expect(code).toBe('23503');
    const bed = await sql<{ id: number }>`select id from m_ranap_bed b where condition = 'BAIK'
      and not exists (select 1 from bed_occupancy o where o.bed_id = b.id and o.to_at is null)
      order by id limit 1`.execute(db());
    const patient = await newPatient();
    expect(
      await refused(sql`insert into bed_occupancy (bed_id, kind, registration_id, patient_id, from_at)
        values (${bed.rows[0]?.id}, 'BOOKED', 99999999, ${patient.id}, now())`),
    ).toBe('23503');
    // Through the ward desk: a clear refusal, not a server error.
    const wire = await api.do(
      'PasienBangsal',
      { type: 'book', bedId: bed.rows[0]?.id, registrationId: 99_999_999, patientId: patient.id },
      admin,
    );
    expect(wire.statusCode).toBe(422);
  });

  it('refuses to inactivate a patient with a registration; a merge moves registrations', async () => {
    const schedule = await todaySchedule(5);
    const keep = await newPatient('Gabung Tetap');
    const dup = await newPatient('Gabung Hapus');
    const r = reg(await add({ patientId: dup.id, scheduleId: schedule }));
    const del = await api.do('Pasien', { type: 'delete', id: dup.id }, admin);
    expect(del.statusCode).toBe(422);
    expect(del.body.message).toBe('Data Pasien sedang digunakan oleh data Registrasi.');
    const rm = await api.login('rekam.medis');
    const merged = await api.do(
      'Pasien',
      { type: 'merge', survivorId: keep.id, mergedId: dup.id, reason: 'Pasien sama' },
      rm,
    );
    expect(merged.statusCode, merged.raw).toBe(200);
    expect(merged.body.data).toMatchObject({ moved: { Registrasi: 1 } });
    expect((await detail(r.id)).patient.id).toBe(keep.id);
  });
});

describe('bookings', () => {
  it('books within the quota, checks in once into a registration, cancels with a reason', async () => {
    const schedule = await todaySchedule(2);
    const p = await newPatient('Booking Lama', '0001112223334');
    const booking = await api.do(
      'RegistrasiReservasi',
      { type: 'add', scheduleId: schedule, visitDate: today(), patientId: p.id, payer: 'JKN' },
      admisi,
    );
    expect(booking.statusCode, booking.raw).toBe(200);
    const b = (booking.body.data as { booking: { id: number; bookingCode: string } }).booking;
    expect(b.bookingCode).toMatch(/^RS[A-Z2-9]{8}$/);
    // The booking holds a place: one walk-in fills the slot, a third is refused.
    expect(
      (await add({ patientId: (await newPatient()).id, scheduleId: schedule })).statusCode,
    ).toBe(200);
    const full = await add({ patientId: (await newPatient()).id, scheduleId: schedule });
    expect(full.body.message).toContain('sudah penuh (2 dari 2)');
    const noPlace = await api.do(
      'RegistrasiReservasi',
      {
        type: 'add',
        scheduleId: schedule,
        visitDate: today(),
        patientName: 'Baru Sekali',
        payer: 'NON JKN',
      },
      admisi,
    );
    expect(noPlace.statusCode).toBe(422);

    const first = await api.do(
      'RegistrasiReservasi',
      { type: 'check-in', bookingCode: b.bookingCode.toLowerCase() },
      admisi,
    );
    expect(first.statusCode, first.raw).toBe(200);
    const a1 = first.body.data as unknown as { registration: RegistrationView; repeated: boolean };
    expect(a1.repeated).toBe(false);
    expect(a1.registration).toMatchObject({
      status: 'QUEUE',
      channel: 'JKN',
      payerType: '3',
      bpjsNo: '0001112223334',
      bookingCode: b.bookingCode,
      scheduleId: schedule,
      patient: { id: p.id },
    });
    const second = await api.do(
      'RegistrasiReservasi',
      { type: 'check-in', bookingCode: b.bookingCode },
      admisi,
    );
    expect(second.statusCode, second.raw).toBe(200);
    const a2 = second.body.data as unknown as { registration: RegistrationView; repeated: boolean };
    expect(a2.repeated).toBe(true);
    expect(a2.registration.id).toBe(a1.registration.id);
    const count = await sql<{ n: number }>`select count(*)::int as n from registrations
      where reservation_id = ${b.id}`.execute(db());
    expect(count.rows[0]?.n).toBe(1);
    expect((await detail(a1.registration.id)).tasks.map((t) => t.taskId)).toEqual([3]);

    // Cancellation: a reason is required; a checked-in booking cannot be cancelled.
    const other = await todaySchedule(3);
    const later = await api.do(
      'RegistrasiReservasi',
      {
        type: 'add',
        scheduleId: other,
        visitDate: today(),
        patientName: 'Batal Pesan',
        payer: 'NON JKN',
      },
      admisi,
    );
    const lb = (later.body.data as { booking: { id: number } }).booking;
    const noReason = await api.do('RegistrasiReservasi', { type: 'batal', id: lb.id }, admisi);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.message).toBe('Alasan wajib diisi.');
    const cancelled = await api.do(
      'RegistrasiReservasi',
      { type: 'batal', id: lb.id, reason: 'Pasien berhalangan' },
      admisi,
    );
    expect(cancelled.statusCode, cancelled.raw).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      booking: { status: 'CANCELLED', cancelReason: 'Pasien berhalangan' },
    });
    const checkedIn = await api.do(
      'RegistrasiReservasi',
      { type: 'batal', id: b.id, reason: 'x' },
      admisi,
    );
    expect(checkedIn.statusCode).toBe(422);
    const unknown = await api.do(
      'RegistrasiReservasi',
      { type: 'check-in', bookingCode: 'RSZZZZZZZZ' },
      admisi,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Kode booking tidak ditemukan.');
    const list = await api.get('/get/RegistrasiReservasi', admisi);
    const rows = (list.body.data as { list: { id: number; regNo: string | null }[] }).list;
    expect(rows.find((x) => x.id === b.id)?.regNo).toBe(a1.registration.regNo);
  });
});

describe('kiosk check-in', () => {
  const kiosk = (body: Record<string, unknown>) =>
    api.raw({
      method: 'POST',
      url: '/api/bo/display/check-in',
      headers: { 'x-display-token': DISPLAY_TOKEN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const bookFor = async (schedule: number, payload: Record<string, unknown>) => {
    const res = await api.do(
      'RegistrasiReservasi',
      { type: 'add', scheduleId: schedule, visitDate: today(), payer: 'NON JKN', ...payload },
      admisi,
    );
    expect(res.statusCode, res.raw).toBe(200);
    return (res.body.data as { booking: { id: number; bookingCode: string } }).booking;
  };

  it("registers a returning patient's booking typed at the kiosk, in the clinic's queue", async () => {
    const schedule = await todaySchedule(3);
    const p = await newPatient('Kios Lama');
    const b = await bookFor(schedule, { patientId: p.id });
    const res = await kiosk({ bookingCode: b.bookingCode });
    expect(res.statusCode, res.raw).toBe(200);
    const regs = await sql<{
      id: number;
      status: string;
      queue_ticket_id: number;
      channel: string;
    }>`
      select id, status, queue_ticket_id, channel from registrations
      where reservation_id = ${b.id}`.execute(db());
    expect(regs.rows).toHaveLength(1);
    expect(regs.rows[0]).toMatchObject({ status: 'QUEUE', channel: 'E-REG' });
    const ticket = (res.body.data as { ticket: { id: number } }).ticket;
    expect(regs.rows[0]?.queue_ticket_id).toBe(ticket.id);
    // The desk's check-in of the same code answers that registration.
    const desk = await api.do(
      'RegistrasiReservasi',
      { type: 'check-in', bookingCode: b.bookingCode },
      admisi,
    );
    expect(desk.statusCode, desk.raw).toBe(200);
    expect(desk.body.data).toMatchObject({
      repeated: true,
      registration: { id: regs.rows[0]?.id },
    });
  });

  it('sends a new patient to admission, where the counter registers the ticket in the booked place', async () => {
    const schedule = await todaySchedule(1);
    const b = await bookFor(schedule, { patientName: 'Pasien Baru Kios' });
    const desk = await api.do(
      'RegistrasiReservasi',
      { type: 'check-in', bookingCode: b.bookingCode },
      admisi,
    );
    expect(desk.statusCode, desk.raw).toBe(200);
    expect(desk.body.message).toBe(
      'Check-in berhasil. Pasien baru: silakan ke loket admisi untuk melengkapi data dan registrasi.',
    );
    const answer = desk.body.data as unknown as {
      registration: null;
      ticket: { id: number; unitId: number };
    };
    expect(answer.registration).toBeNull();
    expect(answer.ticket.unitId).toBe((await unitOf('ADM-1')).id);
    // The slot (quota 1) is held by the booking: a walk-in is refused ...
    const walkIn = await add({ patientId: (await newPatient()).id, scheduleId: schedule });
    expect(walkIn.statusCode).toBe(422);
    // ... while the booked patient, called at admission and now on file, takes the place.
    const called = await api.do(
      'Antrean',
      {
        type: 'panggil',
        unitId: answer.ticket.unitId,
        counter: 'Loket 2',
        ticketId: answer.ticket.id,
      },
      admin,
    );
    expect(called.statusCode, called.raw).toBe(200);
    const p = await newPatient('Pasien Baru Kios');
    const res = await add({ patientId: p.id, scheduleId: schedule, ticketId: answer.ticket.id });
    expect(res.statusCode, res.raw).toBe(200);
    expect(reg(res)).toMatchObject({ reservationId: b.id, bookingCode: b.bookingCode });
    expect((await detail(reg(res).id)).tasks.map((t) => t.taskId)).toEqual([1, 2, 3]);
  });
});

describe('inpatient admission', () => {
  async function freeBed(): Promise<number> {
    const r = await sql<{ id: number }>`select b.id from m_ranap_bed b
      join m_ranap_kamar km on km.id = b.kamar_id
      where b.status = 'Y' and km.status = 'Y' and b.condition <> 'RUSAK'
        and not exists (select 1 from bed_occupancy o where o.bed_id = b.id and o.to_at is null)
      order by b.id desc limit 1`.execute(db());
    return r.rows[0]?.id as number;
  }

  it('admits from a clinic visit in treatment: registration, bed and origin in one transaction', async () => {
    const schedule = await todaySchedule(5);
    const p = await newPatient('Rawat Inap');
    const visit = reg(await add({ patientId: p.id, scheduleId: schedule }));
    const bedId = await freeBed();
    const admit = (payload: Record<string, unknown>) =>
      api.do(
        'RegistrasiRanap',
        {
          type: 'admit',
          payerType: '1',
          doctorName: 'dr. DPJP Uji',
          patientId: p.id,
          bedId,
          ...payload,
        },
        admin,
      );
    // A visit still in the queue cannot become an admission.
    const early = await admit({ originRegistrationId: visit.id });
    expect(early.statusCode).toBe(422);
    expect(early.body.message).toBe(
      'Status tidak dapat diubah dari "Dalam Antrean" ke "Pasien Inap".',
    );
    expect(
      (
        await api.do(
          'Registrasi',
          { type: 'ubah-status', id: visit.id, version: 1, status: 'ACTION' },
          admisi,
        )
      ).statusCode,
    ).toBe(200);
    const res = await admit({ originRegistrationId: visit.id, originVersion: 2, inpatientType: 3 });
    expect(res.statusCode, res.raw).toBe(200);
    const out = res.body.data as unknown as {
      registration: RegistrationView;
      bed: { bedId: number; kind: string };
    };
    expect(out.registration).toMatchObject({
      kind: 'RANAP',
      status: '2',
      originRegistrationId: visit.id,
      doctorName: 'dr. DPJP Uji',
      inpatientType: 3,
    });
    expect(out.registration.kelasCode).not.toBeNull();
    expect(out.bed).toMatchObject({ bedId, kind: 'OCCUPIED' });
    expect((await detail(visit.id)).registration.status).toBe('PASIEN_INAP');
    // No second registration fee for an admission from a visit.
    expect((await ledger(out.registration.id)).lines).toHaveLength(0);
    // A second admission of the same patient: refused.
    const twice = await admit({});
    expect(twice.statusCode).toBe(409);
    // Leaving care closes the bed interval; the bed is being cleaned.
    const left = await api.do(
      'Registrasi',
      { type: 'ubah-status', id: out.registration.id, version: 1, status: '3' },
      admin,
    );
    expect(left.statusCode, left.raw).toBe(200);
    const open = await sql<{ kind: string; registration_id: number | null }>`select kind,
      registration_id from bed_occupancy where bed_id = ${bedId} and to_at is null`.execute(db());
    expect(open.rows).toEqual([{ kind: 'CLEANING', registration_id: null }]);
  });

  it('ends the stay when the ward list sends the patient home; a later admission is allowed', async () => {
    const p = await newPatient('Pulang Dari Bangsal');
    const bedId = await freeBed();
    const admitted = await api.do(
      'RegistrasiRanap',
      { type: 'admit', payerType: '1', doctorName: 'dr. DPJP', patientId: p.id, bedId },
      admisi,
    );
    expect(admitted.statusCode, admitted.raw).toBe(200);
    const stay = reg(admitted);
    const nurse = await api.login('perawat.jaga');
    const home = await api.do(
      'PasienBangsal',
      { type: 'discharge', registrationId: stay.id },
      nurse,
    );
    expect(home.statusCode, home.raw).toBe(200);
    expect(home.body.message).toBe('Pasien pulang; tempat tidur dibersihkan.');
    const d = await detail(stay.id);
    expect(d.registration).toMatchObject({ status: '3', version: stay.version + 1 });
    expect(d.events.map((e) => [e.fromStatus, e.toStatus, e.username])).toEqual([
      [null, '2', 'admisi'],
      ['2', '3', 'perawat.jaga'],
    ]);
    expect(d.bed).toBeNull();
    const open = await sql<{ kind: string }>`select kind from bed_occupancy where bed_id = ${bedId}
      and to_at is null`.execute(db());
    expect(open.rows).toEqual([{ kind: 'CLEANING' }]);
    // Sent home twice: refused, and the stay keeps its one event.
    const again = await api.do(
      'PasienBangsal',
      { type: 'discharge', registrationId: stay.id },
      nurse,
    );
    expect(again.statusCode).toBe(422);
    expect((await detail(stay.id)).events).toHaveLength(2);
    // The discharge list has the stay, ended today in the bed it left.
    const ended = await api.get('/get/PostOpname', admisi, { search: p.rmNo });
    expect(ended.statusCode, ended.raw).toBe(200);
    const rows = (ended.body.data as { list: { registration: { id: number }; bed: string }[] })
      .list;
    expect(rows.map((r) => r.registration.id)).toEqual([stay.id]);
    // No longer in care: the same patient may be admitted again.
    const next = await api.do(
      'RegistrasiRanap',
      {
        type: 'admit',
        payerType: '1',
        doctorName: 'dr. DPJP',
        patientId: p.id,
        bedId: await freeBed(),
      },
      admisi,
    );
    expect(next.statusCode, next.raw).toBe(200);
  });

  it("lists the free beds to the admission desk, without the ward list's menu", async () => {
    const free = async () => {
      const res = await api.get('/get/RegistrasiRanap/beds', admisi);
      expect(res.statusCode, res.raw).toBe(200);
      return (res.body.data as unknown as { list: BedRow[] }).list;
    };
    const before = await free();
    const all = await api.get('/get/PasienBangsal/beds', admin);
    const states = (all.body.data as unknown as { list: BedRow[] }).list;
    expect(before.map((b) => b.bedId)).toEqual(
      states.filter((b) => b.state === 'FREE').map((b) => b.bedId),
    );
    expect(states.some((b) => b.state !== 'FREE')).toBe(true);
    // The ward list itself stays closed to the admission desk.
    expect((await api.get('/get/PasienBangsal/beds', admisi)).statusCode).toBe(403);
    const p = await newPatient('Dari Daftar Kosong');
    const bed = before[0] as BedRow;
    const res = await api.do(
      'RegistrasiRanap',
      { type: 'admit', payerType: '1', doctorName: 'dr. DPJP', patientId: p.id, bedId: bed.bedId },
      admisi,
    );
    expect(res.statusCode, res.raw).toBe(200);
    expect((await free()).some((b) => b.bedId === bed.bedId)).toBe(false);
    expect(
      (await api.get('/get/RegistrasiRanap/beds', await api.login('perawat'))).statusCode,
    ).toBe(403);
  });

  it('admits directly (with the fee) and from UGD (which leaves the ER)', async () => {
    const p = await newPatient('Langsung Inap');
    const bedId = await freeBed();
    const direct = await api.do(
      'RegistrasiRanap',
      { type: 'admit', payerType: '1', doctorName: 'dr. DPJP', patientId: p.id, bedId },
      admin,
    );
    expect(direct.statusCode, direct.raw).toBe(200);
    const dr = reg(direct);
    expect((await ledger(dr.id)).lines).toHaveLength(1);
    const q = await newPatient('Dari UGD');
    // From the emergency admission's called ticket, which is finished by the registration.
    const ugdDesk = await unitOf('UGD-ADM');
    const taken = await api.do('Antrean', { type: 'ambil', unitId: ugdDesk.id }, admin);
    const ticketId = (taken.body.data as { ticket: { id: number } }).ticket.id;
    await api.do(
      'Antrean',
      { type: 'panggil', unitId: ugdDesk.id, counter: 'Loket UGD', ticketId },
      admin,
    );
    const ugd = await api.do(
      'RegistrasiUgd',
      { type: 'add', payerType: '1', patientId: q.id, ticketId },
      admin,
    );
    expect(ugd.statusCode, ugd.raw).toBe(200);
    const er = reg(ugd);
    expect(er).toMatchObject({ kind: 'UGD', status: '1', ticketId });
    const t = await sql<{
      status: string;
    }>`select status from q_tickets where id = ${ticketId}`.execute(db());
    expect(t.rows[0]?.status).toBe('DONE');
    expect(er.regNo).toMatch(/^IG/);
    const again = await api.do(
      'RegistrasiUgd',
      { type: 'add', payerType: '1', patientId: q.id },
      admin,
    );
    expect(again.statusCode).toBe(409);
    const bed2 = await freeBed();
    const fromEr = await api.do(
      'RegistrasiRanap',
      {
        type: 'admit',
        payerType: '1',
        doctorName: 'dr. DPJP',
        patientId: q.id,
        bedId: bed2,
        originRegistrationId: er.id,
      },
      admin,
    );
    expect(fromEr.statusCode, fromEr.raw).toBe(200);
    expect((await detail(er.id)).registration.status).toBe('3');
    // Voiding an admission reverses its fee and frees the bed (cleaning).
    const voided = await api.do(
      'Registrasi',
      { type: 'batal', id: dr.id, version: 1, reason: 'Salah pasien' },
      admin,
    );
    expect(voided.statusCode, voided.raw).toBe(200);
    expect(voided.body.data).toMatchObject({ registration: { status: '99' }, reversedLines: 1 });
    const open = await sql<{ kind: string }>`select kind from bed_occupancy where bed_id = ${bedId}
      and to_at is null`.execute(db());
    expect(open.rows).toEqual([{ kind: 'CLEANING' }]);
  });
});
