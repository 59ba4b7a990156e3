/**
 * The demo hospital (evaluation mode): every module seeds its own rows (`seedDemo`), in the order
 * of `modules/index.ts`, in one transaction, when the database has no user level yet.
 */
import { sql } from 'kysely';
import type { Argon2Cost } from '../config';
import type { DatabaseHandle } from '../db/index';
import { modules } from '../modules/index';
import { DEMO_LEVELS, DEMO_PASSWORD } from '../modules/pengguna/seed';
import { appendAudit } from '../platform/audit';
import { hashPassword } from '../platform/passwords';

export { DEMO_PASSWORD };

export interface SeedResult {
  seeded: boolean;
  users: { username: string; level: string }[];
}

/** Seeds the demo hospital when the database has no user level yet; a second start keeps data. */
export async function seedIfEmpty(
  handle: DatabaseHandle,
  argon2: Argon2Cost,
  patients = 300,
): Promise<SeedResult> {
  const db = handle.db;
  const users = DEMO_LEVELS.map((l) => ({ username: l.username, level: l.name }));
  const existing = await db
    .selectFrom('user_levels')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  if ((existing?.n ?? 0) > 0) return { seeded: false, users };

  const passwordHash = await hashPassword(DEMO_PASSWORD, argon2);
  await db.transaction().execute(async (trx) => {
    for (const module of modules) await module.seedDemo?.(trx, { passwordHash, patients });
    await appendAudit(
      trx,
      { userId: null, username: 'system', address: null },
      {
        module: 'Seed',
        type: 'seed',
        after: { levels: DEMO_LEVELS.length, users: DEMO_LEVELS.length, patients },
      },
    );
  });
  return { seeded: true, users };
}
