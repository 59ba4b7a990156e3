import type {
  CheckInAnswer,
  ControlOriginCandidate,
  ControlView,
  DischargeView,
  RegistrationDetail,
  RegistrationView,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, wibDay } from '../src/platform/time';
import { type ApiResponse, client, createTestApp, type TestContext } from './helpers';

/*
 * Control visits (rencana-kontrol): a booking planned from a visit, within the schedule's quota,
 * at the visit's clinic, after the visit ended; listed by range and status; checked in on its
 * day into the control visit's registration (the origin's payer and the control letter carried
 * over); cancelled with a reason. The discharge list (post-opname) with its control plans.
 */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let admisi: string;
let dokter: string;
const db = () => ctx.handle.db;
const today = () => wibDay(new Date());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let nextRm = 0;
async function newPatient(bpjsNo: string | null = null) {
  nextRm += 1;
  const name = `Pasien Kontrol ${nextRm}`;
  const r = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date, bpjs_no)
    values (${`92${String(nextRm).padStart(6, '0')}`}, ${name}, '2', '1968-03-03', ${bpjsNo})
    returning id`.execute(db());
  return { id: r.rows[0]?.id as number, name };
}

async function unit(code: string): Promise<{ id: number; poliId: number }> {
  const r = await sql<{ id: number; poli_id: number }>`select id, poli_id from q_units
    where code = ${code}`.execute(db());
  return { id: r.rows[0]?.id as number, poliId: r.rows[0]?.poli_id as number };
}

let nextDoctor = 0;
/** A schedule of the clinic on the weekday of `day`. */
async function schedule(day: string, quota = 10, code = 'P-UMUM'): Promise<number> {
  nextDoctor += 1;
  const r = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    values (${(await unit(code)).id}, ${`dr. Uji Kontrol ${nextDoctor}`},
      ${String(isoWeekday(day))}, 'SORE', '14:00', '17:00', ${quota}, 0) returning id`.execute(
    db(),
  );
  return r.rows[0]?.id as number;
}

function ok<T>(res: ApiResponse, key: string): T {
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as Record<string, unknown>)[key] as T;
}

/** A clinic visit of today, moved to treatment (a control may be planned from it). */
async function visitInTreatment(bpjsNo: string | null = null): Promise<RegistrationView> {
  const p = await newPatient(bpjsNo);
  const visit = ok<RegistrationView>(
    await api.do(
      'Registrasi',
      {
        type: 'add',
        patientId: p.id,
        scheduleId: await schedule(today()),
        ...(bpjsNo ? { payerType: '3', bpjsNo } : { payerType: '1' }),
      },
      admisi,
    ),
    'registration',
  );
  const moved = await api.do(
    'Registrasi',
    { type: 'ubah-status', id: visit.id, version: visit.version, status: 'ACTION' },
    admin,
  );
  return ok<RegistrationView>(moved, 'registration');
}

