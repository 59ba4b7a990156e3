import { sql } from 'kysely';
import type { Trx } from '../../platform/module';
import { DEMO_LEVELS } from './seed-levels';

export { DEMO_LEVELS, DEMO_PASSWORD } from './seed-levels';

/**
 * One demo user per level of the spec, every one with `passwordHash` (of the published demo
 * password); nurses and doctors belong to the general clinic. Runs after the master data.
 */
export async function seedUsers(trx: Trx, passwordHash: string): Promise<void> {
  for (const level of DEMO_LEVELS) {
    await trx
      .insertInto('user_levels')
      .values({ id: level.id, name: level.name, menu_role: JSON.stringify(level.menuRole) })
      .execute();
  }
  const umum = await sql<{ id: number }>`select id from m_poli where code = 'UMUM'`.execute(trx);
  const umumId = umum.rows[0]?.id ?? null;
  for (const level of DEMO_LEVELS) {
    await trx
      .insertInto('users')
      .values({
        username: level.username,
        name: `Demo ${level.name}`.replace(/[()]/g, ''),
        level_id: level.id,
        poli_id: [3, 5].includes(level.id) ? umumId : null,
        can_manage_all: level.id === 1 ? 'Y' : 'N',
        password: passwordHash,
        // The published demo password is known to everyone: no forced change in evaluation.
        must_change_password: false,
        status: 'Y',
      })
      .execute();
  }
}
