import { type Kysely, sql } from 'kysely';

/**
 * Patient search as clerks type it: an RM number without its leading zeros ('293' for
 * '00000293') is compared as `ltrim(rm_no, '0')` (an expression index), and the first digits of
 * a NIK with `like '517101%'`. The NIK's unique index becomes a text_pattern_ops one, which
 * serves both the equality of a full NIK and the prefix (under any collation), so one index keeps
 * serving every NIK lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create index patients_rm_no_number_idx on patients (ltrim(rm_no, '0'));
    drop index patients_nik_key;
    create unique index patients_nik_key on patients (nik text_pattern_ops) where nik is not null;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    drop index patients_nik_key;
    create unique index patients_nik_key on patients (nik) where nik is not null;
    drop index patients_rm_no_number_idx;
  `)
    .execute(db);
}
