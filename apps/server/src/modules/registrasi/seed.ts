/**
 * Demo registrations (deterministic for the day the seed runs):
 *
 * - an inpatient admission for every demo bed planned as occupied (`demoBedPlan`), of the first demo
 *   patients, admitted one to five days ago (the registration and its bed interval, as an
 *   admission makes them; the kamar seed leaves these beds to this one);
 * - four stays that ended two to five days ago (left care, the bed cleaned and ready since), in
 *   beds free today: the discharge list's (post-opname) patients;
 * - today's clinic visits of six demo patients on today's doctor schedules:
 *   three waiting, one in treatment (whose doctor asked for the patient's admission), one done, one
 *   voided with its reason, each with its registration fee (the voided one's reversed);
 * - two emergency visits of today (triage, assessment).
 */
import { sql } from 'kysely';
import type { Actor } from '../../platform/audit';
import type { Trx } from '../../platform/module';
import { isoWeekday, wibDay } from '../../platform/time';
import { admit, discharge, ready } from '../kamar/index';
import { demoBedPlan } from '../master/index';
import { reverse } from '../tagihan/index';
import { postFee } from './service';
import { insertRegistration, lockRegistration, recordTask, setStatus } from './store';

const SYSTEM: Actor = { userId: null, username: 'system', address: null };
const DAY_MS = 86_400_000;

const BASE = {
  guarantorId: null,
  guarantorCardNo: null,
  sepNo: null,
  referralType: null,
  referralDocument: null,
  referralSourceId: null,
  referralSourceName: null,
  referralNo: null,
  referralDate: null,
  classEntitled: null,
  classUpgrade: null,
  kelasId: null,
  inpatientType: null,
  originRegistrationId: null,
  reservationId: null,
  ticketId: null,
  createdBy: null,
} as const;

interface DemoPatient {
  id: number;
  bpjs_no: string | null;
}

