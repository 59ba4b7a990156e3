/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0002 from './0002_masters';
import * as m0200 from './0200_catalog';

export const migrations: Readonly<Record<string, Migration>> = {
  '0002_masters': m0002,
  '0200_catalog': m0200,
};
