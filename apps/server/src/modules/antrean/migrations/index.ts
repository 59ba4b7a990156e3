/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0100 from './0100_queue';
import * as m0920 from './0920_consultation_slot_codes';
import * as m1011 from './1011_queue_ticket_cancelled';
import * as m1141 from './1141_reservation_patient_lookups';

export const migrations: Readonly<Record<string, Migration>> = {
  '0100_queue': m0100,
  '0920_consultation_slot_codes': m0920,
  '1011_queue_ticket_cancelled': m1011,
  '1141_reservation_patient_lookups': m1141,
};
