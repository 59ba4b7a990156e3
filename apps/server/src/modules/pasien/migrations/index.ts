/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0301 from './0301_patient_lookups';

export const migrations: Readonly<Record<string, Migration>> = {
  '0301_patient_lookups': m0301,
};
