// @vitest-environment happy-dom
// The sidebar's pending counts are asked once per type per page load, however many screens read
// them (the layout's badges, the Notifikasi screen), and never again on a window focus.
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BoClient, createBoClient } from '../src/client';
import { BoClientProvider, type NotificationCounts, useNotificationCounts } from '../src/hooks';
import { createBrowserSessionStorage, type SessionData, storeSession } from '../src/session';
import { type FixtureServer, startFixtureServer } from './fixture-server';

const PASSPHRASE = 'frasa-uji-notifikasi';

const session: SessionData = {
  token: 'tok-notif',
  isRemember: 'N',
  user: { id: 3, name: 'Admisi', levelId: 18, canManageAll: 'N', menuRole: [] },
  app: { name: 'SIMRS' },
};

let server: FixtureServer;
let client: BoClient;

beforeAll(async () => {
  server = await startFixtureServer(PASSPHRASE, (req) => {
    const { type } = (req.payload ?? {}) as { type?: string };
    if (req.path !== '/api/bo/do/Notification') return { body: { status: 'success', data: {} } };
    return {
      body: {
        status: 'success',
        data:
          type === 'get-notif-pending-pemeliharaan'
            ? { notifInternalPending: 3, notifEksternalPending: 1 }
            : { notifFarmasiPending: 5 },
      },
    };
  });
  client = createBoClient({
    apiBase: server.origin,
    apiKey: 'k',
    passphrase: PASSPHRASE,
    storage: createBrowserSessionStorage(),
    envelopeEngine: 'cryptojs',
  });
  storeSession(client.storage, session);
  await client.envelope.ready();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanup();
  server.requests.length = 0;
  vi.restoreAllMocks();
});

/** Calls made so far, by type. */
function callsByType(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of server.requests) {
    const type = (r.payload as { type?: string }).type ?? '';
    out[type] = (out[type] ?? 0) + 1;
  }
  return out;
}

const ONCE = { 'get-notif-pending-barang': 1, 'get-notif-pending-pemeliharaan': 1 };
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/** The layout's reader, and a second reader (a screen) mounted later on a button. */
function Page({ interval, seen }: { interval: number; seen: (c: NotificationCounts) => void }) {
  const [second, setSecond] = useState(false);
  const layout = useNotificationCounts({ refreshInterval: interval });
  seen(layout);
  return (
    <>
      <button type="button" onClick={() => setSecond(true)}>
        buka
      </button>
      {second ? <Screen interval={interval} /> : null}
    </>
  );
}

function Screen({ interval }: { interval: number }) {
  const counts = useNotificationCounts({ refreshInterval: interval });
  return <p data-testid="farmasi">{counts.goods.farmasi}</p>;
}

/** A fresh SWR cache, deduping off (the hook must not rely on the app's global settings). */
function renderPage(interval: number) {
  let last: NotificationCounts | undefined;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BoClientProvider client={client}>{children}</BoClientProvider>
    </SWRConfig>
  );
  const view = render(
    <Page
      interval={interval}
      seen={(c) => {
        last = c;
      }}
    />,
    { wrapper },
  );
  return { view, counts: () => last };
}

describe('useNotificationCounts: one call per type per page load', () => {
  it('a second reader mounted later uses the counts already read', async () => {
    const { view, counts } = renderPage(60_000);
    await waitFor(() => expect(counts()?.goods.farmasi).toBe(5));
    expect(callsByType()).toEqual(ONCE);
    await act(async () => {
      view.getByRole('button', { name: 'buka' }).click();
    });
    expect(view.getByTestId('farmasi').textContent).toBe('5');
    await pause(300);
    expect(callsByType()).toEqual(ONCE);
  });

  it('a window focus does not ask again', async () => {
    const { counts } = renderPage(60_000);
    await waitFor(() => expect(counts()?.maintenance.internal).toBe(3));
    // Past SWR's focus throttle (5 s) as a user coming back to the tab would be.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + 30_000);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await pause(300);
    expect(callsByType()).toEqual(ONCE);
  });

  it('two readers poll as one: at most one call per type per interval', async () => {
    const interval = 500;
    const { view, counts } = renderPage(interval);
    await waitFor(() => expect(counts()?.goods.farmasi).toBe(5));
    await pause(200);
    await act(async () => {
      view.getByRole('button', { name: 'buka' }).click();
    });
    await pause(2_000);
    // Each call starts at least one interval after the previous answer: in ~2.3 s at most 5
    // calls per type (each reader polling on its own timer made about twice that).
    const calls = callsByType();
    for (const type of Object.keys(ONCE)) {
      expect(calls[type]).toBeGreaterThanOrEqual(2);
      expect(calls[type]).toBeLessThanOrEqual(5);
    }
  });
});
