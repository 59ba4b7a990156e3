// Generic calls and SWR hooks typed by a contract (`@simrs/validators/contracts`): a bounded
// context needs no hook file of its own. `useQuery(contract, 'list', params)` reads,
// `useCommand(contract, 'panggil')` writes and revalidates that contract's queries.

import type {
  AnyContract,
  CommandInput,
  CommandNames,
  CommandOutput,
  QueryInput,
  QueryNames,
  QueryOutput,
} from '@simrs/validators/contracts';
import { useCallback, useEffect, useState } from 'react';
import useSWR, {
  type KeyedMutator,
  mutate as mutateCache,
  type SWRConfiguration,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import type { BoClient, BoSuccess, Query, QueryValue } from './client';
import { type BoError, toDialog } from './errors';
import { asBoError, type DoResult, isModuleKey, useBoClient } from './hooks';

/** The slug a query sent for "any slug" (the record screens): `/get/{module}/detail/{id}`. */
export const ANY_SLUG = 'detail';

/** An input object as query-string values: null, undefined and '' are left out. */
export function toQuery(input: Readonly<Record<string, unknown>> | undefined): Query {
  const out: Query = {};
  if (!input) return out;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[key] = value as QueryValue;
    } else if (Array.isArray(value)) {
      out[key] = value.join(',');
    } else {
      throw new Error(`Query parameter ${key} must be text, a number or a list`);
    }
  }
  return out;
}

/** The SWR key of a query: `['bo', module, name, params]`. */
export function queryKey<C extends AnyContract, N extends QueryNames<C>>(
  contract: C,
  name: N,
  params: QueryInput<C, N> | Readonly<Record<string, unknown>>,
): readonly ['bo', string, string, Query] {
  return ['bo', contract.module, name, toQuery(params as Record<string, unknown>)] as const;
}

/** True for every key of the contract's module (its queries, and its list/detail keys). */
export function isContractKey(key: unknown, module: string): boolean {
  return (Array.isArray(key) && key[0] === 'bo' && key[1] === module) || isModuleKey(key, module);
}

/** Runs a query of the contract: `GET /get/{module}[/{slug}[/{pageId}]]?{params}`. */
export async function runQuery<C extends AnyContract, N extends QueryNames<C>>(
  client: BoClient,
  contract: C,
  name: N,
  params: QueryInput<C, N> | Readonly<Record<string, unknown>> = {},
  signal?: AbortSignal,
): Promise<QueryOutput<C, N>> {
  const op = contract.queries[name];
  if (!op || !Object.hasOwn(contract.queries, name)) {
    throw new Error(`${contract.module} has no query ${name}`);
  }
  if (op.download) throw new Error(`${contract.module} ${name} is a download: use exportUrl`);
  const { pageId, ...rest } = params as Record<string, unknown>;
  const slug = op.slug === '*' ? ANY_SLUG : op.slug;
  if (op.byId && (pageId === undefined || pageId === null || pageId === '')) {
    throw new Error(`${contract.module} ${name} needs a pageId`);
  }
  const id = op.byId ? (pageId as string | number) : null;
  const res = await client.get<QueryOutput<C, N>>(contract.module, slug, id, toQuery(rest), signal);
  return res.data;
}

/** Runs a command of the contract: `POST /do/{module}` with `{ type: name, ...input }`. */
export async function runCommand<C extends AnyContract, N extends CommandNames<C>>(
  client: BoClient,
  contract: C,
  name: N,
  input: CommandInput<C, N>,
): Promise<BoSuccess<CommandOutput<C, N>>> {
  if (!Object.hasOwn(contract.commands, name)) {
    throw new Error(`${contract.module} has no command ${name}`);
  }
  return client.do<CommandOutput<C, N>>(
    contract.module,
    name,
    input as unknown as Record<string, unknown>,
  );
}

/**
 * How long data loaded ahead (`preloadQuery`) counts as fresh: a screen mounting within this
 * window shows it without asking the server again (SWR's own deduping interval).
 */
export const PRELOAD_FRESH_MS = 2_000;

const inFlight = new Map<string, Promise<void>>();
const loadedAt = new Map<string, number>();

