/**
 * End-to-end test of the reservation screen (admisi-reservasi) as the admission clerk: a returning
 * demo patient booked on today's schedule (the code large with its QR), checked in at the desk by
 * the code (the registration number and the clinic ticket); a second booking cancelled, the empty
 * reason refused first. Every step is checked on the server. Against the real server
 * (scripts/test-e2e.sh starts both).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BoClient } from '@simrs/api-client';
import type { BookingView, RegistrationDetail, ScheduleQuota } from '@simrs/validators/contracts';
import type { Page } from 'playwright';
import { scheduleChoices } from '../src/features/registrasi/reservasiModel';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  type DemoPatient,
  dialogText,
  login,
  newPage,
  patientsFreeToday,
  pickPatient,
  pickSchedule,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

async function bookingsOf(api: BoClient, date: string): Promise<BookingView[]> {
  return (await api.get<{ list: BookingView[] }>('RegistrasiReservasi', null, null, { date })).data
    .list;
}

/** Books through the form and returns the code the screen shows. */
async function book(page: Page, scheduleLabel: string, p: DemoPatient): Promise<string> {
  await page.getByRole('button', { name: 'Tambah Reservasi' }).click();
  await page.getByRole('form', { name: 'Form Reservasi' }).waitFor();
  await pickSchedule(page, scheduleLabel);
  await pickPatient(page, p);
  await page.getByRole('button', { name: 'Simpan Reservasi' }).click();
  assert.match(await dialogText(page), /Reservasi dibuat dengan kode booking RS/);
  await closeDialog(page);
  const shown = page.locator('[data-booking-code]');
  await shown.waitFor();
  return (await shown.getAttribute('data-booking-code')) ?? '';
}

describe('reservasi', () => {
  test('book a returning patient, check in at the desk, cancel another with a reason', async () => {
    const api = await apiAs('admisi');
    const schedules = (
      await api.get<{ date: string; list: ScheduleQuota[] }>('Registrasi', 'jadwal')
    ).data;
    const today = schedules.date;
    const schedule = schedules.list.find((s) => s.remainingNonJkn >= 2);
    assert.ok(schedule, `no schedule with room today (${today})`);
    const [first, second] = await patientsFreeToday(api, 2);
    assert.ok(first && second);
    const before = (await bookingsOf(api, today)).length;

    const { context, page } = await newPage(1366, 900);
    await login(page, 'admisi');
    await page.goto('/admisi-reservasi');
    await page.getByRole('heading', { name: 'Reservasi', exact: true }).waitFor();

    // The choice names the schedule with what is left of its quota.
    const label = scheduleChoices([schedule]).find((c) => c.code === String(schedule.scheduleId))
      ?.label as string;
    assert.match(label, /sisa \d+ dari \d+/);
    const code = await book(page, label, first);
    assert.match(code, /^RS[0-9A-Z]{8}$/);
    await page.getByRole('img', { name: `Kode QR ${code}` }).waitFor();
    const booked = (await bookingsOf(api, today)).find((b) => b.bookingCode === code);
    assert.ok(booked, 'the booking is on the server');
    assert.equal(booked.status, 'BOOKED');
    assert.equal(booked.rmNo, first.rmNo);
    assert.equal(booked.scheduleId, schedule.scheduleId);
    assert.equal(booked.payer, 'NON JKN');
    assert.equal((await bookingsOf(api, today)).length, before + 1);
    const after = (await api.get<{ list: ScheduleQuota[] }>('Registrasi', 'jadwal')).data.list.find(
      (s) => s.scheduleId === schedule.scheduleId,
    );
    assert.equal(after?.used, schedule.used + 1, 'the booking takes a place of the quota');
    await page
      .getByRole('row', { name: new RegExp(code) })
      .getByText('Belum check-in')
      .waitFor();
    await screenshot(page, 'reservasi-tersimpan');

    // The slip prints the code with its QR.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Cetak Bukti Reservasi' }).click(),
    ]);
    await popup.getByRole('img', { name: `Kode QR ${code}` }).waitFor();
    assert.ok(((await popup.locator('#print-root').textContent()) ?? '').includes(first.name));
    await popup.close();

    // The desk's check-in by the code: the registration number and the clinic ticket.
    await page.getByRole('textbox', { name: 'Kode Booking' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check-in', exact: true }).click();
    const regNoEl = page.locator('[data-reg-no]');
    await regNoEl.waitFor();
    const regNo = (await regNoEl.getAttribute('data-reg-no')) ?? '';
    assert.match(regNo, /^RJ\d{6}-\d{4}$/);
    await page.getByText(`Check-in berhasil, registrasi ${regNo}.`).waitFor();
    const checked = (await bookingsOf(api, today)).find((b) => b.bookingCode === code);
    assert.equal(checked?.status, 'CHECKED_IN');
    assert.equal(checked?.regNo, regNo);
    const detail = (
      await api.get<RegistrationDetail>('Registrasi', 'detail', checked?.registrationId as number)
    ).data;
    assert.equal(detail.registration.kind, 'RAJAL');
    assert.equal(detail.registration.patient.rmNo, first.rmNo);
    assert.equal(detail.registration.scheduleId, schedule.scheduleId);
    assert.ok(detail.registration.queueTicketCode, 'a clinic ticket');
    await page.getByText(detail.registration.queueTicketCode as string, { exact: true }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(code) })
      .getByText('Sudah check-in')
      .waitFor();
    await screenshot(page, 'reservasi-checkin');

    // A second booking cancelled: the empty reason refused first.
    await page.getByRole('button', { name: 'Tutup', exact: true }).click();
    const code2 = await book(page, label, second);
    await page.getByRole('button', { name: `Batalkan ${code2}` }).click();
    const cancel = page.getByRole('form', { name: 'Batalkan reservasi' });
    await cancel.getByRole('button', { name: 'Batalkan Reservasi' }).click();
    await cancel.getByText('Alasan wajib diisi.').waitFor();
    assert.equal(
      (await bookingsOf(api, today)).find((b) => b.bookingCode === code2)?.status,
      'BOOKED',
      'nothing cancelled without a reason',
    );
    await screenshot(page, 'reservasi-batal');
    await cancel.getByLabel('Alasan Pembatalan *').fill('Pasien menunda kontrol');
    await cancel.getByRole('button', { name: 'Batalkan Reservasi' }).click();
    assert.match(await dialogText(page), /Reservasi dibatalkan/);
    await closeDialog(page);
    const cancelled = (await bookingsOf(api, today)).find((b) => b.bookingCode === code2);
    assert.equal(cancelled?.status, 'CANCELLED');
    assert.equal(cancelled?.cancelReason, 'Pasien menunda kontrol');
    assert.equal(cancelled?.registrationId, null);
    const row = page.getByRole('row', { name: new RegExp(code2) });
    await row.getByText('Dibatalkan').waitFor();
    await row.getByText('Alasan: Pasien menunda kontrol').waitFor();
    await page
      .getByRole('grid', { name: `Reservasi tanggal ${today}` })
      .or(page.getByRole('table', { name: `Reservasi tanggal ${today}` }))
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'reservasi-daftar');
    await screenshotNarrow(page, 'reservasi-daftar');
    await context.close();
  });
});
