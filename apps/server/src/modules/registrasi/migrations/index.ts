/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0970 from './0970_registrasi';

export const migrations: Readonly<Record<string, Migration>> = {
  '0970_registrasi': m0970,
};
