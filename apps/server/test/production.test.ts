/**
 * The production mode: no demo data, one bootstrap administrator on an empty database who must
 * change the generated password and set up a second factor, no start while any account still has
 * the published demo password; the evaluation mode keeps the demo hospital and says so.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SessionAnswer, TwoFactorEnrolment } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { DEMO_LEVELS } from '../src/modules/pengguna/seed';
import { KeyCache } from '../src/platform/envelope';
import { hashPassword } from '../src/platform/passwords';
import { totpCode } from '../src/platform/totp';
import { bootstrapAdministrator, demoPasswordAccounts, StartRefused } from '../src/seed/bootstrap';
import { seedIfEmpty } from '../src/seed/index';
import {
  API_KEY,
  CHEAP_ARGON2,
  client,
  DISPLAY_TOKEN,
  onPostgres,
  openTestDatabase,
  PASSPHRASE,
  type TestContext,
} from './helpers';

const GENERATED = /^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){4}$/;
const count = async (db: TestContext['handle']['db'], table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]
    ?.n ?? -1;

describe('bootstrap administrator (production, empty database)', () => {
  let ctx: TestContext;
  let password = '';

  beforeAll(async () => {
    const handle = await openTestDatabase({ empty: true });
    await handle.migrate();
    const boot = await bootstrapAdministrator(handle, CHEAP_ARGON2, { username: 'admin' });
    expect(boot?.username).toBe('admin');
    password = boot?.generatedPassword ?? '';
    const config = defaultConfig({
      mode: 'production',
      database: handle,
      apiKey: API_KEY,
      passphrase: PASSPHRASE,
      displayToken: DISPLAY_TOKEN,
      argon2: CHEAP_ARGON2,
      twoFactor: {
        key: 'production-test-key-0123456789',
        issuer: 'SIMRS',
        sensitiveRolesRequired: true,
      },
    });
    const app = await buildApp(config);
    ctx = {
      app,
      handle,
      keys: new KeyCache(PASSPHRASE),
      config,
      async close() {
        await app.close();
        await handle.drop();
      },
    };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('creates one administrator with a generated password, and no demo hospital', async () => {
    expect(password).toMatch(GENERATED);
    const db = ctx.handle.db;
    const users = await db
      .selectFrom('users')
      .select(['username', 'level_id', 'can_manage_all', 'must_change_password', 'password'])
      .execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      username: 'admin',
      level_id: 1,
      can_manage_all: 'Y',
      must_change_password: true,
    });
    expect(users[0]?.password.startsWith('$argon2id$')).toBe(true);
    expect(await count(db, 'user_levels')).toBe(1);
    for (const table of ['patients', 'm_poli', 'm_agama', 'hospital_settings']) {
      expect(await count(db, table), table).toBe(0);
    }
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    // Besides the audit chain's own switch-over row (the chain keyed from the first start).
    expect(
      audit.map((r) => `${r.module} ${r.type}`).filter((t) => t !== 'audit chain-keyed'),
    ).toEqual(['Users bootstrap']);
    expect(JSON.stringify(audit)).not.toContain(password);
    // Only on an empty database: a second start (or a second node) creates nothing.
    expect(
      await bootstrapAdministrator(ctx.handle, CHEAP_ARGON2, { username: 'admin2' }),
    ).toBeNull();
    expect(await count(db, 'users')).toBe(1);
  });

  it('the administrator changes the password, then sets up the second factor, then works', async () => {
    const api = client(ctx);
    const token = await api.login('admin', password);
    const first = (await api.get('/get/profile', token)).body.data as unknown as SessionAnswer;
    expect(first).toMatchObject({
      mustChangePassword: true,
      restriction: 'change-password',
      twoFactor: { enabled: false, required: true, pending: false },
    });
    const refused = await api.get('/get/UserLevel', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.mustChangePassword).toBe(true);
    const weak = await api.do(
      'Users',
      {
        type: 'change-password',
        oldPassword: password,
        newPassword: 'administrator1',
        confirmPassword: 'administrator1',
      },
      token,
    );
    expect(weak.statusCode).toBe(422);
    const changed = await api.do(
      'Users',
      {
        type: 'change-password',
        oldPassword: password,
        newPassword: 'Kunci gudang obat lantai 3',
        confirmPassword: 'Kunci gudang obat lantai 3',
      },
      token,
    );
    expect(changed.statusCode, changed.raw).toBe(200);
    const second = (await api.get('/get/profile', token)).body.data as unknown as SessionAnswer;
    expect(second.restriction).toBe('two-factor-setup');
    expect((await api.get('/get/UserLevel', token)).body.restriction).toBe('two-factor-setup');
    const started = await api.do(
      'Users',
      { type: 'two-factor-start', password: 'Kunci gudang obat lantai 3' },
      token,
    );
    const { secret } = started.body.data as unknown as TwoFactorEnrolment;
    const confirmed = await api.do(
      'Users',
      { type: 'two-factor-confirm', code: totpCode(secret) },
      token,
    );
    expect(confirmed.statusCode, confirmed.raw).toBe(200);
    const levels = await api.get('/get/UserLevel', token);
    expect(levels.statusCode).toBe(200);
    // The demo password screening finds nothing.
    expect(await demoPasswordAccounts(ctx.handle.db)).toEqual([]);
  });

  it('a configured password must pass the policy', async () => {
    const handle = await openTestDatabase({ empty: true });
    try {
      await handle.migrate();
      await expect(
        bootstrapAdministrator(handle, CHEAP_ARGON2, {
          username: 'admin',
          password: 'admin12345678',
        }),
      ).rejects.toBeInstanceOf(StartRefused);
      await expect(
        bootstrapAdministrator(handle, CHEAP_ARGON2, { username: 'admin', password: 'pendek' }),
      ).rejects.toThrow('SIMRS_ADMIN_PASSWORD minimal 12 karakter');
      expect(await count(handle.db, 'users')).toBe(0);
      const boot = await bootstrapAdministrator(handle, CHEAP_ARGON2, {
        username: 'kepala.it',
        password: 'Sandi awal dari konfigurasi',
      });
      expect(boot).toEqual({ username: 'kepala.it', generatedPassword: null });
    } finally {
      await handle.drop();
    }
  });
});

describe('accounts with the demo password', () => {
  it('are found (active or not); a hash found clean is remembered and not verified again', async () => {
    const handle = await openTestDatabase();
    try {
      await handle.migrate();
      await seedIfEmpty(handle, CHEAP_ARGON2, 5);
      const db = handle.db;
      const all = await demoPasswordAccounts(db);
      // every demo level has its one demo user
      expect(all).toHaveLength(DEMO_LEVELS.length);
      expect(all).toContain('superadmin');
      const other = await hashPassword('Sandi baru yang sah 1', CHEAP_ARGON2);
      await sql`update users set password = ${other} where username <> 'superadmin'`.execute(db);
      await sql`update users set status = 'N' where username = 'superadmin'`.execute(db);
      expect(await demoPasswordAccounts(db)).toEqual(['superadmin']);
      // Every user but superadmin shares the one new hash: remembered once.
      expect(await count(db, 'password_screening')).toBe(1);
      const screened = await db.selectFrom('password_screening').select('screened_at').execute();
      expect(await demoPasswordAccounts(db)).toEqual(['superadmin']);
      const again = await db.selectFrom('password_screening').select('screened_at').execute();
      expect(again).toEqual(screened);
    } finally {
      await handle.drop();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The real start (src/main.ts) as a process

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  output: string;
  code: number | null;
  port: number | null;
}

/** Runs the server until it listens (then stops it) or exits by itself. */
function start(env: Record<string, string>): Promise<Started> {
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !/^(DATABASE_URL|SIMRS_|BO_|DATA_DIR|PORT|HOST)/.test(k)) base[k] = v;
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...base,
      BO_API_KEY: API_KEY,
      BO_PAYLOAD_PASSPHRASE: PASSPHRASE,
      BO_DISPLAY_TOKEN: DISPLAY_TOKEN,
      SIMRS_TOTP_KEY: 'spawned-server-key-0123456789',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`no start within 100 s:\n${output}`));
    }, 100_000);
    let port: number | null = null;
    const onData = (b: Buffer) => {
      output += b.toString();
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)\/api\/bo/.exec(output);
      if (m && port === null) {
        port = Number(m[1]);
        child.kill('SIGTERM');
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ output, code, port });
    });
  });
}

