// The crypto-js half of the payload envelope (docs/protocol.md), for origins without WebCrypto
// (plain-http hospital LANs). `envelope.ts` loads this module with a dynamic import the first time
// a crypto-js key is needed, so crypto-js never sits in an app's first load and is never
// downloaded at all on https or localhost, where WebCrypto does the same work.

import CryptoJS from 'crypto-js/core';
import 'crypto-js/x64-core';
import 'crypto-js/sha512';
import 'crypto-js/hmac';
import 'crypto-js/enc-base64';
import 'crypto-js/cipher-core';
import 'crypto-js/aes';
import { fromHex, randomBytes, toBase64, toHex, utf8Decode, utf8Encode } from './bytes';
import {
  type ChunkedDeriveOptions,
  type EnvelopeParts,
  IV_BYTES,
  KEY_BYTES,
  PBKDF2_ITERATIONS,
  yieldToEventLoop,
} from './envelope-params';

export type WordArray = CryptoJS.lib.WordArray;

export function wordArrayFromBytes(bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const index = i >>> 2;
    words[index] = (words[index] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

export function bytesFromWordArray(wordArray: WordArray): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(wordArray.sigBytes);
  for (let i = 0; i < wordArray.sigBytes; i++) {
    out[i] = ((wordArray.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return out;
}

const now = (): number => globalThis.performance?.now() ?? Date.now();

/**
 * PBKDF2-HMAC-SHA512 (999 iterations, 32 bytes) with crypto-js, run in time-boxed slices that
 * yield between them. Same bytes as CryptoJS.PBKDF2 and node:crypto's pbkdf2.
 */
export async function deriveKeyCryptoJs(
  passphrase: string,
  salt: Uint8Array,
  options: ChunkedDeriveOptions = {},
): Promise<WordArray> {
  const sliceMs = options.sliceMs ?? 4;
  const yieldFn = options.yieldFn ?? yieldToEventLoop;
  const hmac = CryptoJS.algo.HMAC.create(CryptoJS.algo.SHA512, CryptoJS.enc.Utf8.parse(passphrase));
  // One output block is enough: SHA-512 gives 64 bytes, the key is 32.
  let u = hmac.update(wordArrayFromBytes(salt)).finalize(CryptoJS.lib.WordArray.create([1], 4));
  const t = u.words.slice();
  let iteration = 1;
  while (iteration < PBKDF2_ITERATIONS) {
    const start = now();
    do {
      hmac.reset();
      u = hmac.finalize(u);
      const words = u.words;
      for (let w = 0; w < t.length; w++) t[w] = (t[w] ?? 0) ^ (words[w] ?? 0);
      iteration++;
    } while (iteration < PBKDF2_ITERATIONS && now() - start < sliceMs);
    options.onSlice?.(now() - start);
    if (iteration < PBKDF2_ITERATIONS) await yieldFn();
  }
  return CryptoJS.lib.WordArray.create(t.slice(0, KEY_BYTES / 4), KEY_BYTES);
}

export function sealCryptoJs(
  key: WordArray,
  plaintext: string,
): { ciphertext: string; iv: string } {
  const ivBytes = randomBytes(IV_BYTES);
  // The encryptor directly (no SerializableCipher/CipherParams round trip), and native base64.
  const encryptor = CryptoJS.algo.AES.createEncryptor(key, {
    iv: wordArrayFromBytes(ivBytes),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  const cipherWords = encryptor.finalize(wordArrayFromBytes(utf8Encode(plaintext)));
  return { ciphertext: toBase64(bytesFromWordArray(cipherWords)), iv: toHex(ivBytes) };
}

export function openCryptoJs(key: WordArray, parts: EnvelopeParts): string {
  const params = CryptoJS.lib.CipherParams.create({
    ciphertext: CryptoJS.enc.Base64.parse(parts.ciphertext),
  });
  const decrypted = CryptoJS.AES.decrypt(params, key, {
    iv: wordArrayFromBytes(fromHex(parts.iv)),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  if (decrypted.sigBytes <= 0) throw new TypeError('Envelope does not decrypt');
  return utf8Decode(bytesFromWordArray(decrypted));
}