export async function seedRegistrations(trx: Trx, now = new Date()): Promise<void> {
  const patients = (
    await sql<DemoPatient>`select id, bpjs_no from patients order by id limit 40`.execute(trx)
  ).rows;
  const payer = (p: DemoPatient, i: number) =>
    i % 2 === 0 && p.bpjs_no
      ? { payerType: '3' as const, bpjsNo: p.bpjs_no }
      : { payerType: '1' as const, bpjsNo: null };

  // Inpatients in the demo beds planned as occupied (the bed master knows only BAIK or RUSAK).
  const occupiedCodes = demoBedPlan()
    .filter((b) => b.plan === 'T')
    .map((b) => b.code);
  const beds = await sql<{ id: number; kelas_id: number; kelas_code: string }>`
    select b.id, km.kelas_id, kl.code as kelas_code from m_ranap_bed b
      join m_ranap_kamar km on km.id = b.kamar_id join m_ranap_kelas kl on kl.id = km.kelas_id
    where b.code in (${sql.join(occupiedCodes)}) order by b.id`.execute(trx);
  let n = 0;
  for (const bed of beds.rows) {
    const patient = patients[n];
    if (!patient) break;
    n += 1;
    const at = new Date(now.getTime() - ((n % 5) + 1) * DAY_MS);
    const { id } = await insertRegistration(
      trx,
      {
        ...BASE,
        kind: 'RANAP',
        patientId: patient.id,
        channel: 'BO-REG',
        ...payer(patient, n),
        visitDate: wibDay(at),
        registeredAt: at,
        poliId: null,
        unitId: null,
        scheduleId: null,
        doctorName: 'dr. Bambang Susilo, Sp.PD',
        slot: null,
        kelasId: bed.kelas_id,
        inpatientType: 3,
        status: '2',
      },
      SYSTEM,
    );
    await admit(trx, { bedId: bed.id, registrationId: id, patientId: patient.id, at });
    await postFee(
      { trx, actor: SYSTEM, clock: { now: () => at } },
      id,
      patient.id,
      null,
      bed.kelas_code,
    );
  }

  // Stays that ended: admitted six to nine days ago into beds free today, discharged two to five
  // days ago (the bed cleaned and ready two hours later), as the discharge list shows them.
  const plannedCodes = demoBedPlan().map((b) => b.code);
  const pastBeds = await sql<{ id: number; kelas_id: number; kelas_code: string }>`
    select b.id, km.kelas_id, kl.code as kelas_code from m_ranap_bed b
      join m_ranap_kamar km on km.id = b.kamar_id join m_ranap_kelas kl on kl.id = km.kelas_id
    where b.condition = 'BAIK' and b.status = 'Y' and km.status = 'Y'
      and b.code not in (${sql.join(plannedCodes)})
    order by b.id limit 4`.execute(trx);
  for (const [i, bed] of pastBeds.rows.entries()) {
    const patient = patients[34 + i];
    if (!patient) break;
    const admittedAt = new Date(now.getTime() - (9 - i) * DAY_MS);
    const dischargedAt = new Date(now.getTime() - (5 - i) * DAY_MS);
    const { id } = await insertRegistration(
      trx,
      {
        ...BASE,
        kind: 'RANAP',
        patientId: patient.id,
        channel: 'BO-REG',
        ...payer(patient, i),
        visitDate: wibDay(admittedAt),
        registeredAt: admittedAt,
        poliId: null,
        unitId: null,
        scheduleId: null,
        doctorName: i % 2 === 0 ? 'dr. Bambang Susilo, Sp.PD' : 'dr. Sari Dewi, Sp.A',
        slot: null,
        kelasId: bed.kelas_id,
        inpatientType: 3,
        status: '2',
      },
      SYSTEM,
    );
    await admit(trx, { bedId: bed.id, registrationId: id, patientId: patient.id, at: admittedAt });
    await postFee(
      { trx, actor: SYSTEM, clock: { now: () => admittedAt } },
      id,
      patient.id,
      null,
      bed.kelas_code,
    );
    const reg = await lockRegistration(trx, id);
    if (reg) await setStatus(trx, reg, '3', dischargedAt, SYSTEM, null);
    await discharge(trx, { registrationId: id, at: dischargedAt });
    await ready(trx, { bedId: bed.id, at: new Date(dischargedAt.getTime() + 2 * 3_600_000) });
  }

  // Today's clinic visits.
  const day = wibDay(now);
  const schedules = await sql<{
    id: number;
    unit_id: number;
    poli_id: number | null;
    doctor_name: string;
    slot: string;
  }>`select s.id, s.unit_id, u.poli_id, s.doctor_name, s.slot from q_doctor_schedules s
      join q_units u on u.id = s.unit_id
    where s.status = 'Y' and s.weekday = ${String(isoWeekday(day))} order by s.id`.execute(trx);
  const plan: readonly { status: string; reason?: string }[] = [
    { status: 'QUEUE' },
    { status: 'QUEUE' },
    { status: 'QUEUE' },
    { status: 'ACTION' },
    { status: 'DONE' },
    { status: 'VOID', reason: 'Pasien salah memilih poli' },
  ];
  if (schedules.rows.length > 0) {
    for (const [i, step] of plan.entries()) {
      const patient = patients[20 + i];
      const schedule = schedules.rows[i % schedules.rows.length];
      if (!patient || !schedule) break;
      const at = new Date(now.getTime() - (plan.length - i) * 600_000);
      const { id } = await insertRegistration(
        trx,
        {
          ...BASE,
          kind: 'RAJAL',
          patientId: patient.id,
          channel: i === 2 ? 'JKN' : 'BO-REG',
          ...payer(patient, i),
          visitDate: day,
          registeredAt: at,
          poliId: schedule.poli_id,
          unitId: schedule.unit_id,
          scheduleId: schedule.id,
          doctorName: schedule.doctor_name,
          slot: schedule.slot,
          status: 'QUEUE',
        },
        SYSTEM,
      );
      await recordTask(trx, id, 3, at);
      const ctx = { trx, actor: SYSTEM, clock: { now: () => at } };
      await postFee(ctx, id, patient.id, null, null);
      const path =
        step.status === 'DONE' ? ['ACTION', 'DONE'] : step.status === 'QUEUE' ? [] : [step.status];
      for (const [k, to] of path.entries()) {
        const reg = await lockRegistration(trx, id);
        if (!reg) break;
        const when = new Date(at.getTime() + (k + 1) * 60_000);
        await setStatus(trx, reg, to, when, SYSTEM, step.reason ?? null);
        if (to === 'ACTION') await recordTask(trx, id, 4, when);
        if (to === 'DONE') await recordTask(trx, id, 5, when);
      }
      // The doctor of the visit in treatment asks for the patient's admission (pasien-rujukan).
      if (step.status === 'ACTION') {
        await sql`insert into admission_request (registration_id, doctor_name, note, requested_at,
            username)
          values (${id}, ${schedule.doctor_name}, ${'Demam hari ke-4, trombosit 90.000/µL: observasi rawat inap'},
            ${new Date(at.getTime() + 120_000)}, ${SYSTEM.username})`.execute(trx);
      }
      if (step.status === 'VOID') {
        const lines = await sql<{ id: number }>`select id from charge_line
          where registration_id = ${id} and reverses_id is null`.execute(trx);
        for (const line of lines.rows) {
          await reverse(trx, line.id, `Registrasi dibatalkan: ${step.reason}`, null);
        }
      }
    }
  }

  // Today's emergency visits.
  for (const [i, status] of ['1', '2'].entries()) {
    const patient = patients[30 + i];
    if (!patient) break;
    const at = new Date(now.getTime() - (i + 1) * 900_000);
    const { id } = await insertRegistration(
      trx,
      {
        ...BASE,
        kind: 'UGD',
        patientId: patient.id,
        channel: 'BO-REG',
        ...payer(patient, i + 1),
        visitDate: wibDay(at),
        registeredAt: at,
        poliId: null,
        unitId: null,
        scheduleId: null,
        doctorName: 'dr. Hendra Wijaya',
        slot: null,
        status: '1',
      },
      SYSTEM,
    );
    await postFee({ trx, actor: SYSTEM, clock: { now: () => at } }, id, patient.id, null, null);
    if (status === '2') {
      const reg = await lockRegistration(trx, id);
      if (reg) await setStatus(trx, reg, '2', new Date(at.getTime() + 300_000), SYSTEM, null);
    }
  }
}
