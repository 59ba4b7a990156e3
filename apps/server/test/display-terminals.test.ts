import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SOCKET_PATH } from '../src/platform/realtime';
import { client, createTestApp, DISPLAY_TOKEN, type TestContext } from './helpers';

/**
 * Display tokens per terminal, revocable: `/display/*` and display sockets take the token of an
 * active terminal; the configured token is the bootstrap terminal; revoking ends the sockets. And
 * a check-in by BPJS card number needs a second fact.
 */
let ctx: TestContext;
let api: ReturnType<typeof client>;
let url: string;
let admin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('admin'); // static-settings view, add, edit, status
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx?.close();
});

function display(screen: string, body: Record<string, unknown>, token = DISPLAY_TOKEN) {
  return api.raw({
    method: 'POST',
    url: `/api/bo/display/${screen}`,
    headers: { 'x-display-token': token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

function connect(displayToken: string): Socket {
  const s = io(url, {
    path: SOCKET_PATH,
    auth: { displayToken },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(s);
  return s;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
const refused = (s: Socket) =>
  new Promise<string>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', (e) => resolve(e.message));
  });
const disconnected = (s: Socket) =>
  new Promise<string>((resolve) => {
    if (s.disconnected) resolve('already');
    s.once('disconnect', (reason) => resolve(reason));
  });

interface Terminal {
  id: number;
  name: string;
  active: 'Y' | 'N';
  bootstrap: boolean;
  lastSeenAt: string | null;
}

async function addTerminal(name: string) {
  const res = await api.do('TerminalLayar', { type: 'add', name }, admin);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as { terminal: Terminal; token: string };
}
async function terminals(): Promise<Terminal[]> {
  const res = await api.get('/get/TerminalLayar', admin);
  expect(res.statusCode).toBe(200);
  return (res.body.data as unknown as { list: Terminal[] }).list;
}

describe('display terminals', () => {
  it('gives each terminal its own token, shown once and stored hashed', async () => {
    const { terminal, token } = await addTerminal('Anjungan Lobi Utama');
    expect(terminal).toMatchObject({ name: 'Anjungan Lobi Utama', active: 'Y', bootstrap: false });
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect((await display('poli', {}, token)).statusCode).toBe(200);
    const listed = await api.get('/get/TerminalLayar', admin);
    expect(listed.raw).not.toContain(token);
    const stored = await sql<{ token_hash: string }>`select token_hash from display_terminals
      where id = ${terminal.id}`.execute(ctx.handle.db);
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await sql<{ row: string }>`select (a.*)::text as row from audit_log a`.execute(
      ctx.handle.db,
    );
    expect(audit.rows.map((r) => r.row).join('\n')).not.toContain(token);
    const seen = (await terminals()).find((t) => t.id === terminal.id);
    expect(seen?.lastSeenAt).not.toBeNull();
  });

  it('keeps the configured token working as the bootstrap terminal', async () => {
    expect((await display('poli', {})).statusCode).toBe(200);
    const bootstrap = (await terminals()).filter((t) => t.bootstrap);
    expect(bootstrap).toHaveLength(1);
    expect(bootstrap[0]).toMatchObject({ name: 'Terminal bawaan (BO_DISPLAY_TOKEN)', active: 'Y' });
    const wrong = await display('poli', {}, 'token-yang-salah-sekali');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.message).toBe('Token layar tidak valid.');
  });

  it('revokes one terminal at once: its calls, its sockets, its reconnection; the others go on', async () => {
    const a = await addTerminal('Papan Poli A');
    const b = await addTerminal('Papan Poli B');
    const sa = connect(a.token);
    const sb = connect(b.token);
    await Promise.all([connected(sa), connected(sb)]);
    const gone = disconnected(sa);
    const res = await api.do('TerminalLayar', { type: 'revoke', id: a.terminal.id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body.data?.terminal).toMatchObject({ active: 'N' });
    expect(await gone).toBe('io server disconnect');
    expect(sb.connected).toBe(true);
    expect(await refused(connect(a.token))).toMatch(/Sesi Anda/);
    expect((await display('poli', {}, a.token)).statusCode).toBe(401);
    expect((await display('poli', {}, b.token)).statusCode).toBe(200);
    const again = await api.do('TerminalLayar', { type: 'revoke', id: a.terminal.id }, admin);
    expect(again.statusCode).toBe(422);
    expect(again.body.message).toBe('Terminal ini sudah dicabut.');
  });

  it('revokes the bootstrap token too, and it stays revoked after a restart', async () => {
    const bootstrap = (await terminals()).find((t) => t.bootstrap);
    const res = await api.do('TerminalLayar', { type: 'revoke', id: bootstrap?.id }, admin);
    expect(res.statusCode).toBe(200);
    expect((await display('poli', {})).statusCode).toBe(401);
    const restarted = await buildApp(ctx.config);
    try {
      const r = await restarted.inject({
        method: 'POST',
        url: '/api/bo/display/poli',
        headers: { 'x-display-token': DISPLAY_TOKEN, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(r.statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });

  it('is managed under static-settings only', async () => {
    const perawat = await api.login('perawat');
    expect((await api.get('/get/TerminalLayar', perawat)).statusCode).toBe(403);
    expect((await api.do('TerminalLayar', { type: 'add', name: 'Liar' }, perawat)).statusCode).toBe(
      403,
    );
  });
});

describe('check-in by BPJS card number', () => {
  it('needs the booking code or the birth date besides the card number', async () => {
    const { token } = await addTerminal('Anjungan Check-in');
    const superadmin = await api.login('superadmin');
    const p = await sql<{ bpjs_no: string; birth_date: string; name: string }>`select bpjs_no,
      to_char(birth_date, 'YYYY-MM-DD') as birth_date, name from patients
      where bpjs_no is not null order by id limit 1`.execute(ctx.handle.db);
    const patient = p.rows[0];
    if (!patient) throw new Error('no patient with a BPJS card');
    const unit = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(
      ctx.handle.db,
    );
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const booking = async () => {
      const made = await api.do(
        'Reservasi',
        {
          type: 'add',
          unitId: unit.rows[0]?.id,
          visitDate: today,
          patientName: patient.name,
          bpjsNo: patient.bpjs_no,
          payer: 'JKN',
        },
        superadmin,
      );
      expect(made.statusCode, made.raw).toBe(200);
      return made.body.data?.reservation as unknown as { bookingCode: string };
    };
    const first = await booking();

    const alone = await display('check-in', { bpjsNo: patient.bpjs_no }, token);
    expect(alone.statusCode).toBe(422);
    expect(alone.body.errors).toEqual({
      birthDate: [
        'Masukkan tanggal lahir pasien atau kode booking untuk check-in dengan No. Kartu BPJS.',
      ],
    });
    const wrongDay = await display(
      'check-in',
      { bpjsNo: patient.bpjs_no, birthDate: '1901-01-01' },
      token,
    );
    expect(wrongDay.statusCode).toBe(404);
    expect(wrongDay.body.message).toBe(
      'Reservasi hari ini dengan No. Kartu BPJS dan tanggal lahir tersebut tidak ditemukan.',
    );
    const other = await display(
      'check-in',
      { bpjsNo: '0009999999999', bookingCode: first.bookingCode },
      token,
    );
    expect(other.statusCode).toBe(404);
    const ok = await display(
      'check-in',
      { bpjsNo: patient.bpjs_no, birthDate: patient.birth_date },
      token,
    );
    expect(ok.statusCode, ok.raw).toBe(200);
    const second = await booking();
    const withCode = await display(
      'check-in',
      { bpjsNo: patient.bpjs_no, bookingCode: second.bookingCode },
      token,
    );
    expect(withCode.statusCode, withCode.raw).toBe(200);
  });
});
