import { type Kysely, sql } from 'kysely';

/**
 * The table the socket.io PostgreSQL adapter keeps large event payloads in. It was created by the
 * server at start; a migration creates it now, so the runtime database role needs no right to
 * create tables. Existing databases already have it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists socket_io_attachments (
    id bigserial unique,
    created_at timestamptz default now(),
    payload bytea
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists socket_io_attachments`.execute(db);
}
