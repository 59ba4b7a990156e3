import type { RegistrationDetail, RegistrationView } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, wibDay } from '../src/platform/time';
import { client, createTestApp, type TestContext } from './helpers';

/*
 * The clinic's worklist (PoliKunjungan, menu dokter): each action moves the clinic queue ticket
 * and the visit together; tasks 4 and 5 are recorded; refusals never change anything.
 */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let admisi: string;
let nurse: string;
const db = () => ctx.handle.db;
const today = () => wibDay(new Date());

let nextRm = 0;
async function newPatient(): Promise<number> {
  nextRm += 1;
  const r = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date)
    values (${`95${String(nextRm).padStart(6, '0')}`}, ${`Pasien Poli ${nextRm}`}, '1', '1980-01-01')
    returning id`.execute(db());
  return r.rows[0]?.id as number;
}

let nextDoctor = 0;
async function schedule(): Promise<{ id: number; poliId: number }> {
  nextDoctor += 1;
  const u = (
    await sql<{
      id: number;
      poli_id: number;
    }>`select id, poli_id from q_units where code = 'P-UMUM'`.execute(db())
  ).rows[0];
  const r = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    values (${u?.id}, ${`dr. Uji Poli ${nextDoctor}`}, ${String(isoWeekday(today()))}, 'SORE', '14:00', '17:00', 30, 0)
    returning id`.execute(db());
  return { id: r.rows[0]?.id as number, poliId: u?.poli_id as number };
}

async function register(scheduleId: number): Promise<RegistrationView> {
  const res = await api.do(
    'Registrasi',
    { type: 'add', payerType: '1', patientId: await newPatient(), scheduleId },
    admisi,
  );
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as { registration: RegistrationView }).registration;
}

const act = (r: { id: number; version: number }, action: string, counter?: string) =>
  api.do('PoliKunjungan', { type: 'aksi', id: r.id, version: r.version, action, counter }, nurse);

async function detail(id: number): Promise<RegistrationDetail> {
  const res = await api.get(`/get/Registrasi/detail/${id}`, admin);
  return res.body.data as unknown as RegistrationDetail;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  admisi = await api.login('admisi');
  nurse = await api.login('perawat');
});
afterAll(async () => {
  await ctx?.close();
});

