import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBoClient } from '../src/client';
import { createRealtime, createRealtimeForClient, type RealtimeState } from '../src/realtime';
import { createMemorySessionStorage, readStoredLock, storeSession } from '../src/session';

interface Running {
  http: HttpServer;
  sockets: Set<Socket>;
  io: Server;
  port: number;
  seenAuth: unknown[];
}

const running: Running[] = [];
const closers: Array<() => void> = [];

async function startSocketServer(port = 0): Promise<Running> {
  const http = createServer();
  const sockets = new Set<Socket>();
  http.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const io = new Server(http, { path: '/api/bo/socket.io' });
  const seenAuth: unknown[] = [];
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: string; displayToken?: string };
    seenAuth.push(auth);
    if (auth.token === 'tok-rt' || auth.displayToken === 'layar-rt') next();
    else next(new Error('Sesi tidak valid'));
  });
  io.on('connection', (socket) => {
    socket.on('room:join', (room: string, ack: (answer: { ok: boolean }) => void) => {
      const ok = room.startsWith('unit:');
      if (ok) socket.join(room);
      ack({ ok });
    });
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const server = { http, sockets, io, port: (http.address() as AddressInfo).port, seenAuth };
  running.push(server);
  return server;
}

/** A crash: the TCP connections die without a goodbye. */
async function crash(server: Running): Promise<void> {
  for (const socket of server.sockets) socket.destroy();
  await stop(server);
}

async function stop(server: Running): Promise<void> {
  server.io.disconnectSockets(true);
  await new Promise<void>((resolve) => server.io.close(() => resolve()));
  running.splice(running.indexOf(server), 1);
}

function waitForState(
  connection: { getState(): RealtimeState; subscribe(l: (s: RealtimeState) => void): () => void },
  wanted: RealtimeState,
): Promise<void> {
  if (connection.getState() === wanted) return Promise.resolve();
  return new Promise((resolve) => {
    const off = connection.subscribe((state) => {
      if (state === wanted) {
        off();
        resolve();
      }
    });
  });
}

afterEach(async () => {
  for (const close of closers.splice(0)) close();
  for (const server of [...running]) await stop(server);
});

describe('realtime', () => {
  it('connects on the BO socket path with the user token and receives events', async () => {
    const server = await startSocketServer();
    const storage = createMemorySessionStorage();
    const client = createBoClient({
      apiBase: `http://127.0.0.1:${server.port}`,
      apiKey: 'k',
      passphrase: 'p',
      storage,
      envelopeEngine: 'cryptojs',
    });
    storeSession(storage, {
      token: 'tok-rt',
      isRemember: 'N',
      user: { id: 1, levelId: 1, canManageAll: 'Y', menuRole: [] },
    });
    const connection = createRealtimeForClient(client);
    closers.push(() => connection.close());
    expect(connection.getState()).toBe('stale');
    await waitForState(connection, 'connected');
    expect(server.seenAuth).toEqual([{ token: 'tok-rt' }]);
    await expect(connection.join('unit:poli-anak')).resolves.toBe(true);
    await expect(connection.join('bukan-ruang')).resolves.toBe(false);
    const received = new Promise<unknown>((resolve) => {
      connection.on('queue:called', resolve);
    });
    server.io.to('unit:poli-anak').emit('queue:called', { nomor: 'A-012', loket: 2 });
    await expect(received).resolves.toEqual({ nomor: 'A-012', loket: 2 });
  });

  it('uses the display token for displays', async () => {
    const server = await startSocketServer();
    const client = createBoClient({
      apiBase: `http://127.0.0.1:${server.port}`,
      apiKey: 'k',
      passphrase: 'p',
      displayToken: 'layar-rt',
      storage: createMemorySessionStorage(),
      envelopeEngine: 'cryptojs',
    });
    const connection = createRealtimeForClient(client, { display: true });
    closers.push(() => connection.close());
    await waitForState(connection, 'connected');
    expect(server.seenAuth).toEqual([{ displayToken: 'layar-rt' }]);
  });

  it.each([
    ['crashes', crash],
    ['shuts down gracefully', stop],
  ] as const)('goes stale when the server %s, and reconnects when it is back', async (_, down) => {
    const first = await startSocketServer();
    const port = first.port;
    const connection = createRealtime({
      apiBase: `http://127.0.0.1:${port}`,
      token: () => 'tok-rt',
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
    });
    closers.push(() => connection.close());
    const states: RealtimeState[] = [];
    connection.subscribe((state) => states.push(state));
    await waitForState(connection, 'connected');
    await connection.join('unit:farmasi');
    await down(first);
    await waitForState(connection, 'stale');
    const second = await startSocketServer(port);
    await waitForState(connection, 'connected');
    expect(states).toEqual(['connected', 'stale', 'connected']);
    expect(second.seenAuth.at(-1)).toEqual({ token: 'tok-rt' });
    // The room is joined again after the reconnection.
    const received = new Promise<unknown>((resolve) => {
      connection.on('queue:called', resolve);
    });
    await vi.waitFor(() => expect(second.io.sockets.adapter.rooms.has('unit:farmasi')).toBe(true));
    second.io.to('unit:farmasi').emit('queue:called', { nomor: 'F-003' });
    await expect(received).resolves.toEqual({ nomor: 'F-003' });
  });

  it('stays stale when the server refuses the token', async () => {
    const server = await startSocketServer();
    const connection = createRealtime({
      apiBase: `http://127.0.0.1:${server.port}`,
      token: () => 'salah',
    });
    closers.push(() => connection.close());
    await new Promise<void>((resolve) => connection.socket.once('connect_error', () => resolve()));
    expect(connection.getState()).toBe('stale');
    expect(connection.socket.connected).toBe(false);
  });
});

describe('a locked session', () => {
  it('reports the lock heard on the socket, and connects again once unlocked', async () => {
    const server = await startSocketServer();
    // This server refuses the token while "locked", as the BO server does (`data.locked`).
    let locked = false;
    server.io.use((_socket, next) => {
      if (!locked) {
        next();
        return;
      }
      next(Object.assign(new Error('Sesi terkunci'), { data: { locked: true } }));
    });
    const storage = createMemorySessionStorage();
    const client = createBoClient({
      apiBase: `http://127.0.0.1:${server.port}`,
      apiKey: 'k',
      passphrase: 'p',
      storage,
      envelopeEngine: 'cryptojs',
    });
    storeSession(storage, {
      token: 'tok-rt',
      isRemember: 'N',
      user: { id: 1, levelId: 1, canManageAll: 'Y', menuRole: [] },
    });
    const signals: string[] = [];
    const off = client.onSessionSignal((s) => signals.push(s.kind));
    closers.push(off);
    const connection = createRealtimeForClient(client, { reconnectionDelay: 50 });
    closers.push(() => connection.close());
    await waitForState(connection, 'connected');

    // Another tab locked the session: this socket hears it; every tab learns it from storage.
    locked = true;
    server.io.emit('session:locked', {});
    await vi.waitFor(() => expect(signals).toEqual(['locked']));
    expect(readStoredLock(storage)).toEqual({});

    // Dropped and refused while locked: the refusal says so, and the socket waits.
    server.io.disconnectSockets(true);
    await waitForState(connection, 'stale');
    await vi.waitFor(() => expect(signals).toEqual(['locked', 'locked']));
    await new Promise((r) => setTimeout(r, 200));
    expect(connection.socket.connected).toBe(false);

    // The unlock (this tab's own call, or heard from another tab) connects it again.
    locked = false;
    client.signalSession({ kind: 'unlocked' });
    await waitForState(connection, 'connected');
    expect(readStoredLock(storage)).toBeUndefined();
  });
});
