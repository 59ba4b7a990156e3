import { type Kysely, sql } from 'kysely';

/**
 * Control visits (docs/registrasi.md, "Control visits"): a control is a booking of the queue
 * (`q_reservations`: code, quota, check-in, cancellation with its reason) planned from a visit.
 * This row says which visit it came from, who planned it, when, and the doctor's note; a booking
 * with this row is a control. Never updated or deleted: a plan is cancelled as a booking is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create table registration_control (
      reservation_id integer primary key references q_reservations (id) on delete restrict,
      origin_registration_id integer not null references registrations (id) on delete restrict,
      note text check (note is null or length(btrim(note)) > 0),
      planned_at timestamptz not null,
      user_id integer references users (id) on delete restrict,
      username text
    );
    create index registration_control_origin_idx on registration_control (origin_registration_id);

    create function registration_control_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'registration_control is append-only: cancel the booking instead';
    end $$;
    create trigger registration_control_no_update
      before update or delete or truncate on registration_control
      for each statement execute function registration_control_append_only();
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    drop table registration_control;
    drop function registration_control_append_only();
  `)
    .execute(db);
}
