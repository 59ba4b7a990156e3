/**
 * Context `audit`: the audit trail (audit-trail), newest first, filtered by user, module and
 * days (WIB). The log itself is written by the platform (`platform/audit.ts`).
 */
import { auditTrailContract } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { defineModule, implement } from '../../platform/module';

const WIB_OFFSET = '+07:00';

export const auditModule = defineModule({
  context: 'audit',
  implementations: () => [
    implement(auditTrailContract, {
      queries: {
        list: async ({ db, input }) => {
          const { page, shown, filters } = input;
          let base = db.selectFrom('audit_log');
          if (filters.userId) base = base.where('user_id', '=', filters.userId);
          if (filters.module) base = base.where('module', '=', filters.module);
          if (filters.from)
            base = base.where('at', '>=', new Date(`${filters.from}T00:00:00${WIB_OFFSET}`));
          if (filters.to) {
            base = base.where(
              'at',
              '<',
              new Date(Date.parse(`${filters.to}T00:00:00${WIB_OFFSET}`) + 86_400_000),
            );
          }
          const [rows, count] = await Promise.all([
            base
              .select([
                'id',
                'at',
                'user_id as userId',
                'username',
                'address',
                'module',
                'type',
                'record_id as recordId',
                'before',
                'after',
                'hash',
              ])
              .orderBy('id', 'desc')
              .limit(shown)
              .offset((page - 1) * shown)
              .execute(),
            base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
          ]);
          const total = count?.total ?? 0;
          return {
            list: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
            total,
            page,
            shown,
            lastPage: Math.max(1, Math.ceil(total / shown)),
          };
        },
      },
    }),
  ],
});
