/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0300 from './0300_settings';
import * as m0911 from './0911_idle_lock';

export const migrations: Readonly<Record<string, Migration>> = {
  '0300_settings': m0300,
  '0911_idle_lock': m0911,
};
