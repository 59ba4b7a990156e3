// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "fetch": { "disableSameOriginPolicy": true } } }
// The queue hooks against the real server (apps/server buildApp on in-memory PGlite, listening on
// a real port): reads, actions that revalidate (a 409 included), and the live unit rooms.
import { URL as NodeURL } from 'node:url';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BoClient, createBoClient } from '../src/client';
import { BoClientProvider } from '../src/hooks';
import {
  type QueueEvent,
  type QueueTicket,
  useBelumDilayani,
  useQueueActions,
  useQueueRooms,
  useQueueTargets,
  useQueueTickets,
  useQueueUnits,
} from '../src/queue';
import { createMemorySessionStorage } from '../src/session';

interface ServerApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}
interface DatabaseHandle {
  migrate(): Promise<unknown>;
  close(): Promise<void>;
}
const serverModule = (path: string): Promise<unknown> =>
  // node's URL: happy-dom replaces the global one.
  import(/* @vite-ignore */ new NodeURL(`../../../apps/server/src/${path}`, import.meta.url).href);

const API_KEY = 'queue-api-key';
const PASSPHRASE = 'queue-passphrase';
const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

let app: ServerApp;
let database: DatabaseHandle;
let origin: string;
let password: string;

beforeAll(async () => {
  const { buildApp } = (await serverModule('app.ts')) as {
    buildApp(config: unknown): Promise<ServerApp>;
  };
  const { defaultConfig } = (await serverModule('config.ts')) as {
    defaultConfig(overrides: Record<string, unknown>): unknown;
  };
  const { openDatabase } = (await serverModule('db/index.ts')) as {
    openDatabase(config: { kind: 'pglite'; dataDir: null }): Promise<DatabaseHandle>;
  };
  const { seedIfEmpty } = (await serverModule('seed/index.ts')) as {
    seedIfEmpty(handle: DatabaseHandle, argon2: unknown, patients?: number): Promise<unknown>;
  };
  password = ((await serverModule('seed/levels.ts')) as { DEMO_PASSWORD: string }).DEMO_PASSWORD;
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedIfEmpty(database, CHEAP_ARGON2, 5);
  app = await buildApp(
    defaultConfig({
      database,
      apiKey: API_KEY,
      passphrase: PASSPHRASE,
      displayToken: 'queue-display-token',
      argon2: CHEAP_ARGON2,
    }),
  );
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});
afterEach(() => cleanup());

async function clientAs(username: string): Promise<BoClient> {
  const client = createBoClient({
    apiBase: origin,
    apiKey: API_KEY,
    passphrase: PASSPHRASE,
    storage: createMemorySessionStorage(),
    envelopeEngine: 'cryptojs',
  });
  await client.login({ username, password, isRemember: 'N' });
  return client;
}

function wrapper(client: BoClient) {
  return ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BoClientProvider client={client}>{children}</BoClientProvider>
    </SWRConfig>
  );
}