describe.runIf(!onPostgres)('starting on the embedded database', () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'simrs-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('evaluation by default: the demo hospital, said at start; production then refuses it', async () => {
    const dir = temp();
    const env = { DATA_DIR: join(dir, 'data'), SIMRS_ENV_FILE: join(dir, '.env') };
    const evaluation = await start(env);
    expect(evaluation.port, evaluation.output).not.toBeNull();
    expect(evaluation.output).toContain('EVALUATION mode: demo hospital');
    expect(evaluation.output).toContain("demo users (just seeded), password 'SimrsDemo2022'");
    // The same database in production: the demo accounts stop the start.
    const production = await start({ ...env, SIMRS_MODE: 'production' });
    expect(production.port).toBeNull();
    expect(production.code).toBe(1);
    expect(production.output).toContain(
      `refusing to start: ${DEMO_LEVELS.length} account(s) still have the published demo password: admin, admisi,`,
    );
    expect(production.output).not.toContain('listening on');
  });

  it('production: the administrator password is shown once, at the first start only', async () => {
    const dir = temp();
    const env = {
      DATA_DIR: join(dir, 'data'),
      SIMRS_ENV_FILE: join(dir, '.env'),
      SIMRS_MODE: 'production',
    };
    const first = await start(env);
    expect(first.port, first.output).not.toBeNull();
    expect(first.output).toContain('PRODUCTION mode: no demo data');
    expect(first.output).not.toContain('SimrsDemo2022');
    const shown = /administrator 'admin' created with the password '([^']+)'/.exec(first.output);
    expect(shown?.[1]).toMatch(GENERATED);
    const second = await start(env);
    expect(second.port, second.output).not.toBeNull();
    expect(second.output).not.toContain('created with');
    expect(second.output).not.toContain(shown?.[1] ?? 'none');
  });
});

