/**
 * The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads)
 * with the `otpauth` library, and the encryption of its secrets at rest.
 *
 * A secret is never stored in clear: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server secret `SIMRS_TOTP_KEY` (configuration, outside the database), with the user's id as
 * associated data, so a ciphertext copied to another user's row does not open. Stored as
 * `v1.<iv>.<ciphertext>.<tag>` (base64url).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the previous and the next period are accepted too (clock drift of the phone). */
const WINDOW = 1;
/** How long an enrolment waits for its confirming code. */
export const ENROLMENT_MINUTES = 15;
/** How long a session waits for the second factor's code after the password. */
export const SECOND_FACTOR_MINUTES = 10;

const VERSION = 'v1';

export class TotpKeyError extends Error {}

/** Encrypts and decrypts TOTP secrets with the server secret. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    if (serverSecret.length < 16) {
      throw new TotpKeyError('SIMRS_TOTP_KEY must hold at least 16 characters');
    }
    this.key = Buffer.from(
      hkdfSync('sha256', serverSecret, 'simrs', 'simrs totp secret v1', 32) as ArrayBuffer,
    );
  }

  seal(secretBase32: string, userId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`user:${userId}`));
    const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, body, tag]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when the text was not sealed with this key for this user. */
  open(sealed: string, userId: number): string | null {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !body || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`user:${userId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/...` URI an authenticator app reads from a QR code. */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return totpOf(secretBase32, issuer, account).toString();
}

/** The code of `at` (tests, and nothing else). */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: at });
}

/**
 * The time step a code belongs to, when it is valid now (within one period either side) and
 * later than `lastStep` (a code is never accepted twice); otherwise null.
 */
export function acceptCode(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  at: number = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(at / 1000 / TOTP_PERIOD_SECONDS) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
