/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0950 from './0950_charge_line';

export const migrations: Readonly<Record<string, Migration>> = {
  '0950_charge_line': m0950,
};
