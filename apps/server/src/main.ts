import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { defaultConfig, type ServerMode } from './config';
import { type DatabaseConfig, type DatabaseHandle, openDatabase } from './db/index';
import { DataDirLockedError } from './db/lock';
import { runtimeRoleProblem } from './db/roles';
import { isShared, loadEnv } from './env-file';
import { ensureKeyedChain } from './platform/audit';
import type { RateLimits } from './platform/rate-limits';
import { listenKiosk } from './platform/static-apps';
import { bootstrapAdministrator, demoPasswordAccounts, StartRefused } from './seed/bootstrap';
import { DEMO_PASSWORD, seedIfEmpty } from './seed/index';

const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');
const envPath = resolve(process.env.SIMRS_ENV_FILE || resolve(repoRoot, '.env'));

/** The secrets generated into `.env` when missing (docs/server.md). */
const SECRETS = [
  'BO_API_KEY',
  'BO_PAYLOAD_PASSPHRASE',
  'BO_DISPLAY_TOKEN',
  'SIMRS_TOTP_KEY',
  'BO_AUDIT_KEY',
];

function modeOf(values: Record<string, string | undefined>): ServerMode {
  const mode = values.SIMRS_MODE;
  if (mode === undefined || mode === '') {
    return values.DATABASE_URL ? 'production' : 'evaluation';
  }
  if (mode === 'production' || mode === 'evaluation') return mode;
  throw new StartRefused(`SIMRS_MODE must be 'production' or 'evaluation', not '${mode}'`);
}

function twoFactorOf(values: Record<string, string | undefined>, mode: ServerMode): boolean {
  const setting = values.SIMRS_TWO_FACTOR;
  if (setting === undefined || setting === '') return mode === 'production';
  if (setting === 'required' || setting === 'optional') return setting === 'required';
  throw new StartRefused(`SIMRS_TWO_FACTOR must be 'required' or 'optional', not '${setting}'`);
}

async function main(): Promise<void> {
  const { values, generated } = loadEnv(envPath, process.env, SECRETS);
  const mode = modeOf(values);
  const dataDir = resolve(serverDir, values.DATA_DIR ?? 'data');
  const database: DatabaseConfig = values.DATABASE_URL
    ? {
        kind: 'postgres',
        url: values.DATABASE_URL,
        ...(values.DATABASE_OWNER_URL ? { ownerUrl: values.DATABASE_OWNER_URL } : {}),
        auditKey: values.BO_AUDIT_KEY ?? '',
      }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite'), auditKey: values.BO_AUDIT_KEY ?? '' };

  const config = defaultConfig({
    mode,
    database: { kind: 'pglite', dataDir: null },
    apiKey: values.BO_API_KEY ?? '',
    apiKeyHeader: values.BO_API_KEY_HEADER ?? 'x-simrs-key',
    passphrase: values.BO_PAYLOAD_PASSPHRASE ?? '',
    displayToken: values.BO_DISPLAY_TOKEN ?? '',
    uploadsDir: resolve(dataDir, 'uploads'),
    logger: { level: values.LOG_LEVEL ?? 'info' },
    trustProxy: values.TRUST_PROXY === '1',
    twoFactor: {
      key: values.SIMRS_TOTP_KEY ?? '',
      issuer: values.SIMRS_TOTP_ISSUER || 'SIMRS',
      sensitiveRolesRequired: twoFactorOf(values, mode),
    },
    apps: appsToServe(values),
    auditHead: auditHeadExport(values, dataDir),
    rateLimits: rateLimitsOf(values),
  });
  if (generated.length > 0) {
    console.log(`[server] generated ${generated.join(', ')} and saved them in ${envPath}`);
  }
  if (isShared(envPath)) {
    console.warn(
      `[server] WARNING: ${envPath} holds secrets and is readable by other users: chmod 600 it.`,
    );
  }

  if (mode === 'production') {
    console.log(
      '[server] PRODUCTION mode: no demo data; second factor ' +
        `${config.twoFactor.sensitiveRolesRequired ? 'required' : 'NOT required (SIMRS_TWO_FACTOR=optional)'} ` +
        'for administrators and sensitive levels (docs/security.md).',
    );
    if (database.kind === 'pglite') {
      console.warn(
        '[server] WARNING: production mode on the embedded database (PGlite): use PostgreSQL ' +
          'through DATABASE_URL for real patients.',
      );
    }
  } else {
    console.log(
      '[server] EVALUATION mode: demo hospital with demo users and the published password ' +
        `'${DEMO_PASSWORD}', fake patients; never for real patients (production: SIMRS_MODE=production ` +
        'or DATABASE_URL, docs/server.md).',
    );
    if (database.kind === 'postgres') {
      console.warn(
        '[server] WARNING: evaluation mode on PostgreSQL (SIMRS_MODE=evaluation): an empty ' +
          'database gets the demo users with the published password.',
      );
    }
  }
  if (database.kind === 'pglite') {
    console.log(
      `[server] embedded database (PGlite) in ${database.dataDir}: for evaluation only; ` +
        'production uses PostgreSQL through DATABASE_URL.',
    );
  }
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase(database);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`[server] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const applied = await handle.migrate();
  if (applied.length > 0) console.log(`[server] migrations applied: ${applied.join(', ')}`);

  let evaluationUsers: string | null = null;
  if (mode === 'production') {
    const boot = await bootstrapAdministrator(handle, config.argon2, {
      username: values.SIMRS_ADMIN_USERNAME || 'admin',
      password: values.SIMRS_ADMIN_PASSWORD || undefined,
    });
    if (boot) {
      console.log(
        `[server] first start: administrator '${boot.username}' created with ` +
          (boot.generatedPassword
            ? `the password '${boot.generatedPassword}' (shown only now: write it down)`
            : 'the password of SIMRS_ADMIN_PASSWORD (remove it from the configuration now)') +
          '; it must be changed at the first login, then a second factor set up.',
      );
    }
    const demo = await demoPasswordAccounts(handle.db);
    if (demo.length > 0) {
      await handle.close();
      throw new StartRefused(
        `${demo.length} account(s) still have the published demo password: ${demo.join(', ')}. ` +
          'Give each a new password (npm run users:reset-password -w @simrs/server -- <username>) ' +
          'or delete it, then start again.',
      );
    }
  } else {
    const seed = await seedIfEmpty(handle, config.argon2);
    evaluationUsers =
      `[server] demo users${seed.seeded ? ' (just seeded)' : ''}, password '${DEMO_PASSWORD}': ` +
      seed.users.map((u) => u.username).join(', ');
  }
  await secureAudit(handle);
  const app = await buildApp({ ...config, database: handle });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: closing`);
    try {
      await app.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const port = Number(values.PORT ?? 8080);
  const host = values.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(
    `[server] listening on http://${host}:${listening}/api/bo (API key header ${config.apiKeyHeader})`,
  );
  if (config.apps?.emrDir) console.log(`[server] staff app (EMR): http://${host}:${listening}/`);
  if (config.apps?.kioskPort != null) {
    await listenKiosk(app, config.apps.kioskPort, host);
    console.log(`[server] displays and kiosks: http://${host}:${config.apps.kioskPort}/`);
  }
  if (evaluationUsers) console.log(evaluationUsers);
}

