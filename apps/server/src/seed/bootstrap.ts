/**
 * The production mode's start (docs/server.md, "Modes"; docs/security.md): no demo hospital, one
 * bootstrap administrator on an empty database, and no start while any account still has the
 * published demo password.
 */
import { createHash, randomInt } from 'node:crypto';
import { DEMO_PASSWORD, isCommonPassword, passwordSchema } from '@simrs/validators';
import { sql } from 'kysely';
import type { Argon2Cost } from '../config';
import type { DatabaseHandle } from '../db/index';
import { appendAudit } from '../platform/audit';
import type { Db } from '../platform/module';
import { hashPassword, verifyPassword } from '../platform/passwords';

/** Letters and digits that cannot be misread (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random password of 5 groups of 4 ('k7wq-3fha-...'): about 99 bits. */
export function generatePassword(): string {
  for (;;) {
    const groups = Array.from({ length: 5 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (!isCommonPassword(password)) return password;
  }
}

export class StartRefused extends Error {}

/** The password policy's verdict on a configured password, or null when it passes. */
export function policyProblem(password: string, label: string): string | null {
  const result = passwordSchema({ label }).safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? 'tidak valid');
}

export interface BootstrapResult {
  username: string;
  /** The password to show once (generated), or null when it came from the configuration. */
  generatedPassword: string | null;
}

/**
 * On a database without any user: level 1 (Super Admin, every menu) and one administrator
 * (canManageAll) whose password is `password` or a generated one, to be changed at the first
 * login. Null when the database has users (a later start, or another node was first).
 */
export async function bootstrapAdministrator(
  handle: DatabaseHandle,
  argon2: Argon2Cost,
  options: { username: string; password?: string | undefined },
): Promise<BootstrapResult | null> {
  const given = options.password;
  if (given !== undefined) {
    const problem = policyProblem(given, 'SIMRS_ADMIN_PASSWORD');
    if (problem) throw new StartRefused(problem);
  }
  if (!/^[A-Za-z0-9_.]{3,50}$/.test(options.username)) {
    throw new StartRefused(
      'SIMRS_ADMIN_USERNAME: 3 to 50 letters, digits, underscores (_) or dots (.)',
    );
  }
  const password = given ?? generatePassword();
  const hash = await hashPassword(password, argon2);
  const created = await handle.db.transaction().execute(async (trx) => {
    // Two nodes starting on one empty database: one bootstraps, the other finds a user.
    await sql`select pg_advisory_xact_lock(hashtext('simrs-bootstrap'))`.execute(trx);
    const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(trx);
    if ((users.rows[0]?.n ?? 0) > 0) return false;
    await sql`insert into user_levels (id, name, menu_role) values (1, 'Super Admin', '[]')
      on conflict (id) do nothing`.execute(trx);
    const inserted = await trx
      .insertInto('users')
      .values({
        username: options.username,
        name: 'Administrator',
        level_id: 1,
        can_manage_all: 'Y',
        password: hash,
        must_change_password: true,
        status: 'Y',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(
      trx,
      { userId: null, username: 'system', address: null },
      {
        module: 'Users',
        type: 'bootstrap',
        recordId: inserted.id,
        after: {
          username: options.username,
          levelId: 1,
          canManageAll: 'Y',
          password: given === undefined ? 'generated' : 'configured',
        },
      },
    );
    return true;
  });
  if (!created) return null;
  return { username: options.username, generatedPassword: given === undefined ? password : null };
}

const digestOf = (hash: string) => createHash('sha256').update(hash).digest('hex');

/**
 * The usernames of every account (active or not) whose password is the published demo
 * password. Each stored hash is verified once: the SHA-256 of a hash found clean is remembered
 * in `password_screening`, so a later start checks only hashes it has not seen.
 */
export async function demoPasswordAccounts(db: Db, concurrency = 4): Promise<string[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'password'])
    .orderBy('id')
    .execute();
  const screened = new Set(
    (await db.selectFrom('password_screening').select('digest').execute()).map((r) => r.digest),
  );
  const pending = users.filter((u) => !screened.has(digestOf(u.password)));
  const found: string[] = [];
  const clean: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const user = pending[next++];
      if (!user) break;
      if (await verifyPassword(user.password, DEMO_PASSWORD)) found.push(user.username);
      else clean.push(digestOf(user.password));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (clean.length > 0) {
    await db
      .insertInto('password_screening')
      .values(clean.map((digest) => ({ digest })))
      .onConflict((oc) => oc.column('digest').doNothing())
      .execute();
  }
  return found.sort();
}
