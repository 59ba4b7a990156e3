/**
 * The caller's own open sessions (`GET /get/Sesi`, `POST /do/Sesi end | end-others`;
 * docs/protocol.md, "Own sessions"): when each started and was last used, from where, in which
 * browser; ending one revokes it and disconnects its sockets at once.
 */
import { type OwnSession, SESSIONS_MESSAGES, sessionsContract } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { HttpError, notFound } from '../../platform/errors';
import { implement, type ModuleDeps } from '../../platform/module';
import { revokeUserSessions } from '../../platform/sessions';
import { describeUserAgent } from './user-agent';

interface Row {
  id: number;
  created_at: Date | string;
  expires_at: Date | string;
  is_remember: string;
  user_agent: string | null;
  login_address: string | null;
  locked_at: Date | string | null;
  last_seen_at: Date | string | null;
  seen_address: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export function ownSessions(deps: ModuleDeps) {
  return implement(sessionsContract, {
    queries: {
      list: async ({ db, session, req }) => {
        if (!session) throw new Error('Sesi list without a session');
        // Sessions still waiting for their second factor's code are not open yet.
        const rows = await sql<Row>`select s.id, s.created_at, s.expires_at, s.is_remember,
            s.user_agent, s.address as login_address, s.locked_at, a.last_seen_at,
            a.address as seen_address
          from sessions s left join session_activity a on a.session_id = s.id
          where s.user_id = ${session.user.id} and s.revoked_at is null
            and s.expires_at > ${new Date()} and not s.second_factor_pending
          order by coalesce(a.last_seen_at, s.created_at) desc, s.id desc`.execute(db);
        const now = new Date().toISOString();
        const list: OwnSession[] = rows.rows.map((r) => {
          const current = r.id === session.sessionId;
          return {
            id: r.id,
            current,
            createdAt: iso(r.created_at),
            // This call is the current session's latest use.
            lastSeenAt: current ? now : iso(r.last_seen_at ?? r.created_at),
            address: current ? req.ip : (r.seen_address ?? r.login_address),
            userAgent: r.user_agent,
            browser: describeUserAgent(r.user_agent),
            isRemember: r.is_remember === 'Y' ? 'Y' : 'N',
            expiresAt: iso(r.expires_at),
            locked: r.locked_at !== null,
          };
        });
        return { list };
      },
    },
    commands: {
      end: {
        async run({ input, trx, session, audit }) {
          if (!session) throw new Error('Sesi end without a session');
          if (input.id === session.sessionId) throw new HttpError(422, SESSIONS_MESSAGES.current);
          const ended = await trx
            .updateTable('sessions')
            .set({ revoked_at: new Date(), logout_reason: 'ended-by-user' })
            .where('id', '=', input.id)
            .where('user_id', '=', session.user.id)
            .where('revoked_at', 'is', null)
            .returning('id')
            .execute();
          if (ended.length === 0) throw notFound();
          // Its sockets go now, before this answer (on other nodes through the adapter).
          deps.realtime.endSessions([input.id]);
          await audit({
            module: 'Sesi',
            type: 'end',
            recordId: session.user.id,
            after: { sessionId: input.id },
          });
          return { message: SESSIONS_MESSAGES.ended };
        },
      },
      'end-others': {
        async run({ trx, session, audit }) {
          if (!session) throw new Error('Sesi end-others without a session');
          const ids = await revokeUserSessions(
            trx,
            session.user.id,
            'ended-by-user',
            session.sessionId,
          );
          deps.realtime.endSessions(ids);
          await audit({
            module: 'Sesi',
            type: 'end-others',
            recordId: session.user.id,
            after: { ended: ids.length },
          });
          return {
            message: SESSIONS_MESSAGES.endedOthers(ids.length),
            data: { ended: ids.length },
          };
        },
      },
    },
  });
}
