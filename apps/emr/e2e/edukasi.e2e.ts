/**
 * End-to-end test of the integrated education lists (poliklinik-edukasi-terintegrasi): a clinic
 * nurse's education record whose evaluation asks for a repeat shows with its session in words,
 * marked "Perlu edukasi ulang"; the follow-up filter keeps it and leaves out a record understood;
 * "Buka" opens the record in the chart's form. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { RegistrationView, ScheduleQuota } from '@simrs/validators/contracts';
import { exampleContent, findTemplate } from '@simrs/validators/forms';
import { apiAs, closeBrowser, login, newPage, patientsFreeToday, screenshot } from './harness';

after(closeBrowser);

describe('edukasi terintegrasi', () => {
  test('a record to repeat is marked and kept by the follow-up filter, and opens in the chart', async () => {
    const admin = await apiAs('superadmin');
    const perawat = await apiAs('perawat');
    const template = findTemplate('edukasi-terintegrasi');
    assert.ok(template);
    const schedule = (
      await admin.get<{ list: ScheduleQuota[] }>('Registrasi', 'jadwal')
    ).data.list.find((s) => s.remainingNonJkn >= 2 && s.poliId !== null);
    assert.ok(schedule, 'a schedule with two desk places');
    const patients = await patientsFreeToday(admin, 2);
    const visits: RegistrationView[] = [];
    for (const p of patients) {
      visits.push(
        (
          await admin.do<{ registration: RegistrationView }>('Registrasi', 'add', {
            patientId: p.id,
            scheduleId: schedule.scheduleId,
            payerType: '1',
          })
        ).data.registration,
      );
    }
    const [repeat, understood] = visits;
    assert.ok(repeat && understood);
    const example = exampleContent(template);
    for (const [visit, evaluasi] of [
      [repeat, '2'],
      [understood, '1'],
    ] as const) {
      await perawat.do('Dokumen', 'simpan', {
        registrationId: visit.id,
        templateKey: 'edukasi-terintegrasi',
        content: {
          ...example,
          sesiEdukasi: (example.sesiEdukasi as Record<string, unknown>[]).map((s) => ({
            ...s,
            evaluasi,
          })),
        },
      });
    }

    const { context, page } = await newPage(1366, 900);
    await login(page, 'perawat');
    await page.goto('/poliklinik-edukasi-terintegrasi');
    const table = page.getByRole('grid', { name: 'Catatan edukasi terintegrasi' });
    const row = (v: RegistrationView) => table.getByRole('row').filter({ hasText: v.regNo });
    await row(repeat).getByText('Perlu edukasi ulang', { exact: true }).waitFor();
    await row(understood)
      .getByText(/Sudah mengerti/)
      .waitFor();
    assert.equal(
      await row(understood).getByText('Perlu edukasi ulang', { exact: true }).count(),
      0,
    );

    await page.goto('/poliklinik-edukasi-terintegrasi?followUp=1');
    await row(repeat).waitFor();
    await page
      .getByRole('status')
      .getByText(/catatan edukasi/)
      .waitFor();
    assert.equal(await row(understood).count(), 0);
    await screenshot(page, 'edukasi-terintegrasi');

    await row(repeat)
      .getByRole('link', { name: /^Buka catatan edukasi/ })
      .click();
    await page.waitForURL(/\/rekam-medis\/kajian\/.*\/edukasi-terintegrasi\?reg=/);
    await page.getByRole('heading', { name: 'Catatan Edukasi Terintegrasi' }).waitFor();
    await context.close();
  });
});