/** An inpatient stay that ended yesterday (as the discharge made it), paid by BPJS. */
async function stayEndedYesterday(): Promise<{ id: number; patientId: number }> {
  const p = await newPatient('0007770000001');
  const yesterday = new Date(Date.now() - 86_400_000);
  const admitted = new Date(Date.now() - 4 * 86_400_000);
  const r = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind, channel,
      payer_type, bpjs_no, class_entitled, visit_date, registered_at, doctor_name, status)
    values (${`RIUJI-${process.pid}-${nextRm}`}, ${p.id}, 'RANAP', 'BO-REG', '3', '0007770000001',
      2, ${wibDay(admitted)}, ${admitted}, 'dr. DPJP Kontrol', '3') returning id`.execute(db());
  const id = r.rows[0]?.id as number;
  await sql`insert into registration_event (registration_id, from_status, to_status, at, username)
    values (${id}, null, '2', ${admitted}, 'uji'), (${id}, '2', '3', ${yesterday}, 'uji')`.execute(
    db(),
  );
  return { id, patientId: p.id };
}

const plan = (payload: Record<string, unknown>, token = admisi) =>
  api.do('RencanaKontrol', { type: 'add', ...payload }, token);

async function controls(query: Record<string, string>): Promise<ControlView[]> {
  const res = await api.get('/get/RencanaKontrol', admin, { shown: '30', ...query });
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as unknown as { list: ControlView[] }).list;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  admisi = await api.login('admisi');
  dokter = await api.login('dokter');
});
afterAll(async () => {
  await ctx?.close();
});

describe('rencana-kontrol', () => {
  it("plans a control from a clinic visit at its clinic, after today, within the schedule's quota", async () => {
    const visit = await visitInTreatment('0007770000002');
    const day = addDays(today(), 7);
    const sameClinic = await schedule(day);
    // The day must come after the visit; the clinic must be the visit's.
    const sameDay = await plan({
      originRegistrationId: visit.id,
      scheduleId: await schedule(today()),
      visitDate: today(),
    });
    expect(sameDay.statusCode).toBe(422);
    expect(sameDay.body.errors?.visitDate).toEqual([`Tanggal kontrol harus setelah ${today()}.`]);
    const otherClinic = await plan({
      originRegistrationId: visit.id,
      scheduleId: await schedule(day, 10, 'P-ANAK'),
      visitDate: day,
    });
    expect(otherClinic.statusCode).toBe(422);
    expect(otherClinic.body.errors?.scheduleId).toEqual([
      'Jadwal kontrol harus di poli yang sama dengan kunjungan asal.',
    ]);
    // A weekday the schedule does not hold.
    const wrongDay = await plan({
      originRegistrationId: visit.id,
      scheduleId: sameClinic,
      visitDate: addDays(day, 1),
    });
    expect(wrongDay.statusCode).toBe(422);

    const res = await plan(
      {
        originRegistrationId: visit.id,
        scheduleId: sameClinic,
        visitDate: day,
        note: 'Kontrol hasil lab, TD 140/90',
      },
      dokter,
    );
    const control = ok<ControlView>(res, 'control');
    expect(res.body.message).toBe(
      `Rencana kontrol tanggal ${day} dibuat dengan kode booking ${control.bookingCode}.`,
    );
    expect(control).toMatchObject({
      status: 'BOOKED',
      visitDate: day,
      scheduleId: sameClinic,
      patientId: visit.patient.id,
      payer: 'JKN',
      bpjsNo: '0007770000002',
      note: 'Kontrol hasil lab, TD 140/90',
      plannedBy: 'dokter',
      origin: { id: visit.id, regNo: visit.regNo, kind: 'RAJAL', endDay: today() },
    });
    expect(control.bookingCode).toMatch(/^RS[A-Z0-9]{8}$/);
    // It takes a place of the schedule's day like any booking.
    const places = await api.get('/get/RencanaKontrol/jadwal', admin, { date: day });
    const row = (
      places.body.data as unknown as { list: { scheduleId: number; used: number }[] }
    ).list.find((s) => s.scheduleId === sameClinic);
    expect(row?.used).toBe(1);
    // One plan waiting per visit.
    const twice = await plan({
      originRegistrationId: visit.id,
      scheduleId: sameClinic,
      visitDate: day,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(
      `Kunjungan ini sudah memiliki rencana kontrol ${control.bookingCode} tanggal ${day}; batalkan dahulu untuk menjadwalkan ulang.`,
    );
    // The origin answers with its plan; the patient's origins list it.
    const origin = (await api.get(`/get/RencanaKontrol/asal/${visit.id}`, dokter)).body
      .data as unknown as ControlOriginCandidate;
    expect(origin.openPlan?.bookingCode).toBe(control.bookingCode);
    expect(origin.refusal).toMatch(/sudah memiliki rencana kontrol/);
    const origins = (await api.get(`/get/RencanaKontrol/pasien/${visit.patient.id}`, dokter)).body
      .data as unknown as { list: ControlOriginCandidate[] };
    expect(origins.list.map((o) => o.registration.id)).toEqual([visit.id]);
    // The list over its default range (today and the next 30 days) holds it.
    const listed = await controls({ search: visit.patient.name });
    expect(listed.map((c) => c.id)).toEqual([control.id]);
    expect(await controls({ search: visit.patient.name, status: 'CANCELLED' })).toEqual([]);
  });

  it('refuses a visit not yet served, a full schedule, and users without the menu or action', async () => {
    const p = await newPatient();
    const waiting = ok<RegistrationView>(
      await api.do(
        'Registrasi',
        { type: 'add', payerType: '1', patientId: p.id, scheduleId: await schedule(today()) },
        admisi,
      ),
      'registration',
    );
    const day = addDays(today(), 7);
    const full = await schedule(day, 1);
    const notServed = await plan({
      originRegistrationId: waiting.id,
      scheduleId: full,
      visitDate: day,
    });
    expect(notServed.statusCode).toBe(422);
    expect(notServed.body.errors?.originRegistrationId?.[0]).toMatch(/sedang atau sudah dilayani/);

    const first = await visitInTreatment();
    ok(await plan({ originRegistrationId: first.id, scheduleId: full, visitDate: day }), 'control');
    const second = await visitInTreatment();
    const noPlace = await plan({
      originRegistrationId: second.id,
      scheduleId: full,
      visitDate: day,
    });
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.body.message).toMatch(/sudah penuh \(1 dari 1\)/);

    const nurse = await api.login('perawat');
    expect(
      (await plan({ originRegistrationId: second.id, scheduleId: full, visitDate: day }, nurse))
        .statusCode,
    ).toBe(403);
    // The doctor plans but does not check in or cancel (edit): the desk does.
    const c = (await controls({ search: first.patient.name }))[0] as ControlView;
    expect(
      (await api.do('RencanaKontrol', { type: 'batal', id: c.id, reason: 'x' }, dokter)).statusCode,
    ).toBe(403);
    // The control's plan row is append-only.
    await expect(
      sql`update registration_control set note = 'x' where reservation_id = ${c.id}`.execute(db()),
    ).rejects.toThrow(/append-only/);
  });

  it('cancels with a reason, after which the visit may plan again', async () => {
    const visit = await visitInTreatment();
    const day = addDays(today(), 14);
    const s = await schedule(day);
    const control = ok<ControlView>(
      await plan({ originRegistrationId: visit.id, scheduleId: s, visitDate: day }),
      'control',
    );
    const noReason = await api.do('RencanaKontrol', { type: 'batal', id: control.id }, admisi);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.message).toBe('Alasan wajib diisi.');
    const cancelled = ok<ControlView>(
      await api.do(
        'RencanaKontrol',
        { type: 'batal', id: control.id, reason: 'Pasien dirujuk balik ke puskesmas' },
        admisi,
      ),
      'control',
    );
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Pasien dirujuk balik ke puskesmas',
    });
    const listed = await controls({
      from: today(),
      to: addDays(today(), 20),
      search: visit.patient.name,
      status: 'CANCELLED',
    });
    expect(listed.map((c) => c.id)).toEqual([control.id]);
    // A plain booking is not a control.
    const booking = await api.do(
      'RegistrasiReservasi',
      {
        type: 'add',
        scheduleId: s,
        visitDate: day,
        patientName: 'Bukan Kontrol',
        payer: 'NON JKN',
      },
      admisi,
    );
    const bookingId = (booking.body.data as { booking: { id: number } }).booking.id;
    const notControl = await api.do(
      'RencanaKontrol',
      { type: 'batal', id: bookingId, reason: 'x' },
      admisi,
    );
    expect(notControl.statusCode).toBe(404);
    expect(
      ok<ControlView>(
        await plan({ originRegistrationId: visit.id, scheduleId: s, visitDate: day }),
        'control',
      ).status,
    ).toBe('BOOKED');
  });

  it("checks a control in on its day: the control visit carries the origin's payer and letter", async () => {
    const stay = await stayEndedYesterday();
    const s = await schedule(today());
    const control = ok<ControlView>(
      await plan({ originRegistrationId: stay.id, scheduleId: s, visitDate: today() }),
      'control',
    );
    expect(control.origin).toMatchObject({ kind: 'RANAP', endDay: addDays(today(), -1) });
    const later = ok<ControlView>(
      await plan({
        originRegistrationId: (await visitInTreatment()).id,
        scheduleId: await schedule(addDays(today(), 7)),
        visitDate: addDays(today(), 7),
      }),
      'control',
    );
    const early = await api.do('RencanaKontrol', { type: 'check-in', id: later.id }, admisi);
    expect(early.statusCode).toBe(422);
    expect(early.body.message).toBe(
      `Kode booking ini untuk tanggal ${later.visitDate}, bukan hari ini.`,
    );

    const res = await api.do('RencanaKontrol', { type: 'check-in', id: control.id }, admisi);
    expect(res.statusCode, res.raw).toBe(200);
    const answer = res.body.data as unknown as CheckInAnswer & { control: ControlView };
    const reg = answer.registration as RegistrationView;
    expect(res.body.message).toBe(`Check-in berhasil, registrasi ${reg.regNo}.`);
    expect(reg).toMatchObject({
      kind: 'RAJAL',
      status: 'QUEUE',
      patient: { id: stay.patientId },
      scheduleId: s,
      payerType: '3',
      bpjsNo: '0007770000001',
      classEntitled: 2,
      originRegistrationId: stay.id,
      reservationId: control.id,
      referral: { type: 'RI', document: 'K', number: control.bookingCode, date: today() },
    });
    expect(answer.control).toMatchObject({ status: 'CHECKED_IN', registrationId: reg.id });
    const detail = (await api.get(`/get/Registrasi/detail/${reg.id}`, admin)).body
      .data as unknown as RegistrationDetail;
    expect(detail.registration.queueTicketStatus).toBe('WAITING');
    expect(detail.tasks.map((t) => t.taskId)).toEqual([3]);
    // A second check-in answers the same registration.
    const again = await api.do('RencanaKontrol', { type: 'check-in', id: control.id }, admisi);
    expect((again.body.data as unknown as CheckInAnswer).registration?.id).toBe(reg.id);
    expect((again.body.data as unknown as CheckInAnswer).repeated).toBe(true);
    // Checked in: no longer cancellable.
    const cancel = await api.do(
      'RencanaKontrol',
      { type: 'batal', id: control.id, reason: 'x' },
      admisi,
    );
    expect(cancel.statusCode).toBe(422);
  });
});

describe('post-opname', () => {
  it('lists the stays that ended with the bed they left and their control plan', async () => {
    // An admission through the desk, discharged today (the bed then cleaned).
    const p = await newPatient();
    const bed = await sql<{ id: number; code: string }>`select b.id, b.code from m_ranap_bed b
      join m_ranap_kamar km on km.id = b.kamar_id
      where b.status = 'Y' and km.status = 'Y' and b.condition <> 'RUSAK'
        and not exists (select 1 from bed_occupancy o where o.bed_id = b.id and o.to_at is null)
      order by b.id desc limit 1`.execute(db());
    const admitted = await api.do(
      'RegistrasiRanap',
      {
        type: 'admit',
        payerType: '1',
        doctorName: 'dr. DPJP Pulang',
        patientId: p.id,
        bedId: bed.rows[0]?.id,
      },
      admin,
    );
    const stay = ok<RegistrationView>(admitted, 'registration');
    const home = await api.do(
      'Registrasi',
      { type: 'ubah-status', id: stay.id, version: stay.version, status: '3' },
      admin,
    );
    expect(home.statusCode, home.raw).toBe(200);
    const ended = await stayEndedYesterday();

    const list = async (query: Record<string, string>) => {
      const res = await api.get('/get/PostOpname', admisi, {
        from: addDays(today(), -1),
        to: today(),
        shown: '30',
        ...query,
      });
      expect(res.statusCode, res.raw).toBe(200);
      return (res.body.data as unknown as { list: DischargeView[] }).list;
    };
    const mine = (rows: DischargeView[]) =>
      rows.filter((d) => [stay.id, ended.id].includes(d.registration.id));
    const both = mine(await list({}));
    expect(both.map((d) => d.registration.id).sort()).toEqual([stay.id, ended.id].sort());
    const today0 = both.find((d) => d.registration.id === stay.id) as DischargeView;
    expect(today0).toMatchObject({ lengthOfStay: 1, bed: expect.any(String), control: null });
    expect(today0.ward).not.toBeNull();
    expect(wibDay(new Date(today0.dischargedAt))).toBe(today());
    const yesterdays = both.find((d) => d.registration.id === ended.id) as DischargeView;
    expect(yesterdays.lengthOfStay).toBe(3);

    // A plan from the discharge shows on it; the filter splits planned and not planned.
    const day = addDays(today(), 3);
    const control = ok<ControlView>(
      await plan({
        originRegistrationId: stay.id,
        scheduleId: await schedule(day),
        visitDate: day,
      }),
      'control',
    );
    const planned = mine(await list({ control: 'Y' }));
    expect(planned.map((d) => [d.registration.id, d.control?.bookingCode])).toEqual([
      [stay.id, control.bookingCode],
    ]);
    expect(mine(await list({ control: 'N' })).map((d) => d.registration.id)).toContain(ended.id);
    // Out of the range asked for.
    expect(mine(await list({ from: addDays(today(), -10), to: addDays(today(), -5) }))).toEqual([]);
    const nurse = await api.login('perawat');
    expect((await api.get('/get/PostOpname', nurse)).statusCode).toBe(403);
  });
});
