/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0970 from './0970_registrasi';
import * as m1010 from './1010_registration_control';
import * as m1012 from './1012_admission_request';
import * as m1140 from './1140_registration_reservation_index';
import * as m1142 from './1142_registration_day_order_index';

export const migrations: Readonly<Record<string, Migration>> = {
  '0970_registrasi': m0970,
  '1010_registration_control': m1010,
  '1012_admission_request': m1012,
  '1140_registration_reservation_index': m1140,
  '1142_registration_day_order_index': m1142,
};
