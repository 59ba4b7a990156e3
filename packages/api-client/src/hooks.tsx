// React bindings: the client context and the SWR hooks the screens use.

import { DEFAULT_PAGE_SIZE } from '@simrs/validators/paging';
import { useCallback, useState } from 'react';
import useSWR, { type KeyedMutator, useSWRConfig } from 'swr';
import type { BoSuccess, ListData, ProfileData, Query, RecordData } from './client';
import { BoError, type ErrorDialog, toDialog } from './errors';
import { useBoClient } from './provider';
import { clearUser, storeSession } from './session';

export { BoClientProvider, type BoClientProviderProps, useBoClient } from './provider';

/** Anything that is not a BoError becomes one (so hooks expose a single error type). */
export function asBoError(error: unknown): BoError {
  if (error instanceof BoError) return error;
  return new BoError({
    kind: 'invalid-response',
    status: 0,
    message:
      error instanceof Error && error.message ? error.message : 'Terjadi kesalahan pada aplikasi.',
    cause: error,
  });
}

export { DEFAULT_PAGE_SIZE, PAGE_SIZES as PAGE_SIZE_OPTIONS } from '@simrs/validators/paging';

/** SWR keys, so apps can revalidate by hand: `mutate(boKeys.list('poli', params))`. */
export const boKeys = {
  profile: (token: string) => ['bo', 'profile', token] as const,
  list: (module: string, query: Query) => ['bo', 'list', module, query] as const,
  detail: (module: string, slug: string, id: string) => ['bo', 'detail', module, slug, id] as const,
  notification: (type: string, token: string) => ['bo', 'notification', type, token] as const,
};

/** True for the list and detail keys of `module`. */
export function isModuleKey(key: unknown, module: string): boolean {
  return (
    Array.isArray(key) &&
    key[0] === 'bo' &&
    (key[1] === 'list' || key[1] === 'detail') &&
    key[2] === module
  );
}

// ---------------------------------------------------------------------------------------------
// Profile

export interface ProfileState {
  profile: ProfileData | undefined;
  user: ProfileData['user'] | undefined;
  app: ProfileData['app'] | undefined;
  isLoggedIn: boolean;
  isLoading: boolean;
  isValidating: boolean;
  error: BoError | undefined;
  mutate: KeyedMutator<ProfileData>;
}

/** Level 23 (emergency nurse) sends remove-on-tindak-lanjut on every profile load (spec 6). */
export const EMERGENCY_NURSE_LEVEL = 23;

/**
 * GET /get/profile when a token exists. Success stores the session; failure (or a status that is
 * not success) clears the user (spec section 4).
 */
