import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from './errors';

/** Failed logins counted in the database, so every API node sees the same counts. */
export async function checkLoginLimit(
  db: Kysely<Database>,
  limit: ServerConfig['loginLimit'],
  username: string,
  address: string,
): Promise<void> {
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  const rows = await sql<{ kind: string; n: number; oldest: Date | null }>`
    select 'account' as kind, count(*)::int as n, min(at) as oldest from login_failures
      where username = ${username.toLowerCase()} and at > ${since}
    union all
    select 'address' as kind, count(*)::int as n, min(at) as oldest from login_failures
      where address = ${address} and at > ${since}`.execute(db);
  for (const row of rows.rows) {
    const max = row.kind === 'account' ? limit.perAccount : limit.perAddress;
    if (row.n >= max && row.oldest) {
      const retry = Math.max(
        1,
        Math.ceil(
          (new Date(row.oldest).getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000,
        ),
      );
      throw new HttpError(429, `Terlalu banyak percobaan. Coba lagi dalam ${retry} detik.`);
    }
  }
}

export async function recordLoginFailure(
  db: Kysely<Database>,
  username: string,
  address: string,
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ username: username.toLowerCase(), address })
    .execute();
}

export async function clearLoginFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username.toLowerCase()).execute();
}
