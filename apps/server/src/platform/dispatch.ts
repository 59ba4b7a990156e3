/**
 * The dispatch: the three routes every contract operation goes through.
 *
 * - `GET /get/{module}[/{pageSlug}[/{pageId}]]` -> a query;
 * - `POST /do/{module}` with the envelope `{ type, ...payload }` -> a command;
 * - `POST /display/{screen}` (display token) -> a display screen.
 *
 * For each: find the operation (Maps only), parse the input with the contract (422 with every
 * field), find the session, authorise (THE permission rule), and for a command: open one
 * transaction, load the workflow record and check the action against the domain workflow and the
 * version, run the handler, write its audit rows, commit, then emit its realtime events.
 */
import { refusalOf } from '@simrs/domain';
import { validateWith } from '@simrs/validators';
import {
  type Access,
  type AnyContract,
  accessOf,
  type MenuAction,
  workflowActionOf,
} from '@simrs/validators/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withinTransaction } from '../db/scope';
import { authorize, can } from './access';
import { type Actor, type AuditEntry, appendAudit } from './audit';
import { assertUnlocked, assertUnrestricted } from './credentials';
import { badRequest, HttpError, notFound, stale } from './errors';
import type { ActorOf, ModuleDeps, Trx } from './module';
import { findQuery, type Registry } from './registry';
import type { SessionInfo, SessionUser } from './sessions';

/** What the dispatch needs of the host besides the registry. */
export interface DispatchHost {
  deps: ModuleDeps;
  registry: Registry;
  /** The request's session, or null (cached per request). */
  sessionOf(req: FastifyRequest): Promise<SessionInfo | null>;
  /** The decrypted payload of an envelope body (400 when unreadable). */
  openBody(body: unknown): Record<string, unknown>;
}

const ANONYMOUS_USER: SessionUser = {
  id: 0,
  name: '',
  username: '',
  levelId: 0,
  levelName: '',
  canManageAll: 'N',
  menuRole: [],
};

function parse(schema: Parameters<typeof validateWith>[0], input: unknown): unknown {
  const result = validateWith(schema, input);
  if (!result.success) {
    throw new HttpError(422, result.body.message, undefined, result.body.errors);
  }
  return result.data;
}

export function actorOf(req: FastifyRequest, user: SessionUser | null): ActorOf {
  return {
    userId: user && user.id > 0 ? user.id : null,
    username: user?.username || null,
    address: req.ip,
    canManageAll: user?.canManageAll ?? 'N',
  };
}

/** The caller's identity and authorisation for one operation. */
async function callerOf(
  host: DispatchHost,
  req: FastifyRequest,
  contract: AnyContract,
  op: { access: Access | MenuAction },
  name: string,
) {
  const access = accessOf(contract, op);
  let session: SessionInfo | null = null;
  if (access.kind !== 'anonymous') {
    session = await host.sessionOf(req);
    if (!session) throw new HttpError(401, 'Sesi Anda telah berakhir, silakan masuk kembali.');
    // A locked session calls only lock, unlock and logout (423); a session with a step to
    // take first (credentials.ts) only its own account (403).
    if (!(access.kind === 'session' && access.whileLocked)) assertUnlocked(session);
    if (!(access.kind === 'session' && access.account)) assertUnrestricted(session);
  }
  const user = session?.user ?? ANONYMOUS_USER;
  if (access.kind === 'menu') authorize(user, access.menu, access.action);
  let resolvedCalled = access.kind !== 'resolved';
  return {
    session,
    user,
    actor: { ...actorOf(req, session?.user ?? null), source: `${contract.module}.${name}` },
    authorize(menu: string) {
      if (access.kind !== 'resolved') {
        throw new Error(
          `authorize(menu) called by an operation of ${contract.module} without resolved access`,
        );
      }
      authorize(user, menu, access.action);
      resolvedCalled = true;
    },
    can: (menu: string, action: MenuAction) => can(user, menu, action),
    /** A resolved operation must have authorised before it answers. */
    assertAuthorised() {
      if (!resolvedCalled) {
        throw new Error(`${contract.module}: a resolved operation answered without authorising`);
      }
    },
  };
}

/** Collects audit rows and events of one transaction; events go out after the commit. */
function effects(trx: () => Trx, actor: Actor) {
  const events: { room: string; event: string; payload: unknown }[] = [];
  return {
    events,
    audit: (entry: AuditEntry) => appendAudit(trx(), actor, entry),
    emit(room: string, event: string, payload: unknown) {
      events.push({ room, event, payload });
    },
  };
}

