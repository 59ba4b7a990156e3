import { hash, verify } from '@node-rs/argon2';
import type { Argon2Cost } from '../config';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, not importable here). */
const ARGON2ID = 2;

export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
