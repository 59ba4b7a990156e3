/**
 * The contract kit. A contract is the wire definition of one BO module (`/get/{module}`,
 * `/do/{module}`, and the `/display/{screen}` screens it owns): for every query, command and
 * display screen its zod input, who may call it, and for a workflow command the workflow action
 * it performs. The server dispatches by it (parse -> authorise -> check the transition -> run),
 * the api-client types its hooks by it, the EMR draws its guards from it. No React here.
 *
 * Contracts are grouped by bounded context: `contracts/<context>.ts` holds the contracts of one
 * context, the same name as `apps/server/src/modules/<context>/` and `apps/emr/src/features/<context>/`.
 */
import type { Workflow } from '@simrs/domain';
import type { z } from 'zod';
import type { MenuAction } from '../resources/types';

/** Who may call an operation. */
export type Access =
  /** A `/display` screen: the display token, no user. */
  | { readonly kind: 'display' }
  /** The API key only, no session (login). */
  | { readonly kind: 'anonymous' }
  /**
   * Any signed-in user (the caller's own data). `account`: the caller's own session and
   * credentials (profile, refresh, logout, own password, second factor), which a session may
   * call while it still has a step to take first (a second factor's code, a password to change,
   * a second factor to set up); the server refuses every other call of such a session.
   * `whileLocked`: also while the session is locked (lock, unlock, logout); a locked session's
   * other calls are refused with 423.
   */
  | { readonly kind: 'session'; readonly account?: true; readonly whileLocked?: true }
  /** `action` on `menu`. */
  | { readonly kind: 'menu'; readonly menu: string; readonly action: MenuAction }
  /**
   * `action` on a menu the module resolves from the record (e.g. a queue unit's category): the
   * dispatch hands the handler an `authorize(menu)` bound to `action` and refuses to answer when
   * the handler did not call it.
   */
  | { readonly kind: 'resolved'; readonly action: MenuAction; readonly menuOf: string };

/** An access, or an action on the contract's own menu. */
export type AccessSpec = Access | MenuAction;

export const access = {
  display: { kind: 'display' } as const,
  anonymous: { kind: 'anonymous' } as const,
  session: { kind: 'session' } as const,
  account: { kind: 'session', account: true } as const,
  /** The caller's own session even while it is locked: lock, unlock, logout. */
  locked: { kind: 'session', account: true, whileLocked: true } as const,
  menu: (menu: string, action: MenuAction) => ({ kind: 'menu', menu, action }) as const,
  resolved: (action: MenuAction, menuOf: string) => ({ kind: 'resolved', action, menuOf }) as const,
};

declare const OUTPUT: unique symbol;
/** Phantom carrier of an operation's answer type (`output: out<Ticket>()`). */
export interface Out<T> {
  readonly [OUTPUT]?: T;
}
/** Declares the answer type of an operation; nothing exists at run time. */
export function out<T>(): Out<T> {
  return {};
}

interface OpBase<I extends z.ZodType, O> {
  readonly input: I;
  readonly output: Out<O>;
}

export interface QueryOp<I extends z.ZodType = z.ZodType, O = unknown> extends OpBase<I, O> {
  readonly kind: 'query';
  readonly access: AccessSpec;
  /**
   * Where it sits: `null` for `GET /get/{module}`, a literal for `/get/{module}/{slug}`, `'*'`
   * for any other slug (the record screens' 'edit', 'detail').
   */
  readonly slug: string | null;
  /** Takes `/{pageId}` after the slug, given to the input as `pageId`. */
  readonly byId: boolean;
  /** A file download (`?export=1`): served by the root GET when the query asks for it. */
  readonly download: boolean;
}

export interface CommandOp<I extends z.ZodType = z.ZodType, O = unknown> extends OpBase<I, O> {
  readonly kind: 'command';
  readonly access: AccessSpec;
  /** A workflow command: the workflow and the action it performs (default: the command's name). */
  readonly workflow: { readonly workflow: Workflow; readonly action: string | null } | null;
}

