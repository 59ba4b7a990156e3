/** The migrations of this context (names sort in the order they run across every module). */
import type { Migration } from 'kysely';
import * as m0990 from './0990_clinical_document';
import * as m0995 from './0995_cppt';

export const migrations: Readonly<Record<string, Migration>> = {
  '0990_clinical_document': m0990,
  '0995_cppt': m0995,
};
