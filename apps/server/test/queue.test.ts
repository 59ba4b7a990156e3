import type { AddressInfo } from 'node:net';
import type { QueueEvent } from '@simrs/domain/queue';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName, wibDay } from '../src/modules/antrean/mask';
import { callNext, checkIn, createReservation, takeTicket } from '../src/modules/antrean/service';
import { SOCKET_PATH } from '../src/platform/realtime';
import { client, createTestApp, DISPLAY_TOKEN, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let url: string;
const sockets: Socket[] = [];

const actor = { userId: null, username: 'uji', address: null };
const fixed = (iso: string) => ({ now: () => new Date(iso) });

async function unitId(code: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from q_units where code = ${code}`.execute(
    ctx.handle.db,
  );
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no unit ${code}`);
  return id;
}

interface TicketBody {
  id: number;
  code: string;
  status: string;
  callStatus: string | null;
  unitId: number;
  patientName: string | null;
}

function ticketOf(res: { body: { data?: Record<string, unknown> } }, key = 'ticket'): TicketBody {
  const t = res.body.data?.[key];
  if (!t || typeof t !== 'object') throw new Error(`no ${key} in the answer`);
  return t as TicketBody;
}

function display(screen: string, body: Record<string, unknown>, token = DISPLAY_TOKEN) {
  return api.raw({
    method: 'POST',
    url: `/api/bo/display/${screen}`,
    headers: { 'x-display-token': token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx?.close();
});

describe('queue masters are generic resources', () => {
  it('lists the seeded units with their group label and filters by category', async () => {
    const res = await api.get('/get/UnitTujuan', admin, { category: 'poli', shown: '30' });
    expect(res.statusCode).toBe(200);
    const list = res.body.data?.list ?? [];
    expect(list.length).toBe(5);
    expect(list.every((u) => u.category === 'poli' && u.groupIdLabel === 'Poliklinik')).toBe(true);
  });

  it("refuses a schedule whose end is not after its start with the spec's message", async () => {
    const res = await api.do(
      'JadwalDokter',
      {
        type: 'add',
        unitId: await unitId('P-UMUM'),
        doctorName: 'dr. Uji',
        weekday: '2',
        slot: 'PAGI',
        startTime: '10:00',
        endTime: '09:00',
        quota: 10,
      },
      admin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.endTime).toEqual(['Jam Selesai harus lebih besar dari Jam Mulai']);
  });

  it('refuses a schedule outside its consultation slot', async () => {
    const res = await api.do(
      'JadwalDokter',
      {
        type: 'add',
        unitId: await unitId('P-UMUM'),
        doctorName: 'dr. Uji',
        weekday: '2',
        slot: 'SORE',
        startTime: '10:00',
        endTime: '15:00',
        quota: 10,
      },
      admin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.startTime).toEqual(['Jam praktik harus berada di dalam jam sesi.']);
  });
});

describe('tickets', () => {
  it('numbers tickets per unit per day with the unit prefix', async () => {
    const adm = await unitId('ADM-1');
    const far = await unitId('FAR');
    const day1 = { db: ctx.handle.db, actor, clock: fixed('2031-03-03T01:00:00Z') };
    const day2 = { db: ctx.handle.db, actor, clock: fixed('2031-03-04T01:00:00Z') };
    const a1 = await takeTicket(day1, { unitId: adm, source: 'kiosk' });
    const a2 = await takeTicket(day1, { unitId: adm, source: 'staff' });
    const f1 = await takeTicket(day1, { unitId: far, source: 'kiosk' });
    const b1 = await takeTicket(day2, { unitId: adm, source: 'kiosk' });
    expect([a1.ticket.code, a2.ticket.code, f1.ticket.code, b1.ticket.code]).toEqual([
      'A001',
      'A002',
      'F001',
      'A001',
    ]);
    expect(a2.waitingAhead).toBe(1);
    expect(b1.ticket.day).toBe('2031-03-04');
  });

  it('uses the WIB day: 23:30 WIB is still the same day, 00:30 WIB the next', () => {
    expect(wibDay(new Date('2031-03-03T16:30:00Z'))).toBe('2031-03-03');
    expect(wibDay(new Date('2031-03-03T17:30:00Z'))).toBe('2031-03-04');
  });

  it('refuses tickets on a holiday', async () => {
    const res = await takeTicket(
      { db: ctx.handle.db, actor, clock: fixed('2026-12-25T02:00:00Z') },
      { unitId: await unitId('ADM-1'), source: 'kiosk' },
    ).catch((e: Error) => e);
    expect(res).toBeInstanceOf(Error);
    expect((res as Error).message).toBe(
      'Hari ini libur (Hari Raya Natal): antrean tidak dilayani.',
    );
  });

  it('masks names on public boards', () => {
    expect(maskName('Budi Santoso')).toBe('Bu** Sa*****');
    expect(maskName('Ni Made A')).toBe('N* Ma** A');
    expect(maskName(null)).toBeNull();
  });

  it('never hands the same ticket to two counters calling at once', async () => {
    const lab = await unitId('LAB');
    const c = { db: ctx.handle.db, actor, clock: fixed('2031-05-05T02:00:00Z') };
    for (let i = 0; i < 6; i += 1) await takeTicket(c, { unitId: lab, source: 'kiosk' });
    const calls = await Promise.all(
      Array.from({ length: 8 }, (_, i) => callNext(c, { unitId: lab, counter: `Loket ${i + 1}` })),
    );
    const got = calls.filter((t) => t !== null).map((t) => t.code);
    expect(got).toHaveLength(6);
    expect(new Set(got).size).toBe(6);
    expect(calls.filter((t) => t === null)).toHaveLength(2);
    const rows = await sql<{ n: number }>`select count(distinct counter)::int as n from q_tickets
      where unit_id = ${lab} and day = '2031-05-05' and status = 'CALLED'`.execute(ctx.handle.db);
    expect(rows.rows[0]?.n).toBe(6);
  });

  it('concurrent API calls from several counters get different tickets', async () => {
    const rad = await unitId('RAD');
    for (let i = 0; i < 4; i += 1) {
      expect((await api.do('Antrean', { type: 'ambil', unitId: rad }, admin)).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        api.do('Antrean', { type: 'panggil', unitId: rad, counter: `Ruang ${n}` }, admin),
      ),
    );
    const codes = answers.map((a) => (a.body.data?.ticket as { code: string } | null)?.code);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(codes).size).toBe(4);
    expect(codes.every((c) => typeof c === 'string' && c.startsWith('X'))).toBe(true);
  });
});

describe('call flow over the API with broadcasts', () => {
  it('broadcasts a kiosk ticket and its call to the unit room', async () => {
    const far = await unitId('FAR');
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
    expect(await s.emitWithAck('room:join', `unit:${far}`)).toEqual({ ok: true });
    const changed: QueueEvent[] = [];
    const called: QueueEvent[] = [];
    s.on('queue:changed', (e: QueueEvent) => changed.push(e));
    s.on('queue:called', (e: QueueEvent) => called.push(e));

    const taken = await display('ambil-tiket', { unitId: far });
    expect(taken.statusCode).toBe(200);
    const code = ticketOf(taken).code;
    const call = await api.do(
      'Antrean',
      { type: 'panggil', unitId: far, counter: 'Loket 2' },
      admin,
    );
    expect(call.statusCode).toBe(200);
    const ticket = ticketOf(call);
    expect(ticket.code).toBe(code);
    expect(ticket.callStatus).toBe('B');
    // Delivered as soon as the call commits (the bench measures the latency).
    await expect.poll(() => called.length, { timeout: 5000, interval: 10 }).toBe(1);
    expect(called[0]?.ticket).toMatchObject({ code, counter: 'Loket 2', status: 'CALLED' });
    expect(changed.map((e) => e.action)).toEqual(['ambil', 'panggil']);

    // present, then serve and finish; absent on another ticket
    const present = await api.do('Antrean', { type: 'hadir', id: ticket.id }, admin);
    expect(ticketOf(present).callStatus).toBe('Y');
    const done = await api.do('Antrean', { type: 'selesai', id: ticket.id }, admin);
    expect(ticketOf(done).status).toBe('DONE');
    const again = await api.do('Antrean', { type: 'hadir', id: ticket.id }, admin);
    expect(again.statusCode).toBe(422);
    expect(again.body.message).toBe('Hanya nomor yang sedang dipanggil yang dapat ditandai hadir.');
  });

  it('records call status N on absence and allows a recall', async () => {
    const info = await unitId('INFO');
    await api.do('Antrean', { type: 'ambil', unitId: info, patientName: 'Siti Aminah' }, admin);
    const call = await api.do(
      'Antrean',
      { type: 'panggil', unitId: info, counter: 'Meja 1' },
      admin,
    );
    const id = ticketOf(call).id;
    const absent = await api.do('Antrean', { type: 'tidak-hadir', id }, admin);
    expect(absent.body.data?.ticket).toMatchObject({ status: 'SKIPPED', callStatus: 'N' });
    const recall = await api.do('Antrean', { type: 'panggil-ulang', id }, admin);
    expect(recall.body.data?.ticket).toMatchObject({
      status: 'CALLED',
      callStatus: 'B',
      callCount: 2,
    });
    const board = await display('antrean', { unitIds: [info] });
    const tickets = board.body.data?.tickets as { patientName: string; code: string }[];
    expect(tickets.find((t) => t.code === 'I001')?.patientName).toBe('Si** Am****');
    expect(board.raw).not.toContain('Siti');
  });

  it('refuses staff without the unit menu, and display calls without the display token', async () => {
    const farmasi = await api.login('farmasi');
    const adm = await unitId('ADM-1');
    const denied = await api.do('Antrean', { type: 'panggil', unitId: adm, counter: 'X' }, farmasi);
    expect(denied.statusCode).toBe(403);
    expect(denied.body.message).toBe(
      'Anda tidak memiliki akses untuk mengubah data pada menu admisi-antrean.',
    );
    expect((await display('antrean', {}, 'salah')).statusCode).toBe(401);
  });
});

describe('reservations, check-in and BPJS task ids', () => {
  it('checks a returning patient in by booking code, then walks the task ids 3-4-5-6-7', async () => {
    const poli = await unitId('P-UMUM');
    const far = await unitId('FAR');
    const today = wibDay(new Date());
    const made = await api.do(
      'Reservasi',
      {
        type: 'add',
        unitId: poli,
        visitDate: today,
        patientName: 'Agus Salim',
        bpjsNo: '0001234567890',
        payer: 'JKN',
      },
      admin,
    );
    expect(made.statusCode).toBe(200);
    const reservation = made.body.data?.reservation as { id: number; bookingCode: string };
    expect(reservation.bookingCode).toMatch(/^RS[A-Z2-9]{8}$/);

    const wrong = await display('check-in', { bookingCode: 'RSXXXXXXXX' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body.message).toBe('Kode booking tidak ditemukan.');

    const checked = await display('check-in', {
      bookingCode: reservation.bookingCode.toLowerCase(),
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.body.data?.reservation).toMatchObject({ patientName: 'Ag** Sa***' });
    const ticket = ticketOf(checked);
    expect(ticket.unitId).toBe(poli);
    expect(ticket.code.startsWith('PU')).toBe(true);
    const twice = await display('check-in', { bookingCode: reservation.bookingCode });
    expect(twice.body.message).toBe('Kode booking ini sudah check-in.');

    const call = await api.do(
      'Antrean',
      { type: 'panggil', unitId: poli, counter: 'Ruang 1' },
      admin,
    );
    const id = ticketOf(call).id;
    const moved = await api.do('Antrean', { type: 'transfer', id, toUnitId: far }, admin);
    expect(moved.statusCode).toBe(200);
    const farTicket = ticketOf(moved, 'to');
    expect(farTicket.code.startsWith('F')).toBe(true);
    expect(farTicket.patientName).toBe('Agus Salim');
    await api.do(
      'Antrean',
      { type: 'panggil', unitId: far, counter: 'Loket 1', ticketId: farTicket.id },
      admin,
    );
    await api.do('Antrean', { type: 'selesai', id: farTicket.id }, admin);

    const tasks = await api.get('/get/TaskIdHarian', admin, { date: today });
    const row = (
      (tasks.body.data?.list ?? []) as { bookingCode: string; tasks: Record<string, string> }[]
    ).find((r) => r.bookingCode === reservation.bookingCode);
    expect(Object.keys(row?.tasks ?? {}).sort()).toEqual(['3', '4', '5', '6', '7']);
    const times = ['3', '4', '5', '6', '7'].map((k) => Date.parse(row?.tasks[k] ?? ''));
    expect(times.every((t, i) => i === 0 || t > (times[i - 1] ?? 0))).toBe(true);
  });

  it('sends a new patient to admission first (task 1, then 2 when called)', async () => {
    const poli = await unitId('P-ANAK');
    const c = { db: ctx.handle.db, actor, clock: fixed('2031-06-02T01:00:00Z') };
    const r = await createReservation(
      { ...c, clock: fixed('2031-06-01T01:00:00Z') },
      {
        unitId: poli,
        scheduleId: null,
        visitDate: '2031-06-02',
        patientName: 'Bayu Putra',
        rmNo: null,
        nik: null,
        bpjsNo: null,
        payer: 'NON JKN',
        newPatient: 'Y',
      },
    );
    const out = await checkIn(c, { bookingCode: r.bookingCode });
    expect(out.unit.category).toBe('admisi');
    const called = await callNext(c, { unitId: out.unit.id, counter: 'Loket 1' });
    expect(called?.id).toBe(out.ticket.id);
    const tasks = await sql<{ task_id: number }>`select task_id from q_task_times
      where reservation_id = ${r.id} order by at`.execute(ctx.handle.db);
    expect(tasks.rows.map((t) => t.task_id)).toEqual([1, 2]);
  });

  it('refuses a booking for another day at the kiosk', async () => {
    const poli = await unitId('P-GIGI');
    const r = await createReservation(
      { db: ctx.handle.db, actor, clock: fixed('2031-06-01T01:00:00Z') },
      {
        unitId: poli,
        scheduleId: null,
        visitDate: '2031-06-10',
        patientName: 'Dewi Anggraini',
        rmNo: null,
        nik: null,
        bpjsNo: null,
        payer: 'NON JKN',
        newPatient: 'N',
      },
    );
    const res = await display('check-in', { bookingCode: r.bookingCode });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Kode booking ini untuk tanggal 2031-06-10, bukan hari ini.');
  });
});