export interface DisplayOp<I extends z.ZodType = z.ZodType, O = unknown> extends OpBase<I, O> {
  readonly kind: 'display';
}

export function query<I extends z.ZodType, O = unknown>(def: {
  input: I;
  access: AccessSpec;
  output?: Out<O>;
  slug?: string | null;
  byId?: boolean;
  download?: boolean;
}): QueryOp<I, O> {
  return Object.freeze({
    kind: 'query',
    input: def.input,
    access: def.access,
    output: def.output ?? {},
    slug: def.slug ?? null,
    byId: def.byId ?? false,
    download: def.download ?? false,
  });
}

export function command<I extends z.ZodType, O = unknown>(def: {
  input: I;
  access: AccessSpec;
  output?: Out<O>;
  workflow?: Workflow | { workflow: Workflow; action: string };
}): CommandOp<I, O> {
  const wf = def.workflow
    ? 'actionNames' in def.workflow
      ? { workflow: def.workflow, action: null }
      : { workflow: def.workflow.workflow, action: def.workflow.action }
    : null;
  return Object.freeze({
    kind: 'command',
    input: def.input,
    access: def.access,
    output: def.output ?? {},
    workflow: wf,
  });
}

export function display<I extends z.ZodType, O = unknown>(def: {
  input: I;
  output?: Out<O>;
}): DisplayOp<I, O> {
  return Object.freeze({ kind: 'display', input: def.input, output: def.output ?? {} });
}

export type AnyQuery = QueryOp<z.ZodType, unknown>;
export type AnyCommand = CommandOp<z.ZodType, unknown>;
export type AnyDisplay = DisplayOp<z.ZodType, unknown>;

export interface Contract<
  M extends string = string,
  Q extends Readonly<Record<string, AnyQuery>> = Readonly<Record<string, AnyQuery>>,
  C extends Readonly<Record<string, AnyCommand>> = Readonly<Record<string, AnyCommand>>,
  D extends Readonly<Record<string, AnyDisplay>> = Readonly<Record<string, AnyDisplay>>,
> {
  /** Module name on the wire (`/get/{module}`, `/do/{module}`). */
  readonly module: M;
  /** The bounded context (folder name at every layer). */
  readonly context: string;
  /** The menu whose actions a bare action in `access` refers to (null: none). */
  readonly menu: string | null;
  readonly queries: Q;
  readonly commands: C;
  /** `/display/{screen}` screens this module answers (names are global). */
  readonly displays: D;
}

// biome-ignore lint/suspicious/noExplicitAny: any contract, whatever its operations
export type AnyContract = Contract<string, any, any, any>;

const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,59}$/;

/**
 * Defines a contract. Checks at load time: names are plain (letters, digits, '-', '_'), a bare
 * action needs the contract's menu, two queries never sit at the same place, a workflow command
 * names an action of its workflow.
 */
export function defineContract<
  const M extends string,
  const Q extends Readonly<Record<string, AnyQuery>> = Readonly<Record<never, AnyQuery>>,
  const C extends Readonly<Record<string, AnyCommand>> = Readonly<Record<never, AnyCommand>>,
  const D extends Readonly<Record<string, AnyDisplay>> = Readonly<Record<never, AnyDisplay>>,
