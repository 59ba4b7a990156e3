import { type Kysely, sql } from 'kysely';

/**
 * The registration screen's day list in its own order (docs/decisions.md, 17): the day's
 * registrations by time of registration (the default sort, either way). With only the index of
 * day and clinic, the whole day (about 3,000 registrations a day in a large hospital) was read and
 * sorted for each page of 25; this index hands the page over in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index registrations_day_time_idx
    on registrations (visit_date, registered_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index registrations_day_time_idx`.execute(db);
}
