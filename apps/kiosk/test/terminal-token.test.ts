import { afterEach, describe, expect, it, vi } from 'vitest';

/** A terminal's window: its address, storage and history. */
function terminal(hash: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const replaced: string[] = [];
  vi.stubGlobal('window', {
    location: { hash, pathname: '/display-cetak', search: '?a=1' },
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
    history: { replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
  });
  return { storage, replaced };
}

async function tokenNow() {
  vi.resetModules();
  return (await import('../src/lib/api')).DISPLAY_TOKEN;
}

describe("the terminal's display token", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is taken once from #terminal=, kept in storage and removed from the address', async () => {
    const t = terminal('#terminal=abc%2Bdef-123');
    expect(await tokenNow()).toBe('abc+def-123');
    expect(t.storage.get('simrs:terminal-token')).toBe('abc+def-123');
    expect(t.replaced).toEqual(['/display-cetak?a=1']);
  });

  it('is the stored one on later loads, and the build token without one', async () => {
    terminal('', { 'simrs:terminal-token': 'tersimpan' });
    expect(await tokenNow()).toBe('tersimpan');
    terminal('');
    expect(await tokenNow()).toBe(import.meta.env.VITE_DISPLAY_TOKEN);
  });
});
