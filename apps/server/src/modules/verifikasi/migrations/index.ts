/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m1025 from './1025_record_verification';
import * as m1120 from './1120_record_followup_reminder';

export const migrations: Readonly<Record<string, Migration>> = {
  '1025_record_verification': m1025,
  '1120_record_followup_reminder': m1120,
};
