/**
 * End-to-end test of Tindak Lanjut (follow-up) and of the chart's access history, against the
 * real server. A clinic visit is served and finished with the nursing initial assessment left as
 * the nurse's unsigned draft (through the API, as the clinic staff would on their screens): the
 * records team finds it on Tindak Lanjut with that item and its author, sends her a reminder with
 * a note and sees it listed; the nurse sees the item as hers with the reminder and opens its form;
 * once she signs it the visit leaves both lists and the reminder reads as complete; the KLPCM tab
 * shows the figure by unit. The records user sees their own earlier opening of the chart in the
 * chart's "Riwayat Akses"; a nurse's chart has no such panel.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BoClient } from '@simrs/api-client';
import type { FollowUpRow, RegistrationView } from '@simrs/validators/contracts';
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

async function draft(api: BoClient, registrationId: number, key: string) {
  return (
    await api.do<{ document: { id: number; version: number } }>('Dokumen', 'simpan', {
      registrationId,
      templateKey: key,
      content: {},
    })
  ).data.document;
}

async function sign(api: BoClient, doc: { id: number; version: number }, key: string) {
  const template = findTemplate(key);
  assert.ok(template);
  await api.do('Dokumen', 'tandatangani', {
    id: doc.id,
    version: doc.version,
    content: exampleContent(template),
  });
}

/** A finished general-clinic visit whose nursing assessment is the nurse's unsigned draft. */
async function finishedWithDraft() {
  const admin = await apiAs('superadmin');
  const dokter = await apiAs('dokter');
  const perawat = await apiAs('perawat');
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
  const nursing = await draft(perawat, reg.id, 'kajian-awal-umum');
  await sign(dokter, await draft(dokter, reg.id, 'kajian-awal-medis'), 'kajian-awal-medis');
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
  return { patient, reg, nursing, perawat };
}

const NURSING = 'Kajian Awal Keperawatan Umum ditandatangani';

describe('tindak lanjut', () => {
  test('an unsigned assessment is followed up, reminded, signed and leaves the list', async () => {
    const { patient, reg, nursing, perawat } = await finishedWithDraft();
    const rm = await apiAs('rekam.medis');
    const listed = async (api: BoClient) =>
      (await api.get<{ list: FollowUpRow[] }>('TindakLanjut')).data.list.find(
        (r) => r.registrationId === reg.id,
      );

    // Records: the visit with its missing item and who must complete it.
    const team = await newPage(1366, 900);
    await login(team.page, 'rekam.medis');
    await team.page.goto('/follow-up');
    const table = team.page.getByRole('grid', { name: 'Rekam medis belum lengkap' });
    const row = table.getByRole('row', { name: new RegExp(patient.name) });
    await row.getByText(`${NURSING} · Masih draf`).waitFor();
    await row.getByText('Demo Perawat (penulis)').first().waitFor();
    await team.page.getByText('KLPCM (lengkap ≤ 2x24 jam)').waitFor();
    await screenshot(team.page, 'follow-up');

    // Its follow-up: a reminder with a note to the draft's author.
    await team.page
      .getByRole('link', { name: `Tindak lanjuti ${patient.name} ${reg.regNo}` })
      .click();
    await team.page.waitForURL(/\/follow-up\?.*regId=/);
    await team.page
      .getByTestId('follow-up-initialNursing')
      .getByText('Belum', { exact: true })
      .waitFor();
    await team.page
      .getByTestId('follow-up-initialDoctor')
      .getByText('Lengkap', { exact: true })
      .waitFor();
    await team.page
      .getByLabel('Catatan pengingat (opsional)')
      .fill('Mohon ditandatangani hari ini');
    await team.page.getByRole('button', { name: `Kirim pengingat: ${NURSING}` }).click();
    assert.match(
      await dialogText(team.page),
      /Pengingat terkirim kepada Demo Perawat \(penulis\)\./,
    );
    await closeDialog(team.page);
    const sent = team.page.getByRole('grid', { name: 'Pengingat kunjungan' });
    await sent.getByText('Mohon ditandatangani hari ini').waitFor();
    await team.page
      .getByTestId('follow-up-initialNursing')
      .getByText(/Diingatkan 1×/)
      .waitFor();
    await screenshot(team.page, 'follow-up-detail');

    // The nurse: her item, the reminder on it, and the form it opens.
    const nurse = await newPage(1366, 900);
    await login(nurse.page, 'perawat');
    await nurse.page.goto('/follow-up');
    await nurse.page.getByRole('heading', { name: 'Tindak Lanjut · Tindak lanjut saya' }).waitFor();
    await nurse.page.getByText(/Anda mendapat \d+ pengingat dari Rekam Medis\./).waitFor();
    const own = nurse.page
      .getByRole('grid', { name: 'Tindak lanjut saya' })
      .getByRole('row', { name: new RegExp(patient.name) });
    await own
      .getByText(/Diingatkan 1× .* oleh Demo Rekam Medis: “Mohon ditandatangani hari ini”/)
      .waitFor();
    // The doctor's items (met) and other people's are not hers.
    assert.equal(await own.getByText('Diagnosis utama klinis tercatat').count(), 0);
    await screenshot(nurse.page, 'follow-up-saya');
    await own.getByRole('link', { name: `Lengkapi ${NURSING} ${patient.name}` }).click();
    await nurse.page.waitForURL(
      new RegExp(`/rekam-medis/kajian/${patient.rmNo}/kajian-awal-umum\\?reg=${reg.id}`),
    );

    // Signed: the record is complete and leaves both lists.
    await sign(perawat, nursing, 'kajian-awal-umum');
    assert.equal(await listed(rm), undefined);
    assert.equal(await listed(perawat), undefined);
    await nurse.page.goto('/follow-up');
    await nurse.page.getByRole('status').filter({ hasText: 'kunjungan belum lengkap' }).waitFor();
    assert.equal(
      await nurse.page
        .getByRole('grid', { name: 'Tindak lanjut saya' })
        .getByRole('row', { name: new RegExp(patient.name) })
        .count(),
      0,
    );
    await team.page.goto('/follow-up?tab=pengingat');
    const reminders = team.page.getByRole('grid', { name: 'Pengingat terkirim' });
    const reminded = reminders.getByRole('row', { name: new RegExp(patient.name) });
    await reminded.getByText('Mohon ditandatangani hari ini').waitFor();
    await reminded.getByText('Lengkap', { exact: true }).waitFor();
    await team.page.goto('/follow-up');
    await team.page.getByRole('status').filter({ hasText: 'kunjungan belum lengkap' }).waitFor();
    assert.equal(
      await team.page
        .getByRole('grid', { name: 'Rekam medis belum lengkap' })
        .getByRole('row', { name: new RegExp(patient.name) })
        .count(),
      0,
    );

    // KLPCM by unit.
    await team.page.getByRole('tab', { name: 'KLPCM' }).click();
    await team.page.waitForURL(/tab=klpcm/);
    await team.page
      .getByRole('grid', { name: 'KLPCM per unit' })
      .getByText('Poli Umum (Rawat Jalan)')
      .waitFor();
    await screenshot(team.page, 'follow-up-klpcm');
    await team.context.close();
    await nurse.context.close();
  });
});

