/**
 * Realtime: who may connect, which rooms a socket may join (a unit room needs view on the unit's
 * category menu; a display only the rooms of active units), and that a socket whose session
 * ended, whose user was deactivated or whose level lost the menu stops receiving at once.
 */
import type { AddressInfo } from 'node:net';
import { SESSION_LOCK_MESSAGES } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { SOCKET_PATH } from '../src/platform/realtime';
import {
  API_KEY,
  CHEAP_ARGON2,
  client,
  createTestApp,
  DEMO_PASSWORD,
  DISPLAY_TOKEN,
  onPostgres,
  PASSPHRASE,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let url: string;
let api: ReturnType<typeof client>;
/** The pharmacy (menu `farmasi`) and admissions (no `farmasi`) demo users, and superadmin. */
let farmasi: string;
let admisi: string;
let superadmin: string;
/** The pharmacy unit (category farmasi) and an admissions unit (category admisi). */
let far: number;
let adm: number;
const sockets: Socket[] = [];

function connect(auth: Record<string, string>, base = url): Socket {
  const s = io(base, { path: SOCKET_PATH, auth, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  return s;
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
const refused = (s: Socket) =>
  new Promise<Error & { data?: unknown }>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', (e) => resolve(e));
  });
const disconnected = (s: Socket) =>
  new Promise<string>((resolve) => {
    if (!s.connected) resolve('already');
    s.once('disconnect', (reason) => resolve(reason));
  });
const join = (s: Socket, room: string) =>
  s.emitWithAck('room:join', room) as Promise<{ ok: boolean }>;

async function waitUntil(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function unitId(code: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from q_units where code = ${code}`.execute(
    ctx.handle.db,
  );
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no unit ${code}`);
  return id;
}

/**
 * Proves `quiet` received nothing of `event` in `room`: a probe socket in the same room gets a
 * later event, so the first one was delivered to the room, not just slow.
 */
async function expectNothingReached(quiet: string[], probe: Socket, room: string) {
  const marker = new Promise((r) => probe.once('probe:marker', r));
  ctx.app.realtime.emit(room, 'queue:changed', { unitId: 0, secret: 'setelah keluar' });
  ctx.app.realtime.emit(room, 'probe:marker', { ok: true });
  expect(await marker).toEqual({ ok: true });
  expect(quiet).toEqual([]);
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  farmasi = await api.login('farmasi');
  admisi = await api.login('admisi');
  superadmin = await api.login('superadmin');
  far = await unitId('FAR');
  adm = (
    await sql<{
      id: number;
    }>`select id from q_units where category = 'admisi' order by id limit 1`.execute(ctx.handle.db)
  ).rows[0]?.id as number;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx?.close();
});

describe('realtime', () => {
  it('refuses a socket without a valid token', async () => {
    expect((await refused(connect({}))).message).toBe(
      'Sesi Anda telah berakhir, silakan masuk kembali.',
    );
    expect((await refused(connect({ token: 'x'.repeat(40) }))).message).toMatch(/Sesi Anda/);
    expect((await refused(connect({ displayToken: 'salah' }))).message).toMatch(/Sesi Anda/);
  });

  it("joins a unit room only with view on the unit's category menu; a display only active units", async () => {
    const pharmacist = connect({ token: farmasi });
    const clerk = connect({ token: admisi });
    const display = connect({ displayToken: DISPLAY_TOKEN });
    await Promise.all([connected(pharmacist), connected(clerk), connected(display)]);
    expect(await join(pharmacist, `unit:${far}`)).toEqual({ ok: true });
    expect(await join(clerk, `unit:${far}`)).toEqual({ ok: false });
    expect(await join(clerk, `unit:${adm}`)).toEqual({ ok: true });
    expect(await join(pharmacist, `unit:${adm}`)).toEqual({ ok: false });
    expect(await join(display, `unit:${far}`)).toEqual({ ok: true });
    // Rooms no module defined, the server's own rooms, unknown units, malformed names.
    for (const room of [
      'queue:poli-umum',
      'session:1',
      'terminal:1',
      'unit:999999',
      'unit:abc',
      'bukan ruangan; drop',
    ]) {
      expect(await join(pharmacist, room), room).toEqual({ ok: false });
      expect(await join(display, room), room).toEqual({ ok: false });
    }
    // An inactive unit is on no public board.
    const spare = (
      await sql<{ id: number }>`select id from q_units where id not in (${far}, ${adm})
        order by id desc limit 1`.execute(ctx.handle.db)
    ).rows[0]?.id as number;
    await sql`update q_units set status = 'N' where id = ${spare}`.execute(ctx.handle.db);
    try {
      expect(await join(display, `unit:${spare}`)).toEqual({ ok: false });
    } finally {
      await sql`update q_units set status = 'Y' where id = ${spare}`.execute(ctx.handle.db);
    }

    const got: string[] = [];
    clerk.on('queue:called', () => got.push('clerk'));
    const a = new Promise((r) => pharmacist.once('queue:called', r));
    const b = new Promise((r) => display.once('queue:called', r));
    ctx.app.realtime.emit(`unit:${far}`, 'queue:called', { number: 'F-012' });
    expect(await a).toEqual({ number: 'F-012' });
    expect(await b).toEqual({ number: 'F-012' });
    // A later event to the clerk's room arrives, proving the first one was not just slow.
    const c = new Promise((r) => clerk.once('unit:updated', r));
    ctx.app.realtime.emit(`unit:${adm}`, 'unit:updated', { id: 1 });
    expect(await c).toEqual({ id: 1 });
    expect(got).toEqual([]);
  });

  it('a socket after logout receives nothing and is disconnected, and cannot come back', async () => {
    const token = await api.login('farmasi');
    const s = connect({ token });
    const probe = connect({ token: farmasi });
    await Promise.all([connected(s), connected(probe)]);
    expect(await join(s, `unit:${far}`)).toEqual({ ok: true });
    expect(await join(probe, `unit:${far}`)).toEqual({ ok: true });
    const heard: string[] = [];
    s.on('queue:changed', () => heard.push('after logout'));
    const serverId = s.id ?? '';
    expect(ctx.app.realtime.io.of('/').sockets.has(serverId)).toBe(true);
    const gone = disconnected(s);
    const out = await api.do('Auth', { type: 'logout' }, token);
    expect(out.statusCode).toBe(200);
    // Disconnected by the server before the logout was answered.
    expect(ctx.app.realtime.io.of('/').sockets.has(serverId)).toBe(false);
    expect(await gone).toBe('io server disconnect');
    await expectNothingReached(heard, probe, `unit:${far}`);
    expect((await refused(connect({ token }))).message).toMatch(/Sesi Anda/);
  });

  it('ending a session from another one disconnects its sockets at once', async () => {
    const token = await api.login('farmasi');
    const s = connect({ token });
    await connected(s);
    const row = await sql<{ id: number }>`select id from sessions
      where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`.execute(
      ctx.handle.db,
    );
    const target = row.rows[0];
    expect(target).toBeDefined();
    const gone = disconnected(s);
    const serverId = s.id ?? '';
    expect((await api.do('Sesi', { type: 'end', id: target?.id }, farmasi)).statusCode).toBe(200);
    expect(ctx.app.realtime.io.of('/').sockets.has(serverId)).toBe(false);
    expect(await gone).toBe('io server disconnect');
  });

  it("deactivating a user disconnects the user's sockets", async () => {
    const username = 'uji.soket.nonaktif';
    const add = await api.do(
      'Users',
      { type: 'add', username, name: 'Uji Soket', levelId: 11, password: 'Sandi sementara 1' },
      superadmin,
    );
    expect(add.statusCode, add.raw).toBe(200);
    const id = Number(add.body.data?.record?.id);
    const token = await api.firstLogin(username, 'Sandi sementara 1');
    const s = connect({ token });
    await connected(s);
    expect(await join(s, `unit:${far}`)).toEqual({ ok: true });
    const gone = disconnected(s);
    expect(
      (await api.do('Users', { type: 'status', id, status: 'N' }, superadmin)).statusCode,
    ).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('a level that loses the menu leaves its unit rooms at once', async () => {
    const level = await api.do(
      'UserLevel',
      {
        type: 'add',
        name: 'Uji Soket Farmasi',
        menuRole: [{ menu: 'farmasi', actions: ['view'] }],
      },
      superadmin,
    );
    expect(level.statusCode, level.raw).toBe(200);
    const levelId = Number(level.body.data?.record?.id);
    const username = 'uji.soket.level';
    const add = await api.do(
      'Users',
      { type: 'add', username, name: 'Uji Soket', levelId, password: 'Sandi sementara 2' },
      superadmin,
    );
    expect(add.statusCode, add.raw).toBe(200);
    const token = await api.firstLogin(username, 'Sandi sementara 2');
    const s = connect({ token });
    const probe = connect({ token: farmasi });
    await Promise.all([connected(s), connected(probe)]);
    expect(await join(s, `unit:${far}`)).toEqual({ ok: true });
    expect(await join(probe, `unit:${far}`)).toEqual({ ok: true });
    const heard: string[] = [];
    s.on('queue:changed', () => heard.push('after the change'));
    const changed = await api.do(
      'UserLevel',
      {
        type: 'update',
        id: levelId,
        version: 1,
        name: 'Uji Soket Farmasi',
        menuRole: [{ menu: 'kasir', actions: ['view'] }],
      },
      superadmin,
    );
    expect(changed.statusCode, changed.raw).toBe(200);
    const server = () => ctx.app.realtime.io.of('/').sockets.get(s.id ?? '');
    await waitUntil(() => server()?.rooms.has(`unit:${far}`) === false);
    expect(s.connected).toBe(true);
    await expectNothingReached(heard, probe, `unit:${far}`);
    expect(await join(s, `unit:${far}`)).toEqual({ ok: false });
  });

  it('the beds room: the ward desk joins and hears a bed made ready; a pharmacist may not join', async () => {
    const nurse = connect({ token: await api.login('perawat.jaga') });
    const pharmacist = connect({ token: farmasi });
    const display = connect({ displayToken: DISPLAY_TOKEN });
    await Promise.all([connected(nurse), connected(pharmacist), connected(display)]);
    expect(await join(nurse, 'bangsal:all')).toEqual({ ok: true });
    expect(await join(display, 'bangsal:all')).toEqual({ ok: true });
    expect(await join(pharmacist, 'bangsal:all')).toEqual({ ok: false });
    expect(await join(nurse, 'bangsal:1')).toEqual({ ok: false });
    const heard: unknown[] = [];
    nurse.on('beds:changed', (event) => heard.push(event));
    const cleaning = (
      await sql<{ bedId: number }>`select bed_id as "bedId" from bed_occupancy
        where kind = 'CLEANING' and to_at is null order by bed_id limit 1`.execute(ctx.handle.db)
    ).rows[0];
    expect(cleaning).toBeDefined();
    const ready = await api.do(
      'PasienBangsal',
      { type: 'ready', bedId: cleaning?.bedId },
      superadmin,
    );
    expect(ready.statusCode, ready.raw).toBe(200);
    await waitUntil(() => heard.length > 0);
    expect(heard).toEqual([{ type: 'ready' }]);
  });

  it('a locked session opens no socket; its open sockets hear the lock and the unlock', async () => {
    const token = await api.login('farmasi');
    const s = connect({ token });
    await connected(s);
    const locked = new Promise((r) => s.once('session:locked', r));
    expect((await api.do('Auth', { type: 'lock' }, token)).statusCode).toBe(200);
    expect(await locked).toEqual({});
    const refusal = await refused(connect({ token }));
    expect(refusal.message).toBe(SESSION_LOCK_MESSAGES.locked);
    expect(refusal.data).toEqual({ locked: true });
    expect(await join(s, `unit:${far}`)).toEqual({ ok: false });
    const unlocked = new Promise((r) => s.once('session:unlocked', r));
    expect(
      (await api.do('Auth', { type: 'unlock', password: DEMO_PASSWORD }, token)).statusCode,
    ).toBe(200);
    expect(await unlocked).toEqual({});
    const again = connect({ token });
    await connected(again);
    expect(await join(again, `unit:${far}`)).toEqual({ ok: true });
  });

  // Only meaningful with PostgreSQL (PGlite has no adapter), so only defined there.
  if (onPostgres)
    it('crosses API nodes through the PostgreSQL adapter', async () => {
      const schema = (ctx.handle as unknown as { schema: string }).schema;
      const second = await buildApp(
        defaultConfig({
          database: {
            kind: 'postgres',
            url: process.env.TEST_DATABASE_URL ?? '',
            schema,
            poolSize: 3,
          },
          apiKey: API_KEY,
          passphrase: PASSPHRASE,
          displayToken: DISPLAY_TOKEN,
          argon2: CHEAP_ARGON2,
        }),
      );
      try {
        await second.listen({ port: 0, host: '127.0.0.1' });
        const otherUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
        const s = connect({ token: farmasi }, otherUrl);
        await connected(s);
        expect(await join(s, `unit:${far}`)).toEqual({ ok: true });
        const received = new Promise((r) => s.once('queue:called', r));
        // emitted on the first node, received by a socket of the second node
        ctx.app.realtime.emit(`unit:${far}`, 'queue:called', { number: 'F-001' });
        expect(await received).toEqual({ number: 'F-001' });
        // A logout on the first node disconnects the second node's socket of that session.
        const token = await api.login('farmasi');
        const t = connect({ token }, otherUrl);
        await connected(t);
        const gone = disconnected(t);
        expect((await api.do('Auth', { type: 'logout' }, token)).statusCode).toBe(200);
        expect(await gone).toBe('io server disconnect');
        s.disconnect();
      } finally {
        await second.close();
      }
    });
});
