// The payload envelope of docs/protocol.md: PBKDF2-HMAC-SHA512 (999 iterations, 32-byte key) over
// the passphrase and a random 256-byte salt, AES-256-CBC with PKCS#7 and a fresh 16-byte IV.
// envelope = base64(JSON {ciphertext: base64, salt: hex, iv: hex}).
//
// Two engines give the same bytes:
// - 'webcrypto': crypto.subtle (secure contexts: https, localhost). Fast.
// - 'cryptojs': crypto-js, for plain-http hospital LANs where crypto.subtle is missing. Its
//   PBKDF2 costs ~85 ms, so the session key is derived once, in small time-boxed chunks that
//   yield to the event loop, and every message after that only pays for AES.
//
// crypto-js lives in `envelope-cryptojs.ts`, loaded with a dynamic import only by a codec on the
// 'cryptojs' engine: an app's first load never carries it, and on https it is never fetched.

import { fromBase64, fromHex, randomBytes, toBase64, toHex, utf8Decode, utf8Encode } from './bytes';
import type { WordArray } from './envelope-cryptojs';

export {
  type ChunkedDeriveOptions,
  type EnvelopeParts,
  IV_BYTES,
  KEY_BYTES,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
  type YieldFn,
  yieldToEventLoop,
} from './envelope-params';

import {
  type ChunkedDeriveOptions,
  type EnvelopeParts,
  IV_BYTES,
  KEY_BYTES,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
} from './envelope-params';

export type EnvelopeEngine = 'webcrypto' | 'cryptojs';

/** Encodes the envelope parts as the protocol's base64 JSON. */
export function encodeEnvelope(parts: EnvelopeParts): string {
  const json = JSON.stringify({ ciphertext: parts.ciphertext, salt: parts.salt, iv: parts.iv });
  // base64 and hex are ASCII, so the JSON is too and btoa can take it as it is.
  return /^[\x20-\x7e]*$/.test(json) ? btoa(json) : toBase64(utf8Encode(json));
}

/** Decodes and checks the protocol's base64 JSON envelope. Throws TypeError when malformed. */
export function decodeEnvelope(envelope: string): EnvelopeParts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(fromBase64(envelope)));
  } catch {
    throw new TypeError('Envelope is not base64 JSON');
  }
  if (typeof parsed !== 'object' || parsed === null)
    throw new TypeError('Envelope is not an object');
  const { ciphertext, salt, iv } = parsed as Record<string, unknown>;
  if (typeof ciphertext !== 'string' || typeof salt !== 'string' || typeof iv !== 'string') {
    throw new TypeError('Envelope lacks ciphertext, salt or iv');
  }
  return { ciphertext, salt, iv };
}

/** A function that gives the event loop a turn (so a long job does not freeze the page). */
type CryptoJsModule = typeof import('./envelope-cryptojs');

let cryptoJs: Promise<CryptoJsModule> | undefined;

/**
 * The crypto-js half of the envelope, imported on first use (once; a failed download is retried
 * on the next call).
 */
export function loadCryptoJsEngine(): Promise<CryptoJsModule> {
  if (!cryptoJs) {
    const loading = import('./envelope-cryptojs');
    cryptoJs = loading;
    loading.catch(() => {
      if (cryptoJs === loading) cryptoJs = undefined;
    });
  }
  return cryptoJs;
}

/**
 * PBKDF2-HMAC-SHA512 (999 iterations, 32 bytes) with crypto-js, run in time-boxed slices that
 * yield between them. Same bytes as CryptoJS.PBKDF2 and node:crypto's pbkdf2. Loads crypto-js.
 */
export async function deriveKeyCryptoJs(
  passphrase: string,
  salt: Uint8Array,
  options: ChunkedDeriveOptions = {},
): Promise<WordArray> {
  return (await loadCryptoJsEngine()).deriveKeyCryptoJs(passphrase, salt, options);
}

function subtleCrypto(): SubtleCrypto | undefined {
  const g = globalThis as { crypto?: Crypto; isSecureContext?: boolean };
  if (g.isSecureContext === false) return undefined;
  return g.crypto?.subtle ?? undefined;
}

/** True where WebCrypto can be used (secure contexts). */
export function hasWebCrypto(): boolean {
  return subtleCrypto() !== undefined;
}

export async function deriveKeyWebCrypto(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  const subtle = subtleCrypto();
  if (!subtle) throw new Error('WebCrypto is not available');
  const base = await subtle.importKey('raw', utf8Encode(passphrase), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt, iterations: PBKDF2_ITERATIONS },
    base,
    KEY_BYTES * 8,
  );
  return subtle.importKey('raw', bits, 'AES-CBC', false, ['encrypt', 'decrypt']);
}

type SessionKey = { engine: 'webcrypto'; key: CryptoKey } | { engine: 'cryptojs'; key: WordArray };

export interface EnvelopeCodecOptions {
  passphrase: string;
  /** 'auto' (default) picks WebCrypto where it exists, crypto-js otherwise. */
  engine?: 'auto' | EnvelopeEngine;
  /** Salt of the session (tests only; a random 256-byte salt otherwise). */
  salt?: Uint8Array;
  /** Options of the chunked crypto-js derivation. */
  derive?: ChunkedDeriveOptions;
  /** Start deriving the session key at once (default) or on the first message. */
  eager?: boolean;
}

