/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0301 from './0301_patient_lookups';
import * as m0302 from './0302_patient_access_log';
import * as m0303 from './0303_patient_record';
import * as m1121 from './1121_patient_access_source';

export const migrations: Readonly<Record<string, Migration>> = {
  '0301_patient_lookups': m0301,
  '0302_patient_access_log': m0302,
  '0303_patient_record': m0303,
  '1121_patient_access_source': m1121,
};
