/**
 * The API host: builds Fastify, maps errors to the protocol's shapes, and registers the platform
 * (dispatch, files) and the modules (`modules/index.ts`). Everything a request does beyond that
 * lives in `platform/` (the mechanisms) and `modules/<context>/` (the hospital's areas).
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/index';
import { modules } from './modules/index';
import { startHeadExport } from './platform/audit-head';
import { assertUnrestricted, type TwoFactorPolicy } from './platform/credentials';
import { registerDispatch } from './platform/dispatch';
import { EnvelopeError, KeyCache, openEnvelope } from './platform/envelope';
import { badRequest, HttpError, MESSAGES, notFound } from './platform/errors';
import { registerFiles } from './platform/files';
import { errorHandler, loggerOptions } from './platform/http-host';
import { type Clock, type ModuleDeps, systemClock } from './platform/module';
import { registerRateLimits } from './platform/rate-limits';
import { attachRealtime, type Realtime, safeEqual } from './platform/realtime';
import { buildRegistry, findQuery } from './platform/registry';
import { findSession, noteSessionSeen, type SessionInfo } from './platform/sessions';
import { SettingsStore } from './platform/settings';
import { registerStaticApps } from './platform/static-apps';
import { INVALID_DISPLAY_TOKEN, Terminals } from './platform/terminals';

export const API_PREFIX = '/api/bo';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle;
    realtime: Realtime;
    keys: KeyCache;
  }
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export interface BuildOptions {
  /** The clock every module reads (tests fix it). */
  clock?: Clock;
}

export async function buildApp(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const ownsDb = !('db' in config.database);
  const handle: DatabaseHandle =
    'db' in config.database ? config.database : await openDatabase(config.database);
  if (ownsDb) await handle.migrate();
  const keys = new KeyCache(config.passphrase);
  const settings = new SettingsStore(handle.db, config.app.hospitalName);

  const app = Fastify({
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    logger: loggerOptions(config),
  });
  app.decorate('db', handle);
  app.decorate('keys', keys);

  const schema = 'schema' in config.database ? config.database.schema : undefined;
  const terminals = new Terminals(handle.db, config.displayToken);
  const realtime = await attachRealtime(
    app.server,
    handle,
    (token, address) => terminals.check(token, address),
    `socket.io-${schema || 'simrs'}`,
    { sensitiveRolesRequired: config.twoFactor.sensitiveRolesRequired },
  );
  app.decorate('realtime', realtime);
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  if (config.auditHead && (config.auditHead.file || config.auditHead.syslog)) {
    const exporter = startHeadExport(handle.db, handle.audit, config.auditHead);
    app.addHook('preClose', async () => {
      await exporter.stop();
    });
  }
  app.addHook('onClose', async () => {
    if (ownsDb) await handle.close();
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_req, reply) => {
    reply.status(404).send(notFound().toBody());
  });

  const deps: ModuleDeps = {
    db: handle.db,
    realtime,
    settings,
    config,
    clock: options.clock ?? systemClock,
  };
  const registry = buildRegistry(modules, deps);
  const publicPaths = new Set(modules.flatMap((m) => m.publicPaths ?? []));

  const twoFactorPolicy: TwoFactorPolicy = {
    sensitiveRolesRequired: config.twoFactor.sensitiveRolesRequired,
  };
  // One session lookup per request, whoever asks.
  const sessions = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();
  const sessionOf = (req: FastifyRequest): Promise<SessionInfo | null> => {
    let found = sessions.get(req);
    if (!found) {
      const q = req.query as Record<string, unknown>;
      const auth = req.headers.authorization;
      const token =
        typeof q.token === 'string' && q.token
          ? q.token
          : typeof auth === 'string' && auth.startsWith('Bearer ')
            ? auth.slice(7).trim()
            : null;
      found = token
        ? findSession(handle.db, token, twoFactorPolicy).then((session) => {
            // 'Terakhir aktif' of the user's sessions list (at most one write a minute).
            if (session) noteSessionSeen(handle.db, session.sessionId, req.ip);
            return session;
          })
        : Promise.resolve(null);
      sessions.set(req, found);
    }
    return found;
  };
  const openBody = (body: unknown): Record<string, unknown> => {
    if (!isRecord(body) || typeof body.data !== 'string') throw badRequest();
    if (body.data.length > config.bodyLimit) throw badRequest();
    try {
      return openEnvelope(body.data, keys);
    } catch (error) {
      if (error instanceof EnvelopeError) throw badRequest();
      throw error;
    }
  };

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (req, reply) => {
        reply.headers(SECURITY_HEADERS);
        const path = req.url.slice(API_PREFIX.length).split('?')[0] ?? '';
        if (path.startsWith('/display')) {
          const terminal = await terminals.check(req.headers['x-display-token'], req.ip);
          if (!terminal) throw new HttpError(401, INVALID_DISPLAY_TOKEN, MESSAGES.accessDenied);
          req.terminal = terminal;
          return;
        }
        if (req.method === 'GET' && isPublicGet(path, req.query as Record<string, unknown>)) return;
        const key = req.headers[config.apiKeyHeader.toLowerCase()];
        if (typeof key !== 'string' || !safeEqual(key, config.apiKey)) {
          throw new HttpError(401, MESSAGES.badApiKey, MESSAGES.accessDenied);
        }
      });
      await registerRateLimits(api, config.rateLimits);
      registerDispatch(api, { deps, registry, sessionOf, openBody });
      // Files answer only a session without a step to take first (platform/credentials.ts).
      const unrestrictedSessionOf = async (req: FastifyRequest) => {
        const session = await sessionOf(req);
        assertUnrestricted(session);
        return session;
      };
      await registerFiles(api, { deps, sessionOf: unrestrictedSessionOf, openBody });
      for (const module of modules) module.routes?.(api, deps);
    },
    { prefix: API_PREFIX },
  );
  if (config.apps) await registerStaticApps(app, config.apps, API_PREFIX);

  /**
   * GETs without the API key: downloads opened in a new window (which cannot send headers; the
   * user token authorises them) and the public routes of the modules (the logo).
   */
  function isPublicGet(path: string, query: Record<string, unknown>): boolean {
    if (path.startsWith('/template/') || path.startsWith('/uploader/')) return true;
    if (publicPaths.has(path)) return true;
    const m = /^\/get\/([^/]+)$/.exec(path);
    if (m?.[1] && query.export === '1') {
      const wire = registry.modules.get(decodeURIComponent(m[1]));
      return Boolean(wire && findQuery(wire, undefined, undefined, true));
    }
    return false;
  }

  return app;
}
