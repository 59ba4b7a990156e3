import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A terminal's localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    dump: () => Object.fromEntries(m),
  };
}

function answer(app: Record<string, unknown>) {
  return new Response(JSON.stringify({ status: 'success', data: { app } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

async function load() {
  vi.resetModules();
  return import('../src/lib/hospital');
}

describe('hospital identity of the lobby screens', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the build default, then the name and logo of static-settings, and keeps them', async () => {
    const fetchMock = vi.fn(async () =>
      answer({ hospitalName: 'RSUD Harapan Bunda', logoVersion: 'ab12' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const h = await load();
    expect(h.currentHospital()).toEqual({ name: 'Rumah Sakit', logoUrl: null });
    const changed = vi.fn();
    const stop = h.subscribeHospital(changed);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/bo/display/app',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(h.currentHospital()).toEqual({
      name: 'RSUD Harapan Bunda',
      logoUrl: '/api/bo/logo?v=ab12',
    });
    stop();
    // A reload while the server is down: the terminal shows the last known identity.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const again = await load();
    expect(again.currentHospital()).toEqual({
      name: 'RSUD Harapan Bunda',
      logoUrl: '/api/bo/logo?v=ab12',
    });
    await again.refreshHospital();
    expect(again.currentHospital().name).toBe('RSUD Harapan Bunda');
  });

  it('drops the logo when static-settings removes it; an empty name changes nothing', async () => {
    storage = memoryStorage({
      'simrs-kiosk-hospital': JSON.stringify({ name: 'RS Lama', logoUrl: '/api/bo/logo?v=old' }),
    });
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ hospitalName: '  ', logoVersion: null })),
    );
    const h = await load();
    await h.refreshHospital();
    expect(h.currentHospital()).toEqual({ name: 'RS Lama', logoUrl: '/api/bo/logo?v=old' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ hospitalName: 'RS Baru', logoVersion: null })),
    );
    await h.refreshHospital();
    expect(h.currentHospital()).toEqual({ name: 'RS Baru', logoUrl: null });
    expect(JSON.parse(storage.dump()['simrs-kiosk-hospital'] ?? '{}')).toEqual({
      name: 'RS Baru',
      logoUrl: null,
    });
  });
});
