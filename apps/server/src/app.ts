import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { type AnyResource, findResource, type MenuAction } from '@simrs/validators/resources';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { type Actor, appendAudit } from './audit/audit';
import { changePasswordDo } from './auth/change-password';
import { checkLoginLimit } from './auth/login';
import { hashPassword, verifyPassword } from './auth/passwords';
import {
  findSession,
  hashToken,
  loadSessionUser,
  newToken,
  type SessionInfo,
  type SessionUser,
  sessionLifetimeMs,
} from './auth/sessions';
import { billingSimModule } from './billing-sim/index';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/index';
import { EnvelopeError, KeyCache, openEnvelope } from './http/envelope';
import {
  badRequest,
  HttpError,
  MESSAGES,
  notFound,
  unauthorized,
  validationError,
} from './http/errors';
import { csvStream, exportColumns, xlsxStream } from './http/export';
import { authorize, can } from './permissions';
import { queueModule } from './queue/index';
import { queueReportModule } from './queue-report/index';
import { attachRealtime, type Realtime, SOCKET_PATH, safeEqual } from './realtime';
import {
  addRecord,
  DO_TYPE_ACTIONS,
  deleteRecord,
  getRecord,
  iterateRecords,
  listRecords,
  type MutationContext,
  type Payload,
  parseId,
  parseListQuery,
  setStatus,
  updateRecord,
} from './resources/crud';
import { resourceHooks } from './resources/hooks';
import { isPublicIdentity, publicIdentity } from './settings/identity';
import { SettingsStore, settingsModule } from './settings/index';
import { logoImage } from './settings/logo';
import { ugdModule } from './ugd/index';

export const API_PREFIX = '/api/bo';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle;
    realtime: Realtime;
    keys: KeyCache;
  }
}

export interface DoContext {
  req: FastifyRequest;
  payload: Payload;
  session: SessionInfo;
  actor: Actor & { canManageAll: 'Y' | 'N' };
}

export interface CustomDo {
  /** Menu and action required; null means any signed-in user (acts on the caller's own data). */
  permission: { menu: string; action: MenuAction } | null;
  run(ctx: DoContext): Promise<{ message?: string; data?: unknown }>;
}

/** A GET module served by a feature module (it checks permissions itself). */
export interface CustomGet {
  run(ctx: {
    req: FastifyRequest;
    session: SessionInfo;
    query: Record<string, unknown>;
    pageSlug: string | undefined;
    pageId: string | undefined;
  }): Promise<unknown>;
}

/** A `/display/{screen}` handler (display token already checked); returns the `data`. */
export type DisplayScreen = (
  body: Record<string, unknown>,
  req: FastifyRequest,
) => Promise<unknown>;

/** What a feature module plugs into the API: do-types, GET modules and display screens. */
export interface ModuleContext {
  db: DatabaseHandle['db'];
  realtime: Realtime;
  customDo: Record<string, Record<string, CustomDo>>;
  customGet: Record<string, CustomGet>;
  displayScreens: Record<string, DisplayScreen>;
  /** The hospital settings (static-settings), cached per node. */
  settings: SettingsStore;
}
export type ServerModule = (ctx: ModuleContext) => void;

/** Feature modules registered by buildApp; add new ones here. */
const SERVER_MODULES: readonly ServerModule[] = [
  queueModule,
  settingsModule,
  ugdModule,
  queueReportModule,
  billingSimModule,
];

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MIME: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};
const MAX_FILE_BYTES = 10 * 1024 * 1024;

