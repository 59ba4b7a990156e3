// Realtime: a socket.io client on the server's socket path, authenticated with the user token or
// the display token, reconnecting with exponential backoff, and a 'connected' | 'stale' state that
// the displays can show.

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { BoClient } from './client';

export const SOCKET_PATH = '/api/bo/socket.io';

export type RealtimeState = 'connected' | 'stale';

export interface RealtimeOptions {
  /** Origin of the API ('' or undefined for same origin). */
  apiBase?: string;
  /** socket.io path; '/api/bo/socket.io' by default. */
  path?: string;
  /** Read at every (re)connection, so a refreshed token is used. */
  token?: () => string | undefined;
  displayToken?: string;
  /** Backoff: first delay, longest delay (ms) and jitter. Defaults 1 s, 30 s, 0.5. */
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
  randomizationFactor?: number;
  /** Connection attempt time limit (ms), 20 s by default. */
  timeout?: number;
}

export interface RealtimeConnection {
  readonly socket: Socket;
  getState(): RealtimeState;
  /** Called on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: RealtimeState) => void): () => void;
  /**
   * Joins a room (`unit:...` or `queue:...`) with the server's 'room:join'; the room is joined again
   * after every reconnection. Resolves with the server's answer (false when refused or offline).
   */
  join(room: string): Promise<boolean>;
  leave(room: string): Promise<boolean>;
  /** Listens to a server event (`{domain}:{event}`); returns the unsubscribe function. */
  on<T = unknown>(event: string, handler: (payload: T) => void): () => void;
  /**
   * Connects again when the socket is down and gave up (the server refused it: a locked
   * session, now unlocked). Does nothing while connected or after close().
   */
  retry(): void;
  close(): void;
}

/** The events every socket of a session hears when another tab locks or unlocks it. */
export const SESSION_LOCKED_EVENT = 'session:locked';
export const SESSION_UNLOCKED_EVENT = 'session:unlocked';

export function createRealtime(options: RealtimeOptions): RealtimeConnection {
  const base = (options.apiBase ?? '').replace(/\/+$/, '');
  const socketOptions = {
    path: options.path ?? SOCKET_PATH,
    reconnection: true,
    reconnectionDelay: options.reconnectionDelay ?? 1000,
    reconnectionDelayMax: options.reconnectionDelayMax ?? 30_000,
    randomizationFactor: options.randomizationFactor ?? 0.5,
    timeout: options.timeout ?? 20_000,
    transports: ['websocket', 'polling'],
    auth: (cb: (data: object) => void) => {
      const token = options.token?.();
      cb(
        options.displayToken !== undefined
          ? { displayToken: options.displayToken }
          : token
            ? { token }
            : {},
      );
    },
  };
  const socket = base ? io(base, socketOptions) : io(socketOptions);
  let state: RealtimeState = 'stale';
  const listeners = new Set<(state: RealtimeState) => void>();
  const setState = (next: RealtimeState): void => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(next);
  };
  let closed = false;
  let manualRetry: ReturnType<typeof setTimeout> | undefined;
  const rooms = new Set<string>();
  const ask = (event: 'room:join' | 'room:leave', room: string): Promise<boolean> =>
    new Promise((resolve) => {
      if (!socket.connected) {
        resolve(false);
        return;
      }
      socket
        .timeout(socketOptions.timeout)
        .emit(event, room, (error: Error | null, answer?: { ok?: boolean }) => {
          resolve(!error && answer?.ok === true);
        });
    });
  socket.on('connect', () => {
    for (const room of rooms) void ask('room:join', room);
    setState('connected');
  });
  socket.on('disconnect', (reason) => {
    setState('stale');
    // socket.io does not reconnect by itself after a server-side disconnect (a graceful server
    // shutdown does that); a display must come back when the server does. A revoked session is
    // then refused by the server's middleware, which stops the retries.
    if (reason === 'io server disconnect' && !closed) {
      manualRetry = setTimeout(() => {
        manualRetry = undefined;
        if (!closed) socket.connect();
      }, socketOptions.reconnectionDelay);
    }
  });
  socket.on('connect_error', () => setState('stale'));
  socket.io.on('reconnect_attempt', () => setState('stale'));

  return {
    socket,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    join(room) {
      rooms.add(room);
      return ask('room:join', room);
    },
    leave(room) {
      rooms.delete(room);
      return ask('room:leave', room);
    },
    on<T>(event: string, handler: (payload: T) => void) {
      const wrapped = (payload: T): void => handler(payload);
      socket.on(event, wrapped);
      return () => {
        socket.off(event, wrapped);
      };
    },
    retry() {
      if (!closed && !socket.connected && !socket.active) socket.connect();
    },
    close() {
      closed = true;
      if (manualRetry !== undefined) clearTimeout(manualRetry);
      socket.close();
      setState('stale');
      listeners.clear();
    },
  };
}

/**
 * A connection for a client: the user token, or the display token with `{ display: true }`.
 * A user socket reports the session's lock to the client (`session:locked` from another tab, a
 * connection refused because the session is locked) and connects again once it is unlocked.
 */
export function createRealtimeForClient(
  client: BoClient,
  options: Omit<RealtimeOptions, 'apiBase' | 'token' | 'displayToken'> & { display?: boolean } = {},
): RealtimeConnection {
  const { display, ...rest } = options;
  const connection = createRealtime({
    ...rest,
    apiBase: client.config.apiBase,
    ...(display
      ? client.config.displayToken !== undefined
        ? { displayToken: client.config.displayToken }
        : {}
      : { token: () => client.token() }),
  });
  if (display) return connection;
  const { socket } = connection;
  socket.on(SESSION_LOCKED_EVENT, () => client.signalSession({ kind: 'locked', lock: null }));
  socket.on(SESSION_UNLOCKED_EVENT, () => client.signalSession({ kind: 'unlocked' }));
  socket.on('connect_error', (error: Error & { data?: { locked?: unknown } }) => {
    if (error.data?.locked === true) client.signalSession({ kind: 'locked', lock: null });
  });
  const off = client.onSessionSignal((signal) => {
    if (signal.kind === 'unlocked') connection.retry();
  });
  return {
    ...connection,
    close() {
      off();
      connection.close();
    },
  };
}

const noopSubscribe = (): (() => void) => () => undefined;
const staleSnapshot = (): RealtimeState => 'stale';

/** The connection's state, for a 'Terhubung' / 'Koneksi terputus' indicator. */
export function useRealtimeState(
  connection: Pick<RealtimeConnection, 'getState' | 'subscribe'> | null | undefined,
): RealtimeState {
  return useSyncExternalStore(
    connection ? connection.subscribe : noopSubscribe,
    connection ? connection.getState : staleSnapshot,
    staleSnapshot,
  );
}

/** Runs `handler` for each `event`; the latest handler is used without re-subscribing. */
export function useRealtimeEvent<T = unknown>(
  connection: Pick<RealtimeConnection, 'on'> | null | undefined,
  event: string,
  handler: (payload: T) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!connection) return undefined;
    return connection.on<T>(event, (payload) => latest.current(payload));
  }, [connection, event]);
}

/** Indonesian labels for the state, for displays. */
export const REALTIME_STATE_LABEL: Record<RealtimeState, string> = {
  connected: 'Terhubung',
  stale: 'Koneksi terputus, data mungkin belum terbaru',
};
