/** The tables of the `pasien` context, added to the platform's `Database`. */
import type { PatientLookupKind } from '@simrs/validators/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PatientAccessLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  username: string | null;
  address: string | null;
  kind: PatientLookupKind;
  /** Written as a PostgreSQL array literal ('{1,2}'), read as numbers. */
  patient_ids: ColumnType<number[], string, string>;
  patient_count: number;
}

declare module '../../db/schema' {
  interface Database {
    patient_access_log: PatientAccessLogTable;
  }
}
