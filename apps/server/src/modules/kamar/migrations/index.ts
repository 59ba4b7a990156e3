/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0960 from './0960_bed_occupancy';

export const migrations: Readonly<Record<string, Migration>> = {
  '0960_bed_occupancy': m0960,
};
