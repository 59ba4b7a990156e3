// The queue's live rooms (docs/protocol.md#queues): a staff screen joins `unit:{id}` of the units
// it shows, and every read of the queue's contracts is revalidated when a ticket changes. The
// reads and the Antrean commands themselves need no hook of their own: `useQuery` and
// `useCommands` with the contracts of `@simrs/validators/contracts`.

import type { QueueEvent } from '@simrs/domain/queue';
import {
  antreanContract,
  antreanUnitContract,
  belumDilayaniContract,
  reservasiContract,
  taskIdHarianContract,
} from '@simrs/validators/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isContractKey } from './contract';
import { useBoClient } from './hooks';
import {
  createRealtimeForClient,
  type RealtimeConnection,
  type RealtimeState,
  useRealtimeState,
} from './realtime';

export type { QueueEvent } from '@simrs/domain/queue';

/** Modules whose answers change with a ticket: tickets, unit counts, not-yet-served, task times. */
const LIVE_MODULES = [
  antreanContract,
  antreanUnitContract,
  belumDilayaniContract,
  taskIdHarianContract,
  reservasiContract,
].map((c) => c.module);

/** True for the SWR key of any query a ticket change can alter (see `LIVE_MODULES`). */
export function isQueueLiveKey(key: unknown): boolean {
  return LIVE_MODULES.some((module) => isContractKey(key, module));
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
 * every query of the queue's contracts (`isQueueLiveKey`) on `queue:changed`, and calls the handlers. Rooms follow `unitIds`; the socket
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
      void mutate(isQueueLiveKey);
      latest.current.onChanged?.(event);
    });
    const offCalled = live.on<QueueEvent>('queue:called', (event) => {
      latest.current.onCalled?.(event);
    });
    // Events missed while offline are not replayed: read everything again after a reconnection.
    const offState = live.subscribe((state) => {
      if (state === 'connected') void mutate(isQueueLiveKey);
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
