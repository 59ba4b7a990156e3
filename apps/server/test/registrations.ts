/**
 * Registrations for tests of other contexts (ledger, beds): a real row of `registrations`, which
 * the ledger's and the bed intervals' foreign keys now require. Kind UGD, status `selesai`: a
 * finished emergency visit, held by no open-visit rule, so one patient may have many.
 */
import { sql } from 'kysely';
import type { Db } from '../src/platform/module';

let next = 0;

/** Any patient of the demo seed (the first). */
async function anyPatient(db: Db): Promise<number> {
  const r = await sql<{ id: number }>`select id from patients order by id limit 1`.execute(db);
  const id = r.rows[0]?.id;
  if (!id) throw new Error('no patient in the test database');
  return id;
}

/** Inserts a registration of `patientId` (default: the first demo patient); answers its id. */
export async function newRegistrationRow(db: Db, patientId?: number): Promise<number> {
  next += 1;
  const patient = patientId ?? (await anyPatient(db));
  const r = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind, channel,
      payer_type, visit_date, registered_at, status)
    values (${`UJI-${process.pid}-${Date.now()}-${next}`}, ${patient}, 'UGD', 'BO-REG', '1',
      current_date, now(), 'selesai')
    returning id`.execute(db);
  const id = r.rows[0]?.id;
  if (!id) throw new Error('registration insert returned no id');
  return id;
}

let nextVisit = 0;

/**
 * A new patient and today's (WIB) RAJAL registration at the clinic `poliCode` (default UMUM) on a
 * schedule of its own, in status ACTION or the one given: the clinical contexts' fixture.
 */
export async function clinicVisit(
  db: Db,
  opts: { poliCode?: string; status?: string; tag?: string } = {},
): Promise<{ patientId: number; registrationId: number; poliId: number; rmNo: string }> {
  nextVisit += 1;
  const tag = opts.tag ?? 'Uji';
  const n = `${process.pid % 1000}${String(nextVisit).padStart(4, '0')}`;
  const rmNo = `9${n.padStart(7, '0')}`.slice(-8);
  const wibToday = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const p = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date)
    values (${rmNo}, ${`Pasien ${tag} ${nextVisit}`}, '1', '1980-01-01') returning id`.execute(db);
  const patientId = p.rows[0]?.id as number;
  const unit = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(db);
  const doctor = `dr. ${tag} ${nextVisit}`;
  const s = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    values (${unit.rows[0]?.id as number}, ${doctor}, '1', 'PAGI', '07:00', '13:00', 10, 0)
    returning id`.execute(db);
  const poli = await sql<{ id: number }>`select id from m_poli
    where code = ${opts.poliCode ?? 'UMUM'}`.execute(db);
  const poliId = poli.rows[0]?.id as number;
  const r = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind, channel,
      payer_type, visit_date, registered_at, status, schedule_id, poli_id, doctor_name)
    values (${`${tag.toUpperCase()}-${process.pid}-${nextVisit}`}, ${patientId}, 'RAJAL', 'BO-REG',
      '1', ${wibToday}, now(), ${opts.status ?? 'ACTION'}, ${s.rows[0]?.id as number}, ${poliId},
      ${doctor})
    returning id`.execute(db);
  return { patientId, registrationId: r.rows[0]?.id as number, poliId, rmNo };
}

let nextStay = 0;

/**
 * A new patient admitted into a free bed: a RANAP registration in care (status 2) registered
 * `admittedDaysAgo` days ago (default today), its DPJP, and an OCCUPIED interval from now (a bed
 * free now may have had an interval in the past days): the inpatient contexts' fixture.
 */
export async function inpatientStay(
  db: Db,
  opts: { admittedDaysAgo?: number; tag?: string } = {},
): Promise<{ patientId: number; registrationId: number; bedId: number; rmNo: string }> {
  nextStay += 1;
  const days = opts.admittedDaysAgo ?? 0;
  const tag = opts.tag ?? 'Ranap';
  const rmNo = `96${String(process.pid % 1000).padStart(3, '0')}${String(nextStay).padStart(3, '0')}`;
  const admittedOn = new Date(Date.now() + 7 * 3_600_000 - days * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const p = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date)
    values (${rmNo}, ${`Pasien ${tag} ${nextStay}`}, '2', '1975-05-05') returning id`.execute(db);
  const patientId = p.rows[0]?.id as number;
  const bed = await sql<{ id: number; kelas_id: number }>`select bed.id, km.kelas_id
    from m_ranap_bed bed join m_ranap_kamar km on km.id = bed.kamar_id
    where bed.status = 'Y' and bed.condition = 'BAIK' and not exists (select 1 from bed_occupancy o
      where o.bed_id = bed.id and o.to_at is null)
    order by bed.id limit 1`.execute(db);
  const b = bed.rows[0];
  if (!b) throw new Error('no free bed');
  const r = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind, channel,
      payer_type, visit_date, registered_at, status, kelas_id, inpatient_type, doctor_name)
    values (${`RI-${process.pid}-${tag}-${nextStay}`}, ${patientId}, 'RANAP', 'BO-REG', '1',
      ${admittedOn}, now() - make_interval(days => ${days}), '2', ${b.kelas_id}, 3,
      'dr. DPJP Ranap') returning id`.execute(db);
  const registrationId = r.rows[0]?.id as number;
  await sql`insert into bed_occupancy (bed_id, kind, registration_id, patient_id, from_at)
    values (${b.id}, 'OCCUPIED', ${registrationId}, ${patientId}, now())`.execute(db);
  return { patientId, registrationId, bedId: b.id, rmNo };
}
