/**
 * End-to-end tests of sessions and credentials against the real server (scripts/test-e2e.sh):
 * the forced password change, setting up the second factor and signing in with its code (a real
 * TOTP code computed here from the secret the screen shows), the automatic lock over an unsaved
 * form (every tab together), and ending another session from the active-sessions list.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, describe, test } from 'node:test';
import {
  apiAs,
  apiLogin,
  apiWithToken,
  closeBrowser,
  confirmDialog,
  fieldError,
  newPage,
  PASSWORD,
  screenshot,
  submitLogin,
  tokenCookie,
  waitForDashboard,
} from './harness';

after(closeBrowser);

/** RFC 6238 (SHA-1, 6 digits, 30 s), written here independently of the server's library. */
function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secretBase32.replace(/[\s=]/g, '').toUpperCase()) {
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)?.map((b) => Number.parseInt(b, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** A user added by the administrator; `own` set: the user already made that password theirs. */
async function addUser(username: string, name: string, own?: string): Promise<string> {
  // Clinical levels (Perawat) are granted only by a user who manages everything.
  const admin = await apiAs('superadmin');
  const temporary = `Sementara dari admin ${username}`;
  await admin.do('Users', 'add', { username, name, levelId: 3, password: temporary });
  await admin.logout();
  if (!own) return temporary;
  const owner = await apiLogin(username, temporary);
  await owner.do('Users', 'change-password', {
    oldPassword: temporary,
    newPassword: own,
    confirmPassword: own,
  });
  await owner.logout();
  return own;
}

describe('credentials: forced password change and the second factor', () => {
  test('a password set by the administrator must be changed before anything else; then TOTP set up, and signing in asks for its code', async () => {
    const username = 'uji.sesi.totp';
    const temporary = await addUser(username, 'Uji Verifikasi Dua Langkah');
    const own = 'kopi tubruk di bangsal mawar';
    const { context, page } = await newPage();
    try {
      await submitLogin(page, username, temporary);
      // Only the change-password page: no menu, and another address shows the same page.
      const title = page.getByRole('heading', { name: 'Ganti Kata Sandi', level: 1 });
      await title.waitFor();
      assert.equal(await page.getByRole('navigation', { name: 'Menu utama' }).count(), 0);
      await page.goto('/account-setting');
      await title.waitFor();
      assert.equal(await page.getByRole('heading', { name: 'Pengaturan Akun' }).count(), 0);
      // The server refuses every other call of this session with the step to take.
      const token = (await tokenCookie(context))?.value ?? '';
      await assert.rejects(
        apiWithToken(token).get('Poli'),
        (e: { status?: number; restriction?: string }) =>
          e.status === 403 && e.restriction === 'change-password',
      );

      // The policy: too short, then a common password, each on its field.
      await page.getByLabel('Kata Sandi Lama', { exact: true }).fill(temporary);
      await page.getByLabel('Kata Sandi Baru', { exact: true }).fill('pendek');
      await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).fill('pendek');
      await page.getByRole('button', { name: 'Simpan Kata Sandi Baru' }).click();
      assert.match(await fieldError(page, 'Kata Sandi Baru'), /12 karakter/);
      await page.getByLabel('Kata Sandi Baru', { exact: true }).fill('password1234');
      await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).fill('password1234');
      await page.getByRole('button', { name: 'Simpan Kata Sandi Baru' }).click();
      assert.match(await fieldError(page, 'Kata Sandi Baru'), /terlalu umum/);
      // A wrong old password: the server's message on its field.
      await page.getByLabel('Kata Sandi Lama', { exact: true }).fill('bukan sandi yang tadi');
      await page.getByLabel('Kata Sandi Baru', { exact: true }).fill(own);
      await page.getByLabel('Konfirmasi Kata Sandi Baru', { exact: true }).fill(own);
      await page.getByRole('button', { name: 'Simpan Kata Sandi Baru' }).click();
      assert.match(await fieldError(page, 'Kata Sandi Lama'), /Kata sandi lama salah\./);
      await screenshot(page, 'forced-password-change');
      await page.getByLabel('Kata Sandi Lama', { exact: true }).fill(temporary);
      await page.getByRole('button', { name: 'Simpan Kata Sandi Baru' }).click();
      // Changed: the app opens (at the address asked for).
      await page.getByRole('heading', { name: 'Pengaturan Akun' }).waitFor();
      await apiWithToken(token).get('profile');

      // Setting up the second factor in the own account.
      const card = page.getByRole('region', { name: 'Verifikasi Dua Langkah' });
      assert.match((await page.getByTestId('two-factor-state').textContent()) ?? '', /Belum aktif/);
      await card.getByRole('button', { name: 'Aktifkan' }).click();
      await card.getByLabel('Kata Sandi', { exact: true }).fill(own);
      await card.getByRole('button', { name: 'Lanjutkan' }).click();
      await page.getByRole('img', { name: 'Kode QR aktivasi verifikasi dua langkah' }).waitFor();
      const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(
        /\s/g,
        '',
      );
      assert.match(secret, /^[A-Z2-7]{16,}$/);
      await page
        .getByRole('img', { name: 'Kode QR aktivasi verifikasi dua langkah' })
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'two-factor-setup');
      await card.getByLabel('Kode Verifikasi').fill('000000');
      await card.getByRole('button', { name: 'Aktifkan' }).click();
      assert.match(await fieldError(page, 'Kode Verifikasi'), /Kode verifikasi salah/);
      await card.getByLabel('Kode Verifikasi').fill(totp(secret));
      await card.getByRole('button', { name: 'Aktifkan' }).click();
      await page.getByText('Verifikasi dua langkah berhasil diaktifkan.').first().waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="two-factor-state"]')?.textContent === 'Aktif',
      );

      // Signing in again: the password, then the code step.
      await page.getByRole('button', { name: 'Keluar' }).click();
      await confirmDialog(page, 'Ya, Keluar');
      await page.waitForURL('**/login');
      await submitLogin(page, username, own);
      await page.getByRole('heading', { name: 'Verifikasi Dua Langkah' }).waitFor();
      // Not 6 digits: said before any call; a wrong code: the server's message.
      await page.getByLabel('Kode Verifikasi').fill('123');
      await page.getByRole('button', { name: 'Verifikasi' }).click();
      assert.match(await fieldError(page, 'Kode Verifikasi'), /6 digit angka/);
      await page.getByLabel('Kode Verifikasi').fill('000000');
      await page.getByRole('button', { name: 'Verifikasi' }).click();
      assert.match(
        await fieldError(page, 'Kode Verifikasi'),
        /Kode verifikasi salah atau sudah kedaluwarsa\./,
      );
      await screenshot(page, 'login-second-factor');
      // The code used to confirm may not be used again: the next period's (accepted now too).
      await page.getByLabel('Kode Verifikasi').fill(totp(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: 'Verifikasi' }).click();
      await waitForDashboard(page);
    } finally {
      await context.close();
    }
  });
});

