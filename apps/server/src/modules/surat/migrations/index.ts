/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m1030 from './1030_surat';

export const migrations: Readonly<Record<string, Migration>> = {
  '1030_surat': m1030,
};
