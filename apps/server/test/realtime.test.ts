import type { AddressInfo } from 'node:net';
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
  DISPLAY_TOKEN,
  onPostgres,
  PASSPHRASE,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let url: string;
let token: string;
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
  new Promise<string>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', (e) => resolve(e.message));
  });
const join = (s: Socket, room: string) =>
  s.emitWithAck('room:join', room) as Promise<{ ok: boolean }>;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await client(ctx).login('perawat');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx?.close();
});

describe('realtime', () => {
  it('refuses a socket without a valid token', async () => {
    expect(await refused(connect({}))).toBe('Sesi Anda telah berakhir, silakan masuk kembali.');
    expect(await refused(connect({ token: 'x'.repeat(40) }))).toMatch(/Sesi Anda/);
    expect(await refused(connect({ displayToken: 'salah' }))).toMatch(/Sesi Anda/);
  });

  it('delivers room events to user and display sockets in that room only', async () => {
    const user = connect({ token });
    const display = connect({ displayToken: DISPLAY_TOKEN });
    const other = connect({ token });
    await Promise.all([connected(user), connected(display), connected(other)]);
    expect(await join(user, 'queue:poli-umum')).toEqual({ ok: true });
    expect(await join(display, 'queue:poli-umum')).toEqual({ ok: true });
    expect(await join(other, 'unit:farmasi')).toEqual({ ok: true });
    expect(await join(other, 'bukan ruangan; drop')).toEqual({ ok: false });
    const got: string[] = [];
    other.on('queue:called', () => got.push('other'));
    const a = new Promise((r) => user.once('queue:called', r));
    const b = new Promise((r) => display.once('queue:called', r));
    ctx.app.realtime.emit('queue:poli-umum', 'queue:called', { number: 'A-012' });
    expect(await a).toEqual({ number: 'A-012' });
    expect(await b).toEqual({ number: 'A-012' });
    // a later event to the other room arrives, proving the first one was not just slow
    const c = new Promise((r) => other.once('unit:updated', r));
    ctx.app.realtime.emit('unit:farmasi', 'unit:updated', { id: 1 });
    expect(await c).toEqual({ id: 1 });
    expect(got).toEqual([]);
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
        const s = connect({ token }, otherUrl);
        await connected(s);
        await join(s, 'queue:lab');
        const received = new Promise((r) => s.once('queue:called', r));
        // emitted on the first node, received by a socket of the second node
        ctx.app.realtime.emit('queue:lab', 'queue:called', { number: 'L-001' });
        expect(await received).toEqual({ number: 'L-001' });
        s.disconnect();
      } finally {
        await second.close();
      }
    });
});
