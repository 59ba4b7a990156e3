import { type Kysely, sql } from 'kysely';

/**
 * 'Kunci otomatis setelah (menit)': the idle time after which the staff app locks an unattended
 * session (docs/security.md, "Automatic lock"); 0 turns the lock off. 15 by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table hospital_settings add column idle_lock_minutes integer not null default 15
    check (idle_lock_minutes between 0 and 480)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table hospital_settings drop column idle_lock_minutes`.execute(db);
}
