// Server-side reference implementation of the envelope with node:crypto, and the classic
// crypto-js recipe, used by the tests to check the client byte for byte.
import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import CryptoJS from 'crypto-js';

export function nodeDeriveKey(passphrase: string, salt: Buffer): Buffer {
  return pbkdf2Sync(passphrase, salt, 999, 32, 'sha512');
}

export function nodeOpen(passphrase: string, envelope: string): unknown {
  const parts = JSON.parse(Buffer.from(envelope, 'base64').toString('utf8')) as {
    ciphertext: string;
    salt: string;
    iv: string;
  };
  const key = nodeDeriveKey(passphrase, Buffer.from(parts.salt, 'hex'));
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(parts.iv, 'hex'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(parts.ciphertext, 'base64')),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'));
}

export function nodeSeal(
  passphrase: string,
  payload: unknown,
  salt: Buffer = randomBytes(256),
  iv: Buffer = randomBytes(16),
): string {
  const key = nodeDeriveKey(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([
    cipher.update(JSON.stringify(payload), 'utf8'),
    cipher.final(),
  ]);
  const json = JSON.stringify({
    ciphertext: ciphertext.toString('base64'),
    salt: salt.toString('hex'),
    iv: iv.toString('hex'),
  });
  return Buffer.from(json, 'utf8').toString('base64');
}

/** The classic recipe: a new salt and a full crypto-js PBKDF2 for every message. */
export function cryptoJsClassicSeal(passphrase: string, payload: unknown): string {
  const salt = CryptoJS.lib.WordArray.random(256);
  const iv = CryptoJS.lib.WordArray.random(16);
  const key = CryptoJS.PBKDF2(passphrase, salt, {
    hasher: CryptoJS.algo.SHA512,
    keySize: 64 / 8,
    iterations: 999,
  });
  const encrypted = CryptoJS.AES.encrypt(JSON.stringify(payload), key, { iv });
  const json = JSON.stringify({
    ciphertext: CryptoJS.enc.Base64.stringify(encrypted.ciphertext),
    salt: CryptoJS.enc.Hex.stringify(salt),
    iv: CryptoJS.enc.Hex.stringify(iv),
  });
  return CryptoJS.enc.Base64.stringify(CryptoJS.enc.Utf8.parse(json));
}

export function cryptoJsClassicOpen(passphrase: string, envelope: string): unknown {
  const parts = JSON.parse(CryptoJS.enc.Base64.parse(envelope).toString(CryptoJS.enc.Utf8)) as {
    ciphertext: string;
    salt: string;
    iv: string;
  };
  const key = CryptoJS.PBKDF2(passphrase, CryptoJS.enc.Hex.parse(parts.salt), {
    hasher: CryptoJS.algo.SHA512,
    keySize: 64 / 8,
    iterations: 999,
  });
  const decrypted = CryptoJS.AES.decrypt(
    CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(parts.ciphertext) }),
    key,
    { iv: CryptoJS.enc.Hex.parse(parts.iv) },
  );
  return JSON.parse(decrypted.toString(CryptoJS.enc.Utf8));
}