export interface EnvelopeCodec {
  readonly engine: EnvelopeEngine;
  /** Hex of the session salt (every sealed envelope carries it). */
  readonly salt: string;
  /** Resolves once the session key is derived. */
  ready(): Promise<void>;
  /** Encrypts JSON.stringify(payload) into an envelope string. */
  seal(payload: unknown): Promise<string>;
  /** Decrypts an envelope made by any party with the same passphrase; returns the parsed JSON. */
  open(envelope: string): Promise<unknown>;
}

const FOREIGN_KEY_CACHE = 8;

interface IdleWindow {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
}

function whenIdle(): Promise<void> {
  const ric = (globalThis as IdleWindow).requestIdleCallback;
  if (typeof ric === 'function') {
    return new Promise((resolve) => {
      ric(() => resolve(), { timeout: 200 });
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function createEnvelopeCodec(options: EnvelopeCodecOptions): EnvelopeCodec {
  const requested = options.engine ?? 'auto';
  const engine: EnvelopeEngine =
    requested === 'auto' ? (hasWebCrypto() ? 'webcrypto' : 'cryptojs') : requested;
  if (engine === 'webcrypto' && !hasWebCrypto()) throw new Error('WebCrypto is not available');
  const saltBytes = options.salt ? Uint8Array.from(options.salt) : randomBytes(SALT_BYTES);
  const saltHex = toHex(saltBytes);
  const foreignKeys = new Map<string, Promise<SessionKey>>();

  const deriveFor = async (salt: Uint8Array<ArrayBuffer>): Promise<SessionKey> =>
    engine === 'webcrypto'
      ? { engine, key: await deriveKeyWebCrypto(options.passphrase, salt) }
      : { engine, key: await deriveKeyCryptoJs(options.passphrase, salt, options.derive) };

  let sessionKey: Promise<SessionKey> | undefined;
  const startDerivation = (after?: Promise<void>): Promise<SessionKey> => {
    const derived = (after ?? Promise.resolve()).then(() => deriveFor(saltBytes));
    sessionKey = derived;
    // A failed derivation is forgotten so the next message tries again; the failure itself
    // reaches the caller of seal()/ready(), never an unhandled rejection.
    derived.catch(() => {
      if (sessionKey === derived) sessionKey = undefined;
    });
    return derived;
  };
  const ensureSessionKey = (): Promise<SessionKey> => sessionKey ?? startDerivation();
  if (options.eager !== false) {
    // Off the critical path: start when the page is idle, not while the app is booting.
    startDerivation(whenIdle());
  }

  const keyForSalt = (salt: string): Promise<SessionKey> => {
    if (salt.toLowerCase() === saltHex) return ensureSessionKey();
    const cached = foreignKeys.get(salt);
    if (cached) {
      foreignKeys.delete(salt);
      foreignKeys.set(salt, cached);
      return cached;
    }
    const derived = deriveFor(fromHex(salt));
    derived.catch(() => foreignKeys.delete(salt));
    foreignKeys.set(salt, derived);
    if (foreignKeys.size > FOREIGN_KEY_CACHE) {
      const oldest = foreignKeys.keys().next().value;
      if (oldest !== undefined) foreignKeys.delete(oldest);
    }
    return derived;
  };

  return {
    engine,
    salt: saltHex,
    async ready() {
      await ensureSessionKey();
    },
    async seal(payload) {
      const plaintext = JSON.stringify(payload);
      if (plaintext === undefined) throw new TypeError('Payload is not JSON-serialisable');
      const session = await ensureSessionKey();
      if (session.engine === 'cryptojs') {
        const sealed = (await loadCryptoJsEngine()).sealCryptoJs(session.key, plaintext);
        return encodeEnvelope({ ciphertext: sealed.ciphertext, salt: saltHex, iv: sealed.iv });
      }
      const subtle = subtleCrypto();
      if (!subtle) throw new Error('WebCrypto is not available');
      const iv = randomBytes(IV_BYTES);
      const cipher = await subtle.encrypt(
        { name: 'AES-CBC', iv },
        session.key,
        utf8Encode(plaintext),
      );
      return encodeEnvelope({
        ciphertext: toBase64(new Uint8Array(cipher)),
        salt: saltHex,
        iv: toHex(iv),
      });
    },
    async open(envelope) {
      const parts = decodeEnvelope(envelope);
      const key = await keyForSalt(parts.salt);
      let plaintext: string;
      if (key.engine === 'cryptojs') {
        plaintext = (await loadCryptoJsEngine()).openCryptoJs(key.key, parts);
      } else {
        const subtle = subtleCrypto();
        if (!subtle) throw new Error('WebCrypto is not available');
        const plain = await subtle.decrypt(
          { name: 'AES-CBC', iv: fromHex(parts.iv) },
          key.key,
          fromBase64(parts.ciphertext),
        );
        plaintext = utf8Decode(new Uint8Array(plain));
      }
      return JSON.parse(plaintext);
    },
  };
}
