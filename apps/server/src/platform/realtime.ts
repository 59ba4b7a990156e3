import { timingSafeEqual } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { SESSION_LOCK_MESSAGES } from '@simrs/validators/contracts';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { DatabaseHandle } from '../db/index';
import type { TwoFactorPolicy } from './credentials';
import { findSession, findSessions, type SessionUser } from './sessions';

export const SOCKET_PATH = '/api/bo/socket.io';
/**
 * A room a client may ask to join: `{kind}:{id}` (`unit:12`), where a module defined the kind
 * and its rule (`Realtime.defineRoom`); any other name is refused.
 */
export const ROOM_PATTERN = /^([a-z][a-z-]{0,30}):([A-Za-z0-9_-]{1,60})$/;
/** Rooms the server alone puts sockets in (never joined on a client's request). */
const SERVER_ROOM_KINDS = new Set(['session', 'terminal']);

const ENDED = 'Sesi Anda telah berakhir, silakan masuk kembali.';

/** Who asks to join a room: a signed-in user (as the user is now) or a display terminal. */
export type RoomViewer =
  | { kind: 'user'; user: SessionUser }
  | { kind: 'display'; terminalId: number };

/** Whether `viewer` may be in room `{kind}:{id}` (asked at every join and re-check). */
export type RoomRule = (viewer: RoomViewer, id: string) => boolean | Promise<boolean>;

