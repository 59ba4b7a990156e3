/**
 * End-to-end test of the patient chart and a clinical document (rekam-medis): the clinic nurse
 * opens a patient's chart by RM number, the visit of today, and the general nursing initial
 * assessment the rule offers; an implausible pulse is refused on its field; the draft saves by
 * itself and is there again after a reload; signing an incomplete form names the missing fields;
 * a signed document shows read-only, locked, with its history. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { ClinicalDocumentSummary } from '@simrs/validators/contracts';
import { exampleContent, findTemplate } from '@simrs/validators/forms';
import {
  apiAs,
  apiWithToken,
  closeBrowser,
  login,
  newPage,
  PASSWORD,
  registeredVisit,
  screenshot,
  tokenCookie,
} from './harness';

after(closeBrowser);

describe('rekam medis', () => {
  test('chart, initial assessment: refused value, autosaved draft, signing, locked', async () => {
    const admin = await apiAs('superadmin');
    // An adult (the rule gives the general nursing assessment) at a general clinic.
    const { patient, visit } = await registeredVisit(admin, {
      schedule: (s) => (s.poliName ?? '').includes('Umum'),
      patient: (p) => p.birthDate < '1990-01-01',
    });

    const { context, page } = await newPage(1366, 900);
    await login(page, 'perawat');
    await page.goto('/rekam-medis');
    const box = page.getByRole('searchbox', { name: 'No. RM' });
    await box.fill(patient.rmNo);
    await box.press('Enter');
    await page.getByRole('heading', { name: /Dokumen Kunjungan/ }).waitFor();
    await page.getByRole('link', { name: 'Isi Kajian Awal Keperawatan Umum' }).click();
    await page.getByRole('heading', { name: 'Kajian Awal Keperawatan Umum' }).waitFor();

    // A pulse of 500 is refused where it is typed.
    const pulse = page.getByLabel(/^Nadi/).first();
    await pulse.fill('500');
    await page.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.getByText('Nadi harus antara 20 dan 250 x/menit.').first().waitFor();
    await pulse.fill('88');
    await page.getByLabel(/^Keluhan Utama/).fill('Batuk tiga hari');
    // Saved by itself a moment after the last change.
    await page.getByText(/^Draf tersimpan/).waitFor({ timeout: 20_000 });
    const docs = async () =>
      (
        await admin.get<{ list: ClinicalDocumentSummary[] }>(
          'Dokumen',
          'registrasi',
          String(visit.id),
        )
      ).data.list;
    const draft = (await docs()).find((d) => d.templateKey === 'kajian-awal-umum');
    assert.equal(draft?.status, 'DRAFT');
    await screenshot(page, 'kajian-awal-draf');

    // Back after a reload: the draft is there.
    await page.reload();
    await page.getByRole('heading', { name: 'Kajian Awal Keperawatan Umum' }).waitFor();
    assert.equal(await page.getByLabel(/^Keluhan Utama/).inputValue(), 'Batuk tiga hari');
    assert.equal(await page.getByLabel(/^Nadi/).first().inputValue(), '88');

    // Signing an incomplete form names what is missing; nothing is signed.
    await page.getByRole('button', { name: 'Tandatangani' }).click();
    await page
      .getByText(/wajib diisi/)
      .first()
      .waitFor();
    assert.equal((await docs()).find((d) => d.id === draft?.id)?.status, 'DRAFT');

    // Signed with a complete content (the template's example), the page shows it locked.
    const template = findTemplate('kajian-awal-umum');
    assert.ok(template && draft);
    const signed = await admin.do<{ document: { status: string } }>('Dokumen', 'tandatangani', {
      id: draft.id,
      version: (await docs()).find((d) => d.id === draft.id)?.version,
      content: exampleContent(template),
    });
    assert.equal(signed.data.document.status, 'FINAL');
    await page.reload();
    await page.getByTestId('document-status').filter({ hasText: 'Final' }).waitFor();
    await page
      .getByText(/^Ditandatangani/)
      .first()
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Tandatangani' }).count(), 0);
    await page.getByRole('button', { name: 'Buat Amandemen' }).waitFor();
    await page
      .getByRole('grid', { name: 'Riwayat perubahan dokumen' })
      .getByText('Ditandatangani')
      .waitFor();
    await screenshot(page, 'kajian-awal-final');
    // The banner names the patient; the signed document prints with the patient and the signer.
    await page
      .getByRole('region', { name: /^Pasien / })
      .getByText(patient.rmNo)
      .waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Cetak', exact: true }).click(),
    ]);
    await popup.getByText('Kajian Awal Keperawatan Umum').first().waitFor();
    const printed = (await popup.locator('#print-root').textContent()) ?? '';
    assert.ok(printed.includes(patient.rmNo), printed.slice(0, 300));
    assert.ok(printed.includes('Demo Super Admin'), printed.slice(0, 300));
    await popup.close();
    await context.close();
  });

  test('a draft typed just before the screen locks is saved once it is opened again', async () => {
    const admin = await apiAs('superadmin');
    const { patient, visit } = await registeredVisit(admin, {
      schedule: (s) => (s.poliName ?? '').includes('Umum'),
      patient: (p) => p.birthDate < '1990-01-01',
    });
    const { context, page } = await newPage(1366, 900);
    await login(page, 'perawat');
    const token = (await tokenCookie(context))?.value ?? '';
    await page.goto(`/rekam-medis/kajian/${patient.rmNo}/kajian-awal-umum?reg=${visit.id}`);
    await page.getByRole('heading', { name: 'Kajian Awal Keperawatan Umum' }).waitFor();
    // Typed, then the session is locked (another tab, the idle timer) before the autosave runs.
    await page.getByLabel(/^Keluhan Utama/).fill('Nyeri ulu hati sejak pagi');
    await apiWithToken(token).lock();
    const lock = page.getByTestId('lock-screen');
    await lock.waitFor({ timeout: 20_000 });
    const draft = async () =>
      (
        await admin.get<{ list: ClinicalDocumentSummary[] }>(
          'Dokumen',
          'registrasi',
          String(visit.id),
        )
      ).data.list.find((d) => d.templateKey === 'kajian-awal-umum');
    assert.equal(await draft(), undefined, 'nothing saved while locked');
    await lock.getByLabel('Kata Sandi', { exact: true }).fill(PASSWORD);
    await lock.getByRole('button', { name: 'Buka Kunci' }).click();
    await lock.waitFor({ state: 'detached' });
    // No change after unlocking: the pending draft is tried again by itself and saved.
    await page.getByText(/^Draf tersimpan/).waitFor({ timeout: 20_000 });
    const saved = await draft();
    assert.equal(saved?.status, 'DRAFT');
    const detail = await admin.get<{ document: { content: Record<string, unknown> } }>(
      'Dokumen',
      'detail',
      String(saved?.id),
    );
    assert.equal(detail.data.document.content.keluhanUtama, 'Nyeri ulu hati sejak pagi');
    await page.reload();
    await page.getByRole('heading', { name: 'Kajian Awal Keperawatan Umum' }).waitFor();
    assert.equal(await page.getByLabel(/^Keluhan Utama/).inputValue(), 'Nyeri ulu hati sejak pagi');
    await context.close();
  });
});
