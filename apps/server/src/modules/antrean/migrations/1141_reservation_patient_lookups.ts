import { type Kysely, sql } from 'kysely';

/**
 * A patient's bookings by RM number, NIK or BPJS card number (docs/decisions.md, 17): the patient
 * record's history, the chart's visits and the references a merge or a deactivation checks find
 * a patient's bookings by any of the three (`pasien/references.ts`). Without an index each of
 * them read every booking ever made: 0.6 s per patient page on 730,000 bookings. One partial index
 * per identifier; a bitmap OR of the three answers the lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create index q_reservations_rm_no_idx on q_reservations (rm_no) where rm_no is not null;
    create index q_reservations_nik_idx on q_reservations (nik) where nik is not null;
    create index q_reservations_bpjs_no_idx on q_reservations (bpjs_no) where bpjs_no is not null;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    drop index q_reservations_bpjs_no_idx;
    drop index q_reservations_nik_idx;
    drop index q_reservations_rm_no_idx;
  `)
    .execute(db);
}
