/**
 * The module contract of the server: what a bounded context (`src/modules/<context>/`) gives the
 * platform, and what the platform gives each of its handlers.
 *
 * A module implements the contracts of its context (`@simrs/validators/contracts/<context>`):
 * one handler per query, command and display screen, checked complete by the compiler
 * (`implement`). The dispatch (`./dispatch.ts`) parses every input with the contract, authorises
 * the caller, checks a workflow command's transition against the domain's workflow, runs a
 * command in one transaction with the version check and the audit rows, and emits realtime
 * events only after the commit. Modules never import the host (`app.ts`) nor each other's
 * internals.
 */
import type {
  AnyContract,
  CommandNames,
  CommandOutput,
  CommandParsed,
  DisplayNames,
  DisplayOutput,
  DisplayParsed,
  MenuAction,
  QueryNames,
  QueryOutput,
  QueryParsed,
} from '@simrs/validators/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Migration, Transaction } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Actor, AuditEntry } from './audit';
import type { Realtime } from './realtime';
import type { SessionInfo, SessionUser } from './sessions';
import type { SettingsStore } from './settings';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Either: a function that takes one joins the caller's transaction when given one. */
export type Executor = Db | Trx;

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What the platform hands every module when the app starts. */
export interface ModuleDeps {
  db: Db;
  realtime: Realtime;
  settings: SettingsStore;
  config: ServerConfig;
  clock: Clock;
}

/**
 * The caller as the audit log records it, with their canManageAll flag and the call being
 * answered (`source`: wire module and operation, 'Dokumen.registration'), which the patient
 * access log keeps.
 */
export type ActorOf = Actor & { canManageAll: 'Y' | 'N'; source?: string | null };

interface CallContext<I> {
  /** The input, parsed by the contract. */
  input: I;
  req: FastifyRequest;
  deps: ModuleDeps;
}

interface UserContext<I> extends CallContext<I> {
  /** Null only for an anonymous operation (login). */
  session: SessionInfo | null;
  user: SessionUser;
  actor: ActorOf;
  /**
   * For `access.resolved` operations: authorises the contract's action on the menu the handler
   * resolved (403 otherwise). The dispatch refuses to answer when a resolved operation never
   * called it.
   */
  authorize(menu: string): void;
  /** THE permission rule for the caller. */
  can(menu: string, action: MenuAction): boolean;
}

export interface QueryContext<I> extends UserContext<I> {
  db: Db;
  reply: FastifyReply;
}

export interface CommandContext<I, R = unknown> extends UserContext<I> {
  /** The command's transaction (a `tx: 'none'` command has none: it uses `deps.db`). */
  trx: Trx;
  /** The record a workflow command acts on, as `load` returned it. */
  record: R;
  /** Appends an audit row in the command's transaction. */
  audit(entry: AuditEntry): Promise<void>;
  /** Emits a realtime event once the transaction has committed. */
  emit(room: string, event: string, payload: unknown): void;
}

export interface DisplayContext<I> extends CallContext<I> {
  trx: Trx;
  /** The public terminal as the audit log records it. */
  actor: Actor;
  audit(entry: AuditEntry): Promise<void>;
  emit(room: string, event: string, payload: unknown): void;
}

/** What a command answers: the success dialog's message and the data. */
export interface CommandResult<O> {
  message?: string;
  data?: O;
}

export type QueryHandler<I, O> = (ctx: QueryContext<I>) => Promise<O>;

export interface CommandHandler<I, O, R = unknown> {
  /**
   * A workflow command: loads (and locks) the record the action applies to. The dispatch refuses
   * the action when the domain workflow does not allow it from the record's state (422, or 409
   * for a conflict), and when the input's `version` is not the record's (409). Null: nothing to
   * check (e.g. "call the next ticket", where the claim itself is the check).
   */
  load?: (ctx: Omit<CommandContext<I, null>, 'record'>) => Promise<R | null>;
  /**
   * 'none': runs outside a dispatch transaction (login and password checks must record a failed
   * attempt even though they answer with an error).
   */
  tx?: 'none';
  run(ctx: CommandContext<I, R>): Promise<CommandResult<O>>;
}

export type DisplayHandler<I, O> = (ctx: DisplayContext<I>) => Promise<O>;

/** The handlers of one contract. The compiler demands one per operation. */
export interface Implementation<C extends AnyContract = AnyContract> {
  readonly contract: C;
  readonly queries: {
    readonly [K in QueryNames<C>]: QueryHandler<QueryParsed<C, K>, QueryOutput<C, K>>;
  };
  readonly commands: {
    // biome-ignore lint/suspicious/noExplicitAny: each command loads its own record shape
    readonly [K in CommandNames<C>]: CommandHandler<CommandParsed<C, K>, CommandOutput<C, K>, any>;
  };
  readonly displays: {
    readonly [K in DisplayNames<C>]: DisplayHandler<DisplayParsed<C, K>, DisplayOutput<C, K>>;
  };
}

type Handlers<C extends AnyContract> = Omit<Implementation<C>, 'contract'>;
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * The handlers of a contract. Omit `queries`, `commands` or `displays` when the contract has
 * none of that kind.
 */
export function implement<C extends AnyContract>(
  contract: C,
  handlers: Optional<Handlers<C>, 'queries' | 'commands' | 'displays'>,
): Implementation<C> {
  return {
    contract,
    queries: (handlers.queries ?? {}) as Implementation<C>['queries'],
    commands: (handlers.commands ?? {}) as Implementation<C>['commands'],
    displays: (handlers.displays ?? {}) as Implementation<C>['displays'],
  };
}

/** What the demo seed gives every module. */
export interface DemoSeed {
  /** The argon2id hash of the published demo password. */
  passwordHash: string;
  /** How many demo patients. */
  patients: number;
}

/** One bounded context on the server. */
export interface ServerModule {
  /** The context's name: the same as its contracts' `context` and its folder. */
  readonly context: string;
  /** Its migrations, by name (names sort in the order they run across every module). */
  readonly migrations?: Readonly<Record<string, Migration>>;
  /**
   * The demo hospital's rows of this context (evaluation mode), inside the one seed transaction;
   * modules seed in the order of `modules/index.ts`.
   */
  seedDemo?(trx: Trx, demo: DemoSeed): Promise<void>;
  /** Builds the handlers of its contracts. */
  implementations(deps: ModuleDeps): readonly Implementation[];
  /** Plain routes under /api/bo that are not contract operations (e.g. the public logo). */
  routes?(api: FastifyInstance, deps: ModuleDeps): void;
  /** Paths of its `routes` that anyone may GET without the API key (under /api/bo). */
  readonly publicPaths?: readonly string[];
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}

/** Runs `fn` in the executor's transaction, or in a new one when given the database. */
export async function inTransaction<T>(
  executor: Executor,
  fn: (trx: Trx) => Promise<T>,
): Promise<T> {
  if (executor.isTransaction) return fn(executor as Trx);
  return executor.transaction().execute(fn);
}
