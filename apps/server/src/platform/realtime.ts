import { timingSafeEqual } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { DatabaseHandle } from '../db/index';
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
}

export async function attachRealtime(
  server: HttpServer,
  handle: DatabaseHandle,
  displayToken: string,
  channelPrefix = 'socket.io',
): Promise<Realtime> {
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false });
  if (handle.pool) {
    // The table is made by a migration (0900_realtime_attachments).
    io.adapter(createAdapter(listeningPool(handle.pool), { channelPrefix }));
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; displayToken?: unknown };
    if (typeof auth.displayToken === 'string' && safeEqual(auth.displayToken, displayToken)) {
      (socket.data as SocketIdentity) = { kind: 'display', userId: null };
      next();
      return;
    }
    if (typeof auth.token !== 'string') {
      next(new Error('Sesi Anda telah berakhir, silakan masuk kembali.'));
      return;
    }
    findSession(handle.db, auth.token).then(
      (session) => {
        if (!session) {
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
