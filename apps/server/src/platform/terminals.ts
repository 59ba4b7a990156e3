/**
 * Public terminals (kiosks, lobby boards) and their display tokens (`display_terminals`). Each
 * terminal has a token of its own, stored as its SHA-256; `/display/*` and display sockets accept
 * the token of an active terminal only, so one terminal is revoked without touching the others
 * (`TerminalLayar` in the antrean context manages them; revoking closes its sockets).
 *
 * The configured `BO_DISPLAY_TOKEN` keeps working as the bootstrap terminal: on its first use it
 * is recorded as a terminal ('Terminal bawaan'), so it shows in the list with its last use and
 * can be revoked like any other (a revoked bootstrap token stays refused after a restart; a new
 * value of the variable is a new terminal).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './module';
import './tables';

export const BOOTSTRAP_TERMINAL_NAME = 'Terminal bawaan (BO_DISPLAY_TOKEN)';
export const INVALID_DISPLAY_TOKEN = 'Token layar tidak valid.';
/** A terminal's last use is written at most this often (one write a minute per terminal). */
const TOUCH_EVERY_MS = 60_000;

/** The terminal a display call or socket comes from. */
export interface TerminalIdentity {
  id: number;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The terminal of a `/display` call (set once its token is checked). */
    terminal?: TerminalIdentity;
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const hashDisplayToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new terminal's token (256 random bits). */
export function newDisplayToken(): string {
  return randomBytes(32).toString('base64url');
}

export class Terminals {
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly db: Db,
    /** The configured display token ('' for none). */
    private readonly bootstrapToken: string,
  ) {}

  /** The active terminal of `token`, or null (unknown, revoked, malformed). */
  async check(token: unknown, address: string | null): Promise<TerminalIdentity | null> {
    if (typeof token !== 'string' || token.length < 8 || token.length > 200) return null;
    const hash = hashDisplayToken(token);
    let row = await this.find(hash);
    if (!row && this.bootstrapToken && sameText(token, this.bootstrapToken)) {
      await this.db
        .insertInto('display_terminals')
        .values({
          name: BOOTSTRAP_TERMINAL_NAME,
          token_hash: hash,
          bootstrap: 'Y',
          created_by: 'konfigurasi',
        })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
      row = await this.find(hash);
    }
    if (row?.active !== 'Y') return null;
    const now = Date.now();
    if (now - (this.touched.get(row.id) ?? 0) >= TOUCH_EVERY_MS) {
      this.touched.set(row.id, now);
      await this.db
        .updateTable('display_terminals')
        .set({ last_seen_at: sql`now()`, last_address: address })
        .where('id', '=', row.id)
        .execute();
    }
    return { id: row.id, name: row.name };
  }

  private find(hash: string) {
    return this.db
      .selectFrom('display_terminals')
      .select(['id', 'name', 'active'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
  }
}
