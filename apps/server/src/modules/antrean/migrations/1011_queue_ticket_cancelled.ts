import { type Kysely, sql } from 'kysely';

/**
 * A queue ticket may be CANCELLED (the domain's `queueTicketStatus`): the clinic ticket of a
 * voided visit leaves the waiting list instead of staying WAITING.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    alter table q_tickets drop constraint q_tickets_status_check;
    alter table q_tickets add constraint q_tickets_status_check check (status in
      ('WAITING', 'CALLED', 'SERVING', 'SKIPPED', 'DONE', 'TRANSFERRED', 'CANCELLED'));
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    update q_tickets set status = 'DONE' where status = 'CANCELLED';
    alter table q_tickets drop constraint q_tickets_status_check;
    alter table q_tickets add constraint q_tickets_status_check check (status in
      ('WAITING', 'CALLED', 'SERVING', 'SKIPPED', 'DONE', 'TRANSFERRED'));
  `)
    .execute(db);
}
