/**
 * Every generic master-data screen as a new user meets it: Tambah and the edit pencil open their
 * forms on every resource route (the slugless ones too: pasien, jadwal-dokter, hari-libur,
 * unit-tujuan, group-antrean, display-layar), and a list whose call fails says so and retries
 * instead of claiming there is no data.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { AnyResource, FieldDefinition } from '@simrs/validators/resources';
import type { Page, Route } from 'playwright';
import { routeTable } from '../src/routing/appRoutes';
import { takesFormQuery } from '../src/routing/guards';
import { apiAs, closeBrowser, closeDialog, dialogText, login, newPage } from './harness';

after(closeBrowser);

const resourceRoutes = routeTable.filter((r) => r.resource !== null);

/** A value the shared schema takes for a field of a record made for the test. */
function sampleValue(
  f: FieldDefinition,
  n: number,
  options: Record<string, { value: number | string }[]> | undefined,
): unknown {
  if (/phone|telp/i.test(f.name)) return '81234567890';
  if (/email/i.test(f.name)) return `uji${n}@rumahsakit.id`;
  switch (f.kind) {
    case 'code':
      return `E2E${n}`;
    case 'text':
    case 'textarea':
      // Letters only: names refuse digits; the code keeps the record unique.
      return `Uji ${f.label.replace(/[^A-Za-z ]/g, '').trim()}`;
    case 'number':
      return '1';
    case 'money':
      return '1000';
    case 'date':
      return '2026-01-15';
    case 'select':
      return f.options?.[0]?.value;
    case 'yesno':
      return 'Y';
    case 'reference':
      return options?.[f.name]?.[0]?.value;
    case 'password':
      return 'SandiUji2026';
    case 'menuRole':
      return [];
  }
}

/**
 * The demo data leaves many master and tariff lists empty: each gets one record through the API
 * (as a clerk would have entered it), so Ubah can be tried on every screen.
 */
async function fillEmptyLists(resources: readonly AnyResource[]): Promise<string[]> {
  const api = await apiAs('superadmin');
  const refused: string[] = [];
  let n = 0;
  for (const resource of resources) {
    const list = await api.get<{ total: number }>(resource.key, null, null, { page: 1, shown: 10 });
    if (list.data.total > 0) continue;
    n += 1;
    const form = await api.get<{ options?: Record<string, { value: number | string }[]> }>(
      resource.key,
      'add',
      null,
    );
    const payload: Record<string, unknown> = {};
    for (const f of resource.fields) {
      const value = sampleValue(f, n, form.data.options);
      if (value !== undefined) payload[f.name] = value;
    }
    try {
      await api.do(resource.key, 'add', payload);
    } catch (error) {
      refused.push(`${resource.key}: ${JSON.stringify((error as { errors?: unknown }).errors)}`);
    }
  }
  return refused;
}

/** The values a form shows: its text inputs and the chosen options of its pickers. */
async function formValues(page: Page, title: string): Promise<string[]> {
  return page.getByRole('form', { name: `Form ${title}` }).evaluate((form) => {
    const inputs = [...form.querySelectorAll('input, textarea')] as HTMLInputElement[];
    const values = inputs
      .filter((i) => !['checkbox', 'radio', 'hidden'].includes(i.type))
      .map((i) => i.value.trim());
    const chosen = [...form.querySelectorAll('button')].map((b) => (b.textContent ?? '').trim());
    return [...values, ...chosen].filter(Boolean);
  });
}

