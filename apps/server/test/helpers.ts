import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { defaultConfig, type ServerConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/index';
import { KeyCache, sealEnvelope } from '../src/platform/envelope';
import { DEMO_PASSWORD, seedIfEmpty } from '../src/seed/index';
import { TEST_AUDIT_KEY } from './global-setup';

export const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const API_KEY = 'test-api-key';
export const PASSPHRASE = 'test-passphrase';
export const DISPLAY_TOKEN = 'test-display-token';
export const AUDIT_KEY = TEST_AUDIT_KEY;
export { DEMO_PASSWORD };

export const onPostgres = process.env.SIMRS_TEST_DB === 'postgres';

/**
 * A fresh database: in-memory PGlite, or a fresh schema in TEST_DATABASE_URL. `sessionCacheMs`
 * as in DatabaseConfig (default: the production value). PGlite comes migrated and seeded, or
 * only migrated when `empty`; a PostgreSQL schema is empty until the caller migrates it.
 */
export async function openTestDatabase(
  options: { sessionCacheMs?: number; empty?: boolean; auditKey?: string } = {},
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const { empty, ...dbOptions } = options;
  if (onPostgres) {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const handle = await openDatabase({
      kind: 'postgres',
      url,
      schema,
      poolSize: 4,
      auditKey: AUDIT_KEY,
      ...dbOptions,
    });
    return {
      ...handle,
      async drop() {
        await handle.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      },
      schema,
    } as DatabaseHandle & { drop(): Promise<void> };
  }
  // The seeded template (the tests' demo hospital), or a migrated empty one.
  const template = inject(empty ? 'pgliteEmptyTemplate' : 'pgliteTemplate');
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    loadDataDir: new Blob([readFileSync(template)]),
    auditKey: AUDIT_KEY,
    ...dbOptions,
  });
  return { ...handle, drop: () => handle.close() };
}

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle & { drop(): Promise<void> };
  keys: KeyCache;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  database: { sessionCacheMs?: number } = {},
  build: BuildOptions = {},
): Promise<TestContext> {
  const handle = await openTestDatabase(database);
  await handle.migrate();
  // Every app its own uploads folder, removed at close.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'simrs-uploads-'));
  await seedIfEmpty(handle, CHEAP_ARGON2, 60);
  const config = defaultConfig({
    database: handle,
    apiKey: API_KEY,
    passphrase: PASSPHRASE,
    displayToken: DISPLAY_TOKEN,
    argon2: CHEAP_ARGON2,
    uploadsDir,
    // The suites are scripts at machine speed (the permission matrix alone sends thousands of
    // calls a minute); test/rate-limits.test.ts checks the limits themselves.
    rateLimits: { get: 100_000, do: 100_000, displayTicket: 10_000, displayCheckIn: 10_000 },
    ...overrides,
  });
  const app = await buildApp(config, build);
  return {
    app,
    handle,
    keys: new KeyCache(PASSPHRASE),
    config,
    async close() {
      await app.close();
      await handle.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse {
  statusCode: number;
  body: Record<string, unknown> & {
    status?: string;
    message?: string;
    title?: string;
    errors?: Record<string, string[]>;
    data?: Record<string, unknown> & {
      record?: Record<string, unknown>;
      list?: Record<string, unknown>[];
      total?: number;
      token?: string;
    };
  };
  headers: Record<string, unknown>;
  raw: string;
}

function wrap(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): ApiResponse {
  let body: ApiResponse['body'] = {};
  try {
    body = JSON.parse(res.body) as ApiResponse['body'];
  } catch {
    body = {};
  }
  return { statusCode: res.statusCode, body, headers: res.headers, raw: res.body };
}

/** A multipart/form-data body: the fields first, then one file (what `POST /upload` takes). */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; content: Buffer } | null,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----simrs${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small valid PDF, PNG and JPEG head for uploads. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452', 'hex'),
    Buffer.alloc(32, 1),
  ]),
  html: Buffer.from('<html><script>alert(document.cookie)</script></html>'),
};

/** A client speaking the protocol the way the apps do. */
export function client(ctx: TestContext) {
  const salt = randomBytes(256);
  const seal = (payload: unknown) => sealEnvelope(payload, ctx.keys, salt);
  return {
    seal,
    async do(module: string, payload: Record<string, unknown>, token?: string, address?: string) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/bo/do/${module}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
        headers: { 'x-simrs-key': API_KEY, 'content-type': 'application/json' },
        payload: JSON.stringify({ data: seal(payload) }),
        ...(address ? { remoteAddress: address } : {}),
      });
      return wrap(res);
    },
    async get(path: string, token?: string, query: Record<string, string> = {}) {
      const qs = new URLSearchParams({ ...query, ...(token ? { token } : {}) }).toString();
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/bo${path}${qs ? `?${qs}` : ''}`,
        headers: { 'x-simrs-key': API_KEY },
      });
      return wrap(res);
    },
    async raw(opts: {
      method: 'GET' | 'POST';
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    }) {
      return wrap(await ctx.app.inject(opts));
    },
    /** POST /upload (multipart) with the API key and the user token. */
    async upload(
      fields: Record<string, string>,
      file: { name: string; type: string; content: Buffer } | null,
      token?: string,
    ) {
      const body = multipartBody(fields, file);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/bo/upload${token ? `?token=${encodeURIComponent(token)}` : ''}`,
        headers: { 'x-simrs-key': API_KEY, ...body.headers },
        payload: body.payload,
      });
      return wrap(res);
    },
    async login(username: string, password = DEMO_PASSWORD, isRemember: 'Y' | 'N' = 'N') {
      const res = await this.do('Auth', { type: 'login', username, password, isRemember });
      const token = res.body.data?.token;
      if (res.statusCode !== 200 || typeof token !== 'string') {
        throw new Error(`login ${username} failed: ${res.statusCode} ${res.raw}`);
      }
      return token;
    },
    /**
     * The first login of an account whose password an administrator set: logs in, changes the
     * password to `own` (the session stays) and returns the token, now unrestricted.
     */
    async firstLogin(username: string, temporary: string, own = `${temporary} milik sendiri`) {
      const token = await this.login(username, temporary);
      const changed = await this.do(
        'Users',
        { type: 'change-password', oldPassword: temporary, newPassword: own, confirmPassword: own },
        token,
      );
      if (changed.statusCode !== 200) {
        throw new Error(`first password change of ${username} failed: ${changed.raw}`);
      }
      return token;
    },
  };
}
