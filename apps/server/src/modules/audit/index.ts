/**
 * Context `audit`: the audit trail (audit-trail), newest first, filtered by user, module (any
 * case) and days (WIB), and the choices of those filters. The log itself is written by the
 * platform (`platform/audit.ts`).
 *
 * A row's before/after values are shown only to a viewer who may read the module the row is
 * about: `view` on the menu of the contract with that wire module name (`Pasien` -> `pasien`);
 * canManageAll sees every value. A module without a contract menu (Auth, Antrean, Seed, Uploader)
 * shows its values to canManageAll only. The others see who, when, what and which record.
 */
import { type AuditRow, auditTrailContract, can, contracts } from '@simrs/validators/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { defineModule, implement } from '../../platform/module';
import type { SessionUser } from '../../platform/sessions';

const WIB_OFFSET = '+07:00';

/** The menu of each wire module (null: the contract has none). */
const MENU_OF_MODULE: ReadonlyMap<string, string | null> = new Map(
  contracts.map((c) => [c.module, c.menu]),
);

/** Whether `user` may read the before/after values of rows of `module`. */
export function mayReadValues(user: SessionUser, module: string): boolean {
  if (user.canManageAll === 'Y') return true;
  const menu = MENU_OF_MODULE.get(module);
  return typeof menu === 'string' && can(user, menu, 'view');
}

/**
 * The distinct module names of the log, read by skipping along the (module, id) index: one
 * index probe per name, however long the log is.
 */
async function distinctModules(db: Kysely<Database>): Promise<string[]> {
  const r = await sql<{ module: string }>`with recursive m(module) as (
      (select module from audit_log order by module limit 1)
      union all
      select (select a.module from audit_log a where a.module > m.module order by a.module limit 1)
      from m where m.module is not null
    ) select module from m where module is not null`.execute(db);
  return r.rows.map((x) => x.module);
}

export const auditModule = defineModule({
  context: 'audit',
  implementations: () => [
    implement(auditTrailContract, {
      queries: {
        list: async ({ db, input, user }) => {
          const { page, shown, filters } = input;
          let base = db.selectFrom('audit_log');
          if (filters.userId) base = base.where('user_id', '=', filters.userId);
          if (filters.module) {
            // Case-insensitive: the names written in any case, then the (module, id) index.
            const wanted = filters.module.toLowerCase();
            const names = (await distinctModules(db)).filter((m) => m.toLowerCase() === wanted);
            base =
              names.length > 0
                ? base.where('module', 'in', names)
                : base.where(sql<boolean>`false`);
          }
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
          const list: AuditRow[] = rows.map((r) => {
            const hasValues = r.before !== null || r.after !== null;
            const hidden = hasValues && !mayReadValues(user, r.module);
            return {
              ...r,
              at: new Date(r.at).toISOString(),
              before: hidden ? null : r.before,
              after: hidden ? null : r.after,
              valuesHidden: hidden,
            };
          });
          return {
            list,
            total,
            page,
            shown,
            lastPage: Math.max(1, Math.ceil(total / shown)),
          };
        },
        filters: async ({ db }) => {
          const [users, modules] = await Promise.all([
            db
              .selectFrom('users')
              .select(['id', 'username'])
              .orderBy(sql`lower(username)`)
              .execute(),
            distinctModules(db),
          ]);
          return { users, modules: modules.sort((a, b) => a.localeCompare(b)) };
        },
      },
    }),
  ],
});
