import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface MenuRoleRow {
  menu: string;
  actions: string[];
}

export interface UserLevelsTable {
  id: Generated<number>;
  name: string;
  menu_role: Json<MenuRoleRow[]>;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: string;
  level_id: number;
  poli_id: number | null;
  can_manage_all: string;
  password: string;
  status: string;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  is_remember: string;
  address: string | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  logout_reason: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  address: string;
  at: Generated<Timestamp>;
}

export interface PushTokensTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  created_at: Generated<Timestamp>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  username: string | null;
  address: string | null;
  module: string;
  type: string;
  record_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  prev_hash: string;
  hash: string;
}

/**
 * The tables Kysely knows: the platform's here; each module adds its own in
 * `modules/<context>/tables.ts` by augmenting this interface
 * (`declare module '../../db/schema' { interface Database { ... } }`).
 */
export interface Database {
  user_levels: UserLevelsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  push_tokens: PushTokensTable;
  audit_log: AuditLogTable;
}
