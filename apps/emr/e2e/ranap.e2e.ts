/**
 * End-to-end test of the inpatient admission (pendaftaran-ranap) as the admission clerk: a demo
 * patient admitted directly into a free bed; the bed is OCCUPIED by that registration on the
 * server, and the ward desk's Pasien Bangsal shows the patient in that bed. Against the real
 * server (scripts/test-e2e.sh starts both).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BedRow, RegistrationDetail, RegistrationView } from '@simrs/validators/contracts';
import { freeBedLabel } from '../src/features/registrasi/ranapModel';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  patientsFreeToday,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

describe('pendaftaran rawat inap', () => {
  test('admit a patient directly into a free bed; the ward list shows them there', async () => {
    const api = await apiAs('admisi');
    const free = (await api.get<{ list: BedRow[] }>('RegistrasiRanap', 'beds')).data.list;
    const bed = free[free.length - 1];
    assert.ok(bed, 'a free bed');
    assert.equal(bed.state, 'FREE');
    const [patient] = await patientsFreeToday(api, 1);
    assert.ok(patient, 'a demo patient free today');

    const { context, page } = await newPage(1366, 900);
    await login(page, 'admisi');
    await page.goto('/pendaftaran-ranap');
    await page.getByRole('heading', { name: 'Pendaftaran Rawat Inap', exact: true }).waitFor();
    await page.getByText('Terhubung').waitFor();

    const search = page.getByRole('searchbox', { name: 'Cari pasien' });
    await search.fill(patient.rmNo);
    await search.press('Enter');
    await page
      .getByRole('row', { name: new RegExp(patient.name) })
      .getByRole('button', { name: 'Pilih' })
      .click();
    await page.locator(`[data-picked-patient="${patient.id}"]`).waitFor();
    await page.getByText('pasien didaftarkan langsung rawat inap').waitFor();

    // The empty form is refused with the fields' messages, nothing written.
    await page.getByRole('button', { name: 'Daftarkan Rawat Inap' }).click();
    await page.getByText('Tempat tidur wajib dipilih.').waitFor();
    await page.getByText('DPJP wajib diisi.').waitFor();

    await page.getByRole('button', { name: /Tempat Tidur \*/ }).click();
    await page.getByRole('option', { name: freeBedLabel(bed), exact: true }).click();
    await page.getByLabel('DPJP *').fill('dr. Hendra Wijaya, Sp.PD');
    await page.getByRole('button', { name: /Jenis Rawat Inap/ }).click();
    await page.getByRole('option', { name: 'Umum', exact: true }).click();
    await screenshot(page, 'ranap-pendaftaran');
    await page.getByRole('button', { name: 'Daftarkan Rawat Inap' }).click();
    assert.match(await dialogText(page), /Pasien didaftarkan rawat inap dengan registrasi RI/);
    await closeDialog(page);

    const regNoEl = page.locator('[data-reg-no]');
    await regNoEl.waitFor();
    const regNo = (await regNoEl.getAttribute('data-reg-no')) ?? '';
    assert.match(regNo, /^RI\d{6}-\d{4}$/);
    await page.getByText(freeBedLabel(bed)).waitFor();
    await screenshot(page, 'ranap-terdaftar');

    // On the server: the registration (RANAP, status 2) and the bed OCCUPIED by it.
    const regs = (await api.get<{ list: RegistrationView[] }>('Registrasi', 'pasien', patient.id))
      .data.list;
    const reg = regs.find((r) => r.regNo === regNo);
    assert.ok(reg, 'the registration is on the server');
    assert.equal(reg.kind, 'RANAP');
    assert.equal(reg.status, '2');
    assert.equal(reg.doctorName, 'dr. Hendra Wijaya, Sp.PD');
    assert.equal(reg.inpatientType, 3);
    const detail = (await api.get<RegistrationDetail>('Registrasi', 'detail', reg.id)).data;
    assert.equal(detail.bed?.bedId, bed.bedId);
    const ward = await apiAs('superadmin');
    const now = (await ward.get<{ list: BedRow[] }>('PasienBangsal', 'beds')).data.list.find(
      (b) => b.bedId === bed.bedId,
    );
    assert.equal(now?.state, 'OCCUPIED');
    assert.equal(now?.occupancy?.registrationId, reg.id);
    assert.equal(now?.patient?.id, patient.id);
    const stillFree = (await api.get<{ list: BedRow[] }>('RegistrasiRanap', 'beds')).data.list;
    assert.equal(
      stillFree.some((b) => b.bedId === bed.bedId),
      false,
    );

    // The clerk's level does not open the ward list: no link into a refusal, the notice says
    // where the ward desk sees the patient. The ward desk's level gets the link.
    assert.equal(await page.getByRole('link', { name: 'Buka Pasien Bangsal' }).count(), 0);
    await page.getByText('perawat bangsal melihatnya di Pasien Bangsal').waitFor();
    await screenshotNarrow(page, 'ranap-terdaftar');
    await context.close();

    const desk = await newPage(1366, 900);
    await login(desk.page, 'superadmin');
    await desk.page.goto('/pasien-bangsal');
    await desk.page.getByRole('heading', { name: 'Pasien Bangsal', exact: true }).waitFor();
    const bedRow = desk.page.getByRole('row').filter({ hasText: patient.name });
    await bedRow.getByText(bed.bedName || bed.bedCode, { exact: true }).waitFor();
    await bedRow.getByText('Terisi').waitFor();
    await screenshot(desk.page, 'ranap-pasien-bangsal');
    await desk.context.close();
  });
});