describe('riwayat akses rekam medis', () => {
  test('the records user sees their own earlier opening of the chart; a nurse has no panel', async () => {
    // A patient of this test's own: the charts of the demo patients are opened (and merged) by
    // other journeys running beside it, whose readings would crowd this one's history.
    const admin = await apiAs('superadmin');
    const letters = [...String(Date.now() % 1_000_000)]
      .map((d) => 'abcdefghij'[Number(d)])
      .join('');
    const added = await admin.do<{ record: { rmNo: string; name: string } }>('Pasien', 'add', {
      rmNo: `8${Date.now() % 10_000_000}`,
      name: `Bambang Sutejo ${letters}`,
      sex: '1',
      birthDate: '1985-02-03',
    });
    const patient = added.data.record;
    assert.ok(patient.rmNo);
    const rm = await newPage(1366, 900);
    await login(rm.page, 'rekam.medis');
    await rm.page.goto(`/rekam-medis/pasien/${patient.rmNo}`);
    await rm.page.getByRole('heading', { name: `Rekam Medis · ${patient.name}` }).waitFor();
    // Opened again: the first opening is in the history, under the user's name.
    await rm.page.reload();
    const history = rm.page.getByRole('grid', { name: 'Riwayat akses pasien' });
    const mine = history.getByRole('row', { name: /Demo Rekam Medis \(rekam\.medis\)/ });
    await mine.first().waitFor();
    await mine.getByText('Membuka data atau rekam medis pasien').first().waitFor();
    await mine.getByText(/WIB$/).first().waitFor();
    // From which screen's call (the chart reads the record through the patients' contract, whose
    // screen is Pasien; this patient has no visit whose documents the chart would read) and address.
    await mine.getByText('Pasien', { exact: true }).first().waitFor();
    await mine
      .getByText(/^Alamat /)
      .first()
      .waitFor();
    // The panel at the top of the view, under the app bar.
    await rm.page.getByRole('heading', { name: 'Riwayat Akses' }).evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -90);
    });
    await screenshot(rm.page, 'rekam-medis-riwayat-akses');
    await rm.context.close();

    const nurse = await newPage(1366, 900);
    await login(nurse.page, 'perawat');
    await nurse.page.goto(`/rekam-medis/pasien/${patient.rmNo}`);
    await nurse.page.getByRole('heading', { name: `Rekam Medis · ${patient.name}` }).waitFor();
    await nurse.page.getByRole('heading', { name: 'Kunjungan', exact: true }).waitFor();
    assert.equal(await nurse.page.getByRole('heading', { name: 'Riwayat Akses' }).count(), 0);
    assert.equal(await nurse.page.getByRole('grid', { name: 'Riwayat akses pasien' }).count(), 0);
    await nurse.context.close();
  });
});
