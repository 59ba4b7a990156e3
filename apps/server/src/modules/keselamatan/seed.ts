/**
 * The demo hospital's patient-safety and surveillance rows (evaluation mode): three incident
 * reports (a patient's fall being investigated, a near miss reported late, a potential injury)
 * filed by the ward's duty nurse and the pharmacist, and the first demo inpatients' devices in
 * place with a daily check and one phlebitis. Written through the module's own steps.
 */
import { sql } from 'kysely';
import type { Actor } from '../../platform/audit';
import type { Trx } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { inpatientPlaces } from '../kamar/index';
import { registrationsInCare } from '../registrasi/index';
import { addExposure, checkExposure, type HaiContext, recordEvent } from './hais';
import { fileReport, gradingOf, stepReport } from './incidents';

const HOUR = 3_600_000;

async function userOf(trx: Trx, username: string): Promise<{ actor: Actor; name: string }> {
  const r = await sql<{ id: number; name: string }>`select id, name from users
    where username = ${username}`.execute(trx);
  const u = r.rows[0];
  if (!u) throw new Error(`no demo user ${username}`);
  return { actor: { userId: u.id, username, address: null }, name: u.name };
}

const wibParts = (at: Date) => {
  const local = new Date(at.getTime() + 7 * HOUR).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
};