describe('automatic lock', () => {
  test('locks after the idle time over an unsaved form, in every tab; only the right password opens it; Keluar ends the session', async () => {
    const { context, page } = await newPage();
    // The page's clock: the 15 minutes of the default setting pass at once.
    await context.clock.install();
    try {
      await submitLogin(page, 'admin', PASSWORD);
      await waitForDashboard(page);
      const token = (await tokenCookie(context))?.value ?? '';
      await page.goto('/static-settings');
      const name = page.getByLabel('Nama Rumah Sakit');
      await name.waitFor();
      const original = await name.inputValue();
      const typed = `${original} (belum disimpan)`;
      await name.fill(typed);
      await page.getByText('Perubahan data belum di simpan.').waitFor();
      // A second tab of the same browser.
      const second = await context.newPage();
      await second.goto('/dashboard');
      await second.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();

      await context.clock.fastForward('14:00');
      await page.waitForTimeout(500);
      assert.equal(await page.getByTestId('lock-screen').count(), 0);
      await context.clock.fastForward('02:00');
      const lock = page.getByTestId('lock-screen');
      await lock.waitFor();
      await second.getByTestId('lock-screen').waitFor();
      // The server refuses the session's calls meanwhile.
      await assert.rejects(
        apiWithToken(token).get('profile'),
        (e: { status?: number }) => e.status === 423,
      );
      // The page is there, inert and hidden from assistive technology.
      assert.equal(
        await page.evaluate(() => (document.getElementById('root') as HTMLElement).inert),
        true,
      );
      assert.equal(await page.getByRole('heading', { name: 'Sesi Terkunci' }).count(), 1);
      await lock.getByText('Demo Admin').first().waitFor();
      await screenshot(page, 'lock-screen');

      // A wrong password: its message on the field, still locked.
      await lock.getByLabel('Kata Sandi', { exact: true }).fill('bukan kata sandinya');
      await lock.getByRole('button', { name: 'Buka Kunci' }).click();
      assert.match(await fieldError(page, 'Kata Sandi'), /Kata sandi salah\./);
      await screenshot(page, 'lock-screen-error');
      assert.equal(await lock.count(), 1);

      await lock.getByLabel('Kata Sandi', { exact: true }).fill(PASSWORD);
      await lock.getByRole('button', { name: 'Buka Kunci' }).click();
      await lock.waitFor({ state: 'detached' });
      // The unsaved value is still in the form; the other tab opened too.
      assert.equal(await name.inputValue(), typed);
      await page.getByText('Perubahan data belum di simpan.').waitFor();
      await second.getByTestId('lock-screen').waitFor({ state: 'detached' });
      await apiWithToken(token).get('profile');

      // Locked again by the server's lock alone (another device, the API): the next call's 423
      // shows the lock screen (the second tab reloads: its profile call is refused), and the
      // first tab follows through the stored lock; its unsaved value is still there.
      await apiWithToken(token).lock();
      assert.equal(await page.getByTestId('lock-screen').count(), 0);
      await second.reload();
      await second.getByTestId('lock-screen').waitFor();
      await page.getByTestId('lock-screen').waitFor();
      assert.equal(await name.inputValue(), typed);
      // 'Keluar' ends the session properly: the login page, and the token no longer works.
      await page.getByTestId('lock-screen').getByRole('button', { name: 'Keluar' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Masuk' }).waitFor();
      await assert.rejects(
        apiWithToken(token).get('profile'),
        (e: { status?: number }) => e.status === 401,
      );
    } finally {
      await context.close();
    }
  });
});

describe('own sessions', () => {
  test('lists the active sessions; ending another makes its next call fail with 401', async () => {
    const username = 'uji.sesi.daftar';
    const password = await addUser(username, 'Uji Daftar Sesi', 'teh manis hangat di poli anak');
    const elsewhere = await apiLogin(username, password);
    const third = await apiLogin(username, password);
    const { context, page } = await newPage();
    try {
      await submitLogin(page, username, password);
      await waitForDashboard(page);
      await page.goto('/account-setting');
      const table = page
        .getByRole('grid', { name: 'Sesi Aktif' })
        .or(page.getByRole('table', { name: 'Sesi Aktif' }));
      await table.waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label^="Akhiri sesi "]').length === 2,
      );
      await table.getByText('Sesi ini').waitFor();
      assert.match((await table.textContent()) ?? '', /Chrom/);
      await page
        .getByRole('button', { name: 'Akhiri sesi lain' })
        .evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await screenshot(page, 'sessions-list');

      // End one: after the confirmation, that client's next call is refused.
      await page.locator('[aria-label^="Akhiri sesi "]').first().click();
      await confirmDialog(page, 'Ya, Akhiri');
      await page.getByText('Sesi berhasil diakhiri.').first().waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label^="Akhiri sesi "]').length === 1,
      );
      const results = await Promise.allSettled([elsewhere.get('profile'), third.get('profile')]);
      const refused = results.filter(
        (r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 401,
      );
      assert.equal(refused.length, 1);

      // 'Akhiri sesi lain': the last other one ends; this one stays.
      await page.getByRole('button', { name: 'Akhiri sesi lain' }).click();
      await confirmDialog(page, 'Ya, Akhiri');
      await page.getByText('1 sesi lain berhasil diakhiri.').first().waitFor();
      await assert.rejects(third.get('profile'), (e: { status?: number }) => e.status === 401);
      await assert.rejects(elsewhere.get('profile'), (e: { status?: number }) => e.status === 401);
      const token = (await tokenCookie(context))?.value ?? '';
      await apiWithToken(token).get('profile');
      assert.equal(await page.getByRole('button', { name: 'Akhiri sesi lain' }).isDisabled(), true);
    } finally {
      await context.close();
    }
  });
});
