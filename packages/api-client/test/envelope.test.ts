import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../src/bytes';
import {
  createEnvelopeCodec,
  decodeEnvelope,
  deriveKeyCryptoJs,
  type EnvelopeEngine,
  encodeEnvelope,
} from '../src/envelope';
import { bytesFromWordArray } from '../src/envelope-cryptojs';
import {
  cryptoJsClassicOpen,
  cryptoJsClassicSeal,
  nodeDeriveKey,
  nodeOpen,
  nodeSeal,
} from './reference';

// Known-answer vector, computed with node:crypto and checked with Python's hashlib.pbkdf2_hmac.
const PASSPHRASE = 'kata-sandi-uji';
const SALT = Uint8Array.from({ length: 256 }, (_, i) => i);
const KEY_HEX = '3bc2c105a31cdda6558e92dfaf87652b175fa0e30aa9eeb2ac065ed32ebfda93';
const IV_HEX = '000102030405060708090a0b0c0d0e0f';
const KNOWN_PAYLOAD = {
  type: 'login',
  username: 'admin',
  catatan: 'Pasien rawat inap – ruang Melati',
};
const KNOWN_CIPHERTEXT =
  'XxibRMi7u4xykgvhuSheX/bLOML8aJYl0OMAU1uM1yFOoE835a6aVVvCTxtXAiVAzH7pr05kqS0z/kO3zzRmHIwZJkqarixXzNpMVrBFRJu5j72NGM+m3bNPs9bcNGEQ';
const KNOWN_ENVELOPE = encodeEnvelope({
  ciphertext: KNOWN_CIPHERTEXT,
  salt: toHex(SALT),
  iv: IV_HEX,
});

const engines: EnvelopeEngine[] = ['webcrypto', 'cryptojs'];

describe('key derivation', () => {
  it('node:crypto gives the known key', () => {
    expect(nodeDeriveKey(PASSPHRASE, Buffer.from(SALT)).toString('hex')).toBe(KEY_HEX);
  });

  it('the chunked crypto-js derivation gives the known key and yields between slices', async () => {
    let yields = 0;
    const key = await deriveKeyCryptoJs(PASSPHRASE, SALT, {
      sliceMs: 0,
      yieldFn: async () => {
        yields++;
      },
    });
    expect(toHex(bytesFromWordArray(key))).toBe(KEY_HEX);
    // sliceMs 0 means one iteration per slice: 998 iterations after the first block.
    expect(yields).toBe(997);
  });

  it('lets other tasks run while it derives (the page does not freeze)', async () => {
    let done = false;
    let ticks = 0;
    const derivation = deriveKeyCryptoJs(PASSPHRASE, SALT, { sliceMs: 1 }).then((key) => {
      done = true;
      return key;
    });
    const ticker = (async () => {
      while (!done) {
        ticks++;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    })();
    const key = await derivation;
    await ticker;
    expect(toHex(bytesFromWordArray(key))).toBe(KEY_HEX);
    expect(ticks).toBeGreaterThan(5);
  });

  it('gives the known key with the default slices too', async () => {
    const key = await deriveKeyCryptoJs(PASSPHRASE, SALT);
    expect(toHex(bytesFromWordArray(key))).toBe(KEY_HEX);
  });
});

describe.each(engines)('envelope with the %s engine', (engine) => {
  const payload = {
    type: 'add',
    name: 'Poli Anak – lantai 2',
    tarif: 150000,
    aktif: true,
    daftar: [1, 2, 3],
  };

  it('opens the known-answer envelope made by node:crypto', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine, eager: false });
    await expect(codec.open(KNOWN_ENVELOPE)).resolves.toEqual(KNOWN_PAYLOAD);
  });

  it('seals what node:crypto (the server reference) decrypts', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine });
    const envelope = await codec.seal(payload);
    expect(nodeOpen(PASSPHRASE, envelope)).toEqual(payload);
  });

  it('seals what the classic crypto-js recipe decrypts', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine });
    expect(cryptoJsClassicOpen(PASSPHRASE, await codec.seal(payload))).toEqual(payload);
  });

  it('opens envelopes sealed by node:crypto and by the classic crypto-js recipe', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine });
    await expect(codec.open(nodeSeal(PASSPHRASE, payload))).resolves.toEqual(payload);
    await expect(codec.open(cryptoJsClassicSeal(PASSPHRASE, payload))).resolves.toEqual(payload);
  });

  it('keeps one salt per session and a fresh IV per message', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine, salt: SALT });
    const a = decodeEnvelope(await codec.seal(payload));
    const b = decodeEnvelope(await codec.seal(payload));
    expect(a.salt).toBe(toHex(SALT));
    expect(b.salt).toBe(a.salt);
    expect(fromHex(a.salt)).toHaveLength(256);
    expect(fromHex(a.iv)).toHaveLength(16);
    expect(b.iv).not.toBe(a.iv);
    expect(b.ciphertext).not.toBe(a.ciphertext);
  });

  it('encrypts with the derived key of the vector (fixed salt)', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine, salt: SALT });
    const parts = decodeEnvelope(await codec.seal(KNOWN_PAYLOAD));
    const { createDecipheriv } = await import('node:crypto');
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(KEY_HEX, 'hex'),
      Buffer.from(parts.iv, 'hex'),
    );
    const plain = Buffer.concat([
      decipher.update(Buffer.from(parts.ciphertext, 'base64')),
      decipher.final(),
    ]).toString('utf8');
    expect(JSON.parse(plain)).toEqual(KNOWN_PAYLOAD);
  });

  it('refuses an envelope sealed with another passphrase', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine, eager: false });
    await expect(codec.open(nodeSeal('kata-sandi-lain', payload))).rejects.toThrow();
  });
});

describe('envelope format', () => {
  it('rejects malformed envelopes', () => {
    expect(() => decodeEnvelope('bukan-base64!')).toThrow(TypeError);
    expect(() => decodeEnvelope(btoa('{"ciphertext":1}'))).toThrow(TypeError);
    expect(() => decodeEnvelope(btoa('[]'))).toThrow(TypeError);
  });

  it('retries the session key after a failed derivation', async () => {
    let failNext = true;
    const codec = createEnvelopeCodec({
      passphrase: PASSPHRASE,
      engine: 'cryptojs',
      salt: SALT,
      derive: {
        yieldFn: async () => {
          if (failNext) {
            failNext = false;
            throw new Error('gangguan');
          }
        },
        sliceMs: 0,
      },
    });
    await expect(codec.seal({ a: 1 })).rejects.toThrow('gangguan');
    const envelope = await codec.seal({ a: 2 });
    expect(nodeOpen(PASSPHRASE, envelope)).toEqual({ a: 2 });
  });

  it('refuses payloads that are not JSON', async () => {
    const codec = createEnvelopeCodec({ passphrase: PASSPHRASE, engine: 'cryptojs', eager: false });
    await expect(codec.seal(undefined)).rejects.toThrow(TypeError);
  });

  it('the two engines interoperate', async () => {
    const web = createEnvelopeCodec({ passphrase: PASSPHRASE, engine: 'webcrypto' });
    const js = createEnvelopeCodec({ passphrase: PASSPHRASE, engine: 'cryptojs' });
    await expect(js.open(await web.seal({ a: 'é' }))).resolves.toEqual({ a: 'é' });
    await expect(web.open(await js.seal({ b: [true] }))).resolves.toEqual({ b: [true] });
  });
});
