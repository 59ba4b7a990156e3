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
  /** 'Y': every user of the level needs a second factor (TOTP). */
  require_two_factor: Generated<string>;
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
  /** The password was set by someone else: its owner must change it before anything else. */
  must_change_password: Generated<boolean>;
  /** The confirmed TOTP secret, encrypted (platform/totp.ts), or null. */
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The last accepted time step: a code is never accepted twice. */
  totp_last_step: ColumnType<string | null, number | string | null, number | string | null>;
  /** A secret being enrolled, encrypted, until confirmed with a code. */
  totp_pending_secret: string | null;
  totp_pending_at: Timestamp | null;
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
  /** The login: the session's lifetime counts from it. */
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  logout_reason: string | null;
  /** The password was right; the session waits for the second factor's code. */
  second_factor_pending: Generated<boolean>;
  /** Locked after the app's idle time: only unlock and logout until the password is given. */
  locked_at: Timestamp | null;
  /** The browser that logged in (the sessions list names it). */
  user_agent: string | null;
}

/** When and from where a session was last used (written at most once a minute per node). */
export interface SessionActivityTable {
  session_id: number;
  last_seen_at: Timestamp;
  address: string | null;
}

/** SHA-256 of password hashes a production start has checked against the demo password. */
export interface PasswordScreeningTable {
  digest: string;
  screened_at: Generated<Timestamp>;
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
  session_activity: SessionActivityTable;
  login_failures: LoginFailuresTable;
  push_tokens: PushTokensTable;
  audit_log: AuditLogTable;
  password_screening: PasswordScreeningTable;
}
