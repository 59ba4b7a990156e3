import { type Kysely, sql } from 'kysely';

/**
 * The patient access log: one row per read of patient data (a list or search of Pasien, a record
 * opened, later a chart), with the patients it returned. Append-only like the audit log. The GIN
 * index answers "who viewed this record" (`patient_ids @> array[id]`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create table patient_access_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      user_id integer,
      username text,
      address text,
      kind text not null check (kind in ('nik', 'rm', 'bpjs', 'name', 'list', 'detail')),
      patient_ids integer[] not null,
      patient_count integer not null
    );
    create index patient_access_log_patients_idx on patient_access_log using gin (patient_ids);
    create index patient_access_log_user_idx on patient_access_log (user_id, id);

    create function patient_access_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'patient_access_log is append-only';
    end $$;
    create trigger patient_access_log_no_update before update or delete or truncate
      on patient_access_log for each statement execute function patient_access_log_append_only();
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    drop table patient_access_log;
    drop function patient_access_log_append_only();
  `)
    .execute(db);
}
