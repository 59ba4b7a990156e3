// @vitest-environment jsdom
import {
  type BoClient,
  BoClientProvider,
  PUSH_REGISTRATION_DELAY_MS,
  type ServiceWorkerContainerLike,
} from '@simrs/api-client';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_SERVICE_WORKER, usePushSetup } from '../src/layout/push';

/** A client that records its calls (the signed-in app's: it holds a token). */
function recordingClient(opts: { token: string | null; refuse?: boolean }) {
  const calls: { module: string; type: string; payload: unknown }[] = [];
  const client = {
    token: () => opts.token,
    do: async (module: string, type: string, payload: unknown) => {
      calls.push({ module, type, payload });
      if (opts.refuse) throw new Error('Akses Ditolak');
      return { status: 'success' };
    },
  } as unknown as BoClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BoClientProvider client={client}>{children}</BoClientProvider>
  );
  return { calls, wrapper };
}

/** A fake service worker container: what a browser with push gives (or refuses). */
function fakeContainer(refuse = false) {
  const registered: string[] = [];
  const registration = {
    pushManager: {
      getSubscription: async () => null,
      subscribe: async () => {
        if (refuse) throw new DOMException('Izin notifikasi ditolak', 'NotAllowedError');
        return {
          endpoint: 'https://push.example/perangkat-1',
          toJSON: () => ({ endpoint: 'https://push.example/perangkat-1', keys: { auth: 'a' } }),
        };
      },
    },
  };
  const container: ServiceWorkerContainerLike = {
    register: async (url: string) => {
      registered.push(url);
      return registration;
    },
    ready: Promise.resolve(registration),
  };
  return { container, registered };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the signed-in app registers for push (spec 7.2, 9)', () => {
  it('registers the app service worker 5 s after mount and sends update-token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls, wrapper } = recordingClient({ token: 'tok' });
    const sw = fakeContainer();
    renderHook(() => usePushSetup(true, { serviceWorker: sw.container }), { wrapper });
    expect(PUSH_REGISTRATION_DELAY_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(sw.registered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sw.registered).toEqual([PUSH_SERVICE_WORKER]);
    vi.useRealTimers();
    await waitFor(() =>
      expect(calls).toEqual([
        {
          module: 'Users',
          type: 'update-token',
          payload: {
            token: JSON.stringify({
              endpoint: 'https://push.example/perangkat-1',
              keys: { auth: 'a' },
            }),
          },
        },
      ]),
    );
  });

  it('does nothing without a signed-in user', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls, wrapper } = recordingClient({ token: null });
    const sw = fakeContainer();
    renderHook(() => usePushSetup(false, { serviceWorker: sw.container }), { wrapper });
    vi.advanceTimersByTime(10_000);
    expect(sw.registered).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('is cancelled when the layout goes before the 5 s (logout)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { wrapper } = recordingClient({ token: 'tok' });
    const sw = fakeContainer();
    const view = renderHook(() => usePushSetup(true, { serviceWorker: sw.container }), {
      wrapper,
    });
    vi.advanceTimersByTime(3000);
    view.unmount();
    vi.advanceTimersByTime(5000);
    expect(sw.registered).toEqual([]);
  });

  it('swallows a refused permission and a refused call (spec 8)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const refused = fakeContainer(true);
    const first = recordingClient({ token: 'tok' });
    renderHook(() => usePushSetup(true, { serviceWorker: refused.container }), {
      wrapper: first.wrapper,
    });
    const failing = recordingClient({ token: 'tok', refuse: true });
    const ok = fakeContainer();
    renderHook(() => usePushSetup(true, { serviceWorker: ok.container }), {
      wrapper: failing.wrapper,
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.advanceTimersByTime(5000);
    vi.useRealTimers();
    await waitFor(() => expect(failing.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(refused.registered).toEqual([PUSH_SERVICE_WORKER]);
    expect(first.calls).toEqual([]);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
