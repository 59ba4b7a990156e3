// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BoClient, createBoClient } from '../src/client';
import {
  BoClientProvider,
  useDetail,
  useDo,
  useList,
  useNotificationCounts,
  useProfile,
} from '../src/hooks';
import { type ServiceWorkerContainerLike, usePushRegistration } from '../src/push';
import { type RealtimeState, useRealtimeEvent, useRealtimeState } from '../src/realtime';
import {
  createBrowserSessionStorage,
  readAllMenusFlag,
  readStoredUser,
  readToken,
  type SessionData,
  storeSession,
} from '../src/session';
import { type FixtureServer, type SeenRequest, startFixtureServer } from './fixture-server';

const PASSPHRASE = 'frasa-uji-hook';

const session: SessionData = {
  token: 'tok-hook',
  isRemember: 'N',
  user: {
    id: 11,
    name: 'Perawat UGD',
    levelId: 23,
    canManageAll: 'N',
    menuRole: [{ menu: 'poli', actions: ['view', 'add', 'edit'] }],
  },
  app: { name: 'SIMRS' },
};

const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Poli ${i + 1}` }));

function listAnswer(req: SeenRequest) {
  const page = Number(req.query.get('page') ?? '1');
  const shown = Number(req.query.get('shown') ?? '25');
  const search = req.query.get('search') ?? '';
  const matching = rows.filter((r) => r.name.includes(search));
  return {
    status: 'success',
    data: {
      list: matching.slice((page - 1) * shown, page * shown),
      total: matching.length,
      page,
      shown,
      lastPage: Math.max(1, Math.ceil(matching.length / shown)),
      summary: 'ok',
    },
  };
}

let server: FixtureServer;
let client: BoClient;
// Lets a test hold list answers back, to observe keepPreviousData.
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  server = await startFixtureServer(PASSPHRASE);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanup();
  server.requests.length = 0;
  localStorage.clear();
  for (const name of Object.keys(
    Object.fromEntries(document.cookie.split('; ').map((c) => c.split('='))),
  )) {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing test cookies.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  gate = Promise.resolve();
  vi.useRealTimers();
});

async function setup() {
  client = createBoClient({
    apiBase: server.origin,
    apiKey: 'k',
    passphrase: PASSPHRASE,
    storage: createBrowserSessionStorage(),
    envelopeEngine: 'cryptojs',
  });
  storeSession(client.storage, session);
  // The crypto-js session key is derived once per client; wait for it so waitFor's limit is
  // spent on the hooks, not on the derivation.
  await client.envelope.ready();
  server.setScript(async (req) => {
    if (req.path === '/api/bo/get/profile') return { body: { status: 'success', data: session } };
    if (req.path === '/api/bo/get/poli') {
      await gate;
      return { body: listAnswer(req) };
    }
    if (req.path.startsWith('/api/bo/get/poli/edit/')) {
      const id = Number(req.path.split('/').pop());
      return { body: { status: 'success', data: { record: rows[id - 1] } } };
    }
    if (req.path === '/api/bo/do/poli') {
      const payload = req.payload as { type: string; id?: number; name?: string };
      if (payload.type === 'update' && payload.name === '') {
        return {
          status: 422,
          body: {
            status: 'error',
            message: 'Nama wajib diisi.',
            errors: { name: ['Nama wajib diisi.'] },
          },
        };
      }
      const row = rows[(payload.id ?? 1) - 1];
      if (row && payload.name) row.name = payload.name;
      return {
        body: { status: 'success', message: 'Data Berhasil Diubah.', data: { record: row } },
      };
    }
    if (req.path === '/api/bo/do/Notification') {
      const { type } = req.payload as { type: string };
      return {
        body: {
          status: 'success',
          data:
            type === 'get-notif-pending-pemeliharaan'
              ? { notifInternalPending: 3, notifEksternalPending: '2' }
              : {
                  notifFarmasiPending: 5,
                  notifAlkesPending: 0,
                  notifInfusPending: 1,
                  notifUmumPending: 4,
                  notifAsetPending: null,
                },
        },
      };
    }
    return { body: { status: 'success', data: {} } };
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BoClientProvider client={client}>{children}</BoClientProvider>
    </SWRConfig>
  );
  return wrapper;
}

describe('useProfile', () => {
  it('loads the profile, stores the session and runs remove-on-tindak-lanjut for level 23', async () => {
    const wrapper = await setup();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.isLoggedIn).toBe(true));
    expect(result.current.user?.name).toBe('Perawat UGD');
    expect(readToken(client.storage)).toBe('tok-hook');
    expect(readAllMenusFlag(client.storage)).toBe('N');
    await waitFor(() =>
      expect(server.requests.map((r) => r.payload)).toContainEqual({
        type: 'remove-on-tindak-lanjut',
        id_user: 11,
      }),
    );
  });

  it('clears the user when the profile call fails', async () => {
    const wrapper = await setup();
    server.setScript(() => ({ status: 500, body: { status: 'error', message: 'Galat server.' } }));
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(500));
    expect(result.current.isLoggedIn).toBe(false);
    expect(readStoredUser(client.storage)).toBeUndefined();
  });
});

describe('useList', () => {
  it('sends every list parameter and returns table data', async () => {
    const wrapper = await setup();
    const { result } = renderHook(
      () =>
        useList<{ id: number; name: string }>('poli', {
          page: 2,
          shown: 10,
          search: 'Poli',
          sortByField: 'name',
          sortByType: 'asc',
          filters: { status: 'ALL', from: '2026-01-01' },
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.rows[0]).toEqual({ id: 11, name: 'Poli 11' });
    expect(result.current).toMatchObject({ total: 45, page: 2, shown: 10, lastPage: 5 });
    expect(result.current.extra).toEqual({ summary: 'ok' });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      page: '2',
      shown: '10',
      search: 'Poli',
      sortByField: 'name',
      sortByType: 'asc',
      status: 'ALL',
      from: '2026-01-01',
      token: 'tok-hook',
    });
  });

  it("reads a bounded total ('lebih dari N') as totalExact false", async () => {
    const wrapper = await setup();
    const { result } = renderHook(() => useList('poli', {}), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(result.current.totalExact).toBe(true);
    server.setScript((req) => ({
      body: {
        status: 'success',
        data: { ...listAnswer(req).data, total: 1000, totalExact: false },
      },
    }));
    const bounded = renderHook(() => useList('poli', { page: 2 }), { wrapper });
    await waitFor(() => expect(bounded.result.current.total).toBe(1000));
    expect(bounded.result.current.totalExact).toBe(false);
    expect(bounded.result.current.extra).toEqual({ summary: 'ok' });
  });

  it('keeps the previous page while the next one loads', async () => {
    const wrapper = await setup();
    const { result, rerender } = renderHook(({ page }) => useList('poli', { page }), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    let release: () => void = () => undefined;
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    expect(result.current.rows[0]).toEqual({ id: 1, name: 'Poli 1' });
    release();
    await waitFor(() => expect(result.current.rows[0]).toEqual({ id: 26, name: 'Poli 26' }));
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.page).toBe(2);
  });
});

describe('useDo and useDetail', () => {
  it('runs a do-type, then revalidates the lists and details of the module', async () => {
    const wrapper = await setup();
    const { result } = renderHook(
      () => ({
        list: useList<{ id: number; name: string }>('poli', {}),
        detail: useDetail<{ id: number; name: string }>('poli', 'edit', 3),
        save: useDo('poli'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.record?.name).toBe('Poli 3'));
    await waitFor(() => expect(result.current.list.rows[2]?.name).toBe('Poli 3'));
    let outcome: Awaited<ReturnType<typeof result.current.save.run>> | undefined;
    await act(async () => {
      outcome = await result.current.save.run('update', { id: 3, version: 1, name: 'Poli Gigi' });
    });
    expect(outcome).toMatchObject({ ok: true, message: 'Data Berhasil Diubah.' });
    await waitFor(() => expect(result.current.list.rows[2]?.name).toBe('Poli Gigi'));
    await waitFor(() => expect(result.current.detail.record?.name).toBe('Poli Gigi'));
    rows[2] = { id: 3, name: 'Poli 3' };
  });

  it('returns failures with their dialog instead of rejecting', async () => {
    const wrapper = await setup();
    const { result } = renderHook(() => useDo('poli'), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run('update', { id: 1, name: '' });
    });
    expect(outcome).toMatchObject({
      ok: false,
      dialog: { title: 'Sorry, There is something wrong!', message: 'Nama wajib diisi.' },
    });
    expect(result.current.error?.status).toBe(422);
    expect(result.current.isMutating).toBe(false);
  });

  it('stays idle without an id', async () => {
    const wrapper = await setup();
    const { result } = renderHook(() => useDetail('poli', 'edit', undefined), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(server.requests).toHaveLength(0);
  });
});

describe('useNotificationCounts', () => {
  it('reads both Notification do-types for the sidebar badges', async () => {
    const wrapper = await setup();
    const { result } = renderHook(() => useNotificationCounts({ refreshInterval: 0 }), { wrapper });
    await waitFor(() => expect(result.current.goods.farmasi).toBe(5));
    await waitFor(() => expect(result.current.maintenance.internal).toBe(3));
    expect(result.current.maintenance.external).toBe(2);
    expect(result.current.goods).toEqual({ farmasi: 5, alkes: 0, infus: 1, umum: 4, aset: 0 });
    expect(server.requests.map((r) => (r.payload as { type: string }).type).sort()).toEqual([
      'get-notif-pending-barang',
      'get-notif-pending-pemeliharaan',
    ]);
  });
});

describe('usePushRegistration', () => {
  function fakeContainer(fail: boolean): ServiceWorkerContainerLike & { registered: string[] } {
    const registered: string[] = [];
    const registration = {
      pushManager: {
        getSubscription: async () => null,
        subscribe: async () => {
          if (fail) throw new Error('Izin notifikasi ditolak');
          return {
            endpoint: 'https://push.example/abc',
            toJSON: () => ({
              endpoint: 'https://push.example/abc',
              keys: { p256dh: 'x', auth: 'y' },
            }),
          };
        },
      },
    };
    return {
      registered,
      register: async (url: string) => {
        registered.push(url);
        return registration;
      },
      ready: Promise.resolve(registration),
    };
  }

  it('registers 5 s after mount and sends update-token with the subscription JSON', async () => {
    const wrapper = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const serviceWorker = fakeContainer(false);
    renderHook(() => usePushRegistration('/sw.js', { serviceWorker }), { wrapper });
    vi.advanceTimersByTime(4999);
    expect(serviceWorker.registered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(serviceWorker.registered).toEqual(['/sw.js']);
    vi.useRealTimers();
    await waitFor(() =>
      expect(server.requests.map((r) => r.payload)).toContainEqual({
        type: 'update-token',
        token: JSON.stringify({
          endpoint: 'https://push.example/abc',
          keys: { p256dh: 'x', auth: 'y' },
        }),
      }),
    );
  });

  it('swallows errors silently', async () => {
    const wrapper = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const serviceWorker = fakeContainer(true);
    renderHook(() => usePushRegistration('/sw.js', { serviceWorker }), { wrapper });
    vi.advanceTimersByTime(5000);
    vi.useRealTimers();
    expect(serviceWorker.registered).toEqual(['/sw.js']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      server.requests.some((r) => (r.payload as { type?: string })?.type === 'update-token'),
    ).toBe(false);
  });
});

describe('useRealtimeState', () => {
  it('follows the connection state', () => {
    let state: RealtimeState = 'stale';
    const listeners = new Set<(s: RealtimeState) => void>();
    const connection = {
      getState: () => state,
      subscribe: (listener: (s: RealtimeState) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const set = (next: RealtimeState) => {
      state = next;
      for (const l of listeners) l(next);
    };
    const { result, unmount } = renderHook(() => useRealtimeState(connection));
    expect(result.current).toBe('stale');
    act(() => set('connected'));
    expect(result.current).toBe('connected');
    act(() => set('stale'));
    expect(result.current).toBe('stale');
    unmount();
    expect(listeners.size).toBe(0);
    expect(renderHook(() => useRealtimeState(null)).result.current).toBe('stale');
  });
});

describe('useRealtimeEvent', () => {
  it('delivers events to the latest handler and unsubscribes on unmount', () => {
    const handlers = new Map<string, Set<(payload: unknown) => void>>();
    let subscriptions = 0;
    const connection = {
      on: <T,>(event: string, handler: (payload: T) => void) => {
        subscriptions++;
        const set = handlers.get(event) ?? new Set();
        const wrapped = handler as (payload: unknown) => void;
        set.add(wrapped);
        handlers.set(event, set);
        return () => {
          set.delete(wrapped);
        };
      },
    };
    const emit = (event: string, payload: unknown) => {
      for (const h of handlers.get(event) ?? []) h(payload);
    };
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ prefix }) =>
        useRealtimeEvent<{ nomor: string }>(connection, 'queue:called', (p) =>
          seen.push(`${prefix}${p.nomor}`),
        ),
      { initialProps: { prefix: 'a:' } },
    );
    emit('queue:called', { nomor: 'A-001' });
    rerender({ prefix: 'b:' });
    emit('queue:called', { nomor: 'A-002' });
    emit('queue:other', { nomor: 'X' });
    expect(seen).toEqual(['a:A-001', 'b:A-002']);
    expect(subscriptions).toBe(1);
    unmount();
    emit('queue:called', { nomor: 'A-003' });
    expect(seen).toHaveLength(2);
  });
});
