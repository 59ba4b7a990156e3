import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';

/**
 * The payload envelope of the protocol: PBKDF2-HMAC-SHA512 (999 iterations, 32-byte key)
 * from the passphrase and a 256-byte salt; AES-256-CBC with PKCS#7 and a 16-byte IV.
 * envelope = base64(JSON {ciphertext: base64, salt: hex, iv: hex}).
 */
export const PBKDF2_ITERATIONS = 999;
const KEY_BYTES = 32;
const SALT_BYTES = 256;
const IV_BYTES = 16;

export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

export function deriveKey(passphrase: string, salt: Buffer): Buffer {
  return pbkdf2Sync(Buffer.from(passphrase, 'utf8'), salt, PBKDF2_ITERATIONS, KEY_BYTES, 'sha512');
}

/** Derived keys by salt (hex), bounded LRU: a client reusing its salt costs one derivation. */
export class KeyCache {
  private readonly map = new Map<string, Buffer>();
  derivations = 0;
  constructor(
    private readonly passphrase: string,
    private readonly capacity = 1000,
  ) {}

  get(saltHex: string): Buffer {
    const hit = this.map.get(saltHex);
    if (hit) {
      this.map.delete(saltHex);
      this.map.set(saltHex, hit);
      return hit;
    }
    const key = deriveKey(this.passphrase, Buffer.from(saltHex, 'hex'));
    this.derivations++;
    this.map.set(saltHex, key);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    return key;
  }

  get size(): number {
    return this.map.size;
  }
}

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Opens an envelope into its JSON object; throws EnvelopeError for anything malformed. */
export function openEnvelope(envelope: string, keys: KeyCache): Record<string, unknown> {
  if (!BASE64.test(envelope)) throw new EnvelopeError('envelope is not base64');
  let outer: unknown;
  try {
    outer = JSON.parse(Buffer.from(envelope, 'base64').toString('utf8'));
  } catch {
    throw new EnvelopeError('envelope is not JSON');
  }
  if (!isRecord(outer)) throw new EnvelopeError('envelope is not an object');
  const { ciphertext, salt, iv } = outer;
  if (typeof ciphertext !== 'string' || typeof salt !== 'string' || typeof iv !== 'string') {
    throw new EnvelopeError('envelope fields missing');
  }
  if (!HEX.test(salt) || salt.length !== SALT_BYTES * 2) throw new EnvelopeError('bad salt');
  if (!HEX.test(iv) || iv.length !== IV_BYTES * 2) throw new EnvelopeError('bad iv');
  if (!BASE64.test(ciphertext) || ciphertext.length === 0)
    throw new EnvelopeError('bad ciphertext');
  const cipherBytes = Buffer.from(ciphertext, 'base64');
  if (cipherBytes.length === 0 || cipherBytes.length % 16 !== 0) {
    throw new EnvelopeError('bad ciphertext length');
  }
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', keys.get(salt), Buffer.from(iv, 'hex'));
    plain = Buffer.concat([decipher.update(cipherBytes), decipher.final()]).toString('utf8');
  } catch {
    throw new EnvelopeError('cannot decrypt');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(plain);
  } catch {
    throw new EnvelopeError('payload is not JSON');
  }
  if (!isRecord(payload)) throw new EnvelopeError('payload is not an object');
  return payload;
}

/** Seals a payload (used by tests, the bench and server-side clients). */
export function sealEnvelope(
  payload: unknown,
  keys: KeyCache,
  salt: Buffer = randomBytes(SALT_BYTES),
  iv: Buffer = randomBytes(IV_BYTES),
): string {
  const saltHex = salt.toString('hex');
  const cipher = createCipheriv('aes-256-cbc', keys.get(saltHex), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const outer = { ciphertext: body.toString('base64'), salt: saltHex, iv: iv.toString('hex') };
  return Buffer.from(JSON.stringify(outer), 'utf8').toString('base64');
}