export function useProfile(): ProfileState {
  const client = useBoClient();
  const token = client.token();
  const { data, error, isLoading, isValidating, mutate } = useSWR<ProfileData, BoError>(
    token ? boKeys.profile(token) : null,
    async () => {
      try {
        const result = await client.get<ProfileData>('profile');
        storeSession(client.storage, result.data);
        const user = result.data.user;
        if (user.levelId === EMERGENCY_NURSE_LEVEL) {
          // Response not read; a failure must not disturb the profile.
          client
            .do('UGDAssesment', 'remove-on-tindak-lanjut', { id_user: user.id })
            .catch(() => undefined);
        }
        return result.data;
      } catch (cause) {
        clearUser(client.storage);
        throw asBoError(cause);
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    profile: data,
    user: data?.user,
    app: data?.app,
    isLoggedIn: Boolean(token && data?.user && !error),
    isLoading,
    isValidating,
    error,
    mutate,
  };
}

// ---------------------------------------------------------------------------------------------
// Lists and details

export type SortDirection = 'asc' | 'desc';

export interface ListParams {
  page?: number;
  shown?: number;
  search?: string;
  sortByField?: string;
  sortByType?: SortDirection;
  /** Filters named by the module (status, active, from, to, ...); 'ALL' means no filter. */
  filters?: Query;
}

export interface TableState<Row> {
  rows: Row[];
  total: number;
  /** False when `total` is only a lower bound: show 'lebih dari {total}'. */
  totalExact: boolean;
  page: number;
  shown: number;
  lastPage: number;
  /** Other fields of the list answer (merged into the screen state by some screens). */
  extra: Record<string, unknown>;
  isLoading: boolean;
  isValidating: boolean;
  error: BoError | undefined;
  mutate: KeyedMutator<ListData<Row>>;
}

/** The query a list sends: page and shown always, the rest when set. */
export function listQuery(params: ListParams = {}): Query {
  return {
    page: params.page ?? 1,
    shown: params.shown ?? DEFAULT_PAGE_SIZE,
    ...(params.search ? { search: params.search } : {}),
    ...(params.sortByField ? { sortByField: params.sortByField } : {}),
    ...(params.sortByField && params.sortByType ? { sortByType: params.sortByType } : {}),
    ...params.filters,
  };
}

/** A server-paginated list, shaped for a table. Keeps the previous page while the next loads. */
export function useList<Row = Record<string, unknown>>(
  module: string | null,
  params: ListParams = {},
): TableState<Row> {
  const client = useBoClient();
  const query = listQuery(params);
  const { data, error, isLoading, isValidating, mutate } = useSWR<ListData<Row>, BoError>(
    module ? boKeys.list(module, query) : null,
    async ([, , mod, q]: readonly [string, string, string, Query]) => {
      try {
        return (await client.get<ListData<Row>>(mod, null, null, q)).data;
      } catch (cause) {
        throw asBoError(cause);
      }
    },
    { keepPreviousData: true },
  );
  const { list, total, totalExact, page, shown, lastPage, ...extra } = data ?? {};
  const shownNow = typeof shown === 'number' ? shown : Number(query.shown);
  const totalNow = typeof total === 'number' ? total : 0;
  return {
    rows: Array.isArray(list) ? list : [],
    total: totalNow,
    totalExact: totalExact !== false,
    page: typeof page === 'number' ? page : Number(query.page),
    shown: shownNow,
    lastPage: typeof lastPage === 'number' ? lastPage : Math.max(1, Math.ceil(totalNow / shownNow)),
    extra,
    isLoading,
    isValidating,
    error,
    mutate,
  };
}

export interface DetailState<Row> {
  record: Row | undefined;
  data: RecordData<Row> | undefined;
  isLoading: boolean;
  isValidating: boolean;
  error: BoError | undefined;
  mutate: KeyedMutator<RecordData<Row>>;
}

/** GET /get/{module}/{slug}/{id}; idle while the id is missing. */
export function useDetail<Row = Record<string, unknown>>(
  module: string | null,
  slug: string | null | undefined,
  id: string | number | null | undefined,
): DetailState<Row> {
  const client = useBoClient();
  const ready = Boolean(module && slug && id !== null && id !== undefined && id !== '');
  const { data, error, isLoading, isValidating, mutate } = useSWR<RecordData<Row>, BoError>(
    ready ? boKeys.detail(module ?? '', slug ?? '', String(id)) : null,
    async ([, , mod, s, i]: readonly [string, string, string, string, string]) => {
      try {
        return (await client.get<RecordData<Row>>(mod, s, i)).data;
      } catch (cause) {
        throw asBoError(cause);
      }
    },
  );
  return { record: data?.record, data, isLoading, isValidating, error, mutate };
}

// ---------------------------------------------------------------------------------------------
// Mutations

export type DoResult<T> =
  | { ok: true; response: BoSuccess<T>; message: string | undefined }
  | { ok: false; error: BoError; dialog: ErrorDialog };

export interface DoState {
  /** Runs a do-type; never rejects: failures come back as `{ ok: false, error, dialog }`. */
  run: <T = unknown>(type: string, payload?: Record<string, unknown>) => Promise<DoResult<T>>;
  isMutating: boolean;
  error: BoError | undefined;
  reset: () => void;
}

/** POST /do/{module}, then revalidates the lists and details of that module. */
export function useDo(module: string): DoState {
  const client = useBoClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ isMutating: boolean; error: BoError | undefined }>({
    isMutating: false,
    error: undefined,
  });
  const run = useCallback(
    async <T,>(type: string, payload?: Record<string, unknown>): Promise<DoResult<T>> => {
      setState({ isMutating: true, error: undefined });
      try {
        const response = await client.do<T>(module, type, payload);
        await mutate((key) => isModuleKey(key, module)).catch(() => undefined);
        setState({ isMutating: false, error: undefined });
        return { ok: true, response, message: response.message };
      } catch (cause) {
        const error = asBoError(cause);
        setState({ isMutating: false, error });
        return { ok: false, error, dialog: toDialog(error) };
      }
    },
    [client, module, mutate],
  );
  const reset = useCallback(() => setState({ isMutating: false, error: undefined }), []);
  return { run, isMutating: state.isMutating, error: state.error, reset };
}

// ---------------------------------------------------------------------------------------------
// Sidebar badges

export const NOTIF_MAINTENANCE = 'get-notif-pending-pemeliharaan';
export const NOTIF_GOODS = 'get-notif-pending-barang';

export interface NotificationCounts {
  maintenance: { internal: number; external: number };
  goods: { farmasi: number; alkes: number; infus: number; umum: number; aset: number };
  isLoading: boolean;
  error: BoError | undefined;
}

export interface NotificationOptions {
  /** Polling interval in ms (60 s by default; 0 turns polling off). */
  refreshInterval?: number;
}

const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** Pending counts for the sidebar badges (the two Notification do-types). */
export function useNotificationCounts(options: NotificationOptions = {}): NotificationCounts {
  const client = useBoClient();
  const token = client.token();
  const swrOptions = { refreshInterval: options.refreshInterval ?? 60_000 };
  const fetchCounts = async ([, , type]: readonly [string, string, string, string]) => {
    try {
      return (await client.do<Record<string, unknown>>('Notification', type, {})).data;
    } catch (cause) {
      throw asBoError(cause);
    }
  };
  const maintenance = useSWR<Record<string, unknown>, BoError>(
    token ? boKeys.notification(NOTIF_MAINTENANCE, token) : null,
    fetchCounts,
    swrOptions,
  );
  const goods = useSWR<Record<string, unknown>, BoError>(
    token ? boKeys.notification(NOTIF_GOODS, token) : null,
    fetchCounts,
    swrOptions,
  );
  const m = maintenance.data ?? {};
  const g = goods.data ?? {};
  return {
    maintenance: {
      internal: count(m.notifInternalPending),
      external: count(m.notifEksternalPending),
    },
    goods: {
      farmasi: count(g.notifFarmasiPending),
      alkes: count(g.notifAlkesPending),
      infus: count(g.notifInfusPending),
      umum: count(g.notifUmumPending),
      aset: count(g.notifAsetPending),
    },
    isLoading: maintenance.isLoading || goods.isLoading,
    error: maintenance.error ?? goods.error,
  };
}
