/**
 * The registry of every contract operation the server answers, built once at start from the
 * modules (`src/modules/index.ts`). Every lookup is a `Map`: a name such as `constructor` or
 * `__proto__` finds nothing. Two modules answering the same wire module or display screen, a
 * module answering another context's contract, or an implementation missing a handler fail the
 * start.
 */
import {
  type AnyCommand,
  type AnyContract,
  type AnyDisplay,
  type AnyQuery,
  entriesOf,
} from '@simrs/validators/contracts';
import type {
  CommandHandler,
  DisplayHandler,
  Implementation,
  ModuleDeps,
  QueryHandler,
  ServerModule,
} from './module';

export interface QueryEntry {
  contract: AnyContract;
  name: string;
  op: AnyQuery;
  handler: QueryHandler<unknown, unknown>;
}
export interface CommandEntry {
  contract: AnyContract;
  name: string;
  op: AnyCommand;
  handler: CommandHandler<unknown, unknown>;
}
export interface DisplayEntry {
  contract: AnyContract;
  name: string;
  op: AnyDisplay;
  handler: DisplayHandler<unknown, unknown>;
}

/** The queries of one wire module, by where they sit. */
export interface ModuleQueries {
  root: QueryEntry | undefined;
  download: QueryEntry | undefined;
  /** Literal slugs, without and with a pageId. */
  slugs: Map<string, QueryEntry>;
  slugsById: Map<string, QueryEntry>;
  /** Any other slug (record screens), without and with a pageId. */
  anySlug: QueryEntry | undefined;
  anySlugById: QueryEntry | undefined;
}

export interface WireModule {
  contract: AnyContract;
  queries: ModuleQueries;
  commands: Map<string, CommandEntry>;
}

export interface Registry {
  modules: Map<string, WireModule>;
  displays: Map<string, DisplayEntry>;
  /** Every contract registered, by wire module name. */
  contracts: Map<string, AnyContract>;
}

function fail(why: string): never {
  throw new Error(`Server modules: ${why}`);
}

export function buildRegistry(modules: readonly ServerModule[], deps: ModuleDeps): Registry {
  const registry: Registry = { modules: new Map(), displays: new Map(), contracts: new Map() };
  const contexts = new Set<string>();
  for (const module of modules) {
    if (contexts.has(module.context)) fail(`two modules named ${module.context}`);
    contexts.add(module.context);
    for (const impl of module.implementations(deps)) add(registry, module.context, impl);
  }
  return registry;
}

function add(registry: Registry, context: string, impl: Implementation): void {
  const c = impl.contract;
  if (c.context !== context) {
    fail(`module ${context} implements ${c.module}, a contract of ${c.context}`);
  }
  if (registry.modules.has(c.module)) fail(`two modules answer ${c.module}`);
  const queries: ModuleQueries = {
    root: undefined,
    download: undefined,
    slugs: new Map(),
    slugsById: new Map(),
    anySlug: undefined,
    anySlugById: undefined,
  };
  const handlerOf = <H>(kind: string, handlers: Readonly<Record<string, H>>, name: string): H => {
    const h = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!h) fail(`${c.module} has no handler for the ${kind} ${name}`);
    return h;
  };
  for (const [name, op] of entriesOf<AnyQuery>(c.queries)) {
    const entry: QueryEntry = {
      contract: c,
      name,
      op,
      handler: handlerOf(
        'query',
        impl.queries as Record<string, QueryHandler<unknown, unknown>>,
        name,
      ),
    };
    if (op.download) queries.download = entry;
    else if (op.slug === null) queries.root = entry;
    else if (op.slug === '*') {
      if (op.byId) queries.anySlugById = entry;
      else queries.anySlug = entry;
    } else (op.byId ? queries.slugsById : queries.slugs).set(op.slug, entry);
  }
  const commands = new Map<string, CommandEntry>();
  for (const [name, op] of entriesOf<AnyCommand>(c.commands)) {
    commands.set(name, {
      contract: c,
      name,
      op,
      handler: handlerOf(
        'command',
        impl.commands as Record<string, CommandHandler<unknown, unknown>>,
        name,
      ),
    });
  }
  for (const [name, op] of entriesOf<AnyDisplay>(c.displays)) {
    if (registry.displays.has(name)) fail(`two modules answer the display screen ${name}`);
    registry.displays.set(name, {
      contract: c,
      name,
      op,
      handler: handlerOf(
        'display screen',
        impl.displays as Record<string, DisplayHandler<unknown, unknown>>,
        name,
      ),
    });
  }
  for (const kind of ['queries', 'commands', 'displays'] as const) {
    const declared = new Set(Object.keys(c[kind]));
    for (const name of Object.keys(impl[kind])) {
      if (!declared.has(name)) fail(`${c.module} implements ${name}, which its contract lacks`);
    }
  }
  registry.modules.set(c.module, { contract: c, queries, commands });
  registry.contracts.set(c.module, c);
}

/** The query a GET reaches: by slug, pageId and the export flag. */
export function findQuery(
  module: WireModule,
  pageSlug: string | undefined,
  pageId: string | undefined,
  isDownload: boolean,
): QueryEntry | undefined {
  const q = module.queries;
  if (pageSlug === undefined) return isDownload ? q.download : q.root;
  if (pageId === undefined) return q.slugs.get(pageSlug) ?? q.anySlug;
  return q.slugsById.get(pageSlug) ?? q.anySlugById;
}