/** Whether `key`'s data was loaded ahead less than `PRELOAD_FRESH_MS` ago. */
function isFreshlyPreloaded(id: string, now = Date.now()): boolean {
  const at = loadedAt.get(id);
  return at !== undefined && now - at < PRELOAD_FRESH_MS;
}

/**
 * Data loaded ahead stops counting as fresh once this user has changed something: a command may
 * have changed what any loaded-ahead query answers (coding a diagnosis completes a verification
 * another screen loaded a moment ago), so the next screen mounting asks the server again.
 */
function forgetPreloads(): void {
  loadedAt.clear();
  lastCommandAt = Date.now();
}

/** When this user's latest command ended (0: none yet). */
let lastCommandAt = 0;
/** When each query key's latest request through `useQuery` started. */
const askedAt = new Map<string, number>();

/**
 * Loads a query ahead of its screen (route-level data loading: a navigation starts the screen's
 * queries beside its chunk): the answer goes into SWR's cache under `queryKey`, so the screen's
 * `useQuery` renders it at once, and does not ask again within `PRELOAD_FRESH_MS`. A second call
 * for the same key while one is in flight joins it. Never rejects: after a failure the screen
 * asks itself and shows the error with its retry. Cached data is not waited for unless `fresh`
 * (the screen shows it and revalidates, stale-while-revalidate). Uses SWR's default cache. A
 * command run by this user (`useCommand`) ends the freshness of everything loaded ahead.
 */
export function preloadQuery<C extends AnyContract, N extends QueryNames<C>>(
  client: BoClient,
  contract: C,
  name: N,
  params: QueryInput<C, N> | Readonly<Record<string, unknown>>,
): Promise<void> {
  const key = queryKey(contract, name, params);
  const id = unstable_serialize(key);
  const running = inFlight.get(id);
  if (running) return running;
  if (isFreshlyPreloaded(id)) return Promise.resolve();
  const loading = runQuery(client, contract, name, key[3])
    .then(async (data) => {
      await mutateCache(key, data, { revalidate: false });
      loadedAt.set(id, Date.now());
    })
    .catch(() => undefined)
    .finally(() => inFlight.delete(id));
  inFlight.set(id, loading);
  return loading;
}

export interface QueryState<T> {
  data: T | undefined;
  error: BoError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<T>;
}

/**
 * A query of a contract, cached by SWR under `queryKey`. `params` null: idle (e.g. while a
 * required filter is not chosen yet).
 */
export function useQuery<C extends AnyContract, N extends QueryNames<C>>(
  contract: C,
  name: N,
  params: QueryInput<C, N> | Readonly<Record<string, unknown>> | null,
  options?: SWRConfiguration<QueryOutput<C, N>, BoError>,
): QueryState<QueryOutput<C, N>> {
  const client = useBoClient();
  const key = params === null ? null : queryKey(contract, name, params);
  // Data a navigation has just loaded ahead is shown without a second request on mount.
  const fresh = key !== null && isFreshlyPreloaded(unstable_serialize(key));
  const id = key === null ? null : unstable_serialize(key);
  const { dedupingInterval } = useSWRConfig();
  const { data, error, isLoading, isValidating, mutate } = useSWR<QueryOutput<C, N>, BoError>(
    key,
    async ([, , , query]: readonly ['bo', string, string, Query]) => {
      if (id !== null) askedAt.set(id, Date.now());
      try {
        return await runQuery(client, contract, name, query);
      } catch (cause) {
        throw asBoError(cause);
      }
    },
    fresh ? { ...options, revalidateIfStale: false, revalidateOnMount: false } : options,
  );
  // SWR does not ask again on mount within its deduping interval of the key's last request, so a
  // screen coming back right after a change made elsewhere (coding a diagnosis on the chart, then
  // back to its verification) would keep the answer from before the change: a request that
  // started before this user's latest command is not reused.
  const dedupe = options?.dedupingInterval ?? dedupingInterval ?? 2_000;
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount and on a new key only
  useEffect(() => {
    if (id === null) return;
    const asked = askedAt.get(id);
    if (asked !== undefined && asked < lastCommandAt && Date.now() - asked < dedupe) {
      void mutate();
    }
  }, [id]);
  return { data, error, isLoading, isValidating, mutate };
}

