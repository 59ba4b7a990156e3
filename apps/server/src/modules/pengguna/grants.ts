/**
 * Who may grant what, around the generic commands of users (Users) and levels (UserLevel): the
 * rules of `@simrs/validators/contracts` grants.ts, enforced inside the command's transaction.
 *
 * - nobody edits or deletes their own level, nor changes their own account's level, status or
 *   canManageAll, nor deletes their own account;
 * - without canManageAll: a level gets only grants the granter holds, never a reserved one
 *   (patient export, clinical menus); level 1 (every menu) is out of reach; a user is put in a
 *   level only when every grant of that level could be granted by the actor (assigning a level
 *   grants its menus); an account with canManageAll, or one whose level holds more than the
 *   actor may grant (its password could be reset and the account taken over), is out of reach.
 */
import {
  addedGrants,
  GRANT_MESSAGES,
  grantsOf,
  grantsRefusal,
  type MenuRoleEntry,
} from '@simrs/validators/contracts';
import { HttpError, MESSAGES } from '../../platform/errors';
import type { CommandContext, CommandHandler, Implementation, Trx } from '../../platform/module';
import { effectiveMenuRole, type SessionUser } from '../../platform/sessions';

const refuse = (message: string): never => {
  throw new HttpError(403, message, MESSAGES.accessDenied);
};

// biome-ignore lint/suspicious/noExplicitAny: the generic commands take each resource's input
type AnyCommandHandler = CommandHandler<any, unknown, any>;
type Guard = (ctx: CommandContext<Record<string, unknown>>) => Promise<void>;

function guarded(handler: AnyCommandHandler | undefined, guard: Guard): AnyCommandHandler {
  if (!handler) throw new Error('guarded: no generic handler');
  return {
    ...handler,
    async run(ctx) {
      await guard(ctx as CommandContext<Record<string, unknown>>);
      return handler.run(ctx);
    },
  };
}

async function levelOf(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('user_levels')
    .select(['id', 'name', 'menu_role'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? { id: row.id, name: row.name, menuRole: effectiveMenuRole(row.id, row.menu_role) }
    : null;
}

/** Refuses putting a user in level `id` (or keeping one there) when the actor may not grant it. */
async function assertLevelGrantable(trx: Trx, user: SessionUser, id: number): Promise<void> {
  if (user.canManageAll === 'Y') return;
  const level = await levelOf(trx, id);
  if (!level) return; // the generic command answers 422 'Level tidak ditemukan.'
  const why = grantsRefusal(user, grantsOf(level.menuRole));
  if (why) refuse(GRANT_MESSAGES.level(level.name, why));
}

async function accountOf(trx: Trx, id: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'level_id', 'can_manage_all', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

const idOf = (input: Record<string, unknown>) => Number(input.id);

/** The Users commands with the grant rules. */
export function guardUsers<I extends Implementation>(impl: I): I {
  const c = impl.commands as Record<string, AnyCommandHandler>;
  const commands = {
    ...c,
    add: guarded(c.add, async ({ trx, user, input }) => {
      if (user.canManageAll !== 'Y' && input.canManageAll === 'Y') {
        refuse(GRANT_MESSAGES.grantManageAll);
      }
      await assertLevelGrantable(trx, user, Number(input.levelId));
    }),
    update: guarded(c.update, async ({ trx, user, input }) => {
      const before = await accountOf(trx, idOf(input));
      if (!before) return; // 404 from the generic command
      if (before.id === user.id) {
        const changes =
          before.level_id !== Number(input.levelId) ||
          (input.canManageAll !== undefined && input.canManageAll !== before.can_manage_all) ||
          (input.status !== undefined && input.status !== before.status);
        if (changes) refuse(GRANT_MESSAGES.ownAccount);
      }
      if (user.canManageAll === 'Y') return;
      if (before.can_manage_all === 'Y') refuse(GRANT_MESSAGES.manageAllTarget);
      if (input.canManageAll === 'Y') refuse(GRANT_MESSAGES.grantManageAll);
      await assertLevelGrantable(trx, user, before.level_id);
      if (before.level_id !== Number(input.levelId)) {
        await assertLevelGrantable(trx, user, Number(input.levelId));
      }
    }),
    status: guarded(c.status, async ({ trx, user, input }) => {
      if (idOf(input) === user.id) refuse(GRANT_MESSAGES.ownAccount);
      if (user.canManageAll === 'Y') return;
      const before = await accountOf(trx, idOf(input));
      if (before?.can_manage_all === 'Y') refuse(GRANT_MESSAGES.manageAllTarget);
    }),
    delete: guarded(c.delete, async ({ trx, user, input }) => {
      if (idOf(input) === user.id) refuse(GRANT_MESSAGES.ownAccountDelete);
      if (user.canManageAll === 'Y') return;
      const before = await accountOf(trx, idOf(input));
      if (before?.can_manage_all === 'Y') refuse(GRANT_MESSAGES.manageAllTarget);
    }),
  };
  return { ...impl, commands } as I;
}

/** The UserLevel commands with the grant rules. */
export function guardLevels<I extends Implementation>(impl: I): I {
  const c = impl.commands as Record<string, AnyCommandHandler>;
  const menuRoleOf = (input: Record<string, unknown>) =>
    (Array.isArray(input.menuRole) ? input.menuRole : []) as MenuRoleEntry[];
  const commands = {
    ...c,
    add: guarded(c.add, async ({ user, input }) => {
      if (user.canManageAll === 'Y') return;
      const why = grantsRefusal(user, grantsOf(menuRoleOf(input)));
      if (why) refuse(why);
    }),
    update: guarded(c.update, async ({ trx, user, input }) => {
      const id = idOf(input);
      if (id === user.levelId) refuse(GRANT_MESSAGES.ownLevel);
      if (user.canManageAll === 'Y') return;
      if (id === 1) refuse(GRANT_MESSAGES.superLevel);
      const before = await levelOf(trx, id);
      if (!before) return; // 404 from the generic command
      const why = grantsRefusal(user, addedGrants(before.menuRole, menuRoleOf(input)));
      if (why) refuse(why);
    }),
    delete: guarded(c.delete, async ({ user, input }) => {
      const id = idOf(input);
      if (id === user.levelId) refuse(GRANT_MESSAGES.ownLevelDelete);
      if (user.canManageAll !== 'Y' && id === 1) refuse(GRANT_MESSAGES.superLevel);
    }),
  };
  return { ...impl, commands } as I;
}
