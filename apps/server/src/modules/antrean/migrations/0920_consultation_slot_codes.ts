import { type Kysely, sql } from 'kysely';

/**
 * Doctor schedules store the domain's consultation slot codes (`consultationSlot`: PAGI, SORE,
 * MALAM) instead of their own lowercase words, whose afternoon was 'siang' while the domain and
 * the spec's hours (14:00-17:00) say 'Sore'. One definition, one word on every screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    alter table q_doctor_schedules drop constraint q_doctor_schedules_slot_check;
    update q_doctor_schedules set slot = case slot
      when 'pagi' then 'PAGI' when 'siang' then 'SORE' when 'malam' then 'MALAM' else slot end;
    alter table q_doctor_schedules add constraint q_doctor_schedules_slot_check
      check (slot in ('PAGI', 'SORE', 'MALAM'));
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    alter table q_doctor_schedules drop constraint q_doctor_schedules_slot_check;
    update q_doctor_schedules set slot = case slot
      when 'PAGI' then 'pagi' when 'SORE' then 'siang' when 'MALAM' then 'malam' else slot end;
    alter table q_doctor_schedules add constraint q_doctor_schedules_slot_check
      check (slot in ('pagi', 'siang', 'malam'));
  `)
    .execute(db);
}
