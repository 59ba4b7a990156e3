/**
 * What the patient record sees of registrations: a blocking reference (a patient with a
 * registration cannot be made inactive; a merge moves the registrations to the survivor) and the
 * registrations as entries of the record's history.
 */
import { labelOf, registrationKind, registrationStatusList, vocabularyById } from '@simrs/domain';
import { sql } from 'kysely';
import { registerPatientHistorySource, registerPatientReference } from '../pasien/index';
import { readRegistrations } from './store';

function statusLabel(kind: keyof typeof registrationStatusList, status: string): string {
  const list = vocabularyById(registrationStatusList[kind]);
  return list ? labelOf(list, status) : status;
}

let registered = false;

/** Registers the reference and the history source once (the module's start). */
export function registerWithPatients(): void {
  if (registered) return;
  registered = true;
  registerPatientReference({
    label: 'Registrasi',
    blocksDelete: true,
    async count(trx, p) {
      const r = await sql<{ n: number }>`select count(*)::int as n from registrations
        where patient_id = ${p.id}`.execute(trx);
      return r.rows[0]?.n ?? 0;
    },
    async move(trx, from, to) {
      const r = await sql`update registrations set patient_id = ${to.id},
        version = version + 1, updated_at = now() where patient_id = ${from.id}`.execute(trx);
      return Number(r.numAffectedRows ?? 0);
    },
  });
  registerPatientHistorySource({
    async entries(db, p, limit) {
      const list = await readRegistrations(
        db,
        sql`g.patient_id = ${p.id}`,
        sql`order by g.registered_at desc, g.id desc limit ${limit}`,
      );
      return list.map((g) => ({
        source: 'registrasi',
        at: g.registeredAt,
        summary: [
          `Registrasi ${g.regNo}`,
          labelOf(registrationKind, g.kind),
          g.poliName,
          g.doctorName,
          `tanggal ${g.visitDate}`,
        ]
          .filter(Boolean)
          .join(' '),
        status: statusLabel(g.kind, g.status),
        refId: g.id,
      }));
    },
  });
}
