/**
 * Context `pengguna`: users and levels (user, user-level: the generic CRUD with the hooks that
 * hash passwords and end sessions, guarded by the grant rules of `grants.ts`), and each user's own account (account-setting: own password,
 * push device tokens). Contracts: `@simrs/validators/contracts` pengguna.ts.
 */
import { userLevelContract, usersContract } from '@simrs/validators/contracts';
import { userLevelResource, usersResource } from '@simrs/validators/resources';
import { defineModule } from '../../platform/module';
import { implementResource } from '../../platform/resources';
import { hashToken } from '../../platform/sessions';
import { changePassword } from './change-password';
import { guardLevels, guardUsers } from './grants';
import { userHooks } from './hooks';
import { seedUsers } from './seed';
import { twoFactorCommands } from './two-factor';

export const penggunaModule = defineModule({
  context: 'pengguna',
  seedDemo: (trx, demo) => seedUsers(trx, demo.passwordHash),
  implementations: (deps) => {
    const hooks = userHooks(deps.config.argon2);
    return [
      guardUsers(
        implementResource(usersContract, usersResource, {
          hooks: hooks.Users,
          commands: {
            'change-password': changePassword(deps),
            ...twoFactorCommands(deps),
            'update-token': {
              async run({ input, trx, session, audit }) {
                if (!session) throw new Error('update-token without a session');
                await trx
                  .insertInto('push_tokens')
                  .values({ user_id: session.user.id, token: input.token })
                  .onConflict((oc) => oc.columns(['user_id', 'token']).doNothing())
                  .execute();
                await audit({
                  module: 'Users',
                  type: 'update-token',
                  recordId: session.user.id,
                  after: { tokenHash: hashToken(input.token).slice(0, 16) },
                });
                return { message: 'Token perangkat disimpan.' };
              },
            },
            'remove-token': {
              async run({ input, trx, session, audit }) {
                if (!session) throw new Error('remove-token without a session');
                let q = trx.deleteFrom('push_tokens').where('user_id', '=', session.user.id);
                if (input.token) q = q.where('token', '=', input.token);
                const r = await q.executeTakeFirst();
                await audit({ module: 'Users', type: 'remove-token', recordId: session.user.id });
                return {
                  message: 'Token perangkat dihapus.',
                  data: { removed: Number(r.numDeletedRows) },
                };
              },
            },
          },
        }),
      ),
      guardLevels(
        implementResource(userLevelContract, userLevelResource, { hooks: hooks.UserLevel }),
      ),
    ];
  },
});
