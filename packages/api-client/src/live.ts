// A live room of a context (docs/protocol.md, "Realtime"): a screen joins one room on a socket of
// its own and, on the room's event, reads its contracts' queries again. The queue's rooms have
// their own hook (`queue.ts`: several unit rooms, call handlers); everything else uses this one.

import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isContractKey } from './contract';
import { useBoClient } from './hooks';
import {
  createRealtimeForClient,
  type RealtimeConnection,
  type RealtimeState,
  useRealtimeState,
} from './realtime';

export interface LiveRoomOptions {
  /** The room (`{kind}:{id}`) and the event its module sends on every change. */
  room: string;
  event: string;
  /** The wire modules whose queries are read again on the event and after a reconnection. */
  modules: readonly string[];
  /** Called after the reads were told to revalidate. */
  onChanged?: (payload: unknown) => void;
}

export interface LiveRoomState {
  state: RealtimeState;
  /** Connected and the room joined (the server acknowledged): live from now on. */
  joined: boolean;
}

/**
 * Joins `room` while mounted and revalidates every query of `modules` on `event` (and once more
 * after a reconnection: events missed while offline are not replayed). Returns the state for a
 * 'Terhubung' / 'Koneksi terputus' badge.
 */
export function useLiveRoom({ room, event, modules, onChanged }: LiveRoomOptions): LiveRoomState {
  const client = useBoClient();
  const { mutate } = useSWRConfig();
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const [joined, setJoined] = useState(false);
  const latest = useRef({ modules, onChanged });
  useEffect(() => {
    latest.current = { modules, onChanged };
  });

  useEffect(() => {
    const live = createRealtimeForClient(client);
    setConnection(live);
    let cancelled = false;
    const refresh = () =>
      mutate((key) => latest.current.modules.some((module) => isContractKey(key, module)));
    const join = () => {
      void live.join(room).then((ok) => {
        if (!cancelled) setJoined(ok);
      });
    };
    const offEvent = live.on(event, (payload) => {
      void refresh();
      latest.current.onChanged?.(payload);
    });
    const offState = live.subscribe((state) => {
      if (state === 'connected') {
        join();
        void refresh();
      } else setJoined(false);
    });
    join();
    return () => {
      cancelled = true;
      offEvent();
      offState();
      live.close();
      setConnection(null);
      setJoined(false);
    };
  }, [client, mutate, room, event]);

  const state = useRealtimeState(connection);
  return { state, joined: state === 'connected' && joined };
}
