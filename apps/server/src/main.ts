import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { defaultConfig, type ServerMode } from './config';
import { type DatabaseConfig, openDatabase } from './db/index';
import { DataDirLockedError } from './db/lock';
import { isShared, loadEnv } from './env-file';
import { bootstrapAdministrator, demoPasswordAccounts, StartRefused } from './seed/bootstrap';
import { DEMO_PASSWORD, seedIfEmpty } from './seed/index';

const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');
const envPath = resolve(process.env.SIMRS_ENV_FILE || resolve(repoRoot, '.env'));

/** The secrets generated into `.env` when missing (docs/server.md). */
const SECRETS = ['BO_API_KEY', 'BO_PAYLOAD_PASSPHRASE', 'BO_DISPLAY_TOKEN', 'SIMRS_TOTP_KEY'];

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
    ? { kind: 'postgres', url: values.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') };

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
  if (evaluationUsers) console.log(evaluationUsers);
}

main().catch((error: unknown) => {
  if (error instanceof StartRefused) {
    console.error(`[server] refusing to start: ${error.message}`);
  } else {
    console.error('[server] failed to start', error);
  }
  process.exit(1);
});
