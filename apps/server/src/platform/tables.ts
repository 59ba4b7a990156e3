/** The platform's tables beside the core ones of `db/schema.ts`, added to `Database`. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UploadsTable {
  id: Generated<number>;
  name: string;
  original_name: string;
  module: string;
  record_id: string;
  menu: string;
  mime: string;
  size: number;
  sha256: string;
  uploaded_by: number | null;
  uploaded_by_name: string | null;
  uploaded_at: Timestamp;
}

export interface DisplayTerminalsTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  active: Generated<'Y' | 'N'>;
  bootstrap: Generated<'Y' | 'N'>;
  created_at: Timestamp;
  created_by: string | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
  last_seen_at: Timestamp | null;
  last_address: string | null;
}

declare module '../db/schema' {
  interface Database {
    uploads: UploadsTable;
    display_terminals: DisplayTerminalsTable;
  }
}
