import { type Kysely, sql } from 'kysely';

/**
 * Sessions a user can see, end and lock (docs/security.md, "Automatic lock" and "Sessions a user
 * can see and end"):
 *
 * - `sessions.locked_at`: the app locked the session after its idle time; every call but unlock
 *   and logout is refused (423) until the user's password opens it again;
 * - `sessions.user_agent`: the browser that logged in (what the sessions list names);
 * - `session_activity`: when and from where each session was last used, written at most once a
 *   minute per session and API node. A table of its own, so these writes do not end the per-node
 *   session caches (a write to `sessions` does: db/changes.ts).
 *
 * Numbered after every migration a database may already have run: the migrator refuses a new
 * name that sorts before the last one run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    alter table sessions add column locked_at timestamptz;
    alter table sessions add column user_agent text;
    create table session_activity (
      session_id integer primary key references sessions (id) on delete cascade,
      last_seen_at timestamptz not null,
      address text
    );
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    drop table session_activity;
    alter table sessions drop column user_agent, drop column locked_at;
  `)
    .execute(db);
}
