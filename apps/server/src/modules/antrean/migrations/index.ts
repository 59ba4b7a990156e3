/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0100 from './0100_queue';
import * as m0920 from './0920_consultation_slot_codes';

export const migrations: Readonly<Record<string, Migration>> = {
  '0100_queue': m0100,
  '0920_consultation_slot_codes': m0920,
};
