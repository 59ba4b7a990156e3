import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, KeyCache, openEnvelope, sealEnvelope } from '../src/platform/envelope';

const PASSPHRASE = 'kata-sandi-rahasia';

/** What the browser client does with crypto-js (the spec's library): the reference implementation. */
function cryptoJsSeal(payload: unknown, saltHex: string, ivHex: string): string {
  const salt = CryptoJS.enc.Hex.parse(saltHex);
  const iv = CryptoJS.enc.Hex.parse(ivHex);
  const key = CryptoJS.PBKDF2(PASSPHRASE, salt, {
    keySize: 256 / 32,
    iterations: 999,
    hasher: CryptoJS.algo.SHA512,
  });
  const encrypted = CryptoJS.AES.encrypt(JSON.stringify(payload), key, {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  const outer = {
    ciphertext: encrypted.ciphertext.toString(CryptoJS.enc.Base64),
    salt: saltHex,
    iv: ivHex,
  };
  return CryptoJS.enc.Base64.stringify(CryptoJS.enc.Utf8.parse(JSON.stringify(outer)));
}

function cryptoJsOpen(envelope: string): unknown {
  const outer = JSON.parse(CryptoJS.enc.Base64.parse(envelope).toString(CryptoJS.enc.Utf8)) as {
    ciphertext: string;
    salt: string;
    iv: string;
  };
  const key = CryptoJS.PBKDF2(PASSPHRASE, CryptoJS.enc.Hex.parse(outer.salt), {
    keySize: 256 / 32,
    iterations: 999,
    hasher: CryptoJS.algo.SHA512,
  });
  const plain = CryptoJS.AES.decrypt(
    CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(outer.ciphertext) }),
    key,
    { iv: CryptoJS.enc.Hex.parse(outer.iv), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 },
  );
  return JSON.parse(plain.toString(CryptoJS.enc.Utf8));
}

const vectors = [
  {
    payload: { type: 'login', username: 'admin', password: 'rahasia', isRemember: 'Y' },
    salt: 'ab',
    iv: '01',
  },
  { payload: { type: 'add', name: 'Poli Anak — ünïcode ✓', price: 12500 }, salt: '5c', iv: 'f0' },
  { payload: {}, salt: '00', iv: '00' },
  {
    payload: { list: Array.from({ length: 50 }, (_, i) => i), nested: { a: [1, { b: null }] } },
    salt: 'ff',
    iv: '7e',
  },
];

describe('envelope known-answer vectors (crypto-js)', () => {
  for (const [i, v] of vectors.entries()) {
    const saltHex = v.salt.repeat(256);
    const ivHex = v.iv.repeat(16);
    it(`vector ${i}: the server opens crypto-js output and seals the same bytes`, () => {
      const keys = new KeyCache(PASSPHRASE);
      const expected = cryptoJsSeal(v.payload, saltHex, ivHex);
      expect(openEnvelope(expected, keys)).toEqual(v.payload);
      const sealed = sealEnvelope(
        v.payload,
        keys,
        Buffer.from(saltHex, 'hex'),
        Buffer.from(ivHex, 'hex'),
      );
      expect(sealed).toBe(expected);
      expect(cryptoJsOpen(sealed)).toEqual(v.payload);
    });
  }

  it('caches derived keys by salt', () => {
    const keys = new KeyCache(PASSPHRASE, 2);
    const salt = Buffer.alloc(256, 1);
    for (let i = 0; i < 5; i++) openEnvelope(sealEnvelope({ i }, keys, salt), keys);
    expect(keys.derivations).toBe(1);
    sealEnvelope({}, keys, Buffer.alloc(256, 2));
    sealEnvelope({}, keys, Buffer.alloc(256, 3));
    expect(keys.size).toBe(2);
  });

  it('refuses a wrong passphrase, bad base64, short salt and non-object payloads', () => {
    const keys = new KeyCache(PASSPHRASE);
    const other = new KeyCache('lain');
    expect(() => openEnvelope(sealEnvelope({ a: 1 }, other), keys)).toThrow(EnvelopeError);
    expect(() => openEnvelope('%%%', keys)).toThrow(EnvelopeError);
    const shortSalt = Buffer.from(
      JSON.stringify({ ciphertext: 'AAAA', salt: 'ab', iv: '00'.repeat(16) }),
    ).toString('base64');
    expect(() => openEnvelope(shortSalt, keys)).toThrow(EnvelopeError);
    expect(() => openEnvelope(sealEnvelope([1, 2], keys), keys)).toThrow(EnvelopeError);
    expect(() => openEnvelope(sealEnvelope('text', keys), keys)).toThrow(EnvelopeError);
  });
});
