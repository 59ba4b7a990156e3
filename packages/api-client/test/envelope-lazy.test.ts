import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createEnvelopeCodec } from '../src/envelope';
import { nodeOpen, nodeSeal } from './reference';

// Counts the loads of the crypto-js half of the envelope (the dynamic import in envelope.ts).
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/envelope-cryptojs', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

const PASSPHRASE = 'kata-sandi-uji';
const srcDir = new URL('../src/', import.meta.url);

describe('crypto-js is loaded only when a crypto-js key is needed', () => {
  it('the WebCrypto engine seals and opens without loading crypto-js', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine: 'webcrypto' });
    const envelope = await codec.seal({ type: 'login', username: 'admin' });
    expect(nodeOpen(PASSPHRASE, envelope)).toEqual({ type: 'login', username: 'admin' });
    await expect(codec.open(nodeSeal(PASSPHRASE, { a: 1 }))).resolves.toEqual({ a: 1 });
    expect(loads.count).toBe(0);
  });

  it('the crypto-js engine loads it on the first message, once', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine: 'cryptojs', eager: false });
    expect(codec.engine).toBe('cryptojs');
    expect(loads.count).toBe(0);
    const first = await codec.seal({ type: 'add', name: 'Poli Anak' });
    const second = await codec.seal({ type: 'update', name: 'Poli Anak 2' });
    expect(nodeOpen(PASSPHRASE, first)).toEqual({ type: 'add', name: 'Poli Anak' });
    expect(nodeOpen(PASSPHRASE, second)).toEqual({ type: 'update', name: 'Poli Anak 2' });
    expect(loads.count).toBe(1);
  });

  it('no module of the package imports crypto-js statically but its crypto-js half', () => {
    const files = readdirSync(srcDir).filter((f) => /\.tsx?$/.test(f));
    expect(files).toContain('envelope-cryptojs.ts');
    for (const file of files) {
      if (file === 'envelope-cryptojs.ts') continue;
      const text = readFileSync(new URL(file, srcDir), 'utf8');
      expect(text, file).not.toMatch(/(from|import)\s+'crypto-js/);
      // Only `import type` and the dynamic `import('./envelope-cryptojs')` may name it.
      expect(text, file).not.toMatch(/^(import|export) (?!type\b)[^;()]*'\.\/envelope-cryptojs'/m);
    }
  });
});
