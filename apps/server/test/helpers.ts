import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
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
 * as in DatabaseConfig (default: the production value).
 */
export async function openTestDatabase(
  options: { sessionCacheMs?: number; auditKey?: string } = {},
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (onPostgres) {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const handle = await openDatabase({
      kind: 'postgres',
      url,
      schema,
      poolSize: 4,
      auditKey: AUDIT_KEY,
      ...options,
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
  const template = inject('pgliteTemplate');
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    loadDataDir: new Blob([readFileSync(template)]),
    auditKey: AUDIT_KEY,
    ...options,
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
): Promise<TestContext> {
  const handle = await openTestDatabase(database);
  await handle.migrate();
  await seedIfEmpty(handle, CHEAP_ARGON2, 60);
  const config = defaultConfig({
    database: handle,
    apiKey: API_KEY,
    passphrase: PASSPHRASE,
    displayToken: DISPLAY_TOKEN,
    argon2: CHEAP_ARGON2,
    uploadsDir: 'test/fixtures/uploads',
    ...overrides,
  });
  const app = await buildApp(config);
  return {
    app,
    handle,
    keys: new KeyCache(PASSPHRASE),
    config,
    async close() {
      await app.close();
      await handle.drop();
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
    async login(username: string, password = DEMO_PASSWORD, isRemember: 'Y' | 'N' = 'N') {
      const res = await this.do('Auth', { type: 'login', username, password, isRemember });
      const token = res.body.data?.token;
      if (res.statusCode !== 200 || typeof token !== 'string') {
        throw new Error(`login ${username} failed: ${res.statusCode} ${res.raw}`);
      }
      return token;
    },
  };
}
