// Queue calls of the staff screens (docs/protocol.md#queues): the answer shapes, SWR hooks for
// units, tickets, belum-dilayani and task-id-harian, the Antrean do-types, and the live rooms
// (`unit:{id}`) that revalidate them.

import type {
  BelumDilayaniData,
  QueueAction,
  QueueEvent,
  QueueTarget,
  QueueTicket,
  QueueUnit,
  TaskIdData,
} from '@simrs/domain/queue';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { type KeyedMutator, useSWRConfig } from 'swr';
import type { BoSuccess, Query } from './client';
import type { BoError } from './errors';
import { toDialog } from './errors';
import { asBoError, type DoResult, useBoClient } from './hooks';
import {
  createRealtimeForClient,
  type RealtimeConnection,
  type RealtimeState,
  useRealtimeState,
} from './realtime';

// ---------------------------------------------------------------------------------------------
// Shapes

export type {
  BelumDilayaniData,
  BoardData,
  BoardUnit,
  CallStatus,
  PublicTicket,
  QueueAction,
  QueueEvent,
  QueueTarget,
  QueueTicket,
  QueueUnit,
  QueueUnitCategory,
  TaskIdData,
  TaskIdRow,
  TicketSource,
  TicketStatus,
  WaitingTicket,
} from '@simrs/domain/queue';

/** `GET /get/AntreanUnit`: a unit with today's waiting and total counts. */
export interface QueueUnitSummary extends QueueUnit {
  waiting: number;
  total: number;
}

export interface QueueTicketsData {
  unit: QueueUnit;
  day: string;
  list: QueueTicket[];
  waiting: number;
  served: number;
}

/** The do-type answers of `POST /do/Antrean`. */
export interface TakeTicketData {
  ticket: QueueTicket;
  unit: QueueUnit;
  waitingAhead: number;
}
export interface TicketData {
  ticket: QueueTicket | null;
}
export interface TransferData {
  from: QueueTicket;
  to: QueueTicket;
}

// ---------------------------------------------------------------------------------------------
// Reads

/** SWR keys of the queue calls; every one starts with ['bo', 'queue']. */
export const queueKeys = {
  units: (category: string) => ['bo', 'queue', 'AntreanUnit', { category }] as const,
  tickets: (unitId: number, date: string) => ['bo', 'queue', 'Antrean', { unitId, date }] as const,
  targets: () => ['bo', 'queue', 'AntreanTujuan', {}] as const,
  pending: (filters: Query) => ['bo', 'queue', 'BelumDilayani', filters] as const,
  taskIds: (date: string) => ['bo', 'queue', 'TaskIdHarian', { date }] as const,
};

export function isQueueKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'bo' && key[1] === 'queue';
}

export interface QueueRead<T> {
  data: T | undefined;
  error: BoError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<T>;
}

type QueueKey = readonly ['bo', 'queue', string, Query];

function useQueueGet<T>(key: QueueKey | null): QueueRead<T> {
  const client = useBoClient();
  const { data, error, isLoading, isValidating, mutate } = useSWR<T, BoError>(
    key,
    async ([, , module, query]: QueueKey) => {
      try {
        return (await client.get<T>(module, null, null, query)).data;
      } catch (cause) {
        throw asBoError(cause);
      }
    },
    { keepPreviousData: true },
  );
  return { data, error, isLoading, isValidating, mutate };
}

/** Units of a category whose queue the user may view, with today's counts. */
export function useQueueUnits(category: string | null) {
  const read = useQueueGet<{ day: string; list: QueueUnitSummary[] }>(
    category === null ? null : queueKeys.units(category),
  );
  return { ...read, units: read.data?.list ?? [] };
}

/** A unit's tickets of a day (WIB; today when `date` is empty). Idle without a unit. */
export function useQueueTickets(unitId: number | null, date = '') {
  const read = useQueueGet<QueueTicketsData>(
    unitId === null ? null : queueKeys.tickets(unitId, date),
  );
  return { ...read, tickets: read.data?.list ?? [] };
}

/** Every active unit with its group (transfer targets, the announcer's choice). */
export function useQueueTargets() {
  const read = useQueueGet<{ list: QueueTarget[] }>(queueKeys.targets());
  return { ...read, targets: read.data?.list ?? [] };
}

/** Today's tickets not yet served; filters `category` and `unitId` ('ALL' = none). */
export function useBelumDilayani(filters: { category?: string; unitId?: string } = {}) {
  const query: Query = {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.unitId ? { unitId: filters.unitId } : {}),
  };
  const read = useQueueGet<BelumDilayaniData>(queueKeys.pending(query));
  return { ...read, rows: read.data?.list ?? [] };
}

