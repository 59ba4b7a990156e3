/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0970 from './0970_registrasi';
import * as m1010 from './1010_registration_control';
import * as m1012 from './1012_admission_request';

export const migrations: Readonly<Record<string, Migration>> = {
  '0970_registrasi': m0970,
  '1010_registration_control': m1010,
  '1012_admission_request': m1012,
};
