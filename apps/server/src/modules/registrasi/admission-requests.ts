/**
 * Admission requests (pasien-rujukan): the doctor of a clinic visit in treatment or of an
 * emergency visit not yet left asks for the patient's admission; the admission desk lists the
 * visits asked for and not yet admitted, and admits from one (the admission names the visit as
 * its origin, which answers the request). Which visits may still be admitted is the domain's
 * machine of their kind (the move to PASIEN_INAP or 3), not a list of states of this file.
 */
import {
  canTransition,
  type RegistrationKind,
  registrationStatuses,
  registrationStatusList,
} from '@simrs/domain';
import {
  ADMISSION_REQUEST_MESSAGES,
  type AdmissionRequestView,
  type ListAnswer,
  REGISTRASI_MESSAGES,
  type RegistrationPatient,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import { HttpError, notFound, stale } from '../../platform/errors';
import type { Executor } from '../../platform/module';
import type { RegContext } from './service';
import { lockRegistration, readRegistrations } from './store';

/** The state an admission moves its origin to (as `admitInpatient` does). */
const ADMITTED_STATE: Partial<Record<RegistrationKind, string>> = {
  RAJAL: 'PASIEN_INAP',
  UGD: '3',
};

/** Whether the visit's machine still allows its admission. */
function admittable(kind: RegistrationKind, status: string): boolean {
  const target = ADMITTED_STATE[kind];
  return target !== undefined && canTransition(registrationStatusList[kind], status, target);
}

/** The same, in SQL over `g` (the states of each kind from which the machine allows it). */
function admittableSql(): RawBuilder<unknown> {
  const parts = (Object.keys(ADMITTED_STATE) as RegistrationKind[]).map((kind) => {
    const states = registrationStatuses(kind).filter((s) => admittable(kind, s));
    return sql`(g.kind = ${kind} and g.status in (${sql.join(states)}))`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The admission made from the visit `g` (not voided). */
const ADMISSION = sql`(select a.id from registrations a where a.origin_registration_id = g.id
  and a.kind = 'RANAP' and a.status <> '99' order by a.id desc limit 1)`;

interface RequestRow {
  id: number;
  registration_id: number;
  doctor_name: string;
  note: string | null;
  requested_at: Date | string;
  username: string | null;
  admission_id: number | null;
  admission_reg_no: string | null;
  admission_at: Date | string | null;
}

const REQUEST_FROM = sql`admission_request r
  join registrations g on g.id = r.registration_id
  join patients p on p.id = g.patient_id
  left join registrations a on a.id = ${ADMISSION}`;

async function patientsOf(db: Executor, ids: number[]): Promise<RegistrationPatient[]> {
  if (ids.length === 0) return [];
  const r = await sql<RegistrationPatient>`select id, rm_no as "rmNo", name, sex,
      birth_date::text as "birthDate", nik, bpjs_no as "bpjsNo", phone, status
    from patients where id in (${sql.join(ids)})`.execute(db);
  return r.rows;
}

async function requestsWhere(
  db: Executor,
  where: RawBuilder<unknown>,
  tail: RawBuilder<unknown>,
): Promise<AdmissionRequestView[]> {
  const rows = (
    await sql<RequestRow>`select r.id, r.registration_id, r.doctor_name, r.note, r.requested_at,
        r.username, a.id as admission_id, a.reg_no as admission_reg_no,
        a.registered_at as admission_at
      from ${REQUEST_FROM} where ${where} ${tail}`.execute(db)
  ).rows;
  if (rows.length === 0) return [];
  const visits = await readRegistrations(
    db,
    sql`g.id in (${sql.join(rows.map((r) => r.registration_id))})`,
  );
  const patients = await patientsOf(db, [...new Set(visits.map((v) => v.patient.id))]);
  const out: AdmissionRequestView[] = [];
  for (const r of rows) {
    const registration = visits.find((v) => v.id === r.registration_id);
    const patient = patients.find((p) => p.id === registration?.patient.id);
    if (!registration || !patient) continue;
    out.push({
      id: r.id,
      registration,
      patient,
      doctorName: r.doctor_name,
      note: r.note,
      requestedAt: new Date(r.requested_at).toISOString(),
      requestedBy: r.username,
      admission:
        r.admission_id !== null && r.admission_reg_no !== null && r.admission_at !== null
          ? {
              id: r.admission_id,
              regNo: r.admission_reg_no,
              registeredAt: new Date(r.admission_at).toISOString(),
            }
          : null,
      admittable: admittable(registration.kind, registration.status),
    });
  }
  return out;
}

export async function requestById(db: Executor, id: number): Promise<AdmissionRequestView> {
  const found = (await requestsWhere(db, sql`r.id = ${id}`, sql``))[0];
  if (!found) throw notFound();
  return found;
}

/** The requests of the visits (the clinic's worklist marks them). */
export async function requestsOfVisits(
  db: Executor,
  ids: readonly number[],
): Promise<{ registrationId: number; doctorName: string; requestedAt: string }[]> {
  if (ids.length === 0) return [];
  const r = await sql<{ registration_id: number; doctor_name: string; requested_at: Date }>`
    select registration_id, doctor_name, requested_at from admission_request
    where registration_id in (${sql.join([...ids])})`.execute(db);
  return r.rows.map((x) => ({
    registrationId: x.registration_id,
    doctorName: x.doctor_name,
    requestedAt: new Date(x.requested_at).toISOString(),
  }));
}

/**
 * Asks for the admission of a visit's patient, in the caller's transaction: the visit (locked, at
 * its version) must be one its machine still lets be admitted, the patient not already in care,
 * and the visit not asked for before.
 */
export async function requestAdmission(
  ctx: RegContext,
  input: { id: number; version: number; doctorName: string; note: string | null },
): Promise<AdmissionRequestView> {
  const { trx } = ctx;
  const visit = await lockRegistration(trx, input.id);
  if (!visit) throw notFound();
  if (visit.version !== input.version) throw stale();
  if (!admittable(visit.kind, visit.status)) {
    throw new HttpError(422, ADMISSION_REQUEST_MESSAGES.notAdmittable);
  }
  const inCare = await sql`select 1 from registrations where patient_id = ${visit.patient_id}
    and kind = 'RANAP' and status = '2'`.execute(trx);
  if (inCare.rows.length > 0) throw new HttpError(409, REGISTRASI_MESSAGES.alreadyInpatient);
  const r = await sql<{ id: number }>`insert into admission_request (registration_id, doctor_name,
      note, requested_at, user_id, username)
    values (${visit.id}, ${input.doctorName}, ${input.note}, ${ctx.clock.now()},
      ${ctx.actor.userId}, ${ctx.actor.username})
    on conflict (registration_id) do nothing returning id`.execute(trx);
  const id = r.rows[0]?.id;
  if (id === undefined) throw new HttpError(409, ADMISSION_REQUEST_MESSAGES.already);
  return requestById(trx, id);
}

export interface RequestListFilter {
  from: string;
  to: string;
  page: number;
  shown: number;
  search: string;
  sortByField: 'requestedAt' | 'name' | 'rmNo';
  sortByType: 'asc' | 'desc';
  filters: { state?: 'MENUNGGU' | 'DIRAWAT' | null; kind?: 'RAJAL' | 'UGD' | null };
}

const SORT: Record<RequestListFilter['sortByField'], string> = {
  requestedAt: 'r.requested_at',
  name: 'lower(p.name)',
  rmNo: 'p.rm_no',
};

/**
 * The requests of a range of request days (WIB): waiting (the default: no admission yet and the
 * visit still admittable) or admitted. A request whose visit ended without an admission is in
 * neither.
 */
export async function requestList(
  db: Executor,
  q: RequestListFilter,
): Promise<ListAnswer<AdmissionRequestView>> {
  const conds: RawBuilder<unknown>[] = [
    sql`((r.requested_at at time zone 'UTC') + interval '7 hours')::date
      between ${q.from}::date and ${q.to}::date`,
    q.filters.state === 'DIRAWAT'
      ? sql`a.id is not null`
      : sql`a.id is null and ${admittableSql()}`,
  ];
  if (q.filters.kind) conds.push(sql`g.kind = ${q.filters.kind}`);
  const term = q.search.trim();
  if (term !== '') {
    conds.push(
      /^\d{1,12}$/.test(term)
        ? sql`ltrim(p.rm_no, '0') = ${term.replace(/^0+/, '')}`
        : sql`lower(p.name) like ${`%${term.toLowerCase().replace(/[%_\\]/g, '')}%`}`,
    );
  }
  const where = sql.join(conds, sql` and `);
  const counted = await sql<{ n: number }>`select count(*)::int as n from ${REQUEST_FROM}
    where ${where}`.execute(db);
  const total = counted.rows[0]?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / q.shown));
  const page = Math.min(q.page, lastPage);
  const order = sql.raw(`${SORT[q.sortByField]} ${q.sortByType === 'desc' ? 'desc' : 'asc'}, r.id`);
  const list = await requestsWhere(
    db,
    where,
    sql`order by ${order} limit ${q.shown} offset ${(page - 1) * q.shown}`,
  );
  return { list, total, totalExact: true, page, shown: q.shown, lastPage };
}
