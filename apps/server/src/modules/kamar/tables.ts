/** The tables of the `kamar` context, added to the platform's `Database`. */
import type { BedOccupancyKind } from '@simrs/validators/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One interval of a bed: occupied, booked or being cleaned; `to_at` null while open. */
export interface BedOccupancyTable {
  id: Generated<number>;
  bed_id: number;
  kind: BedOccupancyKind;
  /** A registration's id (null for CLEANING); the registrations module adds the foreign key. */
  registration_id: number | null;
  patient_id: number | null;
  from_at: Timestamp;
  to_at: Timestamp | null;
  ended_by: 'ADMIT' | 'TRANSFER' | 'DISCHARGE' | 'READY' | null;
  created_at: Generated<Timestamp>;
}

declare module '../../db/schema' {
  interface Database {
    bed_occupancy: BedOccupancyTable;
  }
}
