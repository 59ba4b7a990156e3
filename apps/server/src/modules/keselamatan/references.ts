/**
 * What the patient record sees of this context: incident reports and HAI register entries belong
 * to a patient, so a merge of patient records moves them to the surviving record (the tables'
 * guards let a row change its patient and nothing else). They do not stop a patient being made
 * inactive.
 */
import { sql } from 'kysely';
import { registerPatientReference } from '../pasien/index';

const TABLES = [
  { label: 'Laporan Insiden', table: 'incident_report', bump: true },
  { label: 'Paparan HAIs', table: 'hai_exposure', bump: false },
  { label: 'Kejadian HAIs', table: 'hai_event', bump: false },
] as const;

let registered = false;

/** Registers the references once (the module's start). */
export function registerWithPatients(): void {
  if (registered) return;
  registered = true;
  for (const t of TABLES) {
    registerPatientReference({
      label: t.label,
      blocksDelete: false,
      async count(trx, p) {
        const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t.table)}
          where patient_id = ${p.id}`.execute(trx);
        return r.rows[0]?.n ?? 0;
      },
      async move(trx, from, to) {
        const bump = t.bump ? sql`, version = version + 1, updated_at = now()` : sql``;
        const r = await sql`update ${sql.table(t.table)} set patient_id = ${to.id}${bump}
          where patient_id = ${from.id}`.execute(trx);
        return Number(r.numAffectedRows ?? 0);
      },
    });
  }
}