describe('clinic worklist', () => {
  it('lists the clinic visits of the day with their queue tickets', async () => {
    const s = await schedule();
    const r = await register(s.id);
    const res = await api.get('/get/PoliKunjungan', nurse, { poliId: String(s.poliId) });
    expect(res.statusCode, res.raw).toBe(200);
    const data = res.body.data as unknown as {
      date: string;
      polis: { id: number }[];
      list: RegistrationView[];
    };
    expect(data.date).toBe(today());
    expect(data.polis.map((p) => p.id)).toContain(s.poliId);
    const row = data.list.find((v) => v.id === r.id);
    expect(row).toMatchObject({ status: 'QUEUE', queueTicketStatus: 'WAITING' });
    expect(data.list.every((v) => v.kind === 'RAJAL' && v.poliId === s.poliId)).toBe(true);
  });

  it('call, absent, call again, serve and finish: ticket and visit move together, tasks 4 and 5', async () => {
    const s = await schedule();
    let r = await register(s.id);
    const noRoom = await act(r, 'panggil');
    expect(noRoom.statusCode).toBe(422);
    expect(noRoom.body.message).toBe('Isi Ruang Periksa sebelum memanggil pasien.');

    const step = async (action: string, counter?: string) => {
      const res = await act(r, action, counter);
      expect(res.statusCode, res.raw).toBe(200);
      r = (res.body.data as { registration: RegistrationView }).registration;
      return r;
    };
    expect(await step('panggil', 'Ruang 2')).toMatchObject({
      status: 'QUEUE',
      queueTicketStatus: 'CALLED',
      queueTicketCounter: 'Ruang 2',
    });
    expect(await step('tidak-hadir')).toMatchObject({
      status: 'ABSEN',
      queueTicketStatus: 'SKIPPED',
    });
    expect(await step('panggil', 'Ruang 2')).toMatchObject({
      status: 'QUEUE',
      queueTicketStatus: 'CALLED',
    });
    expect(await step('layani')).toMatchObject({ status: 'ACTION', queueTicketStatus: 'SERVING' });
    expect(await step('selesai')).toMatchObject({ status: 'DONE', queueTicketStatus: 'DONE' });
    const d = await detail(r.id);
    expect(d.tasks.map((t) => t.taskId)).toEqual([3, 4, 5]);
    expect(d.events.map((e) => e.toStatus)).toEqual(['QUEUE', 'ABSEN', 'QUEUE', 'ACTION', 'DONE']);
  });

  it('refuses a stale version, a move the machine forbids and another kind, changing nothing', async () => {
    const s = await schedule();
    const r = await register(s.id);
    const stale = await act({ id: r.id, version: r.version + 5 }, 'layani');
    expect(stale.statusCode).toBe(409);
    // Finishing a visit never served: the ticket's workflow refuses it.
    const early = await act(r, 'selesai');
    expect(early.statusCode).toBe(422);
    expect((await detail(r.id)).registration).toMatchObject({
      status: 'QUEUE',
      version: r.version,
      queueTicketStatus: 'WAITING',
    });
    const bad = await act(r, 'lompat');
    expect(bad.statusCode).toBe(422);
    const ugd = (
      await sql<{ id: number; version: number }>`select id, version from registrations
        where kind = 'UGD' order by id limit 1`.execute(db())
    ).rows[0];
    expect(ugd, 'the demo seed has emergency visits').toBeDefined();
    const other = await act(ugd as { id: number; version: number }, 'layani');
    expect(other.statusCode).toBe(422);
    expect(other.body.message).toBe('Hanya kunjungan rawat jalan yang dilayani dari daftar poli.');
  });

  it('serves and finishes a visit without a clinic ticket; calling it is refused', async () => {
    const s = await schedule();
    let r = await register(s.id);
    await sql`update registrations set queue_ticket_id = null where id = ${r.id}`.execute(db());
    const call = await act(r, 'panggil', 'Ruang 1');
    expect(call.statusCode).toBe(422);
    expect(call.body.message).toBe('Kunjungan ini tidak memiliki nomor antrean poli.');
    const served = await act(r, 'layani');
    expect(served.statusCode, served.raw).toBe(200);
    r = (served.body.data as { registration: RegistrationView }).registration;
    expect(r).toMatchObject({ status: 'ACTION', queueTicketStatus: null });
    const done = await act(r, 'selesai');
    expect((done.body.data as { registration: RegistrationView }).registration.status).toBe('DONE');
  });

  it('is the dokter menu: admission may not call from the clinic worklist', async () => {
    const s = await schedule();
    const r = await register(s.id);
    const res = await api.do(
      'PoliKunjungan',
      { type: 'aksi', id: r.id, version: r.version, action: 'panggil', counter: 'R1' },
      admisi,
    );
    expect(res.statusCode).toBe(403);
  });

  it("opens one visit for the doctor's encounter screen under the dokter menu", async () => {
    const s = await schedule();
    const r = await register(s.id);
    const res = await api.get(`/get/PoliKunjungan/detail/${r.id}`, nurse);
    expect(res.statusCode, res.raw).toBe(200);
    const data = res.body.data as unknown as {
      registration: RegistrationView;
      patient: { id: number };
    };
    expect(data.registration).toMatchObject({ id: r.id, status: 'QUEUE' });
    expect(data.patient.id).toBe(
      (data.registration as unknown as { patient: { id: number } }).patient.id,
    );
    expect((await api.get(`/get/PoliKunjungan/detail/${r.id}`, admisi)).statusCode).toBe(403);
    expect((await api.get('/get/PoliKunjungan/detail/999999', nurse)).statusCode).toBe(404);
  });
});
