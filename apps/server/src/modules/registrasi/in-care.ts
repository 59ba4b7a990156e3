/**
 * The registrations whose patients are in care now (the domain's `registrationInCareStatuses`):
 * today's clinic visits waiting or being served, emergency visits in triage or assessment,
 * inpatient stays in care. Read by other contexts' lists of patients in care (the fall-risk watch,
 * the infection register) through this module's index.
 */
import { type RegistrationKind, registrationInCareStatuses } from '@simrs/domain';
import type { RegistrationView } from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../platform/module';
import { readRegistrations } from './store';

export async function registrationsInCare(
  db: Executor,
  f: { today: string; kind?: RegistrationKind | null; patientId?: number | null },
): Promise<RegistrationView[]> {
  const kinds = (Object.keys(registrationInCareStatuses) as RegistrationKind[]).filter(
    (k) => !f.kind || k === f.kind,
  );
  const byKind = kinds.map((k) => {
    const states = sql.join(registrationInCareStatuses[k].map((s) => sql`${s}`));
    const day = k === 'RAJAL' ? sql` and g.visit_date = ${f.today}::date` : sql``;
    return sql`(g.kind = ${k} and g.status in (${states})${day})`;
  });
  const where: RawBuilder<unknown>[] = [sql`(${sql.join(byKind, sql` or `)})`];
  if (f.patientId) where.push(sql`g.patient_id = ${f.patientId}`);
  return readRegistrations(
    db,
    sql.join(where, sql` and `),
    sql`order by g.kind, g.registered_at, g.id`,
  );
}