async function openFromSidebar(page: Page, key: string, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu utama' }).locator(`a[href="/${key}"]`).click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

describe('add and edit on every resource screen', () => {
  test('Tambah opens the add form and Ubah the filled edit form, on every resource route', async () => {
    assert.ok(resourceRoutes.length > 100, `resource routes: ${resourceRoutes.length}`);
    assert.deepEqual(await fillEmptyLists(resourceRoutes.flatMap((r) => r.resource ?? [])), []);
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    // A screen either works within seconds or is reported; the loop goes on with the next one.
    page.setDefaultTimeout(8_000);
    const problems: string[] = [];
    for (const route of resourceRoutes) {
      const { key, title } = route;
      try {
        await openFromSidebar(page, key, title);
        await page.getByRole('link', { name: 'Tambah' }).click();
        await page
          .getByRole('heading', { level: 1, name: `Tambah ${title}`, exact: true })
          .waitFor();
        const addUrl = new URL(page.url());
        const expected = takesFormQuery(route.screen) ? `/${key}?form=add` : `/${key}/add`;
        if (`${addUrl.pathname}${addUrl.search}` !== expected) {
          problems.push(`${key}: Tambah went to ${addUrl.pathname}${addUrl.search}`);
        }
        // Unchanged: Batal goes back to the list without a question.
        await page.getByRole('button', { name: 'Batal' }).click();
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        const first = page
          .getByRole('grid', { name: `Daftar ${title}` })
          .getByRole('row')
          .nth(1);
        await first.getByRole('rowheader').waitFor();
        const name = ((await first.getByRole('rowheader').textContent()) ?? '').trim();
        await first.getByRole('button', { name: /^Ubah / }).click();
        await page.getByRole('heading', { level: 1, name: `Ubah ${title}`, exact: true }).waitFor();
        const editUrl = new URL(page.url());
        const editPattern = takesFormQuery(route.screen)
          ? new RegExp(`^/${key}\\?form=edit&id=\\d+$`)
          : new RegExp(`^/${key}/edit/\\d+$`);
        if (!editPattern.test(`${editUrl.pathname}${editUrl.search}`)) {
          problems.push(`${key}: Ubah went to ${editUrl.pathname}${editUrl.search}`);
        }
        const values = await formValues(page, title);
        if (!values.some((v) => v === name || v.includes(name))) {
          problems.push(`${key}: the edit form does not show '${name}' (${values.join(' | ')})`);
        }
      } catch (error) {
        problems.push(`${key}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        await page.goto('/dashboard');
      }
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('on a screen without pageSlug (Group Antrean) a record is added and changed', async () => {
    const code = `E2E${Date.now() % 100_000}`;
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    await openFromSidebar(page, 'group-antrean', 'Group Antrean');
    await page.getByRole('link', { name: 'Tambah' }).click();
    await page.waitForURL((url) => url.pathname === '/group-antrean' && url.search === '?form=add');
    await page.getByLabel('Kode Group *').fill(code);
    await page.getByLabel('Nama Group *').fill('Group Uji Tanpa Slug');
    await page.getByRole('button', { name: 'Simpan' }).click();
    assert.match(await dialogText(page), /Data Berhasil Disimpan\./);
    await closeDialog(page);
    await page.waitForURL((url) => url.pathname === '/group-antrean' && url.search === '');
    await page.getByRole('searchbox', { name: 'Cari data' }).fill(code);
    await page.getByRole('searchbox', { name: 'Cari data' }).press('Enter');
    await page.getByRole('rowheader', { name: 'Group Uji Tanpa Slug' }).waitFor();

    await page.getByRole('button', { name: 'Ubah Group Uji Tanpa Slug' }).click();
    await page.waitForURL((url) => /^\?form=edit&id=\d+$/.test(url.search));
    const name = page.getByLabel('Nama Group *');
    assert.equal(await name.inputValue(), 'Group Uji Tanpa Slug');
    // Batal on the edited form asks first (spec 8); Kembali stays with the changes.
    await name.fill('Group Uji Diubah');
    await page.getByRole('button', { name: 'Batal' }).click();
    assert.match(await dialogText(page), /Any changes you made will be lost!/);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kembali' }).click();
    assert.equal(await name.inputValue(), 'Group Uji Diubah');
    assert.match(page.url(), /\?form=edit&id=\d+$/);
    // Leaving the edited form another way (the list's own address) asks too.
    await page.evaluate(() => window.history.back());
    assert.match(await dialogText(page), /Perubahan data belum di simpan\./);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tetap di Halaman' }).click();
    assert.equal(await name.inputValue(), 'Group Uji Diubah');
    await page.getByRole('button', { name: 'Simpan' }).click();
    assert.match(await dialogText(page), /Data Berhasil Diubah\./);
    await closeDialog(page);
    await page.waitForURL((url) => url.pathname === '/group-antrean' && url.search === '');
    await page.getByRole('searchbox', { name: 'Cari data' }).fill(code);
    await page.getByRole('searchbox', { name: 'Cari data' }).press('Enter');
    await page.getByRole('rowheader', { name: 'Group Uji Diubah' }).waitFor();
    await context.close();
  });

  test('a level without the add or edit action is sent from the query form back to the list', async () => {
    const { context, page } = await newPage();
    // The seeded farmasi level may view pasien, nothing more.
    await login(page, 'farmasi');
    for (const query of ['?form=add', '?form=edit&id=1']) {
      await page.goto(`/pasien${query}`);
      await page.waitForURL((url) => url.pathname === '/pasien' && url.search === '');
      await page.getByRole('heading', { level: 1, name: 'Pasien', exact: true }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Tambah' }).count(), 0);
      assert.equal(await page.getByRole('form').count(), 0);
    }
    await context.close();
  });
});

describe('a list whose call fails', () => {
  test('shows the error and Coba lagi, never the empty state, then loads on retry', async () => {
    const { context, page } = await newPage();
    await login(page, 'superadmin');
    let failing: 'server' | 'network' | 'forbidden' | null = 'server';
    const isList = (url: URL) => url.pathname === '/api/bo/get/Pasien';
    await page.route(isList, async (route: Route) => {
      if (failing === 'server') {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: 'Basis data tidak dapat dihubungi.' }),
        });
      } else if (failing === 'network') {
        await route.abort('internetdisconnected');
      } else if (failing === 'forbidden') {
        await route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: 'Akses ditolak.' }),
        });
      } else {
        await route.continue();
      }
    });

    const emptyState = page.getByText(/Pasien not found|Tidak ada data/);
    for (const [kind, words] of [
      ['server', /Basis data tidak dapat dihubungi\./],
      ['network', /Tidak dapat terhubung ke server\./],
      ['forbidden', /Akses ditolak\./],
    ] as const) {
      failing = kind;
      await page.goto('/pasien');
      // The catalogue's error dialog, then the error where the table was, with Coba lagi.
      assert.match(await dialogText(page), words);
      await closeDialog(page);
      const alert = page.getByRole('alert').filter({ hasText: 'Daftar Pasien gagal dimuat.' });
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', words);
      assert.equal(await emptyState.count(), 0, `${kind}: no empty state`);
      assert.equal(await page.getByRole('grid', { name: 'Daftar Pasien' }).count(), 0);
    }

    // The server answers again: Coba lagi loads the list.
    failing = null;
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await page
      .getByRole('grid', { name: 'Daftar Pasien' })
      .getByRole('rowheader')
      .first()
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Coba lagi' }).count(), 0);
    assert.equal(await emptyState.count(), 0);
    await context.close();
  });
});