export interface Realtime {
  io: Server;
  /** Sends `event` to every socket in `room` (on every node, through the adapter). */
  emit(room: string, event: string, payload: unknown): void;
  /**
   * Lets clients join the rooms `{kind}:{id}` that `rule` allows; the rule is asked again for
   * every user socket's rooms whenever a session, user or level changes (a level that loses a
   * menu leaves its rooms at once).
   */
  defineRoom(kind: string, rule: RoomRule): void;
  /** Disconnects the sockets of these sessions on every node (logout, a session ended). */
  endSessions(sessionIds: readonly number[]): void;
  /** Sends `event` to every socket of one session (its other tabs: `session:locked`, ...). */
  tellSession(sessionId: number, event: string, payload?: unknown): void;
  /**
   * Checks every user socket of this node against its session now: a session ended, expired,
   * restricted or of a deactivated user is disconnected, a room the user may no longer see is
   * left. Runs by itself after every change of sessions, users or levels.
   */
  recheck(): Promise<void>;
  close(): Promise<void>;
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The pool the socket.io adapter is given. The adapter holds one client checked out for its
 * LISTEN and, when that client ends (a database restart), asks for another every 1-3 s until it
 * gets one; it never releases the dead one and never listens for its 'error'. Taken from the
 * server's pool, each restart would leak a pool slot and the unheard 'error' would end the
 * process. So its LISTEN client is a connection of its own, with a listener, ended on release;
 * its other statements (NOTIFY, attachments) go through the server's pool.
 */
function listeningPool(pool: pg.Pool, onListening: () => void): pg.Pool {
  return {
    query: pool.query.bind(pool),
    async connect() {
      const client = new pg.Client(pool.options);
      client.on('error', () => {
        // The connection ends right after: the adapter reconnects on 'end'.
      });
      await client.connect();
      // The adapter's LISTEN statements go through this client: once one has succeeded, the
      // node hears the others' broadcasts.
      const query = client.query.bind(client) as (text: string) => Promise<unknown>;
      const listening = async (text: string) => {
        const result = await query(text);
        if (typeof text === 'string' && text.startsWith('LISTEN ')) onListening();
        return result;
      };
      return Object.assign(client, {
        query: listening,
        release: () => {
          client.end().catch(() => {});
        },
      });
    },
  } as unknown as pg.Pool;
}

/** How long a starting node waits for its LISTEN before serving anyway (the adapter retries). */
const LISTEN_WAIT_MS = 10_000;

interface SocketIdentity {
  kind: 'user' | 'display';
  userId: number | null;
  /** The display terminal (`display_terminals`), for a display socket. */
  terminalId?: number;
  /** The session and its token, for a user socket. */
  sessionId?: number;
  token?: string;
}

/** The room of one display terminal's sockets (joined by the server only, never by a client). */
export const terminalRoom = (id: number) => `terminal:${id}`;
/** The room of one session's sockets, every tab (joined by the server only). */
export const sessionRoom = (id: number) => `session:${id}`;

/** The active terminal of a display token, or null (`Terminals.check`). */
export type DisplayCheck = (
  token: unknown,
  address: string | null,
) => Promise<{ id: number } | null>;

/** How often the change feed is looked at for a re-check of the sockets. */
const RECHECK_POLL_MS = 200;

/** The refusal of a locked session's connection: the client knows it by `data.locked`. */
function lockedError(): Error {
  return Object.assign(new Error(SESSION_LOCK_MESSAGES.locked), { data: { locked: true } });
}

export async function attachRealtime(
  server: HttpServer,
  handle: DatabaseHandle,
  checkDisplay: DisplayCheck,
  channelPrefix = 'socket.io',
  twoFactorPolicy?: TwoFactorPolicy,
): Promise<Realtime> {
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false });
  if (handle.pool) {
    // The table is made by a migration (0900_realtime_attachments). A node serves once it hears
    // the other nodes: a broadcast sent before its LISTEN (a call announced, a session ended on
    // another node) would never reach its sockets.
    let heard: () => void = () => {};
    const listening = new Promise<void>((resolve) => {
      heard = resolve;
    });
    io.adapter(
      createAdapter(
        listeningPool(handle.pool, () => heard()),
        { channelPrefix },
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      listening,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, LISTEN_WAIT_MS);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }
  const rules = new Map<string, RoomRule>();

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; displayToken?: unknown };
    if (auth.displayToken !== undefined) {
      checkDisplay(auth.displayToken, socket.handshake.address ?? null).then(
        (terminal) => {
          if (!terminal) {
            next(new Error(ENDED));
            return;
          }
          (socket.data as SocketIdentity) = {
            kind: 'display',
            userId: null,
            terminalId: terminal.id,
          };
          next();
        },
        () => next(new Error('Koneksi realtime gagal.')),
      );
      return;
    }
    if (typeof auth.token !== 'string') {
      next(new Error(ENDED));
      return;
    }
    const token = auth.token;
    findSession(handle.db, token, twoFactorPolicy).then(
      (session) => {
        // A session with a step to take first (credentials.ts) gets no socket either.
        if (!session || session.restriction) {
          next(new Error(ENDED));
          return;
        }
        // A locked session keeps the sockets it has, but opens none until it is unlocked.
        if (session.lockedAt) {
          next(lockedError());
          return;
        }
        (socket.data as SocketIdentity) = {
          kind: 'user',
          userId: session.user.id,
          sessionId: session.sessionId,
          token,
        };
        next();
      },
      () => next(new Error('Koneksi realtime gagal.')),
    );
  });

  /** Whether the socket may join `room` now (the room's rule, for the user as they are now). */
  async function mayJoin(socket: Socket, room: unknown): Promise<boolean> {
    if (typeof room !== 'string') return false;
    const match = ROOM_PATTERN.exec(room);
    const kind = match?.[1] ?? '';
    const id = match?.[2] ?? '';
    const rule = rules.get(kind);
    if (!rule || SERVER_ROOM_KINDS.has(kind)) return false;
    const identity = socket.data as SocketIdentity;
    if (identity.kind === 'display') {
      return identity.terminalId !== undefined
        ? await rule({ kind: 'display', terminalId: identity.terminalId }, id)
        : false;
    }
    const session = identity.token
      ? await findSession(handle.db, identity.token, twoFactorPolicy)
      : null;
    if (!session || session.restriction) {
      socket.disconnect(true);
      return false;
    }
    if (session.lockedAt) return false;
    return await rule({ kind: 'user', user: session.user }, id);
  }

  io.on('connection', (socket: Socket) => {
    // A terminal's sockets share a room the server alone joins: revoking it closes them all;
    // so do a session's (every tab): ending the session closes them.
    const identity = socket.data as SocketIdentity;
    if (identity.terminalId !== undefined) socket.join(terminalRoom(identity.terminalId));
    if (identity.sessionId !== undefined) socket.join(sessionRoom(identity.sessionId));
    socket.on('room:join', (room: unknown, ack?: unknown) => {
      mayJoin(socket, room).then(
        (ok) => {
          if (ok && socket.connected) socket.join(room as string);
          if (typeof ack === 'function') ack({ ok: ok && socket.connected });
        },
        () => {
          if (typeof ack === 'function') ack({ ok: false });
        },
      );
    });
    socket.on('room:leave', (room: unknown, ack?: unknown) => {
      const match = typeof room === 'string' ? ROOM_PATTERN.exec(room) : null;
      const ok = match !== null && !SERVER_ROOM_KINDS.has(match[1] ?? '');
      if (ok) socket.leave(room as string);
      if (typeof ack === 'function') ack({ ok });
    });
  });

  async function recheck(): Promise<void> {
    const sockets = [...io.of('/').sockets.values()].filter(
      (s) => (s.data as SocketIdentity).kind === 'user',
    );
    if (sockets.length === 0) return;
    const tokens = [...new Set(sockets.map((s) => (s.data as SocketIdentity).token ?? ''))];
    const live = await findSessions(handle.db, tokens, twoFactorPolicy);
    for (const socket of sockets) {
      const session = live.get((socket.data as SocketIdentity).token ?? '');
      if (!session || session.restriction) {
        socket.disconnect(true);
        continue;
      }
      for (const room of [...socket.rooms]) {
        const match = ROOM_PATTERN.exec(room);
        const kind = match?.[1] ?? '';
        if (!match || SERVER_ROOM_KINDS.has(kind)) continue;
        const rule = rules.get(kind);
        const viewer: RoomViewer = { kind: 'user', user: session.user };
        if (!rule || !(await rule(viewer, match[2] ?? ''))) socket.leave(room);
      }
    }
  }

  // Every committed change of sessions, users or levels (this node's, or another's heard
  // through NOTIFY) bumps the feed: the sockets of this node are checked again.
  const feed = handle.changes;
  let checked = feed.generation;
  let running: Promise<void> | null = null;
  const poll = setInterval(() => {
    if (running || feed.generation === checked) return;
    checked = feed.generation;
    running = recheck()
      .catch(() => {
        // The database away: the next change (its return bumps the feed) checks again.
      })
      .finally(() => {
        running = null;
      });
  }, RECHECK_POLL_MS);
  poll.unref();

  return {
    io,
    emit(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    defineRoom(kind, rule) {
      if (SERVER_ROOM_KINDS.has(kind) || !/^[a-z][a-z-]{0,30}$/.test(kind)) {
        throw new Error(`room kind '${kind}' cannot be defined`);
      }
      if (rules.has(kind)) throw new Error(`room kind '${kind}' defined twice`);
      rules.set(kind, rule);
    },
    endSessions(sessionIds) {
      for (const id of sessionIds) {
        // This node's sockets now, before the answer (the cluster adapter would close them only
        // after its NOTIFY round trip); then every node's, through the adapter.
        io.local.in(sessionRoom(id)).disconnectSockets(true);
        io.in(sessionRoom(id)).disconnectSockets(true);
      }
    },
    tellSession(sessionId, event, payload) {
      io.to(sessionRoom(sessionId)).emit(event, payload ?? {});
    },
    recheck,
    async close() {
      clearInterval(poll);
      await running;
      // Not io.close(): that would also close the HTTP server, which Fastify owns.
      io.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
    },
  };
}
