import { type Kysely, sql } from 'kysely';

/**
 * Credentials (docs/security.md): the forced password change, the second factor (TOTP) of users,
 * the level flag that requires it, a session waiting for its code, and the hashes a production
 * start already checked against the demo password.
 *
 * `must_change_password` is false for the accounts that exist, and true by default for every new
 * one: a password that someone else set (the bootstrap administrator, an administrator adding a
 * user) must be changed by its owner first. The demo seed sets it false.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    alter table users add column must_change_password boolean not null default false;
    alter table users alter column must_change_password set default true;
    alter table users add column totp_secret text;
    alter table users add column totp_enabled_at timestamptz;
    alter table users add column totp_last_step bigint;
    alter table users add column totp_pending_secret text;
    alter table users add column totp_pending_at timestamptz;

    alter table user_levels add column require_two_factor char(1) not null default 'N'
      check (require_two_factor in ('Y', 'N'));

    alter table sessions add column second_factor_pending boolean not null default false;

    create table password_screening (
      digest text primary key,
      screened_at timestamptz not null default now()
    );
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    drop table password_screening;
    alter table sessions drop column second_factor_pending;
    alter table user_levels drop column require_two_factor;
    alter table users drop column must_change_password, drop column totp_secret,
      drop column totp_enabled_at, drop column totp_last_step, drop column totp_pending_secret,
      drop column totp_pending_at;
  `)
    .execute(db);
}
