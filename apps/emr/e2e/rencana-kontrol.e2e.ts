/**
 * End-to-end test of Rencana Kontrol (rencana-kontrol): the clinic doctor plans a patient's
 * control visit from their ended stay on today's schedule (the code and QR shown); the admission
 * clerk finds it in the list, checks it in on its day (the control visit's registration, with the
 * stay as its origin and the control letter as its referral, on the server) and cancels another
 * control, the empty reason refused first. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type {
  ControlView,
  DischargeView,
  RegistrationDetail,
  ScheduleQuota,
} from '@simrs/validators/contracts';
import { controlOriginLabel } from '../src/features/registrasi/kontrolModel';
import { scheduleChoices } from '../src/features/registrasi/reservasiModel';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  pickPatient,
  pickSchedule,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('rencana kontrol', () => {
  test('the doctor plans a control from a stay; the desk checks it in and cancels another', async () => {
    const admin = await apiAs('superadmin');
    const { date: today, list: schedules } = (
      await admin.get<{ date: string; list: ScheduleQuota[] }>('RencanaKontrol', 'jadwal')
    ).data;
    const schedule = schedules.find((s) => s.remaining >= 2);
    assert.ok(schedule, 'a schedule of today with places');
    // Two stays of the demo that ended before today and have no control yet.
    const discharged = (
      await admin.get<{ list: DischargeView[] }>('PostOpname', null, null, {
        from: addDays(today, -20),
        to: addDays(today, -1),
        control: 'N',
        shown: 30,
      })
    ).data.list;
    const [stay, other] = discharged;
    assert.ok(stay && other, 'two ended stays without a control');
    const origin = (
      await admin.get<{ registration: DischargeView['registration']; endDay: string }>(
        'RencanaKontrol',
        'asal',
        stay.registration.id,
      )
    ).data;

    // The doctor plans the control.
    const doc = await newPage(1366, 900);
    await login(doc.page, 'dokter');
    await doc.page.goto('/rencana-kontrol');
    await doc.page.getByRole('heading', { name: 'Rencana Kontrol', exact: true }).waitFor();
    await doc.page.getByRole('button', { name: 'Tambah Rencana Kontrol' }).click();
    const form = doc.page.getByRole('form', { name: 'Form Rencana Kontrol' });
    await form.waitFor();
    // Nothing chosen: the visit is asked for.
    await form.getByRole('button', { name: 'Simpan Rencana Kontrol' }).click();
    await doc.page.getByText('Kunjungan asal wajib dipilih.').first().waitFor();
    await pickPatient(doc.page, stay.registration.patient);
    await doc.page.getByRole('button', { name: /Kunjungan Asal/ }).click();
    await doc.page
      .getByRole('option', {
        name: controlOriginLabel({ ...origin, registration: stay.registration }),
      })
      .click();
    // The control of a BPJS visit with a card books the JKN share: the form shows its places.
    const share =
      stay.registration.payerType === '3' && stay.registration.bpjsNo ? 'JKN' : 'NON JKN';
    const label = scheduleChoices(schedules, share).find(
      (c) => c.code === String(schedule.scheduleId),
    );
    assert.ok(label);
    await pickSchedule(doc.page, label.label);
    await doc.page.getByLabel('Catatan Kontrol').fill('Kontrol luka operasi, TD 130/80');
    await screenshot(doc.page, 'rencana-kontrol-form');
    await form.getByRole('button', { name: 'Simpan Rencana Kontrol' }).click();
    assert.match(
      await dialogText(doc.page),
      /Rencana kontrol tanggal .* dibuat dengan kode booking RS/,
    );
    await closeDialog(doc.page);
    const shown = doc.page.locator('[data-booking-code]');
    await shown.waitFor();
    const code = (await shown.getAttribute('data-booking-code')) ?? '';
    const planned = (
      await admin.get<{ list: ControlView[] }>('RencanaKontrol', null, null, {
        search: stay.registration.patient.rmNo,
      })
    ).data.list.find((c) => c.bookingCode === code);
    assert.ok(planned, 'the control on the server');
    assert.equal(planned.status, 'BOOKED');
    assert.equal(planned.visitDate, today);
    assert.equal(planned.origin.id, stay.registration.id);
    assert.equal(planned.note, 'Kontrol luka operasi, TD 130/80');
    assert.equal(planned.plannedBy, 'dokter');
    // The doctor plans but does not check in or cancel.
    const row = doc.page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    assert.equal(await row.getByRole('button', { name: `Check-in ${code}` }).count(), 0);
    await doc.context.close();

    // A second control, for the other stay, to be cancelled.
    const second = (
      await admin.do<{ control: ControlView }>('RencanaKontrol', 'add', {
        originRegistrationId: other.registration.id,
        scheduleId: schedule.scheduleId,
        visitDate: today,
      })
    ).data.control;

    // The desk checks the first in, and cancels the second.
    const desk = await newPage(1366, 900);
    await login(desk.page, 'admisi');
    await desk.page.goto('/rencana-kontrol');
    const deskRow = desk.page.getByRole('row').filter({ hasText: code });
    await deskRow.locator('[data-booking-status="BOOKED"]').waitFor();
    // The range's date fields are loaded on first use.
    await desk.page.getByRole('spinbutton').first().waitFor();
    await screenshot(desk.page, 'rencana-kontrol');
    await screenshotNarrow(desk.page, 'rencana-kontrol');
    await deskRow.getByRole('button', { name: `Check-in ${code}` }).click();
    const regNo = desk.page.locator('[data-reg-no]').first();
    await regNo.waitFor();
    const no = (await regNo.getAttribute('data-reg-no')) ?? '';
    assert.match(no, /^RJ\d{6}-\d{4}$/);
    await deskRow.locator('[data-booking-status="CHECKED_IN"]').waitFor();
    const checked = (
      await admin.get<{ list: ControlView[] }>('RencanaKontrol', null, null, {
        search: stay.registration.patient.rmNo,
      })
    ).data.list.find((c) => c.bookingCode === code);
    assert.ok(checked?.registrationId);
    const visit = (
      await admin.get<RegistrationDetail>('Registrasi', 'detail', String(checked.registrationId))
    ).data.registration;
    assert.equal(visit.regNo, no);
    assert.equal(visit.originRegistrationId, stay.registration.id);
    assert.equal(visit.scheduleId, schedule.scheduleId);
    assert.deepEqual(
      [visit.referral?.type, visit.referral?.document, visit.referral?.number],
      ['RI', 'K', code],
    );
    assert.equal(visit.payerType, stay.registration.payerType);
    assert.equal(visit.queueTicketStatus, 'WAITING');

    const otherRow = desk.page.getByRole('row').filter({ hasText: second.bookingCode });
    await otherRow.getByRole('button', { name: `Batalkan ${second.bookingCode}` }).click();
    const cancel = desk.page.getByRole('form', { name: 'Batalkan rencana kontrol' });
    await cancel.getByRole('button', { name: 'Batalkan Rencana Kontrol' }).click();
    await cancel.getByText('Alasan wajib diisi.').waitFor();
    await cancel.getByLabel('Alasan Pembatalan *').fill('Pasien memilih kontrol di puskesmas');
    await cancel.getByRole('button', { name: 'Batalkan Rencana Kontrol' }).click();
    assert.match(await dialogText(desk.page), /Rencana kontrol dibatalkan/);
    await closeDialog(desk.page);
    await otherRow.locator('[data-booking-status="CANCELLED"]').waitFor();
    await otherRow.getByText('Alasan: Pasien memilih kontrol di puskesmas').waitFor();
    const cancelled = (
      await admin.get<{ list: ControlView[] }>('RencanaKontrol', null, null, {
        search: other.registration.patient.rmNo,
      })
    ).data.list.find((c) => c.id === second.id);
    assert.equal(cancelled?.status, 'CANCELLED');
    await desk.context.close();
  });
});
