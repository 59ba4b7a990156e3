import { createHash } from 'node:crypto';
import {
  type FeatureFlags,
  IDLE_LOCK_DEFAULT_MINUTES,
  type StaticSettings,
  type StaticSettingsValues,
} from '@simrs/validators';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { logoImage } from './logo';

interface SettingsRow {
  hospital_name: string;
  address: string;
  phone: string | null;
  email: string | null;
  logo: string | null;
  bpjs_ppk_code: string | null;
  satusehat_org_id: string | null;
  feature_registration: boolean;
  feature_supporting_doctor: boolean;
  feature_poli_adjustment: boolean;
  feature_inpatient_adjustment: boolean;
  feature_delivery_note_update: boolean;
  single_session: boolean;
  idle_lock_minutes: number;
  version: number;
  updated_at: Date | string;
}

/** Feature flag -> column. */
const FEATURE_COLUMNS: Readonly<Record<keyof FeatureFlags, keyof SettingsRow>> = {
  registration: 'feature_registration',
  supportingDoctor: 'feature_supporting_doctor',
  poliAdjustment: 'feature_poli_adjustment',
  inpatientAdjustment: 'feature_inpatient_adjustment',
  deliveryNoteUpdate: 'feature_delivery_note_update',
};

/** Every flag on: what the product did before the settings existed. */
export const DEFAULT_FEATURES: FeatureFlags = {
  registration: true,
  supportingDoctor: true,
  poliAdjustment: true,
  inpatientAdjustment: true,
  deliveryNoteUpdate: true,
};

/** The settings while no row exists (version 0: the first save inserts it). */
export function defaultSettings(hospitalName: string): StaticSettings {
  return {
    hospitalName,
    address: '',
    phone: null,
    email: null,
    logo: null,
    bpjsPpkCode: null,
    satusehatOrgId: null,
    features: { ...DEFAULT_FEATURES },
    singleSession: false,
    idleLockMinutes: IDLE_LOCK_DEFAULT_MINUTES,
    version: 0,
    updatedAt: null,
  };
}

function fromRow(row: SettingsRow): StaticSettings {
  const features = Object.fromEntries(
    Object.entries(FEATURE_COLUMNS).map(([flag, column]) => [flag, row[column] === true]),
  ) as FeatureFlags;
  return {
    hospitalName: row.hospital_name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    logo: row.logo,
    bpjsPpkCode: row.bpjs_ppk_code,
    satusehatOrgId: row.satusehat_org_id,
    features,
    singleSession: row.single_session,
    idleLockMinutes: row.idle_lock_minutes,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

/** The stored row, or null. `forUpdate` locks it for the rest of the transaction. */
export async function readSettingsRow(db: Db, forUpdate = false): Promise<StaticSettings | null> {
  const lock = forUpdate ? sql`for update` : sql``;
  const result =
    await sql<SettingsRow>`select * from hospital_settings where id = 1 ${lock}`.execute(db);
  const row = result.rows[0];
  return row ? fromRow(row) : null;
}

/**
 * Inserts (version 1) or updates (version + 1) the row; returns what is stored now, or null when
 * the insert lost to another first save.
 */
export async function writeSettings(
  trx: Transaction<Database>,
  values: StaticSettingsValues,
  insert: boolean,
): Promise<StaticSettings | null> {
  const f = values.features;
  const columns = {
    hospital_name: values.hospitalName,
    address: values.address,
    phone: values.phone,
    email: values.email,
    logo: values.logo,
    bpjs_ppk_code: values.bpjsPpkCode,
    satusehat_org_id: values.satusehatOrgId,
    feature_registration: f.registration,
    feature_supporting_doctor: f.supportingDoctor,
    feature_poli_adjustment: f.poliAdjustment,
    feature_inpatient_adjustment: f.inpatientAdjustment,
    feature_delivery_note_update: f.deliveryNoteUpdate,
    single_session: values.singleSession,
    idle_lock_minutes: values.idleLockMinutes,
  };
  const names = Object.keys(columns);
  const vals = Object.values(columns);
  if (insert) {
    const inserted = await sql`insert into hospital_settings
      (id, ${sql.join(names.map((n) => sql.id(n)))})
      values (1, ${sql.join(vals.map((v) => sql`${v}`))}) on conflict (id) do nothing
      returning id`.execute(trx);
    if (inserted.rows.length === 0) return null;
  } else {
    const sets = names.map((n, i) => sql`${sql.id(n)} = ${vals[i]}`);
    await sql`update hospital_settings set ${sql.join(sets)}, version = version + 1,
      updated_at = now() where id = 1`.execute(trx);
  }
  return readSettingsRow(trx);
}

/**
 * The settings as the audit log keeps them: the logo (up to 256 KiB) by its size and SHA-256,
 * not its bytes, so every save does not copy the image into the append-only log.
 */
export function auditView(settings: StaticSettings | null): Record<string, unknown> | null {
  if (!settings) return null;
  const { logo, ...rest } = settings;
  return {
    ...rest,
    logo: logo
      ? {
          chars: logo.length,
          sha256: createHash('sha256').update(logo).digest('hex'),
        }
      : null,
  };
}

/** How long a node keeps the settings before reading them again (other nodes' saves). */
export const SETTINGS_CACHE_MS = 5_000;

/**
 * The settings every session answer needs (`app.hospitalName`, `app.features`) and the login
 * reads (`singleSession`): read from the database, kept for `SETTINGS_CACHE_MS` so a profile call
 * costs no query; a save on this node refreshes it at once, another node's within 5 seconds.
 */
export class SettingsStore {
  private cached: { at: number; value: StaticSettings } | null = null;
  private pending: Promise<StaticSettings> | null = null;
  /** Bumped by `set`, so a read that started before a save does not cache the old value. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly hospitalName: string,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<StaticSettings> {
    const c = this.cached;
    if (c && this.now() - c.at < SETTINGS_CACHE_MS) return c.value;
    this.pending ??= (async () => {
      const generation = this.generation;
      try {
        const value = (await readSettingsRow(this.db)) ?? defaultSettings(this.hospitalName);
        if (generation !== this.generation && this.cached) return this.cached.value;
        this.cached = { at: this.now(), value };
        return value;
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  /** Stores what a save on this node wrote. */
  set(value: StaticSettings): void {
    this.generation += 1;
    this.cached = { at: this.now(), value };
  }

  defaults(): StaticSettings {
    return defaultSettings(this.hospitalName);
  }
}

/**
 * The app variables of every session answer and of `/display/app` (spec 3: the app object), from
 * the store (cached), or from `current` when the caller read the settings in its transaction.
 */
export async function appInfo(
  store: SettingsStore,
  appName: string,
  socketPath: string,
  current?: StaticSettings,
) {
  return appInfoOf(current ?? (await store.get()), appName, socketPath);
}

export function appInfoOf(current: StaticSettings, appName: string, socketPath: string) {
  return {
    name: appName,
    hospitalName: current.hospitalName,
    /** Version of the logo (`GET /logo?v=...`), null without one. */
    logoVersion: logoImage(current.logo)?.tag ?? null,
    copyrightStartYear: 2022,
    features: { ...current.features },
    /** The staff app locks an unattended session after this many idle minutes; 0: never. */
    idleLockMinutes: current.idleLockMinutes,
    socketPath,
  };
}
