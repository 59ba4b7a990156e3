/** The reads of the registrations context: the day list and a registration's detail. */
import { nextStatuses, registrationStatusList, registrationVoidStatus } from '@simrs/domain';
import type {
  BedOccupancyView,
  ListAnswer,
  RegistrationDetail,
  RegistrationPatient,
  RegistrationView,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../platform/module';
import { ledgerOf } from '../tagihan/index';
import { eventsOf, readRegistration, readRegistrations, tasksOf, VIEW_FROM } from './store';

export interface DayListFilter {
  /** The visit day, or the first of a range ending at `to`. */
  date: string;
  to?: string;
  page: number;
  shown: number;
  search: string;
  sortByField: 'registeredAt' | 'regNo' | 'name' | 'rmNo' | 'status';
  sortByType: 'asc' | 'desc';
  filters: {
    poliId?: number;
    scheduleId?: number;
    doctor?: string;
    payerType?: '1' | '2' | '3';
    status?: string;
    kind?: 'RAJAL' | 'UGD' | 'RANAP';
    /** Only registrations that came with a referral (of this type when given). */
    referral?: true;
    referralType?: string;
  };
}

const SORT: Record<DayListFilter['sortByField'], string> = {
  registeredAt: 'g.registered_at',
  regNo: 'g.reg_no',
  name: 'lower(p.name)',
  rmNo: 'p.rm_no',
  status: 'g.status',
};

/**
 * A day's registrations with the filters of the screen; `search` is an RM number (digits, with or
 * without leading zeros) or part of the patient's name.
 */
export async function dayList(
  db: Executor,
  q: DayListFilter,
): Promise<ListAnswer<RegistrationView> & { date: string }> {
  const f = q.filters;
  const conds: RawBuilder<unknown>[] = [
    q.to === undefined
      ? sql`g.visit_date = ${q.date}`
      : sql`g.visit_date between ${q.date}::date and ${q.to}::date`,
  ];
  if (f.referral) conds.push(sql`g.referral_type is not null`);
  if (f.referralType !== undefined) conds.push(sql`g.referral_type = ${f.referralType}`);
  if (f.poliId !== undefined) conds.push(sql`g.poli_id = ${f.poliId}`);
  if (f.scheduleId !== undefined) conds.push(sql`g.schedule_id = ${f.scheduleId}`);
  if (f.doctor !== undefined) {
    conds.push(
      sql`lower(g.doctor_name) like ${`%${f.doctor.toLowerCase().replace(/[%_\\]/g, '')}%`}`,
    );
  }
  if (f.payerType !== undefined) conds.push(sql`g.payer_type = ${f.payerType}`);
  if (f.status !== undefined) conds.push(sql`g.status = ${f.status}`);
  if (f.kind !== undefined) conds.push(sql`g.kind = ${f.kind}`);
  const term = q.search.trim();
  if (term !== '') {
    if (/^\d{1,12}$/.test(term)) {
      conds.push(sql`ltrim(p.rm_no, '0') = ${term.replace(/^0+/, '')}`);
    } else {
      conds.push(sql`lower(p.name) like ${`%${term.toLowerCase().replace(/[%_\\]/g, '')}%`}`);
    }
  }
  const where = sql.join(conds, sql` and `);
  // Every registration has its patient (a required key): without a search term the count reads
  // the registrations' index alone (docs/decisions.md, 17).
  const counted = await sql<{ n: number }>`select count(*)::int as n
    from ${term === '' ? sql`registrations g` : VIEW_FROM} where ${where}`.execute(db);
  const total = counted.rows[0]?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / q.shown));
  const page = Math.min(q.page, lastPage);
  const order = sql.raw(`${SORT[q.sortByField]} ${q.sortByType === 'desc' ? 'desc' : 'asc'}, g.id`);
  const list = await readRegistrations(
    db,
    where,
    sql`order by ${order} limit ${q.shown} offset ${(page - 1) * q.shown}`,
  );
  return { date: q.date, list, total, totalExact: true, page, shown: q.shown, lastPage };
}

export async function patientRegistrations(
  db: Executor,
  patientId: number,
): Promise<RegistrationView[]> {
  return readRegistrations(
    db,
    sql`g.patient_id = ${patientId}`,
    sql`order by g.registered_at desc, g.id desc limit 200`,
  );
}

async function patientOf(db: Executor, id: number): Promise<RegistrationPatient> {
  const r = await sql<RegistrationPatient>`select id, rm_no as "rmNo", name, sex,
      birth_date::text as "birthDate", nik, bpjs_no as "bpjsNo", phone, status
    from patients where id = ${id}`.execute(db);
  const p = r.rows[0];
  if (!p) throw new Error(`patient ${id} vanished`);
  return p;
}

async function openBed(db: Executor, registrationId: number): Promise<BedOccupancyView | null> {
  const r = await sql<{
    id: number;
    bed_id: number;
    kind: BedOccupancyView['kind'];
    registration_id: number | null;
    patient_id: number | null;
    from_at: Date | string;
    to_at: Date | string | null;
  }>`select id, bed_id, kind, registration_id, patient_id, from_at, to_at from bed_occupancy
    where registration_id = ${registrationId} and to_at is null`.execute(db);
  const b = r.rows[0];
  if (!b) return null;
  return {
    id: Number(b.id),
    bedId: b.bed_id,
    kind: b.kind,
    registrationId: b.registration_id,
    patientId: b.patient_id,
    from: new Date(b.from_at).toISOString(),
    to: null,
  };
}

/** A registration with its patient, events, task times, charges and what may come next. */
export async function detailOf(db: Executor, id: number): Promise<RegistrationDetail | null> {
  const registration = await readRegistration(db, id);
  if (!registration) return null;
  const ledger = await ledgerOf(db, id);
  const list = registrationStatusList[registration.kind];
  const voidStatus = registrationVoidStatus[registration.kind];
  return {
    registration,
    patient: await patientOf(db, registration.patient.id),
    events: await eventsOf(db, id),
    tasks: await tasksOf(db, id),
    charges: {
      lines: ledger.lines.length,
      charged: ledger.totals.charged,
      reversed: ledger.totals.reversed,
      net: ledger.totals.net,
      items: ledger.lines,
    },
    nextStatuses: nextStatuses(list, registration.status).filter((s) => s !== voidStatus),
    bed: await openBed(db, id),
  };
}