/** Where the audit chain's head goes (docs/server.md, "Audit"). */
function auditHeadExport(values: Record<string, string | undefined>, dataDir: string) {
  const file = values.AUDIT_HEAD_FILE ?? resolve(dataDir, 'audit-head.log');
  return {
    file: file === 'off' ? null : resolve(file),
    syslog: values.AUDIT_HEAD_SYSLOG || null,
    intervalMs: Number(values.AUDIT_HEAD_INTERVAL || 10) * 1000,
  };
}

/** `RATE_LIMIT_GET`, `RATE_LIMIT_DO`: calls per token per minute, when not the defaults. */
function rateLimitsOf(values: Record<string, string | undefined>): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [name, key] of [
    ['RATE_LIMIT_GET', 'get'],
    ['RATE_LIMIT_DO', 'do'],
  ] as const) {
    const n = Number(values[name]);
    if (values[name] && Number.isInteger(n) && n > 0) limits[key] = n;
  }
  return limits;
}

/**
 * The audit chain keyed from here on (the switch-over row, once), and on PostgreSQL a runtime role
 * that cannot rewrite it: a role that owns the audit table (or may update, delete or truncate it)
 * is refused.
 */
async function secureAudit(handle: DatabaseHandle): Promise<void> {
  if (await ensureKeyedChain(handle.db)) {
    console.log(
      '[server] audit chain keyed from now on (BO_AUDIT_KEY); earlier rows stay verifiable',
    );
  }
  if (handle.kind !== 'postgres') return;
  const problem = await runtimeRoleProblem(handle.db as Kysely<unknown>);
  if (problem) {
    console.error(
      `[server] refusing to serve: ${problem}. Run the migrations as a separate owner role ` +
        '(DATABASE_OWNER_URL) and serve as a role without those rights (DATABASE_URL); see ' +
        'docs/server.md, "Database roles".',
    );
    await handle.close();
    process.exit(1);
  }
}

/**
 * The built apps served by this process: the EMR (`EMR_DIST`, default apps/emr/dist) on `PORT`
 * and the kiosk (`KIOSK_DIST`, default apps/kiosk/dist) on `KIOSK_PORT` (default 5174, the port
 * the EMR sends public screens to; `off`: no kiosk port). `SERVE_APPS=0`: the API only.
 */
function appsToServe(values: Record<string, string | undefined>) {
  if (values.SERVE_APPS === '0') return undefined;
  const kioskPort = values.KIOSK_PORT === 'off' ? null : Number(values.KIOSK_PORT || 5174);
  return {
    emrDir: resolve(repoRoot, values.EMR_DIST ?? 'apps/emr/dist'),
    kioskDir: kioskPort === null ? null : resolve(repoRoot, values.KIOSK_DIST ?? 'apps/kiosk/dist'),
    kioskPort,
    cspReportLog: values.CSP_REPORT_LOG ? resolve(values.CSP_REPORT_LOG) : null,
    kioskUrl: values.KIOSK_URL || null,
  };
}

main().catch((error: unknown) => {
  if (error instanceof StartRefused) {
    console.error(`[server] refusing to start: ${error.message}`);
  } else {
    console.error('[server] failed to start', error);
  }
  process.exit(1);
});
