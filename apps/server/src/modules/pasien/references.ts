/**
 * What refers to a patient, as one list that other contexts extend (registrations, visits, beds,
 * bills register theirs through this module's index):
 *
 * - a **reference** counts the rows that belong to a patient (a delete is refused while any
 *   `blocksDelete` reference has one) and moves them to another patient (a merge);
 * - a **history source** lists the patient's entries for the record screen's history.
 *
 * Today: the queue's bookings (`q_reservations`, matched as the queue's check-in matches them: by
 * RM number, NIK or BPJS card number) with their tickets, and the record's own child rows.
 */
import type { PatientHistoryEntry } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../platform/module';

/** The identifiers of a patient that other tables may hold. */
export interface PatientKeys {
  id: number;
  rmNo: string;
  nik: string | null;
  bpjsNo: string | null;
}

export interface PatientReference {
  /** Shown in a refusal ('Data Pasien sedang digunakan oleh data {label}.'). */
  label: string;
  /** True when a row of it forbids making the patient inactive (visits, bookings, tickets). */
  blocksDelete: boolean;
  count(trx: Trx, patient: PatientKeys): Promise<number>;
  /** Moves the rows of `from` to `to`; answers how many moved. */
  move(trx: Trx, from: PatientKeys, to: PatientKeys): Promise<number>;
}

export interface PatientHistorySource {
  /** The entries of a patient, newest first, at most `limit`. */
  entries(db: Executor, patient: PatientKeys, limit: number): Promise<PatientHistoryEntry[]>;
}

/** A booking of the queue belongs to a patient by RM number, NIK or BPJS card number. */
function reservationOf(p: PatientKeys, alias = 'r') {
  const r = (c: string) => sql.ref(`${alias}.${c}`);
  return sql`(${r('rm_no')} = ${p.rmNo}
    or (${p.nik}::text is not null and ${r('nik')} = ${p.nik})
    or (${p.bpjsNo}::text is not null and ${r('bpjs_no')} = ${p.bpjsNo}))`;
}

const countOf = async (trx: Trx, query: ReturnType<typeof sql>) =>
  Number(((await query.execute(trx)).rows[0] as { n: number } | undefined)?.n ?? 0);

const references: PatientReference[] = [
  {
    label: 'Reservasi/Antrean',
    blocksDelete: true,
    count: (trx, p) =>
      countOf(trx, sql`select count(*)::int as n from q_reservations r where ${reservationOf(p)}`),
    async move(trx, from, to) {
      const moved = await sql`update q_reservations r set rm_no = ${to.rmNo},
        nik = coalesce(${to.nik}, r.nik), bpjs_no = coalesce(${to.bpjsNo}, r.bpjs_no)
        where ${reservationOf(from)}`.execute(trx);
      return Number(moved.numAffectedRows ?? 0);
    },
  },
  {
    label: 'Penanggung Jawab',
    blocksDelete: false,
    count: (trx, p) =>
      countOf(
        trx,
        sql`select count(*)::int as n from patient_responsible_persons where patient_id = ${p.id}`,
      ),
    async move(trx, from, to) {
      const moved = await sql`update patient_responsible_persons set patient_id = ${to.id},
        position = position + 100 where patient_id = ${from.id}`.execute(trx);
      return Number(moved.numAffectedRows ?? 0);
    },
  },
  {
    label: 'Riwayat Alergi',
    blocksDelete: false,
    count: (trx, p) =>
      countOf(
        trx,
        sql`select count(*)::int as n from patient_allergies where patient_id = ${p.id}`,
      ),
    async move(trx, from, to) {
      // An allergy the survivor already has (same type and allergen) is not copied twice.
      await sql`delete from patient_allergies a where a.patient_id = ${from.id}
        and exists (select 1 from patient_allergies b where b.patient_id = ${to.id}
          and b.type = a.type and lower(b.allergen) = lower(a.allergen))`.execute(trx);
      const moved = await sql`update patient_allergies set patient_id = ${to.id},
        position = position + 100 where patient_id = ${from.id}`.execute(trx);
      return Number(moved.numAffectedRows ?? 0);
    },
  },
];

const historySources: PatientHistorySource[] = [
  {
    async entries(db, p, limit) {
      const rows = await sql<{
        id: number;
        at: Date | string;
        booking_code: string;
        unit_name: string;
        visit_date: string;
        status: string;
        tickets: string | null;
      }>`select r.id, r.created_at as at, r.booking_code, u.name as unit_name,
          r.visit_date::text as visit_date, r.status,
          (select string_agg(t.code || ' (' || t.status || ')', ', ' order by t.id)
            from q_tickets t where t.reservation_id = r.id) as tickets
        from q_reservations r join q_units u on u.id = r.unit_id
        where ${reservationOf(p)} order by r.visit_date desc, r.id desc limit ${limit}`.execute(db);
      return rows.rows.map((r) => ({
        source: 'antrean',
        at: new Date(r.at).toISOString(),
        summary:
          `Reservasi ${r.booking_code} ${r.unit_name} tanggal ${r.visit_date}` +
          (r.tickets ? `, tiket ${r.tickets}` : ''),
        status: r.status,
        refId: r.id,
      }));
    },
  },
];

/** Adds a table that refers to patients (another context's registrations, visits, beds, ...). */
export function registerPatientReference(reference: PatientReference): void {
  references.push(reference);
}

/** Adds a source of history entries for the patient record screen. */
export function registerPatientHistorySource(source: PatientHistorySource): void {
  historySources.push(source);
}

export function patientReferences(): readonly PatientReference[] {
  return references;
}

/** The patient's history from every source, newest first. */
export async function patientHistory(
  db: Executor,
  patient: PatientKeys,
  limit = 50,
): Promise<PatientHistoryEntry[]> {
  const all = (await Promise.all(historySources.map((s) => s.entries(db, patient, limit)))).flat();
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
