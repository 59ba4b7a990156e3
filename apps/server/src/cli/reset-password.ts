/**
 * `npm run users:reset-password -w @simrs/server -- <username> [--two-factor]`: gives an account
 * a new generated password (printed once), to be changed at its next login, and ends its
 * sessions; `--two-factor` also removes its second factor. For a locked-out administrator, and for
 * the accounts a production start refuses to run with (the demo password). Reads `.env` and
 * `DATABASE_URL` / `DATA_DIR` like the server; on the embedded database the server must be stopped.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_ARGON2 } from '../config';
import { openDatabase } from '../db/index';
import { loadEnv } from '../env-file';
import { appendAudit } from '../platform/audit';
import { hashPassword } from '../platform/passwords';
import { generatePassword } from '../seed/bootstrap';

const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const envPath = resolve(process.env.SIMRS_ENV_FILE || resolve(serverDir, '../../.env'));
const args = process.argv.slice(2);
const username = args.find((a) => !a.startsWith('--'));
const twoFactor = args.includes('--two-factor');
if (!username) {
  console.error(
    'usage: npm run users:reset-password -w @simrs/server -- <username> [--two-factor]',
  );
  process.exit(2);
}
const { values } = loadEnv(envPath, process.env, []);
const handle = await openDatabase(
  values.DATABASE_URL
    ? { kind: 'postgres', url: values.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(serverDir, values.DATA_DIR ?? 'data', 'pglite') },
);
try {
  await handle.migrate();
  const password = generatePassword();
  const hash = await hashPassword(password, PRODUCTION_ARGON2);
  const done = await handle.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', '=', username)
      .executeTakeFirst();
    if (!user) return null;
    await trx
      .updateTable('users')
      .set({
        password: hash,
        must_change_password: true,
        ...(twoFactor
          ? {
              totp_secret: null,
              totp_enabled_at: null,
              totp_last_step: null,
              totp_pending_secret: null,
              totp_pending_at: null,
            }
          : {}),
      })
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: new Date(), logout_reason: 'password-changed' })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    await appendAudit(
      trx,
      { userId: null, username: 'console', address: null },
      {
        module: 'Users',
        type: 'reset-password',
        recordId: user.id,
        after: { twoFactorRemoved: twoFactor },
      },
    );
    return user;
  });
  if (!done) {
    console.error(`[users] no account named '${username}'`);
    process.exitCode = 1;
  } else {
    console.log(
      `[users] '${done.username}': new password '${password}' (shown only now); it must be ` +
        `changed at the next login${twoFactor ? '; the second factor was removed' : ''}.`,
    );
  }
} finally {
  await handle.close();
}
