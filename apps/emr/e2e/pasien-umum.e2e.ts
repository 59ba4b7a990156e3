/**
 * End-to-end test of Pasien Umum (pasien-umum) as the admission clerk: today's self-pay clinic
 * visits; a visit paid by BPJS of the same moment is not among them; the status filter and the
 * search narrow the list; a visit opens in the day list with its detail. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { RegistrationView } from '@simrs/validators/contracts';
import {
  apiAs,
  closeBrowser,
  login,
  newPage,
  patientsFreeToday,
  registeredVisit,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

describe('pasien umum', () => {
  test("today's self-pay clinic visits, filtered, opened in the day list", async () => {
    const api = await apiAs('admisi');
    const { schedule, visit } = await registeredVisit(api);
    const [bpjsPatient] = await patientsFreeToday(api, 1);
    assert.ok(bpjsPatient);
    const bpjs = (
      await api.do<{ registration: RegistrationView }>('Registrasi', 'add', {
        patientId: bpjsPatient.id,
        scheduleId: schedule.scheduleId,
        payerType: '3',
        bpjsNo: '0002223334445',
      })
    ).data.registration;

    const { context, page } = await newPage(1366, 900);
    await login(page, 'admisi');
    await page.goto('/pasien-umum');
    await page.getByRole('heading', { name: 'Pasien Umum', exact: true }).waitFor();
    const table = page.getByRole('grid').or(page.getByRole('table')).first();
    await table.getByRole('row').filter({ hasText: visit.regNo }).waitFor();
    const search = page.getByRole('searchbox').first();
    await search.fill(bpjsPatient.name);
    await search.press('Enter');
    await page.getByText(`Search with keyword '${bpjsPatient.name}' not found`).waitFor();
    assert.equal(await table.getByRole('row').filter({ hasText: bpjs.regNo }).count(), 0);

    // The search finds the self-pay visit; the status filter keeps it while it waits.
    await search.fill(visit.patient.name);
    await search.press('Enter');
    const row = table.getByRole('row').filter({ hasText: visit.regNo });
    await row.waitFor();
    await row.locator('[data-status="QUEUE"]').waitFor();
    await page
      .locator('[data-field]')
      .filter({ has: page.getByText('Status', { exact: true }) })
      .getByRole('button')
      .click();
    await page.getByRole('option', { name: 'Selesai', exact: true }).click();
    await page.waitForURL(/status=DONE/);
    await page.getByText(`Search with keyword '${visit.patient.name}' not found`).waitFor();
    await page
      .locator('[data-field]')
      .filter({ has: page.getByText('Status', { exact: true }) })
      .getByRole('button')
      .click();
    await page.getByRole('option', { name: 'Dalam Antrean', exact: true }).click();
    await row.waitFor();
    await screenshot(page, 'pasien-umum');
    await screenshotNarrow(page, 'pasien-umum');

    await row.getByRole('link', { name: visit.regNo }).click();
    await page.waitForURL(/\/registrasi-pasien\?/);
    await page.getByText(`Registrasi ${visit.regNo}`).first().waitFor();
    await context.close();
  });
});