export interface CommandOptions {
  /**
   * Other SWR keys to read again after the answer, beside the contract's own queries (e.g. the
   * profile after the hospital settings: the top bar shows the hospital's name).
   */
  revalidate?: (key: unknown) => boolean;
}

/**
 * Whether a refusal says the data on screen has moved on, so the contract's queries are read
 * again as after a success: a conflict (409: a stale version, a ticket another counter took) or
 * a workflow action the record's state no longer allows (422 of a workflow command).
 */
export function isStaleRefusal(error: BoError, op: { workflow: unknown } | undefined): boolean {
  return error.status === 409 || (error.status === 422 && Boolean(op?.workflow));
}

/**
 * Runs commands of one contract; never rejects. After a success, or a refusal that says the data
 * moved on (`isStaleRefusal`), every query of the contract's module (and `options.revalidate`)
 * is read again.
 */
function useRunner<C extends AnyContract>(contract: C, options: CommandOptions | undefined) {
  const client = useBoClient();
  const { mutate } = useSWRConfig();
  const extra = options?.revalidate;
  return useCallback(
    async <N extends CommandNames<C>>(
      name: N,
      input: CommandInput<C, N>,
    ): Promise<DoResult<CommandOutput<C, N>>> => {
      const refresh = () =>
        mutate((key) => isContractKey(key, contract.module) || Boolean(extra?.(key))).catch(
          () => undefined,
        );
      try {
        const response = await runCommand(client, contract, name, input);
        forgetPreloads();
        await refresh();
        return { ok: true, response, message: response.message };
      } catch (cause) {
        const error = asBoError(cause);
        if (isStaleRefusal(error, contract.commands[name])) {
          forgetPreloads();
          await refresh();
        }
        return { ok: false, error, dialog: toDialog(error) };
      }
    },
    [client, contract, mutate, extra],
  );
}

export interface CommandState<I, O> {
  /** Runs the command; never rejects: failures come back as `{ ok: false, error, dialog }`. */
  run(input: I): Promise<DoResult<O>>;
  isMutating: boolean;
  error: BoError | undefined;
  reset(): void;
}

/**
 * A command of a contract. After a success (or a refusal that says the data moved on: a 409, or a
 * workflow command's 422) every query of the same module revalidates.
 */
export function useCommand<C extends AnyContract, N extends CommandNames<C>>(
  contract: C,
  name: N,
  options?: CommandOptions,
): CommandState<CommandInput<C, N>, CommandOutput<C, N>> {
  const runner = useRunner(contract, options);
  const [state, setState] = useState<{ isMutating: boolean; error: BoError | undefined }>({
    isMutating: false,
    error: undefined,
  });
  const run = useCallback(
    async (input: CommandInput<C, N>): Promise<DoResult<CommandOutput<C, N>>> => {
      setState({ isMutating: true, error: undefined });
      const result = await runner(name, input);
      setState({ isMutating: false, error: result.ok ? undefined : result.error });
      return result;
    },
    [runner, name],
  );
  const reset = useCallback(() => setState({ isMutating: false, error: undefined }), []);
  return { run, isMutating: state.isMutating, error: state.error, reset };
}

export interface CommandsState<C extends AnyContract> {
  /** Runs a command of the contract by name; never rejects (see `useCommand`). */
  run<N extends CommandNames<C>>(
    name: N,
    input: CommandInput<C, N>,
  ): Promise<DoResult<CommandOutput<C, N>>>;
  /** The command running now (the latest one started), or null. */
  pending: CommandNames<C> | null;
}

/**
 * Every command of a contract through one `run(name, input)`: for a screen with a button per
 * workflow action (the counter's call, recall, serve, ...). Revalidates like `useCommand`.
 */
export function useCommands<C extends AnyContract>(
  contract: C,
  options?: CommandOptions,
): CommandsState<C> {
  const runner = useRunner(contract, options);
  const [pending, setPending] = useState<CommandNames<C> | null>(null);
  const run = useCallback(
    async <N extends CommandNames<C>>(
      name: N,
      input: CommandInput<C, N>,
    ): Promise<DoResult<CommandOutput<C, N>>> => {
      setPending(name);
      try {
        return await runner(name, input);
      } finally {
        setPending((now) => (now === name ? null : now));
      }
    },
    [runner],
  );
  return { run, pending };
}