export function registerDispatch(api: FastifyInstance, host: DispatchHost): void {
  const { registry, deps } = host;

  const getHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const { module, pageSlug, pageId } = req.params as {
      module: string;
      pageSlug?: string;
      pageId?: string;
    };
    const query = req.query as Record<string, unknown>;
    const wire = registry.modules.get(module);
    const entry = wire && findQuery(wire, pageSlug, pageId, query.export === '1');
    if (!entry) {
      if (!(await host.sessionOf(req)))
        throw new HttpError(401, 'Sesi Anda telah berakhir, silakan masuk kembali.');
      throw notFound();
    }
    const caller = await callerOf(host, req, entry.contract, entry.op, entry.name);
    const input = parse(entry.op.input, pageId === undefined ? query : { ...query, pageId });
    const data = await entry.handler({ ...caller, input, req, reply, deps, db: deps.db });
    caller.assertAuthorised();
    if (entry.op.download) return data;
    return { status: 'success', data };
  };
  api.get('/get/:module', getHandler);
  api.get('/get/:module/:pageSlug', getHandler);
  api.get('/get/:module/:pageSlug/:pageId', getHandler);

  api.post('/do/:module', async (req) => {
    const { module } = req.params as { module: string };
    const payload = host.openBody(req.body);
    const type = payload.type;
    if (typeof type !== 'string' || type.length === 0 || type.length > 60) {
      throw badRequest('Tipe permintaan tidak dikenal.');
    }
    const wire = registry.modules.get(module);
    const entry = wire?.commands.get(type);
    if (!entry) {
      if (!(await host.sessionOf(req)))
        throw new HttpError(401, 'Sesi Anda telah berakhir, silakan masuk kembali.');
      if (!wire) throw notFound();
      throw badRequest('Tipe permintaan tidak dikenal.');
    }
    const caller = await callerOf(host, req, entry.contract, entry.op, entry.name);
    const { type: _type, ...fields } = payload;
    const input = parse(entry.op.input, fields);
    const handler = entry.handler;
    const base = { ...caller, input, req, deps };

    if (handler.tx === 'none') {
      const fx = effects(() => {
        throw new Error('audit() of a tx none command: write audit rows in its own transaction');
      }, caller.actor);
      const noTransaction = new Proxy({} as Trx, {
        get() {
          throw new Error(
            `${module} ${type} runs with tx 'none': use deps.db and its own transactions`,
          );
        },
      });
      const out = await handler.run({ ...base, trx: noTransaction, record: null, ...fx });
      caller.assertAuthorised();
      for (const e of fx.events) deps.realtime.emit(e.room, e.event, e.payload);
      return { status: 'success', ...out };
    }

    let current: Trx | null = null;
    const fx = effects(() => {
      if (!current) throw new Error('audit() outside the transaction');
      return current;
    }, caller.actor);
    const out = await deps.db.transaction().execute((trx) =>
      withinTransaction(`${module} ${type}`, async () => {
        current = trx;
        const ctx = { ...base, trx, ...fx };
        let record: unknown = null;
        const action = workflowActionOf(entry.op, entry.name);
        if (action && entry.op.workflow) {
          if (!handler.load) throw new Error(`${module} ${type}: a workflow command needs load()`);
          record = await handler.load({ ...ctx });
          caller.assertAuthorised();
          if (record !== null) {
            const state = record as { status: string; version?: number };
            const workflow = entry.op.workflow.workflow;
            const refusal = refusalOf(workflow, action, state);
            if (refusal !== null) {
              const conflict =
                workflow.actions[action]?.conflict === true && state.status !== undefined;
              throw new HttpError(conflict ? 409 : 422, refusal);
            }
            const expected = (input as { version?: unknown }).version;
            if (
              typeof expected === 'number' &&
              state.version !== undefined &&
              state.version !== expected
            ) {
              throw stale();
            }
          }
        }
        const result = await handler.run({ ...ctx, record });
        caller.assertAuthorised();
        return result;
      }),
    );
    for (const e of fx.events) deps.realtime.emit(e.room, e.event, e.payload);
    return { status: 'success', ...out };
  });

  api.post('/display/:screen', async (req) => {
    const { screen } = req.params as { screen: string };
    const entry = registry.displays.get(screen);
    if (!entry) throw notFound();
    const body = req.body === undefined || req.body === null ? {} : req.body;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
    const input = parse(entry.op.input, body);
    const actor: Actor = {
      userId: null,
      username: req.terminal ? `anjungan:${req.terminal.name}`.slice(0, 100) : 'anjungan',
      address: req.ip,
    };
    let current: Trx | null = null;
    const fx = effects(() => {
      if (!current) throw new Error('audit() outside the transaction');
      return current;
    }, actor);
    const data = await deps.db.transaction().execute((trx) =>
      withinTransaction(`display ${screen}`, async () => {
        current = trx;
        return entry.handler({ input, req, deps, trx, actor, ...fx });
      }),
    );
    for (const e of fx.events) deps.realtime.emit(e.room, e.event, e.payload);
    return { status: 'success', data };
  });
}
