/**
 * End-to-end test of the support-service cost simulation (simulasi-biaya-penunjang): pick a
 * class, add two services, change a quantity; the totals shown are the server's prices for the
 * seeded tariffs. Against the real server (scripts/test-e2e.sh starts both).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { formatRupiah } from '@simrs/validators';
import type { SimulasiData, SimulasiService } from '@simrs/validators/contracts';
import type { Page } from 'playwright';
import { apiAs, closeBrowser, login, newPage, screenshot, screenshotNarrow } from './harness';

after(closeBrowser);

/** Searches the picker and adds the service named `name`. */
async function addService(page: Page, search: string, name: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Cari layanan penunjang' });
  await box.fill(search);
  await box.press('Enter');
  await page.getByRole('button', { name: `Tambah ${name}`, exact: true }).click();
  await page.getByRole('button', { name: `Hapus ${name}`, exact: true }).waitFor();
}

/** Normalises the spaces Intl puts in 'Rp 1.234' (narrow or no-break). */
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

describe('simulasi-biaya-penunjang', () => {
  test('class, two services and a quantity: totals are the server prices of the seeded tariffs', async () => {
    const api = await apiAs('admisi');
    const find = async (search: string) =>
      (
        await api.get<{ items: SimulasiService[] }>('SimulasiBiayaPenunjang', 'layanan', null, {
          search,
        })
      ).data.items;
    const [dl] = (await find('Darah Lengkap')).filter((s) => s.name === 'Darah Lengkap');
    const [thx] = (await find('Toraks')).filter((s) => s.name === 'Foto Toraks PA');
    assert.ok(dl && thx, 'seeded lab and radiology tariffs');
    const kelas = (await api.get<SimulasiData>('SimulasiBiayaPenunjang')).data.kelasOptions.find(
      (k) => k.name === 'Kelas 1',
    );
    assert.ok(kelas, 'seeded class Kelas 1');
    const expected = (
      await api.get<SimulasiData>('SimulasiBiayaPenunjang', null, null, {
        kelasId: String(kelas.id),
        items: `${dl.id}:2,${thx.id}:1`,
      })
    ).data;
    assert.equal(expected.unpriced, 0);
    assert.ok(expected.totals.total > 0);

    const { context, page } = await newPage(1366, 900);
    await login(page, 'admisi');
    await page.goto('/simulasi-biaya-penunjang');
    await page.getByRole('heading', { name: 'Simulasi Biaya Penunjang', exact: true }).waitFor();
    await page.getByText('Simulasi, bukan tagihan', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: /Kelas rawat pasien/ }).click();
    await page.getByRole('option', { name: 'Kelas 1', exact: true }).click();
    await addService(page, 'darah', 'Darah Lengkap');
    await addService(page, 'toraks', 'Foto Toraks PA');
    const qty = page.getByRole('textbox', { name: 'Jumlah Darah Lengkap' });
    await qty.fill('2');

    const total = page.getByTestId('simulasi-total');
    await page.waitForFunction(
      ([want]) =>
        document
          .querySelector('[data-testid="simulasi-total"]')
          ?.textContent?.replace(/\s+/g, ' ')
          .trim() === want,
      [norm(formatRupiah(expected.totals.total))],
    );
    assert.equal(norm(await total.textContent()), norm(formatRupiah(expected.totals.total)));
    const totals = page.getByLabel('Total simulasi');
    const text = norm(await totals.textContent());
    assert.ok(text.includes(norm(formatRupiah(expected.totals.jasaSarana))), text);
    assert.ok(text.includes(norm(formatRupiah(expected.totals.jasaPelayanan))), text);
    // The lines say where each price comes from (no Kelas 1 tariff: the class-less one).
    const table = page.getByRole('grid', { name: 'Rincian simulasi' });
    assert.ok(norm(await table.textContent()).includes('Tarif tanpa kelas'));

    // A quantity out of range is refused on its field and leaves the total alone.
    await qty.fill('100');
    await page.getByText('Isi 1 sampai 99.').waitFor();
    await qty.fill('2');
    await page.getByText('Isi 1 sampai 99.').waitFor({ state: 'detached' });
    await screenshot(page, 'simulasi-biaya-penunjang');
    await screenshotNarrow(page, 'simulasi-biaya-penunjang');

    // The printout: not a bill, dated, with the same total.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Cetak Simulasi' }).click(),
    ]);
    await popup.getByText('Tanggal:', { exact: false }).waitFor();
    const printed = norm(await popup.locator('#print-root').textContent());
    assert.ok(printed.includes('Simulasi, bukan tagihan'), printed);
    assert.ok(printed.includes('Kelas: Kelas 1'), printed);
    assert.ok(printed.includes(`Total${norm(formatRupiah(expected.totals.total))}`), printed);
    await screenshot(popup, 'simulasi-biaya-penunjang-cetak');
    await popup.close();
    await context.close();
  });
});
