/**
 * Display terminals (`TerminalLayar`, admin menu static-settings): each kiosk or lobby board gets
 * a display token of its own, shown once when the terminal is added and stored as its SHA-256
 * (`platform/terminals.ts` checks it on every `/display` call and display socket). Revoking a
 * terminal refuses its token at once and closes its open sockets, on every API node.
 */
import { type DisplayTerminal, terminalLayarContract } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { appendAudit } from '../../platform/audit';
import { HttpError, notFound } from '../../platform/errors';
import { type Executor, implement, type ModuleDeps } from '../../platform/module';
import { terminalRoom } from '../../platform/realtime';
import { hashDisplayToken, newDisplayToken } from '../../platform/terminals';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function terminalsOf(db: Executor, id?: number): Promise<DisplayTerminal[]> {
  let q = db
    .selectFrom('display_terminals')
    .select([
      'id',
      'name',
      'active',
      'bootstrap',
      'last_seen_at',
      'last_address',
      'created_at',
      'created_by',
      'revoked_at',
    ]);
  if (id !== undefined) q = q.where('id', '=', id);
  const rows = await q.orderBy('active', 'desc').orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    active: r.active,
    bootstrap: r.bootstrap === 'Y',
    lastSeenAt: iso(r.last_seen_at),
    lastAddress: r.last_address,
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by,
    revokedAt: iso(r.revoked_at),
  }));
}

export function terminalImplementation(deps: ModuleDeps) {
  return implement(terminalLayarContract, {
    queries: {
      list: async ({ db }) => ({ list: await terminalsOf(db) }),
    },
    commands: {
      add: {
        async run({ trx, input, actor, audit }) {
          const token = newDisplayToken();
          const row = await trx
            .insertInto('display_terminals')
            .values({
              name: input.name,
              token_hash: hashDisplayToken(token),
              created_by: actor.username,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const [terminal] = await terminalsOf(trx, row.id);
          if (!terminal) throw new Error('terminal not found after insert');
          // The token is never audited: only the first characters of its hash.
          await audit({
            module: 'TerminalLayar',
            type: 'add',
            recordId: row.id,
            after: { name: input.name, tokenHash: hashDisplayToken(token).slice(0, 16) },
          });
          return {
            message:
              'Terminal ditambahkan. Salin tokennya sekarang: token ini tidak akan ditampilkan lagi.',
            data: { terminal, token },
          };
        },
      },
      revoke: {
        // Its own transaction: the sockets are closed only once the revocation is committed,
        // so a socket reconnecting at once is refused.
        tx: 'none',
        async run({ input, actor }) {
          const terminal = await deps.db.transaction().execute(async (trx) => {
            const locked = await sql<{ active: string; name: string }>`select active, name
              from display_terminals where id = ${input.id} for update`.execute(trx);
            const row = locked.rows[0];
            if (!row) throw notFound();
            if (row.active !== 'Y') throw new HttpError(422, 'Terminal ini sudah dicabut.');
            await trx
              .updateTable('display_terminals')
              .set({ active: 'N', revoked_at: sql`now()`, revoked_by: actor.username })
              .where('id', '=', input.id)
              .execute();
            await appendAudit(trx, actor, {
              module: 'TerminalLayar',
              type: 'revoke',
              recordId: input.id,
              before: { name: row.name, active: 'Y' },
              after: { name: row.name, active: 'N' },
            });
            const [after] = await terminalsOf(trx, input.id);
            if (!after) throw notFound();
            return after;
          });
          // This node's sockets at once, then every node's through the adapter.
          deps.realtime.io.local.in(terminalRoom(input.id)).disconnectSockets(true);
          deps.realtime.io.in(terminalRoom(input.id)).disconnectSockets(true);
          return { message: 'Token terminal dicabut.', data: { terminal } };
        },
      },
    },
  });
}