export async function seedKeselamatan(trx: Trx, now = new Date()): Promise<void> {
  const today = wibDay(now);
  const nurse = await userOf(trx, 'perawat.jaga');
  const pharmacist = await userOf(trx, 'farmasi');
  const inpatients = await registrationsInCare(trx, { today, kind: 'RANAP' });
  const placed = new Map(
    (await inpatientPlaces(trx, { registrationIds: inpatients.map((g) => g.id) })).map((p) => [
      p.registrationId,
      p,
    ]),
  );
  const stays = inpatients.filter((g) => placed.has(g.id)).slice(0, 3);
  const [first, second, third] = stays;

  const base = {
    reporter: 'KARYAWAN' as const,
    reporterStaff: 'PERAWAT' as const,
    locationDetail: null,
    actionBy: 'PERAWAT' as const,
    happenedBefore: 'N' as const,
    happenedBeforeNote: null,
  };
  if (first) {
    const place = placed.get(first.id);
    const at = new Date(now.getTime() - 20 * HOUR);
    const ctx = {
      trx,
      actor: nurse.actor,
      userName: nurse.name,
      now: new Date(at.getTime() + 2 * HOUR),
    };
    const id = await fileReport(ctx, {
      ...base,
      incidentDate: wibParts(at).day,
      incidentTime: wibParts(at).time,
      incidentType: 2,
      category: 'JATUH',
      title: 'Pasien jatuh saat ke kamar mandi',
      chronology:
        'Pasien berjalan sendiri ke kamar mandi tanpa memanggil perawat, terpeleset dan jatuh terduduk. Ditemukan oleh keluarga, perawat datang dalam 2 menit.',
      affected: 'PASIEN',
      patientId: first.patient.id,
      registrationId: first.id,
      location: 'RAWAT_INAP',
      locationDetail: place ? `${place.ward} ${place.room}` : null,
      unit: place?.ward ?? 'Rawat Inap',
      outcome: 'CEDERA_RINGAN',
      immediateAction:
        'Pasien dibantu kembali ke tempat tidur, tanda vital diperiksa, dokter jaga dilapori, pagar tempat tidur dipasang.',
    });
    const team = { ...ctx, now: new Date(at.getTime() + 6 * HOUR) };
    const g = gradingOf({ incidentType: 2, impact: 2, probability: 3 }, team.now);
    await stepReport(team, {
      id,
      version: 1,
      action: 'verifikasi',
      from: 'DILAPORKAN',
      set: sql`impact = 2, probability = 3, grade = ${g.grade}, graded_at = ${team.now},
        investigation_kind = ${g.investigation.kind}, investigation_due_at = ${g.dueAt}`,
      note: 'Jatuh kedua di bangsal bulan ini.',
      data: { type: 2, impact: 2, probability: 3, score: g.score, grade: g.grade },
    });
  }
  if (second) {
    const at = new Date(now.getTime() - 80 * HOUR);
    await fileReport(
      {
        trx,
        actor: pharmacist.actor,
        userName: pharmacist.name,
        now: new Date(now.getTime() - 2 * HOUR),
      },
      {
        ...base,
        reporterStaff: 'PETUGAS_LAIN',
        actionBy: 'PETUGAS_LAIN',
        incidentDate: wibParts(at).day,
        incidentTime: wibParts(at).time,
        incidentType: 1,
        category: 'MEDIKASI',
        title: 'Label obat tertukar, terdeteksi sebelum diberikan',
        chronology:
          'Dua obat oral dengan kemasan mirip tertukar labelnya di rak. Perawat bangsal mencocokkan dengan resep sebelum memberikan dan mengembalikan ke farmasi.',
        affected: 'PASIEN',
        patientId: second.patient.id,
        registrationId: second.id,
        location: 'FARMASI',
        unit: 'Farmasi Rawat Inap',
        outcome: 'TIDAK_CEDERA',
        immediateAction: 'Obat ditarik, label diperbaiki, rak dipisahkan untuk obat LASA.',
      },
    );
  }
  {
    const at = new Date(now.getTime() - 5 * HOUR);
    await fileReport(
      { trx, actor: nurse.actor, userName: nurse.name, now: new Date(now.getTime() - 4 * HOUR) },
      {
        ...base,
        incidentDate: wibParts(at).day,
        incidentTime: wibParts(at).time,
        incidentType: 4,
        category: 'INFRASTRUKTUR',
        title: 'Lantai koridor basah tanpa rambu peringatan',
        chronology: 'Lantai koridor depan nurse station dipel tanpa rambu "lantai basah".',
        affected: null,
        patientId: null,
        registrationId: null,
        location: 'AREA_UMUM',
        unit: 'Kebersihan',
        outcome: 'TIDAK_CEDERA',
        immediateAction: 'Rambu dipasang, petugas kebersihan diingatkan.',
      },
    );
  }

  if (!first) return;
  const hai: HaiContext = {
    trx,
    actor: nurse.actor,
    userName: nurse.name,
    now,
    today,
    mayEditAny: false,
  };
  const ago = (days: number) => wibDay(new Date(now.getTime() - days * 24 * HOUR));
  // Placed after the admission: the later of `days` ago and the admission day.
  const admitted = (g: { visitDate: string }, days: number) =>
    [ago(days), g.visitDate].sort()[1] ?? g.visitDate;
  await addExposure(hai, {
    registrationId: first.id,
    kind: 'KATETER_URIN',
    installedOn: admitted(first, 2),
    site: 'Foley 16 Fr',
    note: null,
  });
  await addExposure(hai, {
    registrationId: first.id,
    kind: 'INFUS_PERIFER',
    installedOn: admitted(first, 2),
    site: 'Vena metakarpal kiri, 20 G',
    note: null,
  });
  const exposures = await sql<{ id: number; kind: string }>`select id, kind from hai_exposure
    where registration_id = ${first.id} order by id`.execute(trx);
  const line = exposures.rows.find((e) => e.kind === 'INFUS_PERIFER');
  const catheter = exposures.rows.find((e) => e.kind === 'KATETER_URIN');
  if (catheter) {
    await checkExposure(hai, { exposureId: catheter.id, day: today, signs: [], note: null });
  }
  if (line) {
    await checkExposure(hai, {
      exposureId: line.id,
      day: today,
      signs: ['KEMERAHAN', 'NYERI_INSERSI'],
      note: 'VIP skor 2',
    });
    const pleb = await sql<{ id: number }>`select id from m_hais where code = 'PLEB'`.execute(trx);
    const haiId = pleb.rows[0]?.id;
    if (haiId) {
      await recordEvent(
        { ...hai, mayEditAny: true },
        {
          registrationId: first.id,
          haiId,
          exposureId: line.id,
          onsetOn: today,
          culture: null,
          note: 'Infus dipindah ke lengan kanan.',
        },
      );
    }
  }
  for (const g of [second, third]) {
    if (!g) continue;
    await addExposure(hai, {
      registrationId: g.id,
      kind: 'INFUS_PERIFER',
      installedOn: admitted(g, 1),
      site: null,
      note: null,
    });
  }
}
