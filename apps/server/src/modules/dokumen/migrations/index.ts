/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0990 from './0990_clinical_document';
import * as m0995 from './0995_cppt';
import * as m1020 from './1020_coded_entry';

export const migrations: Readonly<Record<string, Migration>> = {
  '0990_clinical_document': m0990,
  '0995_cppt': m0995,
  '1020_coded_entry': m1020,
};
