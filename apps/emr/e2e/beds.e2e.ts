/**
 * End-to-end test of the ward screens (context kamar): the ward nurse moves an inpatient to
 * another bed, sends them home and marks the cleaned bed ready on Pasien Bangsal; the
 * availability screen open at admission follows each step live (no reload), and the server's
 * bed states agree. Against the real server (scripts/test-e2e.sh starts both).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { AvailabilityRow, BedRow } from '@simrs/validators/contracts';
import type { Page } from 'playwright';
import { bedLabel } from '../src/features/kamar/beds';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  confirmDialog,
  dialogText,
  login,
  newPage,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

/** The availability screen's figure of one ward and class, as shown. */
async function shownCount(page: Page, row: AvailabilityRow, column: number): Promise<string> {
  const cells = page
    .getByRole('row')
    .filter({ hasText: row.ward })
    .filter({ hasText: row.kelas })
    .getByRole('gridcell');
  return ((await cells.nth(column).textContent()) ?? '').trim();
}

describe('bangsal', () => {
  test('transfer, discharge and ready on the ward list; the availability follows live', async () => {
    const superadmin = await apiAs('superadmin');
    const beds = async () =>
      (await superadmin.get<{ list: BedRow[] }>('PasienBangsal', 'beds')).data.list;
    const all = await beds();
    // A patient in a bed of a ward that has a free bed too.
    const freeIn = (b: BedRow) =>
      all.find((f) => f.state === 'FREE' && f.wardCode === b.wardCode && f.bedId !== b.bedId);
    const occupied = all.find((b) => b.state === 'OCCUPIED' && b.patient && freeIn(b));
    assert.ok(occupied?.patient, 'a demo patient in a bed of a ward with a free bed');
    const target = freeIn(occupied);
    assert.ok(target, 'a free bed in the same ward');
    const availability = async () =>
      (await superadmin.get<{ list: AvailabilityRow[] }>('KetersediaanKamarRanap')).data.list;
    const wardRow = (await availability()).find(
      (r) => r.wardCode === occupied.wardCode && r.kelasCode === occupied.kelasCode,
    );
    assert.ok(wardRow);

    // Admission watches the availability.
    const desk = await newPage(1366, 900);
    await login(desk.page, 'admisi');
    await desk.page.goto('/ketersediaan-kamar-ranap');
    await desk.page.getByRole('heading', { name: 'Ketersediaan Kamar Rawat Inap' }).waitFor();
    await desk.page
      .getByTestId('live-state')
      .and(desk.page.locator('[data-state="connected"]'))
      .waitFor();
    // Cells after the ward (the row header): class, capacity, occupied, booked, cleaning, free.
    assert.equal(await shownCount(desk.page, wardRow, 4), String(wardRow.cleaning));
    await screenshot(desk.page, 'ketersediaan-kamar-ranap');

    const { context, page } = await newPage(1366, 900);
    await login(page, 'perawat.jaga');
    await page.goto('/pasien-bangsal');
    await page.getByRole('heading', { name: 'Pasien Bangsal', exact: true }).waitFor();
    const patientRow = page.getByRole('row').filter({ hasText: occupied.patient.name });
    await patientRow.waitFor();
    await screenshot(page, 'pasien-bangsal');
    await screenshotNarrow(page, 'pasien-bangsal');

    // Transfer to the free bed: the old bed is being cleaned.
    await patientRow.getByRole('button', { name: 'Pindah' }).click();
    await page.getByRole('button', { name: /Tempat tidur tujuan/ }).click();
    await page.getByRole('option', { name: bedLabel(target), exact: true }).click();
    await page.getByRole('button', { name: 'Pindahkan', exact: true }).click();
    assert.match(await dialogText(page), /Pasien dipindahkan/);
    await closeDialog(page);
    let now = await beds();
    assert.equal(now.find((b) => b.bedId === target.bedId)?.patient?.id, occupied.patient.id);
    assert.equal(now.find((b) => b.bedId === occupied.bedId)?.state, 'CLEANING');
    // The availability screen shows one more bed being cleaned, without a reload.
    await desk.page.waitForFunction(
      ([ward, kelas, expected]) =>
        [...document.querySelectorAll('[role="row"]')].some(
          (r) =>
            r.textContent?.includes(ward as string) &&
            r.textContent?.includes(kelas as string) &&
            r.querySelectorAll('[role="gridcell"]')[4]?.textContent?.trim() === expected,
        ),
      [wardRow.ward, wardRow.kelas, String(wardRow.cleaning + 1)],
    );

    // Home: the second bed is cleaned too; then both made ready.
    await page
      .getByRole('row')
      .filter({ hasText: occupied.patient.name })
      .getByRole('button', { name: 'Pulangkan' })
      .click();
    await confirmDialog(page, 'Pulangkan');
    assert.match(await dialogText(page), /Pasien pulang/);
    await closeDialog(page);
    now = await beds();
    assert.equal(now.find((b) => b.bedId === target.bedId)?.state, 'CLEANING');
    assert.equal(
      now.some((b) => b.patient?.id === occupied.patient?.id),
      false,
      'the patient lies in no bed',
    );
    for (const bed of [occupied, target]) {
      const row = page
        .getByRole('row')
        .filter({ hasText: bed.bedName || bed.bedCode })
        .filter({ hasText: bed.kamarName });
      await row.getByRole('button', { name: 'Siap Dipakai' }).first().click();
      assert.match(await dialogText(page), /siap dipakai/);
      await closeDialog(page);
    }
    now = await beds();
    assert.equal(now.find((b) => b.bedId === occupied.bedId)?.state, 'FREE');
    assert.equal(now.find((b) => b.bedId === target.bedId)?.state, 'FREE');
    await desk.page.waitForFunction(
      ([ward, kelas, expected]) =>
        [...document.querySelectorAll('[role="row"]')].some(
          (r) =>
            r.textContent?.includes(ward as string) &&
            r.textContent?.includes(kelas as string) &&
            r.querySelectorAll('[role="gridcell"]')[5]?.textContent?.trim() === expected,
        ),
      [wardRow.ward, wardRow.kelas, String(wardRow.available + 1)],
    );
    await context.close();
    await desk.context.close();
  });
});
