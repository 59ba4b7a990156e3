/**
 * End-to-end test of Post Opname (post-opname) as the admission clerk: the patients whose stay
 * ended over a range of days, one without a control plan; 'Buat Rencana Kontrol' opens the
 * control form for that stay (the stay shown, the day after it ended offered), the control is
 * saved on today's schedule, and back on the discharge list the stay shows its plan. Against the
 * real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { ControlView, DischargeView, ScheduleQuota } from '@simrs/validators/contracts';
import { scheduleChoices } from '../src/features/registrasi/reservasiModel';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  pickSchedule,
  screenshot,
  screenshotNarrow,
} from './harness';

after(closeBrowser);

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('post opname', () => {
  test('a discharged patient without a plan gets one from the discharge list', async () => {
    const api = await apiAs('admisi');
    const { date: today, list: schedules } = (
      await api.get<{ date: string; list: ScheduleQuota[] }>('RencanaKontrol', 'jadwal')
    ).data;
    const schedule = schedules.find((s) => s.remainingNonJkn > 0);
    assert.ok(schedule, 'a schedule of today with places');
    const from = addDays(today, -20);
    const to = addDays(today, -1);
    const stays = (
      await api.get<{ list: DischargeView[] }>('PostOpname', null, null, {
        from,
        to,
        control: 'N',
        shown: 30,
      })
    ).data.list;
    // The last of them: the control e2e takes the first ones.
    const stay = stays.at(-1);
    assert.ok(stay, 'an ended stay without a control');
    const name = stay.registration.patient.name;

    const { context, page } = await newPage(1366, 900);
    await login(page, 'admisi');
    await page.goto(`/post-opname?from=${from}&to=${to}`);
    await page.getByRole('heading', { name: 'Post Opname', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: stay.registration.regNo });
    await row.getByText('Belum ada').waitFor();
    await row.getByText(stay.registration.doctorName ?? '').waitFor();
    // The range's date fields are loaded on first use.
    await page.getByRole('spinbutton').first().waitFor();
    await screenshot(page, 'post-opname');
    await screenshotNarrow(page, 'post-opname');

    await row.getByRole('link', { name: `Buat rencana kontrol ${name}` }).click();
    await page.waitForURL(/\/rencana-kontrol\?originId=/);
    const form = page.getByRole('form', { name: 'Form Rencana Kontrol' });
    await form.locator(`[data-origin="${stay.registration.id}"]`).waitFor();
    await form.getByText(`${name} · No. RM ${stay.registration.patient.rmNo}`).waitFor();
    // The control of a BPJS visit with a card books the JKN share: the form shows its places.
    const share =
      stay.registration.payerType === '3' && stay.registration.bpjsNo ? 'JKN' : 'NON JKN';
    const label = scheduleChoices(schedules, share).find(
      (c) => c.code === String(schedule.scheduleId),
    );
    assert.ok(label);
    await pickSchedule(page, label.label);
    await form.getByRole('button', { name: 'Simpan Rencana Kontrol' }).click();
    assert.match(
      await dialogText(page),
      /Rencana kontrol tanggal .* dibuat dengan kode booking RS/,
    );
    await closeDialog(page);
    const shown = page.locator('[data-booking-code]');
    await shown.waitFor();
    const code = (await shown.getAttribute('data-booking-code')) ?? '';
    const control = (
      await api.get<{ list: ControlView[] }>('RencanaKontrol', null, null, {
        search: stay.registration.patient.rmNo,
      })
    ).data.list.find((c) => c.bookingCode === code);
    assert.equal(control?.origin.id, stay.registration.id);
    assert.equal(control?.visitDate, today);

    await page.getByRole('link', { name: 'Kembali ke Post Opname' }).click();
    await page.waitForURL(/\/post-opname/);
    // The range is the address's: back to the same days.
    await page.goto(`/post-opname?from=${from}&to=${to}`);
    await page
      .getByRole('row')
      .filter({ hasText: stay.registration.regNo })
      .locator(`[data-control="${code}"]`)
      .waitFor();
    const after = (
      await api.get<{ list: DischargeView[] }>('PostOpname', null, null, {
        from,
        to,
        control: 'Y',
        search: stay.registration.patient.rmNo,
      })
    ).data.list;
    assert.deepEqual(
      after.map((d) => [d.registration.id, d.control?.bookingCode]),
      [[stay.registration.id, code]],
    );
    await context.close();
  });
});
