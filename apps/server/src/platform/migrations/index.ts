/**
 * The platform's own tables (users and levels, sessions, the audit log, login failures, push
 * tokens; uploaded files and display terminals) and the credentials added to them.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_core';
import * as m0050 from './0050_files_terminals';
import * as m0410 from './0410_credentials';
import * as m0900 from './0900_realtime_attachments';
import * as m0910 from './0910_session_lock';

export const migrations: Readonly<Record<string, Migration>> = {
  '0001_core': m0001,
  '0050_files_terminals': m0050,
  '0410_credentials': m0410,
  '0900_realtime_attachments': m0900,
  '0910_session_lock': m0910,
};
