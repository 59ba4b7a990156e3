/** The platform's own tables (users and levels, sessions, the audit log, login failures, push tokens). */
import type { Migration } from 'kysely';
import * as m0001 from './0001_core';
import * as m0900 from './0900_realtime_attachments';

export const migrations: Readonly<Record<string, Migration>> = {
  '0001_core': m0001,
  '0900_realtime_attachments': m0900,
};
