/**
 * End-to-end test of the outpatient registration, as the admission counter works: a ticket taken
 * and called at the admission unit; the clerk opens "Daftarkan Pasien" from the counter, finds a
 * returning patient by RM number, picks today's doctor schedule (places left shown) and
 * registers; the patient moves to the clinic's queue, the BPJS task times 1-3 and the fee are
 * recorded. The day list shows the registration, moves it to "Dalam Tindakan" and voids it with
 * a reason (refused without one); the fee is reversed and the patient's record lists the visit.
 * Against the real server (scripts/test-e2e.sh starts both).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type {
  AdmissionReport,
  PatientRecordData,
  RegistrationDetail,
  ScheduleQuota,
} from '@simrs/validators/contracts';
import { scheduleLabel } from '../src/features/registrasi/registrationModel';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

interface TicketAnswer {
  ticket: { id: number; code: string; status: string } | null;
}
interface PatientRow {
  id: number;
  rmNo: string;
  name: string;
  bpjsNo: string | null;
  status: string;
}

describe('registrasi', () => {
  test('counter ticket -> returning patient registered to a clinic -> day list: in action, voided with a reason', async () => {
    const superadmin = await apiAs('superadmin');
    const units = (await superadmin.get<{ list: { id: number; code: string }[] }>('AntreanTujuan'))
      .data.list;
    const adm = units.find((u) => u.code === 'ADM-1')?.id;
    assert.ok(adm, 'admission unit ADM-1');
    const patients = (
      await superadmin.get<{ list: PatientRow[] }>('Pasien', null, null, { shown: '30' })
    ).data.list;
    // A returning patient with a BPJS card and no visit of today yet.
    const today = (
      await superadmin.get<{ list: { patient: { id: number } }[] }>('Registrasi', null, null, {
        shown: '30',
      })
    ).data.list.map((r) => r.patient.id);
    const patient = patients.find((p) => p.bpjsNo && p.status === 'Y' && !today.includes(p.id));
    assert.ok(patient, 'a demo patient with a BPJS number');
    const schedules = (await superadmin.get<{ list: ScheduleQuota[] }>('Registrasi', 'jadwal')).data
      .list;
    const schedule = schedules.find((s) => s.remainingNonJkn > 0);
    assert.ok(schedule, `a doctor schedule of today with places (${schedules.length} schedules)`);

    const taken = await superadmin.do<TicketAnswer>('Antrean', 'ambil', { unitId: adm });
    const ticket = taken.data.ticket;
    assert.ok(ticket);
    const called = await superadmin.do<TicketAnswer>('Antrean', 'panggil', {
      unitId: adm,
      counter: 'Loket Uji',
      ticketId: ticket.id,
    });
    assert.equal(called.data.ticket?.id, ticket.id);

    const { context, page } = await newPage(1366, 900);
    await login(page, 'admisi');
    // The counter's next step for the called number.
    await page.goto(`/pasien-lama?ticketId=${ticket.id}`);
    await page.getByRole('heading', { name: 'Pasien Lama', exact: true }).waitFor();
    await page.getByText('Melayani nomor antrean admisi.').waitFor();
    const search = page.getByRole('searchbox', { name: 'Cari pasien' });
    await search.fill(patient.rmNo);
    await search.press('Enter');
    // One patient for that RM number: the form opens for them at once.
    await page.getByRole('region', { name: `Pasien ${patient.name}` }).waitFor();
    assert.match(page.url(), new RegExp(`patientId=${patient.id}`));
    // A BPJS card on file: BPJS is the payer, the card number filled in.
    assert.equal(await page.getByRole('radio', { name: 'BPJS' }).isChecked(), true);
    assert.equal(await page.getByLabel('No. Kartu BPJS *').inputValue(), patient.bpjsNo);
    const box = page.getByRole('combobox', { name: 'Jadwal Dokter *' });
    await box.click();
    await page.getByRole('option', { name: scheduleLabel(schedule), exact: true }).click();
    // Came with a referral letter from a community health centre.
    await page.getByRole('button', { name: /Jenis Rujukan/ }).click();
    await page.getByRole('option', { name: 'Rujukan Kasus', exact: true }).click();
    await page.getByRole('button', { name: /Jenis Surat/ }).click();
    await page.getByRole('option', { name: 'Surat Rujukan', exact: true }).click();
    await page.getByLabel('Asal Rujukan').fill('Puskesmas Gambir');
    await page.getByLabel('No. Rujukan').fill('0112R0011125A000123');
    await screenshot(page, 'pasien-lama');
    await page.getByRole('button', { name: 'Daftarkan', exact: true }).click();
    const regNo = (await page.getByTestId('reg-no').textContent()) ?? '';
    assert.match(regNo, /^RJ\d{6}-\d{4}$/);
    const queueCode = (await page.getByTestId('queue-code').textContent()) ?? '';
    assert.ok(queueCode.length > 0);

    // The server's view: from the ticket, in the clinic's queue, task times 1-3, the fee.
    const list = (
      await superadmin.get<{ list: { id: number; regNo: string }[] }>('Registrasi', null, null, {
        search: patient.rmNo,
      })
    ).data.list;
    const id = list.find((r) => r.regNo === regNo)?.id;
    assert.ok(id, 'the registration is in the day list');
    const detailOf = async () =>
      (await superadmin.get<RegistrationDetail>('Registrasi', 'detail', String(id))).data;
    let detail = await detailOf();
    assert.equal(detail.registration.status, 'QUEUE');
    assert.equal(detail.registration.ticketId, ticket.id);
    assert.equal(detail.registration.scheduleId, schedule.scheduleId);
    assert.equal(detail.registration.payerType, '3');
    assert.equal(detail.registration.queueTicketCode, queueCode);
    assert.deepEqual(
      detail.tasks.map((t) => t.taskId),
      [1, 2, 3],
    );
    assert.deepEqual(detail.registration.referral, {
      type: 'RK',
      document: 'R',
      sourceId: null,
      sourceName: 'Puskesmas Gambir',
      number: '0112R0011125A000123',
      date: null,
    });
    const fee = detail.charges.net;

    // The day list: the registration's detail, moved along, then voided.
    await page.getByRole('link', { name: 'Lihat Registrasi' }).click();
    await page.getByRole('heading', { name: `Registrasi ${regNo}` }).waitFor();
    await page.getByRole('row').filter({ hasText: regNo }).waitFor();
    await screenshot(page, 'registrasi-pasien');
    await screenshotNarrow(page, 'registrasi-pasien');
    await page.getByRole('button', { name: 'Ubah ke Dalam Tindakan' }).click();
    assert.match(await dialogText(page), /Status registrasi diubah/);
    await closeDialog(page);
    await page.getByTestId('detail-status').filter({ hasText: 'Dalam Tindakan' }).waitFor();
    detail = await detailOf();
    assert.equal(detail.registration.status, 'ACTION');
    assert.deepEqual(
      detail.tasks.map((t) => t.taskId),
      [1, 2, 3, 4],
    );

    await page.getByRole('button', { name: 'Batalkan Registrasi', exact: true }).click();
    const confirm = page.getByRole('button', { name: `Batalkan Registrasi ${regNo}` });
    await confirm.click();
    await page.getByText('Alasan wajib diisi.').waitFor();
    assert.equal((await detailOf()).registration.status, 'ACTION', 'nothing changed');
    await page.getByLabel('Alasan pembatalan *').fill('Pasien membatalkan kunjungan');
    await confirm.click();
    assert.match(await dialogText(page), /Registrasi dibatalkan/);
    await closeDialog(page);
    await page.getByTestId('detail-status').filter({ hasText: 'Batal' }).waitFor();
    detail = await detailOf();
    assert.equal(detail.registration.status, 'VOID');
    assert.equal(detail.events.at(-1)?.reason, 'Pasien membatalkan kunjungan');
    assert.equal(detail.charges.net, 0);
    assert.equal(detail.charges.reversed, fee);

    // The patient's record lists the visit.
    const record = (await superadmin.get<PatientRecordData>('Pasien', 'detail', String(patient.id)))
      .data;
    assert.ok(
      record.history.some((h) => h.summary.includes(regNo)),
      record.history.map((h) => h.summary).join(' | '),
    );

    // The admission report of this month shows the server's figures, the voided visit apart.
    const figures = (await superadmin.get<AdmissionReport>('LaporanAdmisi')).data;
    assert.ok(figures.totals.voided >= 1);
    await page.goto('/report-admisi');
    await page.getByRole('heading', { name: 'Laporan Admisi', exact: false }).first().waitFor();
    const stat = (label: string) =>
      page
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await stat('Dibatalkan')
      .filter({ hasText: String(figures.totals.voided) })
      .waitFor();
    assert.equal(
      ((await stat('Registrasi').textContent()) ?? '').trim(),
      figures.totals.registrations.toLocaleString('id-ID'),
    );
    await page.getByRole('img', { name: /Registrasi per hari/ }).waitFor();
    await screenshot(page, 'report-admisi');

    // The incoming referrals of this month list it with where it came from.
    await page.goto('/rujukan');
    const referred = page.getByRole('row').filter({ hasText: regNo });
    await referred.filter({ hasText: 'Puskesmas Gambir' }).waitFor();
    await referred.filter({ hasText: 'Rujukan Kasus' }).waitFor();
    await screenshot(page, 'rujukan');
    await context.close();
  });
});
