/**
 * End-to-end test of the clinic's worklist (dokter): a patient registered to a clinic waits in
 * its queue; the clinic nurse picks the clinic and the examination room, calls the number,
 * serves the patient and finishes the visit. The visit moves QUEUE -> ACTION -> DONE with its
 * queue ticket, and the BPJS task times 4 and 5 are recorded. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { RegistrationDetail } from '@simrs/validators/contracts';
import { apiAs, closeBrowser, login, newPage, registeredVisit, screenshot } from './harness';

after(closeBrowser);

describe('poli', () => {
  test('the clinic nurse calls, serves and finishes a registered visit', async () => {
    const admin = await apiAs('superadmin');
    const { schedule, visit } = await registeredVisit(admin);
    const code = visit.queueTicketCode ?? '';
    assert.ok(code);

    const { context, page } = await newPage(1366, 900);
    await login(page, 'perawat');
    await page.goto('/dokter');
    await page.getByRole('heading', { name: 'Daftar Pasien Poli' }).waitFor();
    await page
      .locator('[data-field]')
      .filter({ has: page.getByText('Poli', { exact: true }) })
      .getByRole('button')
      .click();
    await page.getByRole('option', { name: schedule.poliName ?? '', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: visit.patient.name });
    await row.waitFor();
    // No room yet: calling is not offered.
    assert.equal(await row.getByRole('button', { name: `Panggil ${code}` }).isDisabled(), true);
    await page.getByLabel('Ruang Periksa').fill('Ruang 3');
    await row.getByRole('button', { name: `Panggil ${code}` }).click();
    await row.getByText('Dipanggil ke Ruang 3').waitFor();
    const detail = async () =>
      (await admin.get<RegistrationDetail>('Registrasi', 'detail', String(visit.id))).data;
    assert.equal((await detail()).registration.queueTicketStatus, 'CALLED');
    await screenshot(page, 'dokter-worklist');

    await row.getByRole('button', { name: `Layani ${code}` }).click();
    await row.locator('[data-status="ACTION"]').waitFor();
    await row.getByRole('button', { name: `Selesai ${code}` }).click();
    await row.locator('[data-status="DONE"]').waitFor();
    const done = await detail();
    assert.equal(done.registration.status, 'DONE');
    assert.equal(done.registration.queueTicketStatus, 'DONE');
    assert.deepEqual(
      done.tasks.map((t) => t.taskId),
      [3, 4, 5],
    );
    assert.deepEqual(
      done.events.map((e) => [e.toStatus, e.username]),
      [
        ['QUEUE', 'superadmin'],
        ['ACTION', 'perawat'],
        ['DONE', 'perawat'],
      ],
    );
    await context.close();
  });
});
