/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0960 from './0960_bed_occupancy';
import * as m0980 from './0980_bed_condition_in_service';

export const migrations: Readonly<Record<string, Migration>> = {
  '0960_bed_occupancy': m0960,
  '0980_bed_condition_in_service': m0980,
};
