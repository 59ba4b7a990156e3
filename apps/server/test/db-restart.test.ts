/**
 * Surviving a restart of PostgreSQL (its own cluster: the shared one keeps serving the other
 * files): requests while it is away are answered 503 with the Indonesian message (never 500,
 * never held past a timeout), the server answers again within seconds of its return, nothing
 * acknowledged is lost, and realtime (the socket.io adapter's LISTEN) and the session cache's
 * LISTEN come back by themselves. Before this, the first restart ended the process with an
 * unheard 'error' of a pooled client.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/index';
import { DATABASE_UNAVAILABLE } from '../src/db/unavailable';
import { SOCKET_PATH } from '../src/platform/realtime';
import { seedIfEmpty } from '../src/seed/index';
import { API_KEY, AUDIT_KEY, CHEAP_ARGON2, DISPLAY_TOKEN, onPostgres, PASSPHRASE } from './helpers';
import { postgresBin, startTestCluster, type TestCluster } from './pg-cluster';

const enabled = onPostgres && postgresBin() !== null;
/** No request may be held longer than this, database or not. */
const REQUEST_TIMEOUT_MS = 8000;

let cluster: TestCluster;
let handle: DatabaseHandle;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
let urlA: string;
let urlB: string;
let unit: number;
const sockets: Socket[] = [];

const config = (database: Parameters<typeof defaultConfig>[0]['database']) =>
  defaultConfig({
    database,
    apiKey: API_KEY,
    passphrase: PASSPHRASE,
    displayToken: DISPLAY_TOKEN,
    argon2: CHEAP_ARGON2,
    // The writers below take thousands of tickets a minute from one address.
    rateLimits: { displayTicket: 1_000_000 },
  });

type Outcome =
  | { status: number; body: { status?: string; message?: string; data?: unknown } }
  | { status: 'timeout' | 'refused'; body: null };

