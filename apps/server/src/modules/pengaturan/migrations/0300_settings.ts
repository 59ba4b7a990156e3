import { type Kysely, sql } from 'kysely';

/**
 * The hospital's settings (`static-settings`): one row (id 1) holding the identity, the national
 * codes, the spec's feature flags and the session setting, versioned like every record. No row
 * means the defaults (config's hospital name, every feature on); the first save inserts it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create table hospital_settings (
      id smallint primary key default 1 check (id = 1),
      hospital_name text not null check (length(hospital_name) between 1 and 150),
      address text not null check (length(address) <= 300),
      phone text check (phone ~ '^[1-9][0-9]{6,17}$'),
      email text check (length(email) <= 254),
      -- A data URL of at most 256 KiB of image (its base64 text is about 4/3 of that).
      logo text check (logo is null or (logo like 'data:image/%' and length(logo) <= 350000)),
      bpjs_ppk_code text check (bpjs_ppk_code ~ '^[0-9A-Z]{8}$'),
      satusehat_org_id text check (satusehat_org_id ~ '^[0-9]{6,20}$'),
      feature_registration boolean not null default true,
      feature_supporting_doctor boolean not null default true,
      feature_poli_adjustment boolean not null default true,
      feature_inpatient_adjustment boolean not null default true,
      feature_delivery_note_update boolean not null default true,
      single_session boolean not null default false,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table hospital_settings`.execute(db);
}
