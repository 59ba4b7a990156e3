import { type Kysely, sql } from 'kysely';

/**
 * The patient access log keeps the call that read the patient (`source`: the wire module and
 * operation, 'Dokumen.registration'), so "who viewed this record" says from which screen's data a
 * read came. Rows written before stay without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`alter table patient_access_log add column source text
      check (source is null or length(source) between 3 and 130);`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table patient_access_log drop column source;').execute(db);
}
