/**
 * End-to-end test of the medical-records verification (verifikasi-upla, verifikasi-rekam-medis):
 * a clinic visit is seen, documented, diagnosed and finished (through the API, as the clinic
 * staff would on their screens); records staff find it on the worklist, see its completeness
 * check and pass it to UPLA; the coder cannot finish it without the coded primary diagnosis,
 * returns it with a reason (the reason is required), records pass it again, the coder codes it
 * and finishes. Without pageSlug and regId, Verifikasi Rekam Medis sends the user to the
 * Dashboard. Against the real server.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BoClient } from '@simrs/api-client';
import type { RegistrationView, VerificationDetail } from '@simrs/validators/contracts';
import { exampleContent, findTemplate } from '@simrs/validators/forms';
import {
  apiAs,
  closeBrowser,
  closeDialog,
  dialogText,
  login,
  newPage,
  registeredVisit,
  screenshot,
} from './harness';

after(closeBrowser);

async function sign(api: BoClient, registrationId: number, key: string) {
  const template = findTemplate(key);
  assert.ok(template);
  const created = (
    await api.do<{ document: { id: number; version: number } }>('Dokumen', 'simpan', {
      registrationId,
      templateKey: key,
      content: {},
    })
  ).data.document;
  await api.do('Dokumen', 'tandatangani', {
    id: created.id,
    version: created.version,
    content: exampleContent(template),
  });
}

describe('verifikasi rekam medis', () => {
  test('records pass a finished visit, UPLA returns it with a reason, then codes and finishes', async () => {
    const admin = await apiAs('superadmin');
    const dokter = await apiAs('dokter');
    const perawat = await apiAs('perawat');
    const upla = await apiAs('upla');
    const { patient, visit } = await registeredVisit(admin, {
      patient: (p) => p.birthDate < '1990-01-01',
      schedule: (s) => (s.poliName ?? '').includes('Umum'),
    });
    let reg: RegistrationView = visit;
    for (const action of ['panggil', 'layani'] as const) {
      reg = (
        await dokter.do<{ registration: RegistrationView }>('PoliKunjungan', 'aksi', {
          id: reg.id,
          version: reg.version,
          action,
          counter: 'Ruang 1',
        })
      ).data.registration;
    }
    await sign(perawat, reg.id, 'kajian-awal-umum');
    await sign(dokter, reg.id, 'kajian-awal-medis');
    await dokter.do('Diagnosa', 'tambah', {
      registrationId: reg.id,
      system: 'ICD10',
      code: 'J06.9',
      role: 'UTAMA',
    });
    reg = (
      await dokter.do<{ registration: RegistrationView }>('PoliKunjungan', 'aksi', {
        id: reg.id,
        version: reg.version,
        action: 'selesai',
      })
    ).data.registration;
    assert.equal(reg.status, 'DONE');
    const state = async () =>
      (await upla.get<VerificationDetail>('Verifikasi', 'detail', String(reg.id))).data;

    // Records: the worklist, the visit's check, on to UPLA.
    const rm = await newPage(1366, 900);
    await login(rm.page, 'rekam.medis');
    await rm.page.goto('/verifikasi-rekam-medis');
    await rm.page.waitForURL(/\/dashboard/);
    await rm.page.goto('/verifikasi-upla?stage=RM');
    const table = rm.page.getByRole('grid', { name: 'Kunjungan untuk diverifikasi' });
    await table.getByText(`No. RM ${patient.rmNo} · ${reg.regNo}`).waitFor();
    await table.getByText('J06.9 · Infeksi saluran pernapasan atas akut').first().waitFor();
    await screenshot(rm.page, 'verifikasi-daftar');
    await rm.page
      .getByRole('link', { name: `Buka verifikasi ${patient.name} ${reg.regNo}` })
      .click();
    await rm.page.waitForURL(/\/verifikasi-rekam-medis\?pageSlug=rajal&regId=/);
    for (const key of [
      'visitFinished',
      'initialNursing',
      'initialDoctor',
      'clinicalPrimary',
      'cpptVerified',
    ]) {
      await rm.page.getByTestId(`check-${key}`).getByText('Lengkap').waitFor();
    }
    await rm.page.getByTestId('check-codedPrimary').getByText('Belum', { exact: true }).waitFor();
    await screenshot(rm.page, 'verifikasi-rekam-medis');
    await rm.page.getByRole('button', { name: 'Teruskan ke Verifikasi UPLA' }).click();
    assert.match(await dialogText(rm.page), /Status verifikasi menjadi Verifikasi UPLA\./);
    await closeDialog(rm.page);
    assert.equal((await state()).status, '8');

    // UPLA: cannot finish uncoded; returns with a reason.
    const coder = await newPage(1366, 900);
    await login(coder.page, 'upla');
    await coder.page.goto('/verifikasi-upla?stage=UPLA');
    await coder.page
      .getByRole('link', { name: `Buka verifikasi ${patient.name} ${reg.regNo}` })
      .click();
    await coder.page.getByTestId('verification-status').getByText('Verifikasi UPLA').waitFor();
    await coder.page.getByRole('button', { name: 'Selesaikan Verifikasi' }).click();
    assert.match(
      await dialogText(coder.page),
      /Belum lengkap: Diagnosis utama koding \(UPLA\) tercatat\./,
    );
    await closeDialog(coder.page);
    await coder.page.getByRole('button', { name: 'Kembalikan ke Rekam Medis' }).click();
    await coder.page.getByText('Alasan pengembalian wajib diisi.').waitFor();
    await coder.page.getByLabel('Alasan pengembalian').fill('Tanda tangan DPJP pada resume kurang');
    await coder.page.getByRole('button', { name: 'Kembalikan ke Rekam Medis' }).click();
    assert.match(await dialogText(coder.page), /Verifikasi Rekam Medis/);
    await closeDialog(coder.page);
    const returned = await state();
    assert.equal(returned.status, '6');
    assert.equal(returned.returnedReason, 'Tanda tangan DPJP pada resume kurang');

    // Records see why, pass it again; UPLA codes and finishes.
    await rm.page.reload();
    await rm.page.getByText('Dikembalikan UPLA: Tanda tangan DPJP pada resume kurang').waitFor();
    await rm.page.getByRole('button', { name: 'Teruskan ke Verifikasi UPLA' }).click();
    assert.match(await dialogText(rm.page), /Verifikasi UPLA/);
    await closeDialog(rm.page);
    await upla.do('Diagnosa', 'tambah', {
      registrationId: reg.id,
      system: 'ICD10',
      source: 'KODING',
      code: 'J06.9',
      role: 'UTAMA',
    });
    await coder.page.reload();
    await coder.page.getByTestId('check-codedPrimary').getByText('Lengkap').waitFor();
    await coder.page.getByRole('button', { name: 'Selesaikan Verifikasi' }).click();
    assert.match(await dialogText(coder.page), /Status verifikasi menjadi Selesai\./);
    await closeDialog(coder.page);
    await coder.page.getByTestId('verification-status').getByText('Selesai').waitFor();
    await coder.page
      .getByRole('table', { name: 'Riwayat verifikasi' })
      .or(coder.page.getByRole('grid', { name: 'Riwayat verifikasi' }))
      .waitFor();
    await screenshot(coder.page, 'verifikasi-upla');
    const end = await state();
    assert.deepEqual(
      end.events.map((e) => `${e.fromStatus}>${e.toStatus}`),
      ['6>8', '8>6', '6>8', '8>7'],
    );
    await rm.context.close();
    await coder.context.close();
  });
});