describe.runIf(onPostgres)('starting on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const tag = randomBytes(4).toString('hex');
  const schema = `start_${tag}`;
  const superSchema = `start_super_${tag}`;
  const ownerRole = `simrs_owner_${tag}`;
  const runtimeRole = `simrs_app_${tag}`;
  const admin = new pg.Client({ connectionString: url });
  const urlOf = (role: string | null, inSchema: string) => {
    const target = new URL(url);
    if (role) target.username = role;
    target.searchParams.set('options', `-c search_path=${inSchema},public`);
    return target.toString();
  };
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create role ${ownerRole} login; create role ${runtimeRole} login`);
    await admin.query(`create schema ${schema} authorization ${ownerRole}`);
    await admin.query(`create schema ${superSchema}`);
  });
  afterAll(async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.query(`drop schema if exists ${superSchema} cascade`);
    await admin.query(`drop owned by ${runtimeRole}; drop owned by ${ownerRole}`);
    await admin.query(`drop role if exists ${runtimeRole}; drop role if exists ${ownerRole}`);
    await admin.end();
  });

  it('refuses to serve as a superuser (it could rewrite the audit log)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simrs-start-'));
    try {
      const env = { DATABASE_URL: urlOf(null, superSchema), SIMRS_ENV_FILE: join(dir, '.env') };
      const refused = await start(env);
      expect(refused.port, refused.output).toBeNull();
      expect(refused.output).toMatch(/refusing to serve: the runtime role \w+ is a superuser/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('DATABASE_URL (with its owner role) means production: an administrator, no demo users', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simrs-start-'));
    try {
      const env = {
        DATABASE_URL: urlOf(runtimeRole, schema),
        DATABASE_OWNER_URL: urlOf(ownerRole, schema),
        SIMRS_ENV_FILE: join(dir, '.env'),
      };
      const first = await start(env);
      expect(first.port, first.output).not.toBeNull();
      expect(first.output).toContain('PRODUCTION mode: no demo data');
      expect(first.output).toMatch(/administrator 'admin' created with the password '[a-z2-9-]+'/);
      const users = await admin.query(`select username from ${schema}.users`);
      expect(users.rows).toEqual([{ username: 'admin' }]);
      const patients = await admin.query(`select count(*)::int as n from ${schema}.patients`);
      expect(patients.rows[0].n).toBe(0);
      const second = await start(env);
      expect(second.port, second.output).not.toBeNull();
      expect(second.output).not.toContain('created with');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
