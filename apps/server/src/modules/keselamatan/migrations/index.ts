/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m1100 from './1100_keselamatan';

export const migrations: Readonly<Record<string, Migration>> = {
  '1100_keselamatan': m1100,
};
