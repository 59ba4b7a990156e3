/**
 * The audit trail's filters as an auditor uses them: a user picked by username and a module from
 * the list of the log's modules (`GET /get/AuditTrail/filters`), not an id and free text; and the
 * values of a module the viewer may not read shown as 'nilai disembunyikan' (security.md, "Audit
 * trail visibility").
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright';
import { apiAs, closeBrowser, login, newPage, screenshot, screenshotNarrow } from './harness';

after(closeBrowser);

/** A name of letters only (the name filter refuses digits), new on every run. */
const name = `Pasien Audit ${[...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;

before(async () => {
  // A patient row in the log, written by superadmin.
  const api = await apiAs('superadmin');
  await api.do('Pasien', 'add', {
    rmNo: `9${Date.now() % 10_000_000}`,
    name,
    sex: '2',
    birthDate: '1990-04-12',
  });
});

/** Picks the user and the module in the filter bar and applies them. */
async function filterBy(page: Page, username: string, module: string): Promise<void> {
  const user = page.getByRole('combobox', { name: 'Pengguna' });
  await user.fill(username);
  await page.getByRole('option', { name: username, exact: true }).click();
  await page.getByRole('button', { name: /Modul/ }).click();
  await page.getByRole('option', { name: module, exact: true }).click();
  await page.getByRole('button', { name: 'Terapkan' }).click();
}

describe('audit trail filters and hidden values', () => {
  test('admin (refused on Pasien) picks superadmin and Pasien and sees the values withheld', async () => {
    const api = await apiAs('superadmin');
    const choices = (
      await api.get<{ users: { id: number; username: string }[]; modules: string[] }>(
        'AuditTrail',
        'filters',
      )
    ).data;
    const superadmin = choices.users.find((u) => u.username === 'superadmin');
    assert.ok(superadmin);
    assert.ok(choices.modules.includes('Pasien'), choices.modules.join(', '));

    const { context, page } = await newPage();
    await login(page, 'admin');
    await page.goto('/audit-trail');
    await page.getByRole('heading', { name: 'Jejak Audit' }).waitFor();
    // The old free-text filters are gone.
    assert.equal(await page.getByLabel('ID Pengguna').count(), 0);
    await filterBy(page, 'superadmin', 'Pasien');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('userId') === String(superadmin.id) &&
        url.searchParams.get('module') === 'Pasien',
    );
    const grid = page.getByRole('grid', { name: 'Daftar Jejak Audit' });
    // The previous rows stay while the filtered list loads: wait for the filtered answer (every
    // row by superadmin on Pasien).
    await page.waitForFunction(() => {
      const body = [...document.querySelectorAll('[role="grid"] [role="row"]')].slice(1);
      return (
        !document.querySelector('[aria-busy="true"]') &&
        body.length > 0 &&
        body.every((row) => /Pasien/.test(row.textContent ?? ''))
      );
    });
    const rows = grid.getByRole('row').filter({ hasText: 'Pasien' });
    const count = await rows.count();
    assert.ok(count >= 1);
    for (let i = 0; i < count; i++) {
      const text = (await rows.nth(i).textContent()) ?? '';
      assert.match(text, /superadmin/);
      assert.match(text, /nilai disembunyikan/);
      assert.doesNotMatch(text, new RegExp(name));
    }
    assert.equal(await grid.getByText('Lihat').count(), 0);
    await screenshot(page, 'audit-trail-filters');
    await screenshotNarrow(page, 'audit-trail-filters');
    await context.close();
  });

  test('superadmin, who may read Pasien, sees the same rows with their values', async () => {
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    await page.goto('/audit-trail');
    await filterBy(page, 'superadmin', 'Pasien');
    const grid = page.getByRole('grid', { name: 'Daftar Jejak Audit' });
    const add = grid.getByRole('row').filter({ hasText: 'add' }).first();
    await add.waitFor();
    assert.equal(await grid.getByText('nilai disembunyikan').count(), 0);
    await add.getByText('Lihat').click();
    assert.match((await add.textContent()) ?? '', new RegExp(name));
    // 'Semua pengguna' clears the user filter.
    const user = page.getByRole('combobox', { name: 'Pengguna' });
    await user.fill('Semua');
    await page.getByRole('option', { name: 'Semua pengguna' }).click();
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has('userId') && url.searchParams.get('module') === 'Pasien',
    );
    await context.close();
  });
});