>(def: {
  module: M;
  context: string;
  menu: string | null;
  queries?: Q;
  commands?: C;
  displays?: D;
}): Contract<M, Q, C, D> {
  const fail = (why: string) => {
    throw new Error(`Contract ${def.module}: ${why}`);
  };
  if (!NAME.test(def.module)) fail('module name must be plain');
  const places = new Set<string>();
  const ops = [
    ...Object.entries<AnyQuery>(def.queries ?? {}),
    ...Object.entries<AnyCommand>(def.commands ?? {}),
  ];
  for (const [name, op] of ops) {
    if (!NAME.test(name)) fail(`operation name ${name} must be plain`);
    if (typeof op.access === 'string' && def.menu === null) {
      fail(`${name} names the action ${op.access} but the contract has no menu`);
    }
    if (op.kind === 'query') {
      if (op.slug !== null && op.slug !== '*' && !NAME.test(op.slug)) fail(`bad slug ${op.slug}`);
      const place = `${op.slug ?? ''}|${op.byId}|${op.download}`;
      if (places.has(place)) fail(`two queries at ${place}`);
      places.add(place);
    } else if (op.workflow) {
      const action = op.workflow.action ?? name;
      if (!op.workflow.workflow.actionNames.includes(action)) {
        fail(`${name} names ${action}, not an action of ${op.workflow.workflow.listId}`);
      }
    }
  }
  for (const name of Object.keys(def.displays ?? {})) {
    if (!NAME.test(name)) fail(`display name ${name} must be plain`);
  }
  return Object.freeze({
    module: def.module,
    context: def.context,
    menu: def.menu,
    queries: Object.freeze({ ...(def.queries ?? {}) }) as Q,
    commands: Object.freeze({ ...(def.commands ?? {}) }) as C,
    displays: Object.freeze({ ...(def.displays ?? {}) }) as D,
  });
}

/** The access of an operation with a bare action resolved to the contract's menu. */
export function accessOf(contract: AnyContract, op: { access: AccessSpec }): Access {
  if (typeof op.access !== 'string') return op.access;
  if (contract.menu === null) throw new Error(`Contract ${contract.module} has no menu`);
  return { kind: 'menu', menu: contract.menu, action: op.access };
}

/** The workflow action a command performs, or null for a plain command. */
export function workflowActionOf(op: AnyCommand, name: string): string | null {
  return op.workflow ? (op.workflow.action ?? name) : null;
}

// ---------------------------------------------------------------------------------------------
// Types the api-client and the server read off a contract

export type QueryNames<C extends AnyContract> = keyof C['queries'] & string;
export type CommandNames<C extends AnyContract> = keyof C['commands'] & string;
export type DisplayNames<C extends AnyContract> = keyof C['displays'] & string;

type OutputOfOp<Op> = Op extends { output: Out<infer O> } ? O : never;
type InputSchemaOf<Op> = Op extends { input: infer I extends z.ZodType } ? I : never;

/**
 * What a client sends: the schema's input, where a key the schema pre-processes (typed
 * `unknown`: ids, days, optional text, filters) may be left out.
 */
export type WireInput<T> =
  T extends Record<string, unknown>
    ? {
        [K in keyof T as unknown extends T[K] ? never : K]: T[K];
      } & {
        [K in keyof T as unknown extends T[K] ? K : never]?: T[K];
      }
    : T;

export type QueryInput<C extends AnyContract, N extends QueryNames<C>> = WireInput<
  z.input<InputSchemaOf<C['queries'][N]>>
>;
export type QueryParsed<C extends AnyContract, N extends QueryNames<C>> = z.output<
  InputSchemaOf<C['queries'][N]>
>;
export type QueryOutput<C extends AnyContract, N extends QueryNames<C>> = OutputOfOp<
  C['queries'][N]
>;
export type CommandInput<C extends AnyContract, N extends CommandNames<C>> = WireInput<
  z.input<InputSchemaOf<C['commands'][N]>>
>;
export type CommandParsed<C extends AnyContract, N extends CommandNames<C>> = z.output<
  InputSchemaOf<C['commands'][N]>
>;
export type CommandOutput<C extends AnyContract, N extends CommandNames<C>> = OutputOfOp<
  C['commands'][N]
>;
export type DisplayInput<C extends AnyContract, N extends DisplayNames<C>> = WireInput<
  z.input<InputSchemaOf<C['displays'][N]>>
>;
export type DisplayParsed<C extends AnyContract, N extends DisplayNames<C>> = z.output<
  InputSchemaOf<C['displays'][N]>
>;
export type DisplayOutput<C extends AnyContract, N extends DisplayNames<C>> = OutputOfOp<
  C['displays'][N]
>;

/** Own entries only (never inherited names). */
export function entriesOf<T>(record: Readonly<Record<string, T>>): [string, T][] {
  return Object.keys(record).map((k) => [k, record[k] as T]);
}