describe('queue hooks on the real server', () => {
  it('reads units and tickets, and an action revalidates the tickets', async () => {
    const client = await clientAs('admisi');
    const { result } = renderHook(
      () => {
        const units = useQueueUnits('admisi');
        const unitId = units.units[0]?.id ?? null;
        return { units, tickets: useQueueTickets(unitId), actions: useQueueActions() };
      },
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.units.units.length).toBe(1));
    const unitId = result.current.units.units[0]?.id ?? 0;
    await waitFor(() => expect(result.current.tickets.data?.unit.id).toBe(unitId));
    const before = result.current.tickets.tickets.length;
    let code = '';
    await act(async () => {
      const r = await result.current.actions.run<{ ticket: QueueTicket }>('ambil', {
        unitId,
        patientName: 'Rudi Hartono',
      });
      expect(r.ok).toBe(true);
      if (r.ok) code = r.response.data.ticket.code;
    });
    // No manual refresh: the action revalidated the list.
    await waitFor(() => expect(result.current.tickets.tickets.length).toBe(before + 1));
    expect(result.current.tickets.tickets.at(-1)).toMatchObject({
      code,
      status: 'WAITING',
      patientName: 'Rudi Hartono',
    });
    expect(result.current.actions.pending).toBeNull();
  });

  it('a chosen ticket taken by another counter answers 409 and the list is read again', async () => {
    const mine = await clientAs('admisi');
    const other = await clientAs('superadmin');
    const units = await mine.get<{ list: { id: number }[] }>('AntreanUnit', null, null, {
      category: 'admisi',
    });
    const unitId = units.data.list[0]?.id ?? 0;
    const taken = await other.do<{ ticket: QueueTicket }>('Antrean', 'ambil', { unitId });
    const id = taken.data.ticket.id;
    const { result } = renderHook(
      () => ({ tickets: useQueueTickets(unitId), actions: useQueueActions() }),
      { wrapper: wrapper(mine) },
    );
    await waitFor(() =>
      expect(result.current.tickets.tickets.find((t) => t.id === id)?.status).toBe('WAITING'),
    );
    await other.do('Antrean', 'panggil', { unitId, counter: 'Loket 9', ticketId: id });
    await act(async () => {
      const r = await result.current.actions.run('panggil', {
        unitId,
        counter: 'Loket 1',
        ticketId: id,
      });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.status).toBe(409);
        expect(r.dialog.message).toBe('Nomor antrean sudah dipanggil petugas lain.');
      }
    });
    await waitFor(() =>
      expect(result.current.tickets.tickets.find((t) => t.id === id)).toMatchObject({
        status: 'CALLED',
        counter: 'Loket 9',
      }),
    );
  });

  it('the unit room revalidates on changes made elsewhere and reports calls', async () => {
    const mine = await clientAs('admisi');
    const other = await clientAs('superadmin');
    const units = await mine.get<{ list: { id: number }[] }>('AntreanUnit', null, null, {
      category: 'informasi',
    });
    const unitId = units.data.list[0]?.id ?? 0;
    const called: QueueEvent[] = [];
    const { result, unmount } = renderHook(
      () => ({
        tickets: useQueueTickets(unitId),
        live: useQueueRooms([unitId], { onCalled: (e) => called.push(e) }),
      }),
      { wrapper: wrapper(mine) },
    );
    await waitFor(() => expect(result.current.live.joined).toBe(true), { timeout: 15_000 });
    expect(result.current.live.state).toBe('connected');
    await waitFor(() => expect(result.current.tickets.data).toBeDefined());
    const before = result.current.tickets.tickets.length;
    const taken = await other.do<{ ticket: QueueTicket }>('Antrean', 'ambil', { unitId });
    await waitFor(() => expect(result.current.tickets.tickets.length).toBe(before + 1), {
      timeout: 10_000,
    });
    await other.do('Antrean', 'panggil', {
      unitId,
      counter: 'Meja 2',
      ticketId: taken.data.ticket.id,
    });
    await waitFor(
      () => expect(called.map((e) => e.ticket.code)).toEqual([taken.data.ticket.code]),
      {
        timeout: 10_000,
      },
    );
    expect(called[0]?.ticket.patientName ?? null).toBeNull();
    unmount();
  });

  it('lists not-yet-served tickets and the transfer targets', async () => {
    const client = await clientAs('admisi');
    const { result } = renderHook(
      () => ({ pending: useBelumDilayani({ category: 'ALL' }), targets: useQueueTargets() }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.targets.targets.length).toBeGreaterThan(10));
    await waitFor(() => expect(result.current.pending.data).toBeDefined());
    expect(result.current.pending.rows.every((r) => r.status !== 'DONE')).toBe(true);
    expect(result.current.pending.data?.units.some((u) => u.category === 'farmasi')).toBe(false);
  });
});