/** A kiosk taking a ticket, over real HTTP, with a deadline. */
async function takeTicket(base: string): Promise<Outcome> {
  try {
    const res = await fetch(`${base}/api/bo/display/ambil-tiket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-display-token': DISPLAY_TOKEN },
      body: JSON.stringify({ unitId: unit }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: res.status, body: (await res.json()) as Outcome['body'] & object };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { status: name === 'TimeoutError' ? 'timeout' : 'refused', body: null };
  }
}

const ticketId = (o: Outcome): number | null => {
  const data = o.body?.data as { ticket?: { id?: unknown } } | undefined;
  return typeof data?.ticket?.id === 'number' ? data.ticket.id : null;
};

async function waitUntil(check: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startTestCluster();
  handle = await openDatabase({
    kind: 'postgres',
    url: cluster.url,
    poolSize: 4,
    auditKey: AUDIT_KEY,
  });
  await handle.migrate();
  await seedIfEmpty(handle, CHEAP_ARGON2, 5);
  nodeA = await buildApp(config(handle));
  nodeB = await buildApp(
    config({ kind: 'postgres', url: cluster.url, poolSize: 3, auditKey: AUDIT_KEY }),
  );
  await nodeA.listen({ port: 0, host: '127.0.0.1' });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
  urlA = `http://127.0.0.1:${(nodeA.server.address() as AddressInfo).port}`;
  urlB = `http://127.0.0.1:${(nodeB.server.address() as AddressInfo).port}`;
  const units = await fetch(`${urlA}/api/bo/display/anjungan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-display-token': DISPLAY_TOKEN },
    body: '{}',
  });
  const list = ((await units.json()) as { data: { units: { id: number; code: string }[] } }).data
    .units;
  unit = list.find((u) => u.code === 'FAR')?.id ?? list[0]?.id ?? 0;
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await nodeB?.close();
  await nodeA?.close();
  await handle?.close();
  await cluster?.destroy();
});

describe.skipIf(!enabled)('a PostgreSQL restart', () => {
  it('answers 503 while the database is away, never holds a request, and serves again within seconds', async () => {
    expect((await takeTicket(urlA)).status).toBe(200);
    await cluster.stop();
    try {
      for (const base of [urlA, urlB]) {
        const started = Date.now();
        const away = await takeTicket(base);
        expect(away.status).toBe(503);
        expect(away.body?.message).toBe(DATABASE_UNAVAILABLE);
        expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS);
      }
      // A staff call too (the session lookup is the first thing to reach the database).
      const staff = await fetch(`${urlA}/api/bo/get/Poli?token=${'x'.repeat(40)}`, {
        headers: { 'x-simrs-key': API_KEY },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      expect(staff.status).toBe(503);
      expect(((await staff.json()) as { message: string }).message).toBe(DATABASE_UNAVAILABLE);
      expect(handle.changes.live).toBe(false);
    } finally {
      await cluster.start();
    }
    const back = await waitUntil(async () => (await takeTicket(urlA)).status === 200, 10_000);
    expect(back).toBeLessThan(10_000);
    expect((await takeTicket(urlB)).status).toBe(200);
    // The session cache listens again (it serves nothing from its cache until then).
    await waitUntil(() => handle.changes.live, 5000);
  });

  it('keeps every acknowledged write of a stream through pg_ctl restart, and realtime crosses nodes again', async () => {
    const outcomes: { at: number; outcome: Outcome }[] = [];
    let writing = true;
    const writer = async (base: string) => {
      while (writing) outcomes.push({ at: Date.now(), outcome: await takeTicket(base) });
    };
    const writers = [writer(urlA), writer(urlB)];
    await new Promise((r) => setTimeout(r, 700));
    const restartStarted = Date.now();
    await cluster.restart();
    const restartDone = Date.now();
    // Answering again within seconds of its return.
    await waitUntil(
      () => outcomes.some((o) => o.at > restartDone && o.outcome.status === 200),
      10_000,
    );
    await new Promise((r) => setTimeout(r, 1000));
    writing = false;
    await Promise.all(writers);

    const statuses = new Set(outcomes.map((o) => o.outcome.status));
    // Only success or 'database away': never 500, never a timeout, never a dead server.
    expect([...statuses].sort()).toEqual(
      [...statuses].filter((s) => s === 200 || s === 503).sort(),
    );
    for (const o of outcomes.filter((x) => x.outcome.status === 503)) {
      expect(o.outcome.body?.message).toBe(DATABASE_UNAVAILABLE);
    }
    expect(outcomes.some((o) => o.at < restartStarted && o.outcome.status === 200)).toBe(true);
    expect(outcomes.some((o) => o.at > restartDone && o.outcome.status === 200)).toBe(true);

    const acknowledged = outcomes
      .filter((o) => o.outcome.status === 200)
      .map((o) => ticketId(o.outcome));
    expect(acknowledged.every((id) => id !== null)).toBe(true);
    const ids = acknowledged as number[];
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await sql<{
      id: number;
    }>`select id from q_tickets where id = any(${ids})`.execute(handle.db);
    expect(stored.rows.length).toBe(ids.length);

    // Realtime: an event emitted on node A reaches a socket of node B through the adapter, whose
    // LISTEN connection was ended by the restart and came back by itself.
    const s = io(urlB, {
      path: SOCKET_PATH,
      auth: { displayToken: DISPLAY_TOKEN },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(s);
    await new Promise<void>((ok, fail) => {
      s.once('connect', () => ok());
      s.once('connect_error', fail);
    });
    expect(await s.emitWithAck('room:join', `unit:${unit}`)).toEqual({ ok: true });
    let received = 0;
    s.on('queue:called', () => received++);
    await waitUntil(() => {
      nodeA.realtime.emit(`unit:${unit}`, 'queue:called', { number: 'R-001' });
      return received > 0;
    }, 10_000);
    await waitUntil(() => handle.changes.live, 5000);
  });
});
