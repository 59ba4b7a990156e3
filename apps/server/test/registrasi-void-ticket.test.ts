import type { AddressInfo } from 'node:net';
import type { BoardData, QueueEvent } from '@simrs/domain/queue';
import type { RegistrationDetail, RegistrationView } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelTicket } from '../src/modules/antrean/index';
import { SOCKET_PATH } from '../src/platform/realtime';
import { isoWeekday, wibDay } from '../src/platform/time';
import { client, createTestApp, DISPLAY_TOKEN, type TestContext } from './helpers';

/*
 * A voided visit's clinic queue ticket leaves the waiting list: CANCELLED in the void's
 * transaction (the queue ticket machine's move), the lobby board's room told with the action
 * 'batal', the board's open tickets without it. A ticket already done is left as it is.
 */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let admisi: string;
let nurse: string;
let url: string;
const sockets: Socket[] = [];
const db = () => ctx.handle.db;
const today = () => wibDay(new Date());

let nextRm = 0;
async function newPatient(): Promise<number> {
  nextRm += 1;
  const r = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date)
    values (${`94${String(nextRm).padStart(6, '0')}`}, ${`Pasien Batal ${nextRm}`}, '2',
      '1975-05-05') returning id`.execute(db());
  return r.rows[0]?.id as number;
}

async function clinicUnit(): Promise<number> {
  const r = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(db());
  return r.rows[0]?.id as number;
}

let nextDoctor = 0;
async function schedule(): Promise<number> {
  nextDoctor += 1;
  const r = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    values (${await clinicUnit()}, ${`dr. Uji Batal ${nextDoctor}`}, ${String(isoWeekday(today()))},
      'MALAM', '17:00', '21:00', 30, 0) returning id`.execute(db());
  return r.rows[0]?.id as number;
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

async function detail(id: number): Promise<RegistrationDetail> {
  const res = await api.get(`/get/Registrasi/detail/${id}`, admin);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as RegistrationDetail;
}

const act = (r: { id: number; version: number }, action: string, counter?: string) =>
  api.do('PoliKunjungan', { type: 'aksi', id: r.id, version: r.version, action, counter }, nurse);

const voidIt = (r: { id: number; version: number }) =>
  api.do(
    'Registrasi',
    { type: 'batal', id: r.id, version: r.version, reason: 'Salah jadwal' },
    admisi,
  );

async function board(unitId: number): Promise<BoardData> {
  const res = await api.raw({
    method: 'POST',
    url: '/api/bo/display/antrean',
    headers: { 'x-display-token': DISPLAY_TOKEN, 'content-type': 'application/json' },
    payload: JSON.stringify({ unitIds: [unitId] }),
  });
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as BoardData;
}

async function boardSocket(unitId: number): Promise<QueueEvent[]> {
  const s = io(url, {
    path: SOCKET_PATH,
    auth: { displayToken: DISPLAY_TOKEN },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  expect(await s.emitWithAck('room:join', `unit:${unitId}`)).toEqual({ ok: true });
  const heard: QueueEvent[] = [];
  s.on('queue:changed', (e: QueueEvent) => heard.push(e));
  return heard;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  admisi = await api.login('admisi');
  nurse = await api.login('perawat');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await ctx?.close();
});

describe('a voided visit leaves the clinic queue', () => {
  it('cancels the WAITING ticket, tells the lobby board and takes it off the board', async () => {
    const unit = await clinicUnit();
    const heard = await boardSocket(unit);
    const visit = await register(await schedule());
    expect(visit.queueTicketStatus).toBe('WAITING');
    const code = visit.queueTicketCode ?? '';
    expect((await board(unit)).tickets.map((t) => t.code)).toContain(code);

    const res = await voidIt(visit);
    expect(res.statusCode, res.raw).toBe(200);
    const d = await detail(visit.id);
    expect(d.registration).toMatchObject({ status: 'VOID', queueTicketStatus: 'CANCELLED' });
    await expect
      .poll(() => heard.filter((e) => e.action === 'batal').length, { timeout: 5000 })
      .toBe(1);
    expect(heard.find((e) => e.action === 'batal')?.ticket).toMatchObject({
      code,
      status: 'CANCELLED',
    });
    expect((await board(unit)).tickets.map((t) => t.code)).not.toContain(code);
    // The queue's own audit trail names the cancellation.
    const audit = await sql<{ type: string }>`select type from audit_log
      where module = 'Antrean' and record_id = ${String(visit.queueTicketId)} order by id`.execute(
      db(),
    );
    expect(audit.rows.map((r) => r.type)).toEqual(['ambil', 'batal']);
  });

  it('cancels the ticket of an absent visit (SKIPPED) and of one in treatment (SERVING)', async () => {
    const s = await schedule();
    const step = async (id: number, action: string, counter?: string) => {
      const now = (await detail(id)).registration;
      const res = await act(now, action, counter);
      expect(res.statusCode, res.raw).toBe(200);
    };
    const absent = await register(s);
    await step(absent.id, 'panggil', 'Ruang 1');
    await step(absent.id, 'tidak-hadir');
    const beforeAbsent = await detail(absent.id);
    expect(beforeAbsent.registration).toMatchObject({
      status: 'ABSEN',
      queueTicketStatus: 'SKIPPED',
    });
    expect((await voidIt(beforeAbsent.registration)).statusCode).toBe(200);
    expect((await detail(absent.id)).registration.queueTicketStatus).toBe('CANCELLED');

    const served = await register(s);
    await step(served.id, 'panggil', 'Ruang 1');
    await step(served.id, 'layani');
    const inTreatment = await detail(served.id);
    expect(inTreatment.registration).toMatchObject({
      status: 'ACTION',
      queueTicketStatus: 'SERVING',
    });
    expect((await voidIt(inTreatment.registration)).statusCode).toBe(200);
    expect((await detail(served.id)).registration.queueTicketStatus).toBe('CANCELLED');
  });

  it('leaves a ticket already done as it is (the machine has no move out of DONE)', async () => {
    const visit = await register(await schedule());
    for (const [action, counter] of [['panggil', 'Ruang 2'], ['layani'], ['selesai']] as const) {
      const now = (await detail(visit.id)).registration;
      expect((await act(now, action, counter)).statusCode).toBe(200);
    }
    const ticketId = visit.queueTicketId as number;
    const actor = { userId: null, username: 'uji', address: null };
    const out = await db()
      .transaction()
      .execute((trx) =>
        cancelTicket({ db: trx, actor, clock: { now: () => new Date() } }, { id: ticketId }),
      );
    expect(out).toMatchObject({ cancelled: false, ticket: { status: 'DONE' } });
    // A done visit cannot be voided at all: the registration machine refuses first.
    const done = (await detail(visit.id)).registration;
    expect(done.status).toBe('DONE');
    expect((await voidIt(done)).statusCode).toBe(422);
    expect((await detail(visit.id)).registration.queueTicketStatus).toBe('DONE');
  });
});
