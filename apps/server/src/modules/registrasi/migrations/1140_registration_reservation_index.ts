import { type Kysely, sql } from 'kysely';

/**
 * The registration a booking became, by the booking (docs/decisions.md, 17). A schedule's places
 * count the bookings not yet registered: `not exists (registration of the booking that is not
 * voided)`. The unique index on `reservation_id` covers live registrations only (neither VOID nor
 * 99), so that test had no index and read every registration for each booking of the day: the day's
 * schedules of the registration screen took minutes on five years of registrations, and every
 * outpatient registration checked its quota the same way. Only registrations from a booking are
 * indexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index registrations_reservation_idx on registrations (reservation_id)
    where reservation_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index registrations_reservation_idx`.execute(db);
}
