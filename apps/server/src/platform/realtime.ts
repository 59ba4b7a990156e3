import { timingSafeEqual } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { DatabaseHandle } from '../db/index';
import type { TwoFactorPolicy } from './credentials';
import { findSession } from './sessions';

export const SOCKET_PATH = '/api/bo/socket.io';
/** Rooms: one per unit (`unit:poli-12`) or queue (`queue:farmasi`). */
export const ROOM_PATTERN = /^(unit|queue):[A-Za-z0-9_-]{1,60}$/;

export interface Realtime {
  io: Server;
  /** Sends `event` to every socket in `room` (on every node, through the adapter). */
  emit(room: string, event: string, payload: unknown): void;
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
function listeningPool(pool: pg.Pool): pg.Pool {
  return {
    query: pool.query.bind(pool),
    async connect() {
      const client = new pg.Client(pool.options);
      client.on('error', () => {
        // The connection ends right after: the adapter reconnects on 'end'.
      });
      await client.connect();
      return Object.assign(client, {
        release: () => {
          client.end().catch(() => {});
        },
      });
    },
  } as unknown as pg.Pool;
}

interface SocketIdentity {
  kind: 'user' | 'display';
  userId: number | null;
  /** The display terminal (`display_terminals`), for a display socket. */
  terminalId?: number;
}

/** The room of one display terminal's sockets (joined by the server only, never by a client). */
export const terminalRoom = (id: number) => `terminal:${id}`;

/** The active terminal of a display token, or null (`Terminals.check`). */
export type DisplayCheck = (
  token: unknown,
  address: string | null,
) => Promise<{ id: number } | null>;

export async function attachRealtime(
  server: HttpServer,
  handle: DatabaseHandle,
  checkDisplay: DisplayCheck,
  channelPrefix = 'socket.io',
  twoFactorPolicy?: TwoFactorPolicy,
): Promise<Realtime> {
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false });
  if (handle.pool) {
    // The table is made by a migration (0900_realtime_attachments).
    io.adapter(createAdapter(listeningPool(handle.pool), { channelPrefix }));
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; displayToken?: unknown };
    if (auth.displayToken !== undefined) {
      checkDisplay(auth.displayToken, socket.handshake.address ?? null).then(
        (terminal) => {
          if (!terminal) {
            next(new Error('Sesi Anda telah berakhir, silakan masuk kembali.'));
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
      next(new Error('Sesi Anda telah berakhir, silakan masuk kembali.'));
      return;
    }
    findSession(handle.db, auth.token, twoFactorPolicy).then(
      (session) => {
        // A session with a step to take first (credentials.ts) gets no socket either.
        if (!session || session.restriction) {
          next(new Error('Sesi Anda telah berakhir, silakan masuk kembali.'));
          return;
        }
        (socket.data as SocketIdentity) = { kind: 'user', userId: session.user.id };
        next();
      },
      () => next(new Error('Koneksi realtime gagal.')),
    );
  });

  io.on('connection', (socket: Socket) => {
    // A terminal's sockets share a room the server alone joins: revoking it closes them all.
    const identity = socket.data as SocketIdentity;
    if (identity.terminalId !== undefined) socket.join(terminalRoom(identity.terminalId));
    socket.on('room:join', (room: unknown, ack?: unknown) => {
      const ok = typeof room === 'string' && ROOM_PATTERN.test(room);
      if (ok) socket.join(room);
      if (typeof ack === 'function') ack({ ok });
    });
    socket.on('room:leave', (room: unknown, ack?: unknown) => {
      const ok = typeof room === 'string' && ROOM_PATTERN.test(room);
      if (ok) socket.leave(room);
      if (typeof ack === 'function') ack({ ok });
    });
  });

  return {
    io,
    emit(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify owns.
      io.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
    },
  };
}