function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/g, '$1[REDACTED]');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const ownsDb = !('db' in config.database);
  const handle: DatabaseHandle =
    'db' in config.database ? config.database : await openDatabase(config.database);
  if (ownsDb) await handle.migrate();
  const db = handle.db;
  const keys = new KeyCache(config.passphrase);
  const hooks = resourceHooks(config.argon2);
  const settings = new SettingsStore(db, config.app.hospitalName);

  const app = Fastify({
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    logger:
      config.logger === false
        ? false
        : {
            level: config.logger.level,
            ...(config.logger.stream ? { stream: config.logger.stream } : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                `req.headers["${config.apiKeyHeader}"]`,
                'req.headers["x-display-token"]',
                'password',
                'token',
                '*.password',
                '*.token',
              ],
              censor: '[REDACTED]',
            },
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
  });
  app.decorate('db', handle);
  app.decorate('keys', keys);

  const realtime = await attachRealtime(
    app.server,
    handle,
    config.displayToken,
    `socket.io-${'schema' in config.database && config.database.schema ? config.database.schema : 'simrs'}`,
  );
  app.decorate('realtime', realtime);
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    if (ownsDb) await handle.close();
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toBody());
    const e = error as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ status: 'error', message: MESSAGES.tooLarge });
    }
    if (typeof e.code === 'string' && /^2[23][0-9A-Z]{3}$/.test(e.code)) {
      // Data exceptions and integrity violations that slipped past validation.
      request.log.warn({ code: e.code }, 'database rejected client data');
      return reply.status(422).send({ status: 'error', message: 'Data tidak valid.' });
    }
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(400).send(badRequest().toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 'error', message: MESSAGES.serverError });
  });
  app.setNotFoundHandler((_req, reply) => {
    reply.status(404).send(notFound().toBody());
  });

  const sessionCache = new WeakMap<FastifyRequest, SessionInfo | null>();

  function tokenOf(req: FastifyRequest): string | null {
    const q = req.query as Record<string, unknown>;
    if (typeof q.token === 'string' && q.token) return q.token;
    const auth = req.headers.authorization;
    if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim();
    return null;
  }

  async function requireSession(req: FastifyRequest): Promise<SessionInfo> {
    if (!sessionCache.has(req)) {
      const token = tokenOf(req);
      sessionCache.set(req, token ? await findSession(db, token) : null);
    }
    const session = sessionCache.get(req);
    if (!session) throw unauthorized();
    return session;
  }

  const actorOf = (
    req: FastifyRequest,
    user: SessionUser | null,
  ): Actor & { canManageAll: 'Y' | 'N' } => ({
    userId: user?.id ?? null,
    username: user?.username ?? null,
    address: req.ip,
    canManageAll: user?.canManageAll ?? 'N',
  });

  function openBody(body: unknown): Payload {
    if (!isRecord(body) || typeof body.data !== 'string') throw badRequest();
    if (body.data.length > config.bodyLimit) throw badRequest();
    try {
      return openEnvelope(body.data, keys);
    } catch (error) {
      if (error instanceof EnvelopeError) throw badRequest();
      throw error;
    }
  }

  // Hospital name, logo and feature flags come from the settings (static-settings).
  const appInfo = async () => {
    const current = await settings.get();
    return {
      name: config.app.name,
      hospitalName: current.hospitalName,
      /** Version of the logo (`GET /logo?v=...`), null without one. */
      logoVersion: logoImage(current.logo)?.tag ?? null,
      copyrightStartYear: 2022,
      features: { ...current.features },
      socketPath: SOCKET_PATH,
    };
  };

  const sessionData = async (s: SessionInfo) => ({
    token: s.token,
    isRemember: s.isRemember,
    expiresAt: s.expiresAt.toISOString(),
    user: s.user,
    app: await appInfo(),
  });

  // A hash to verify against when the username is unknown, so timing does not reveal it.
  let dummyHash: Promise<string> | null = null;

  async function login(req: FastifyRequest, payload: Payload) {
    const errors: Record<string, string[]> = {};
    const { username, password, isRemember } = payload;
    if (typeof username !== 'string' || username.trim() === '' || username.length > 100) {
      errors.username = ['Username wajib diisi.'];
    }
    if (typeof password !== 'string' || password === '' || password.length > 256) {
      errors.password = ['Kata sandi wajib diisi.'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const name = String(username).trim();
    const address = req.ip;
    await checkLoginLimit(db, config.loginLimit, name, address);
    const user = await db
      .selectFrom('users')
      .select(['id', 'password', 'status', 'username'])
      .where(sql<boolean>`lower(username) = ${name.toLowerCase()}`)
      .executeTakeFirst();
    dummyHash ??= hashPassword('no-such-user-password', config.argon2);
    const ok = await verifyPassword(user?.password ?? (await dummyHash), String(password));
    if (!user || !ok || user.status !== 'Y') {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('login_failures')
          .values({ username: name.toLowerCase(), address })
          .execute();
        await appendAudit(
          trx,
          { userId: user?.id ?? null, username: name, address },
          {
            module: 'Auth',
            type: 'login-failed',
          },
        );
      });
      throw validationError({ password: [MESSAGES.loginFailed] });
    }
    const remember = isRemember === 'Y' || isRemember === true ? 'Y' : 'N';
    const token = newToken();
    const expiresAt = new Date(Date.now() + sessionLifetimeMs(remember));
    const { singleSession } = await settings.get();
    await db.transaction().execute(async (trx) => {
      if (singleSession) {
        // One session per user (static-settings): a new login ends the others.
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date(), logout_reason: 'single-session' })
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
          .execute();
      }
      await trx
        .insertInto('sessions')
        .values({
          user_id: user.id,
          token_hash: hashToken(token),
          is_remember: remember,
          address,
          expires_at: expiresAt,
        })
        .execute();
      await trx.deleteFrom('login_failures').where('username', '=', name.toLowerCase()).execute();
      await appendAudit(
        trx,
        { userId: user.id, username: user.username, address },
        {
          module: 'Auth',
          type: 'login',
          recordId: user.id,
        },
      );
    });
    const session = await findSession(db, token);
    if (!session) throw new Error('session vanished right after login');
    return session;
  }

  const customDo: Record<string, Record<string, CustomDo>> = {
    Users: {
      'change-password': changePasswordDo(db, config),
      'update-token': {
        permission: null,
        async run({ payload, session, actor }) {
          const t = payload.token;
          if (typeof t !== 'string' || t.length < 1 || t.length > 4096) {
            throw validationError({ token: ['Token perangkat tidak valid.'] });
          }
          await db.transaction().execute(async (trx) => {
            await trx
              .insertInto('push_tokens')
              .values({ user_id: session.user.id, token: t })
              .onConflict((oc) => oc.columns(['user_id', 'token']).doNothing())
              .execute();
            await appendAudit(trx, actor, {
              module: 'Users',
              type: 'update-token',
              recordId: session.user.id,
              after: { tokenHash: hashToken(t).slice(0, 16) },
            });
          });
          return { message: 'Token perangkat disimpan.' };
        },
      },
      'remove-token': {
        permission: null,
        async run({ payload, session, actor }) {
          const t = typeof payload.token === 'string' ? payload.token : null;
          const removed = await db.transaction().execute(async (trx) => {
            let q = trx.deleteFrom('push_tokens').where('user_id', '=', session.user.id);
            if (t) q = q.where('token', '=', t);
            const r = await q.executeTakeFirst();
            await appendAudit(trx, actor, {
              module: 'Users',
              type: 'remove-token',
              recordId: session.user.id,
            });
            return Number(r.numDeletedRows);
          });
          return { message: 'Token perangkat dihapus.', data: { removed } };
        },
      },
    },
    Notification: {
      'get-notif-pending-pemeliharaan': {
        permission: { menu: 'Notifikasi', action: 'view' },
        async run() {
          const rows = await sql<{ kind: string; n: number }>`select kind, count(*)::int as n
            from maintenance_requests where status not in ('DONE', 'REJECT') group by kind`.execute(
            db,
          );
          const count = (k: string) => rows.rows.find((r) => r.kind === k)?.n ?? 0;
          return {
            data: {
              notifInternalPending: count('INTERNAL'),
              notifEksternalPending: count('EKSTERNAL'),
            },
          };
        },
      },
      'get-notif-pending-barang': {
        permission: { menu: 'Notifikasi', action: 'view' },
        async run() {
          const rows = await sql<{ subtype: string; n: number }>`select subtype, count(*)::int as n
            from goods_requests where status in ('WAITING-FOR-APPROVAL', 'APPROVED')
            group by subtype`.execute(db);
          const count = (k: string) => rows.rows.find((r) => r.subtype === k)?.n ?? 0;
          return {
            data: {
              notifFarmasiPending: count('FARMASI_OBAT'),
              notifAlkesPending: count('FARMASI_ALKES'),
              notifInfusPending: count('FARMASI_INFUS'),
              notifUmumPending: count('UMUM'),
              notifAsetPending: count('ASET'),
            },
          };
        },
      },
    },
  };

  const customGet: Record<string, CustomGet> = {};
  const displayScreens: Record<string, DisplayScreen> = {};
  for (const register of SERVER_MODULES) {
    register({ db, realtime, customDo, customGet, displayScreens, settings });
  }

  async function referenceOptions(resource: AnyResource) {
    const options: Record<string, { value: number; label: string }[]> = {};
    for (const f of resource.fields) {
      if (f.kind !== 'reference' || !f.reference) continue;
      const target = findResource(f.reference.resource);
      const labelField = target?.fields.find((x) => x.name === f.reference?.labelField);
      if (!target || !labelField) continue;
      const active = target.hasStatus ? sql`where status = 'Y'` : sql``;
      const rows = await sql<{ value: number; label: string }>`select id as value,
        ${sql.id(labelField.column)} as label from ${sql.table(target.table)} ${active}
        order by 2 limit 1000`.execute(db);
      options[f.name] = rows.rows;
    }
    return options;
  }

  async function sendExport(
    req: FastifyRequest,
    reply: FastifyReply,
    resource: AnyResource,
    session: SessionInfo,
  ) {
    const q = req.query as Record<string, unknown>;
    const download = q.download ?? 'csv';
    if (download !== 'csv' && download !== 'xlsx') {
      throw validationError({ download: ['Format unduhan harus csv atau xlsx.'] });
    }
    const list = parseListQuery(resource, q);
    await db.transaction().execute((trx) =>
      appendAudit(trx, actorOf(req, session.user), {
        module: resource.key,
        type: 'export',
        after: { download, search: list.search, filters: list.filters },
      }),
    );
    const columns = exportColumns(resource);
    const batches = iterateRecords(db, resource, list);
    const stamp = new Date().toISOString().slice(0, 10);
    reply.header(
      'content-disposition',
      `attachment; filename="${resource.key}-${stamp}.${download}"`,
    );
    if (download === 'csv') {
      reply.type('text/csv; charset=utf-8');
      return reply.send(Readable.from(csvStream(columns, batches)));
    }
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(Readable.from(xlsxStream(columns, batches, resource.title)));
  }

  async function auditTrail(req: FastifyRequest) {
    const q = req.query as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    const str = (k: string) => (typeof q[k] === 'string' && q[k] !== 'ALL' ? (q[k] as string) : '');
    const page = Number(str('page') || '1');
    const shown = Number(str('shown') || '25');
    if (!Number.isInteger(page) || page < 1 || page > 1_000_000)
      errors.page = ['Halaman tidak valid.'];
    if (![10, 20, 25, 30].includes(shown))
      errors.shown = ['Jumlah data per halaman harus 10, 20, 25, atau 30.'];
    const userId = str('userId');
    if (userId && !/^\d{1,9}$/.test(userId)) errors.userId = ['Filter pengguna tidak valid.'];
    const from = str('from');
    const to = str('to');
    for (const [k, v] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (v && (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))) {
        errors[k] = ['Tanggal harus berformat YYYY-MM-DD.'];
      }
    }
    const module = str('module');
    if (module.length > 60) errors.module = ['Modul tidak valid.'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    let base = db.selectFrom('audit_log');
    if (userId) base = base.where('user_id', '=', Number(userId));
    if (module) base = base.where('module', '=', module);
    if (from) base = base.where('at', '>=', new Date(`${from}T00:00:00+07:00`));
    if (to) base = base.where('at', '<', new Date(Date.parse(`${to}T00:00:00+07:00`) + 86_400_000));
    const [rows, count] = await Promise.all([
      base
        .select([
          'id',
          'at',
          'user_id as userId',
          'username',
          'address',
          'module',
          'type',
          'record_id as recordId',
          'before',
          'after',
          'hash',
        ])
        .orderBy('id', 'desc')
        .limit(shown)
        .offset((page - 1) * shown)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
    ]);
    const total = count?.total ?? 0;
    return { list: rows, total, page, shown, lastPage: Math.max(1, Math.ceil(total / shown)) };
  }

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (req, reply) => {
        reply.headers(SECURITY_HEADERS);
        const path = req.url.slice(API_PREFIX.length).split('?')[0] ?? '';
        if (path.startsWith('/display')) {
          const t = req.headers['x-display-token'];
          if (typeof t !== 'string' || !safeEqual(t, config.displayToken)) {
            throw new HttpError(401, 'Token layar tidak valid.', MESSAGES.accessDenied);
          }
          return;
        }
        // Downloads open in a new window, which cannot send headers: the user token authorises them.
        const q = req.query as Record<string, unknown>;
        const isDownload =
          req.method === 'GET' &&
          (path.startsWith('/template/') || path.startsWith('/uploader/') || q.export === '1');
        if (isDownload) return;
        // The hospital's logo and name are public (login page, lobby screens; the logo by <img>).
        if ((req.method === 'GET' && path === '/logo') || isPublicIdentity(req, path)) return;
        const key = req.headers[config.apiKeyHeader.toLowerCase()];
        if (typeof key !== 'string' || !safeEqual(key, config.apiKey)) {
          throw new HttpError(401, MESSAGES.badApiKey, MESSAGES.accessDenied);
        }
      });

      api.post('/do/:module', async (req) => {
        const { module } = req.params as { module: string };
        const payload = openBody(req.body);
        const type = payload.type;
        if (typeof type !== 'string' || type.length === 0 || type.length > 60) {
          throw badRequest('Tipe permintaan tidak dikenal.');
        }
        if (module === 'Auth') {
          if (type === 'login') {
            const session = await login(req, payload);
            return {
              status: 'success',
              message: 'Berhasil masuk.',
              data: await sessionData(session),
            };
          }
          const session = await requireSession(req);
          if (type === 'logout') {
            await db.transaction().execute(async (trx) => {
              await trx
                .updateTable('sessions')
                .set({ revoked_at: new Date(), logout_reason: 'logout' })
                .where('id', '=', session.sessionId)
                .execute();
              await appendAudit(trx, actorOf(req, session.user), {
                module: 'Auth',
                type: 'logout',
                recordId: session.user.id,
              });
            });
            return { status: 'success', message: 'Berhasil keluar.' };
          }
          if (type === 'refresh') {
            const expiresAt = new Date(Date.now() + sessionLifetimeMs(session.isRemember));
            await db
              .updateTable('sessions')
              .set({ expires_at: expiresAt })
              .where('id', '=', session.sessionId)
              .execute();
            const user = (await loadSessionUser(db, session.user.id)) ?? session.user;
            return {
              status: 'success',
              data: await sessionData({ ...session, expiresAt, user }),
            };
          }
          throw badRequest('Tipe permintaan tidak dikenal.');
        }
        const session = await requireSession(req);
        const actor = actorOf(req, session.user);
        const custom = customDo[module]?.[type];
        if (custom) {
          if (custom.permission)
            authorize(session.user, custom.permission.menu, custom.permission.action);
          const out = await custom.run({ req, payload, session, actor });
          return { status: 'success', ...out };
        }
        const resource = findResource(module);
        if (!resource) throw notFound();
        const action = DO_TYPE_ACTIONS[type];
        if (!action || (type === 'status' && !resource.hasStatus)) {
          throw badRequest('Tipe permintaan tidak dikenal.');
        }
        authorize(session.user, resource.menu, action);
        const ctx: MutationContext = { db, actor, hooks: hooks[resource.key] };
        switch (type) {
          case 'add': {
            const record = await addRecord(ctx, resource, payload);
            return { status: 'success', message: MESSAGES.saved, data: { record } };
          }
          case 'update': {
            const record = await updateRecord(ctx, resource, payload);
            return { status: 'success', message: MESSAGES.updated, data: { record } };
          }
          case 'delete':
            await deleteRecord(ctx, resource, payload);
            return { status: 'success', message: MESSAGES.deleted };
          default: {
            const status = await setStatus(ctx, resource, payload);
            return {
              status: 'success',
              message: status === 'Y' ? MESSAGES.statusActive : MESSAGES.statusInactive,
            };
          }
        }
      });

      const getHandler = async (req: FastifyRequest, reply: FastifyReply) => {
        const { module, pageSlug, pageId } = req.params as {
          module: string;
          pageSlug?: string;
          pageId?: string;
        };
        const session = await requireSession(req);
        if (module === 'profile' && !pageSlug) {
          return { status: 'success', data: await sessionData(session) };
        }
        if (module === 'AuditTrail' && !pageSlug) {
          authorize(session.user, 'audit-trail', 'view');
          return { status: 'success', data: await auditTrail(req) };
        }
        const moduleGet = customGet[module];
        if (moduleGet) {
          const query = req.query as Record<string, unknown>;
          return {
            status: 'success',
            data: await moduleGet.run({ req, session, query, pageSlug, pageId }),
          };
        }
        const resource = findResource(module);
        if (!resource) throw notFound();
        authorize(session.user, resource.menu, 'view');
        const q = req.query as Record<string, unknown>;
        if (q.export === '1' && !pageSlug) {
          authorize(session.user, resource.menu, 'export');
          return sendExport(req, reply, resource, session);
        }
        if (!pageSlug) {
          return {
            status: 'success',
            data: await listRecords(db, resource, parseListQuery(resource, q)),
          };
        }
        if (pageSlug === 'add' && !pageId) {
          authorize(session.user, resource.menu, 'add');
          return { status: 'success', data: { options: await referenceOptions(resource) } };
        }
        if (!pageId) throw notFound();
        const id = parseId(pageId);
        const record = await getRecord(db, resource, id);
        if (!record) throw notFound();
        return {
          status: 'success',
          data: {
            record,
            options: await referenceOptions(resource),
            canEdit: can(session.user, resource.menu, 'edit'),
          },
        };
      };
      api.get('/get/:module', getHandler);
      api.get('/get/:module/:pageSlug', getHandler);
      api.get('/get/:module/:pageSlug/:pageId', getHandler);

      api.get('/uploader/:file', async (req, reply) => {
        const session = await requireSession(req);
        const { file } = req.params as { file: string };
        const found = await readUpload(file);
        await db.transaction().execute((trx) =>
          appendAudit(trx, actorOf(req, session.user), {
            module: 'Uploader',
            type: 'read',
            recordId: file,
          }),
        );
        reply.type(found.mime).header('content-disposition', `inline; filename="${file}"`);
        return reply.send(createReadStream(found.path));
      });

      api.post('/get-file', async (req) => {
        const payload = openBody(req.body);
        const session = await requireSession(req);
        const file = payload.file;
        if (typeof file !== 'string') throw validationError({ file: ['Nama berkas wajib diisi.'] });
        const found = await readUpload(file);
        const content = await readFile(found.path);
        await db.transaction().execute((trx) =>
          appendAudit(trx, actorOf(req, session.user), {
            module: 'GetFile',
            type: 'read',
            recordId: file,
          }),
        );
        return {
          status: 'success',
          data: { name: file, mime: found.mime, base64: content.toString('base64') },
        };
      });

      api.get('/template/:name', async (req, reply) => {
        const session = await requireSession(req);
        const { name } = req.params as { name: string };
        const match = /^([A-Za-z]{1,60})\.csv$/.exec(name);
        const resource = match?.[1] ? findResource(match[1]) : undefined;
        if (!resource) throw notFound();
        authorize(session.user, resource.menu, 'view');
        const headers = resource.fields.filter((f) => f.kind !== 'menuRole').map((f) => f.name);
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${resource.key}.csv"`);
        return `${headers.join(',')}\r\n`;
      });

      // The hospital's logo from static-settings; revalidated by ETag, so a new logo shows at once.
      api.get('/logo', async (req, reply) => {
        const logo = logoImage((await settings.get()).logo);
        if (!logo) throw notFound();
        const etag = `"${logo.tag}"`;
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (req.headers['if-none-match'] === etag) return reply.status(304).send();
        reply.type(logo.type).header('x-content-type-options', 'nosniff');
        return reply.send(logo.bytes);
      });

      publicIdentity(api, settings);

      api.post('/display/:screen', async (req) => {
        const { screen } = req.params as { screen: string };
        if (req.body !== undefined && !isRecord(req.body)) throw badRequest();
        if (screen === 'app') return { status: 'success', data: { app: await appInfo() } };
        if (screen === 'poli') {
          const rows = await sql<{ id: number; code: string; name: string }>`select id, code, name
            from m_poli where status = 'Y' order by name`.execute(db);
          return { status: 'success', data: { list: rows.rows } };
        }
        const screenHandler = displayScreens[screen];
        if (screenHandler) {
          return { status: 'success', data: await screenHandler(req.body ?? {}, req) };
        }
        throw notFound();
      });
    },
    { prefix: API_PREFIX },
  );

  async function readUpload(file: string): Promise<{ path: string; mime: string }> {
    if (!FILE_NAME.test(file) || file.includes('..')) throw notFound();
    const root = resolve(config.uploadsDir);
    const path = join(root, file);
    if (!path.startsWith(`${root}/`)) throw notFound();
    try {
      const s = await stat(path);
      if (!s.isFile() || s.size > MAX_FILE_BYTES) throw notFound();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw notFound();
    }
    return { path, mime: MIME[extname(file).toLowerCase()] ?? 'application/octet-stream' };
  }

  return app;
}
