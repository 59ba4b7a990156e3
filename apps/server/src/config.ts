import type { DatabaseConfig, DatabaseHandle } from './db/index';
import type { HeadExportConfig } from './platform/audit-head';
import type { RateLimits } from './platform/rate-limits';
import type { StaticAppsConfig } from './platform/static-apps';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * production: no demo data, a bootstrap administrator on an empty database, second factors
 * required of sensitive roles, no start while an account has the demo password.
 * evaluation: the demo hospital on an empty database (docs/server.md, "Modes").
 */
export type ServerMode = 'production' | 'evaluation';

export interface ServerConfig {
  mode: ServerMode;
  apiKey: string;
  apiKeyHeader: string;
  passphrase: string;
  displayToken: string;
  /** Where to open the database, or an already opened (and migrated) handle to use. */
  database: DatabaseConfig | DatabaseHandle;
  /** Folder of uploaded files served by /uploader and /get-file. */
  uploadsDir: string;
  /** Fastify (pino) logger options; false in tests. `stream` redirects the output. */
  logger: false | { level: string; stream?: { write(line: string): void } };
  argon2: Argon2Cost;
  loginLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  bodyLimit: number;
  app: { name: string; hospitalName: string };
  /** Trust X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  twoFactor: {
    /** Server secret the TOTP secrets are encrypted with (`SIMRS_TOTP_KEY`). */
    key: string;
    /** Issuer shown by authenticator apps (the otpauth URI). */
    issuer: string;
    /**
     * Second factor required of canManageAll users and of levels that manage users, levels or
     * the audit trail or export patients (`SIMRS_TWO_FACTOR`; on in production).
     */
    sensitiveRolesRequired: boolean;
  };
  /** Limits of the display, `/get` and `/do` calls (platform/rate-limits.ts has the defaults). */
  rateLimits?: Partial<RateLimits>;
  /** The built apps this process serves (platform/static-apps.ts); absent: the API only. */
  apps?: StaticAppsConfig;
  /** Where the audit chain's head is exported (platform/audit-head.ts); absent: nowhere. */
  auditHead?: HeadExportConfig;
}

/** argon2id cost for production (OWASP: m=19 MiB, t=2, p=1). Tests pass a cheaper one. */
export const PRODUCTION_ARGON2: Argon2Cost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function defaultConfig(overrides: Partial<ServerConfig> & Pick<ServerConfig, 'database'>) {
  const config: ServerConfig = {
    mode: 'evaluation',
    apiKey: 'dev-api-key',
    apiKeyHeader: 'x-simrs-key',
    passphrase: 'dev-passphrase',
    displayToken: 'dev-display-token',
    uploadsDir: 'data/uploads',
    logger: false,
    argon2: PRODUCTION_ARGON2,
    loginLimit: { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 },
    bodyLimit: 1024 * 1024,
    app: { name: 'SIMRS', hospitalName: 'RS Umum Sehat Sentosa' },
    trustProxy: false,
    twoFactor: {
      key: 'dev-two-factor-key-0123456789',
      issuer: 'SIMRS',
      sensitiveRolesRequired: false,
    },
    ...overrides,
  };
  return config;
}