/** The bookings of a day with their BPJS task times. Idle without a date. */
export function useTaskIdHarian(date: string | null) {
  const read = useQueueGet<TaskIdData>(date ? queueKeys.taskIds(date) : null);
  return { ...read, rows: read.data?.list ?? [] };
}

// ---------------------------------------------------------------------------------------------
// Actions

export interface QueueActionsState {
  /**
   * `POST /do/Antrean` with a do-type; never rejects. After the answer (success or refusal, e.g.
   * the 409 of a ticket another counter took) every queue read is revalidated.
   */
  run: <T = unknown>(type: QueueAction, payload: Record<string, unknown>) => Promise<DoResult<T>>;
  /** The do-type running now, if any. */
  pending: QueueAction | null;
}

export function useQueueActions(): QueueActionsState {
  const client = useBoClient();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<QueueAction | null>(null);
  const run = useCallback(
    async <T>(type: QueueAction, payload: Record<string, unknown>): Promise<DoResult<T>> => {
      setPending(type);
      let result: DoResult<T>;
      try {
        const response: BoSuccess<T> = await client.do<T>('Antrean', type, payload);
        result = { ok: true, response, message: response.message };
      } catch (cause) {
        const error = asBoError(cause);
        result = { ok: false, error, dialog: toDialog(error) };
      }
      await mutate(isQueueKey).catch(() => undefined);
      setPending(null);
      return result;
    },
    [client, mutate],
  );
  return { run, pending };
}

// ---------------------------------------------------------------------------------------------
// Live rooms

export interface QueueRoomHandlers {
  /** Every change of a ticket in one of the rooms (after the reads were told to revalidate). */
  onChanged?: (event: QueueEvent) => void;
  /** Calls and recalls (what an announcer speaks). */
  onCalled?: (event: QueueEvent) => void;
}

export interface QueueRoomsState {
  state: RealtimeState;
  /** Connected and every room of `unitIds` joined (the server acknowledged): live from now on. */
  joined: boolean;
  connection: RealtimeConnection | null;
}

/**
 * Joins the rooms `unit:{id}` of `unitIds` on a socket of its own (the user token), revalidates
 * every queue read on `queue:changed`, and calls the handlers. Rooms follow `unitIds`; the socket
 * closes on unmount. Returns the connection state for a 'Terhubung' / 'Koneksi terputus' badge.
 */
export function useQueueRooms(
  unitIds: readonly number[],
  handlers: QueueRoomHandlers = {},
): QueueRoomsState {
  const client = useBoClient();
  const { mutate } = useSWRConfig();
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const live = createRealtimeForClient(client);
    setConnection(live);
    const offChanged = live.on<QueueEvent>('queue:changed', (event) => {
      void mutate(isQueueKey);
      latest.current.onChanged?.(event);
    });
    const offCalled = live.on<QueueEvent>('queue:called', (event) => {
      latest.current.onCalled?.(event);
    });
    // Events missed while offline are not replayed: read everything again after a reconnection.
    const offState = live.subscribe((state) => {
      if (state === 'connected') void mutate(isQueueKey);
    });
    return () => {
      offChanged();
      offCalled();
      offState();
      live.close();
      setConnection(null);
    };
  }, [client, mutate]);

  const roomKey = useMemo(
    () =>
      [...new Set(unitIds)]
        .sort((a, b) => a - b)
        .map((id) => `unit:${id}`)
        .join(','),
    [unitIds],
  );
  const [joinedKey, setJoinedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!connection) return undefined;
    const rooms = roomKey === '' ? [] : roomKey.split(',');
    let cancelled = false;
    // join() registers the room even while offline (it is joined again at every reconnection);
    // it answers true once the server has acknowledged it.
    const joinAll = () => {
      void Promise.all(rooms.map((room) => connection.join(room))).then((answers) => {
        if (!cancelled && answers.every(Boolean)) setJoinedKey(roomKey);
      });
    };
    joinAll();
    const off = connection.subscribe((state) => {
      if (state === 'connected') joinAll();
      else setJoinedKey(null);
    });
    return () => {
      cancelled = true;
      off();
      setJoinedKey(null);
      for (const room of rooms) void connection.leave(room);
    };
  }, [connection, roomKey]);

  const state = useRealtimeState(connection);
  return { state, joined: state === 'connected' && joinedKey === roomKey, connection };
}
