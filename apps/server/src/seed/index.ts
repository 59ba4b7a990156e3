import { sql } from 'kysely';
import type { Argon2Cost } from '../config';
import type { DatabaseHandle } from '../db/index';
import { seedQueue } from '../modules/antrean/seed';
import { appendAudit } from '../platform/audit';
import { hashPassword } from '../platform/passwords';
import { seedCatalog } from './catalog';
import { AGAMA, BANGSAL, BANK, demoPatients, KELAS, OBAT, POLI } from './data';
import { DEMO_LEVELS, DEMO_PASSWORD } from './levels';
import { seedSettings } from './settings';

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
    for (const level of DEMO_LEVELS) {
      await trx
        .insertInto('user_levels')
        .values({ id: level.id, name: level.name, menu_role: JSON.stringify(level.menuRole) })
        .execute();
    }
    const poliIds = new Map<string, number>();
    for (const [code, name, bpjs] of POLI) {
      const r = await sql<{ id: number }>`insert into m_poli (code, name, bpjs_code)
        values (${code}, ${name}, ${bpjs}) returning id`.execute(trx);
      poliIds.set(code, r.rows[0]?.id ?? 0);
    }
    for (const level of DEMO_LEVELS) {
      await trx
        .insertInto('users')
        .values({
          username: level.username,
          name: `Demo ${level.name}`.replace(/[()]/g, ''),
          level_id: level.id,
          poli_id: [3, 5].includes(level.id) ? (poliIds.get('UMUM') ?? null) : null,
          can_manage_all: level.id === 1 ? 'Y' : 'N',
          password: passwordHash,
          status: 'Y',
        })
        .execute();
    }
    for (const name of AGAMA) await sql`insert into m_agama (name) values (${name})`.execute(trx);
    for (const [code, name] of BANK) {
      await sql`insert into m_bank (code, name) values (${code}, ${name})`.execute(trx);
    }
    for (const [code, name, unit, price, minStock] of OBAT) {
      await sql`insert into m_obat (code, name, unit, price, min_stock)
        values (${code}, ${name}, ${unit}, ${price}, ${minStock})`.execute(trx);
    }
    const kelasIds = new Map<string, number>();
    for (const [code, name, bpjs] of KELAS) {
      const r = await sql<{ id: number }>`insert into m_ranap_kelas (code, name, bpjs_class)
        values (${code}, ${name}, ${bpjs}) returning id`.execute(trx);
      kelasIds.set(code, r.rows[0]?.id ?? 0);
    }
    for (const [code, name, kelas, beds] of BANGSAL) {
      await sql`insert into m_ranap_bangsal (code, name, kelas_id, capacity)
        values (${code}, ${name}, ${kelasIds.get(kelas) ?? 0}, ${beds})`.execute(trx);
    }
    await seedCatalog(trx);
    await seedQueue(trx);
    await seedSettings(trx);
    const list = demoPatients(patients);
    for (let i = 0; i < list.length; i += 100) {
      const chunk = list.slice(i, i + 100);
      const rows = chunk.map(
        (p) => sql`(${p.rmNo}, ${p.nik}, ${p.bpjsNo}, ${p.name}, ${p.sex}, ${p.birthDate})`,
      );
      await sql`insert into patients (rm_no, nik, bpjs_no, name, sex, birth_date)
        values ${sql.join(rows)}`.execute(trx);
    }
    await appendAudit(
      trx,
      { userId: null, username: 'system', address: null },
      {
        module: 'Seed',
        type: 'seed',
        after: { levels: DEMO_LEVELS.length, users: DEMO_LEVELS.length, patients: list.length },
      },
    );
  });
  return { seeded: true, users };
}
