/**
 * The patient access log (table `patient_access_log`): every read of patient data leaves who,
 * when, from where, which patients and what kind of lookup, never the term typed (a NIK or a
 * name is itself patient data). Other contexts that show patient data (registrations, the chart)
 * call `logPatientAccess` through this module's index.
 */
import type { PatientLookupKind } from '@simrs/validators/contracts';
import type { Actor } from '../../platform/audit';
import type { Executor } from '../../platform/module';
import './tables';

/**
 * The kind of lookup a Pasien search term makes, as the list reads it (the resource's
 * `exactSearch`): 16 digits or 14-15 digits (a NIK, or its first digits) -> 'nik'; 13 digits ->
 * 'bpjs'; up to 12 digits -> 'rm' (an RM number, or the first digits of a NIK); anything else ->
 * 'name'; nothing -> 'list'.
 */
export function lookupKind(search: string): PatientLookupKind {
  const term = search.trim();
  if (term === '') return 'list';
  if (!/^\d+$/.test(term)) return 'name';
  if (term.length === 13) return 'bpjs';
  if (term.length >= 14) return 'nik';
  return 'rm';
}

/**
 * Appends one read of `patientIds` (may be empty: a lookup that found nobody), with the call that
 * read them when the actor carries it (every dispatched operation does).
 */
export async function logPatientAccess(
  db: Executor,
  actor: Actor & { source?: string | null },
  kind: PatientLookupKind,
  patientIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(patientIds.filter((id) => Number.isInteger(id) && id > 0))];
  await db
    .insertInto('patient_access_log')
    .values({
      user_id: actor.userId,
      username: actor.username,
      address: actor.address,
      kind,
      patient_ids: `{${ids.join(',')}}`,
      patient_count: ids.length,
      source: actor.source ?? null,
    })
    .execute();
}
