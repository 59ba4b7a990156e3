/**
 * Diagnoses (ICD-10) and procedures (ICD-9-CM) of a registration (docs/dokumen.md "Diagnoses and
 * procedures"): recording one (checked against the active master of its source, the primary rule
 * and the case type), marking one entered in error, the registration's list, the ICD picker's
 * search and the procedures list. A row never changes except its one error mark.
 */
import {
  type CaseType,
  CODER_MENUS,
  type CodedEntryView,
  type CodingSource,
  type CodingSystem,
  cpptProfessionOfLevel,
  DIAGNOSA_MESSAGES,
  type DiagnosisRole,
  type IcdOption,
  type MenuAction,
  type ProcedureRow,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import { HttpError, notFound, validationError } from '../../platform/errors';
import type { ActorOf, Clock, Executor, Trx } from '../../platform/module';

export interface CodingContext {
  trx: Trx;
  actor: ActorOf;
  userName: string;
  levelId: number;
  can(menu: string, action: MenuAction): boolean;
  clock: Clock;
}

/** What the caller may record. */
export function codingPermissions(who: {
  levelId: number;
  can(menu: string, action: MenuAction): boolean;
}) {
  const profession = cpptProfessionOfLevel(who.levelId);
  return {
    clinicalDiagnosis: profession === 'dokter' && who.can('rekam-medis', 'add'),
    procedure: profession !== null && who.can('rekam-medis', 'add'),
    coding: CODER_MENUS.some((m) => who.can(m, 'edit')),
  };
}

/** The master a system and source read from. */
const MASTER: Record<CodingSystem, Record<CodingSource, { table: string; label: string }>> = {
  ICD10: {
    KLINIS: { table: 'm_icd10', label: 'Master ICD-10' },
    KODING: { table: 'm_icd10_upla', label: 'Master ICD-10 UPLA' },
  },
  ICD9CM: {
    KLINIS: { table: 'm_icd9', label: 'Master ICD-9' },
    KODING: { table: 'm_icd9_upla', label: 'Master ICD-9 UPLA' },
  },
};

interface EntryRow {
  id: number;
  registration_id: number;
  patient_id: number;
  system: CodingSystem;
  source: CodingSource;
  code: string;
  display: string;
  role: DiagnosisRole | null;
  case_type: CaseType | null;
  performed_at: Date | string | null;
  note: string | null;
  recorded_by: number | null;
  recorded_by_name: string | null;
  recorded_at: Date | string;
  error_reason: string | null;
  error_by_name: string | null;
  error_at: Date | string | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

function toView(r: EntryRow): CodedEntryView {
  return {
    id: r.id,
    registrationId: r.registration_id,
    patientId: r.patient_id,
    system: r.system,
    source: r.source,
    code: r.code,
    display: r.display,
    role: r.role,
    caseType: r.case_type,
    performedAt: r.performed_at === null ? null : iso(r.performed_at),
    note: r.note,
    recordedBy: { userId: r.recorded_by, name: r.recorded_by_name },
    recordedAt: iso(r.recorded_at),
    error:
      r.error_at === null || r.error_reason === null
        ? null
        : { reason: r.error_reason, by: r.error_by_name, at: iso(r.error_at) },
  };
}

/** Live entries first, primary before secondary, then in the order recorded. */
const ORDER = sql`(e.error_at is not null), e.system desc, e.source,
  (e.role = 'UTAMA') desc nulls last, e.recorded_at, e.id`;

async function readEntries(db: Executor, where: RawBuilder<unknown>): Promise<CodedEntryView[]> {
  const r = await sql<EntryRow>`select e.* from coded_entry e where ${where}
    order by ${ORDER}`.execute(db);
  return r.rows.map(toView);
}

/** A registration's diagnoses and procedures. */
export function registrationEntries(
  db: Executor,
  registrationId: number,
): Promise<CodedEntryView[]> {
  return readEntries(db, sql`e.registration_id = ${registrationId}`);
}

/**
 * The picker's search: at most 20 active codes; the code itself, then codes starting with q,
 * then names holding every word of q (trigram-indexed `ilike`).
 */
export async function searchIcd(
  db: Executor,
  system: CodingSystem,
  source: CodingSource,
  q: string | null | undefined,
): Promise<IcdOption[]> {
  const { table } = MASTER[system][source];
  const term = (q ?? '').trim();
  const words = term.split(/\s+/).filter((w) => w.length > 0);
  const likeSafe = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: RawBuilder<unknown>[] = [sql`status = 'Y'`];
  if (words.length > 0) {
    const codeLike = `${likeSafe(term.toUpperCase())}%`;
    const nameAll = sql.join(
      words.map((w) => sql`name ilike ${`%${likeSafe(w)}%`}`),
      sql` and `,
    );
    // `ilike` on the code (the codes are upper-case letters, digits and dots) is what the
    // code's trigram index answers; `upper(code) like` read the whole master.
    where.push(sql`(code ilike ${codeLike} or (${nameAll}))`);
  }
  const hasPrimary = system === 'ICD10';
  const hasCbg = source === 'KODING';
  const r = await sql<{
    code: string;
    name: string;
    valid_primary: string | null;
    ina_cbg_code: string | null;
  }>`select code, name,
      ${hasPrimary ? sql`valid_primary` : sql`null::text`} as valid_primary,
      ${hasCbg ? sql`ina_cbg_code` : sql`null::text`} as ina_cbg_code
    from ${sql.table(table)}
    where ${sql.join(where, sql` and `)}
    order by (upper(code) = ${term.toUpperCase()}) desc,
      (upper(code) like ${`${likeSafe(term.toUpperCase())}%`}) desc, code
    limit 20`.execute(db);
  return r.rows.map((row) => ({
    code: row.code,
    name: row.name,
    validPrimary: hasPrimary ? row.valid_primary === 'Y' : null,
    inaCbgCode: row.ina_cbg_code,
  }));
}

export interface RecordInput {
  registrationId: number;
  system: CodingSystem;
  source: CodingSource;
  code: string;
  role: DiagnosisRole | null;
  caseType: CaseType | null;
  performedAt: string | null;
  note: string | null;
}

/** A WIB wall time `YYYY-MM-DDTHH:mm` as an instant. */
function wibInstant(local: string): Date {
  return new Date(`${local}:00+07:00`);
}

/** Records a diagnosis or procedure (the registration row locked: entries of one visit take turns). */
export async function recordEntry(ctx: CodingContext, input: RecordInput): Promise<CodedEntryView> {
  const may = codingPermissions(ctx);
  if (input.source === 'KODING' && !may.coding)
    throw new HttpError(403, DIAGNOSA_MESSAGES.coderOnly);
  if (input.source === 'KLINIS' && input.system === 'ICD10' && !may.clinicalDiagnosis) {
    throw new HttpError(403, DIAGNOSA_MESSAGES.doctorOnly);
  }
  if (input.source === 'KLINIS' && input.system === 'ICD9CM' && !may.procedure) {
    throw new HttpError(403, DIAGNOSA_MESSAGES.doctorOnly);
  }
  const r = await sql<{ id: number; patient_id: number; status: string }>`select id, patient_id,
      status from registrations where id = ${input.registrationId} for update`.execute(ctx.trx);
  const reg = r.rows[0];
  if (!reg) throw validationError({ registrationId: [DIAGNOSA_MESSAGES.registrationNotFound] });
  if (reg.status === 'VOID' || reg.status === '99') {
    throw validationError({ registrationId: [DIAGNOSA_MESSAGES.registrationVoid] });
  }

  const master = MASTER[input.system][input.source];
  const found = (await searchIcd(ctx.trx, input.system, input.source, input.code)).find(
    (o) => o.code.toUpperCase() === input.code,
  );
  if (!found) {
    throw validationError({ code: [DIAGNOSA_MESSAGES.unknownCode(input.code, master.label)] });
  }
  if (input.role === 'UTAMA' && found.validPrimary === false) {
    throw validationError({ role: [DIAGNOSA_MESSAGES.notPrimary(found.code)] });
  }

  const live = await readEntries(
    ctx.trx,
    sql`e.registration_id = ${reg.id} and e.source = ${input.source} and e.error_at is null`,
  );
  const primary = live.find((e) => e.role === 'UTAMA');
  if (input.role === 'UTAMA' && primary) {
    throw new HttpError(409, DIAGNOSA_MESSAGES.primaryExists(primary.code));
  }
  if (live.some((e) => e.system === input.system && e.code === found.code.toUpperCase())) {
    throw new HttpError(409, DIAGNOSA_MESSAGES.duplicate(found.code));
  }

  let caseType: CaseType | null = null;
  if (input.system === 'ICD10') {
    if (input.caseType) caseType = input.caseType;
    else {
      const before = await sql`select 1 from coded_entry e join registrations r
          on r.id = e.registration_id
        where e.patient_id = ${reg.patient_id} and e.system = 'ICD10'
          and e.code = ${found.code.toUpperCase()} and e.error_at is null
          and e.registration_id <> ${reg.id} and r.status not in ('VOID', '99')
        limit 1`.execute(ctx.trx);
      caseType = before.rows.length > 0 ? 'LAMA' : 'BARU';
    }
  }

  const now = ctx.clock.now();
  let performedAt: Date | null = null;
  if (input.system === 'ICD9CM') {
    performedAt = input.performedAt ? wibInstant(input.performedAt) : now;
    if (performedAt.getTime() > now.getTime() + 60_000) {
      throw validationError({ performedAt: [DIAGNOSA_MESSAGES.futurePerformedAt] });
    }
  }

  try {
    const inserted = await sql<{ id: number }>`insert into coded_entry
        (registration_id, patient_id, system, source, code, display, role, case_type,
         performed_at, note, recorded_by, recorded_by_name, recorded_at)
      values (${reg.id}, ${reg.patient_id}, ${input.system}, ${input.source},
        ${found.code.toUpperCase()}, ${found.name}, ${input.role}, ${caseType}, ${performedAt},
        ${input.note}, ${ctx.actor.userId}, ${ctx.userName}, ${now})
      returning id`.execute(ctx.trx);
    const id = inserted.rows[0]?.id as number;
    return (await readEntries(ctx.trx, sql`e.id = ${id}`))[0] as CodedEntryView;
  } catch (e) {
    // The partial unique indexes stand behind the checks above.
    if ((e as { code?: string }).code === '23505') {
      throw new HttpError(409, DIAGNOSA_MESSAGES.duplicate(found.code));
    }
    throw e;
  }
}

/** Marks an entry entered in error with a reason, once (409 after). Who recorded it may, or a coder. */
export async function markEntryInError(
  ctx: CodingContext,
  input: { id: number; reason: string },
): Promise<CodedEntryView> {
  const r = await sql<EntryRow>`select * from coded_entry where id = ${input.id}
    for update`.execute(ctx.trx);
  const row = r.rows[0];
  if (!row) throw notFound();
  const may = codingPermissions(ctx);
  if (row.source === 'KODING' && !may.coding) throw new HttpError(403, DIAGNOSA_MESSAGES.coderOnly);
  if (
    row.source === 'KLINIS' &&
    !(row.system === 'ICD10' ? may.clinicalDiagnosis : may.procedure)
  ) {
    throw new HttpError(403, DIAGNOSA_MESSAGES.doctorOnly);
  }
  if (row.error_at !== null) throw new HttpError(409, DIAGNOSA_MESSAGES.alreadyError);
  await sql`update coded_entry set error_reason = ${input.reason}, error_by = ${ctx.actor.userId},
      error_by_name = ${ctx.userName}, error_at = ${ctx.clock.now()}
    where id = ${row.id}`.execute(ctx.trx);
  return (await readEntries(ctx.trx, sql`e.id = ${row.id}`))[0] as CodedEntryView;
}

export const PROCEDURES_LIMIT = 500;

/** The procedures recorded on the WIB days from..to (default: today), newest first. */
export async function procedureList(
  db: Executor,
  f: {
    from: string | null;
    to: string | null;
    poliId: number | null;
    source: CodingSource | null;
    today: string;
  },
) {
  const wibDay = sql`((e.performed_at at time zone 'UTC') + interval '7 hours')::date`;
  const from = f.from ?? f.today;
  const to = f.to ?? f.from ?? f.today;
  const where: RawBuilder<unknown>[] = [
    sql`e.system = 'ICD9CM'`,
    sql`${wibDay} >= ${from}::date`,
    sql`${wibDay} <= ${to}::date`,
  ];
  if (f.poliId !== null) where.push(sql`r.poli_id = ${f.poliId}`);
  if (f.source) where.push(sql`e.source = ${f.source}`);
  const rows = await sql<
    EntryRow & {
      rm_no: string;
      patient_name: string;
      reg_no: string;
      kind: string;
      poli_name: string | null;
      doctor_name: string | null;
    }
  >`select e.*, p.rm_no, p.name as patient_name, r.reg_no, r.kind, mp.name as poli_name,
      r.doctor_name
    from coded_entry e
      join registrations r on r.id = e.registration_id
      join patients p on p.id = e.patient_id
      left join m_poli mp on mp.id = r.poli_id
    where ${sql.join(where, sql` and `)}
    order by e.performed_at desc, e.id desc
    limit ${PROCEDURES_LIMIT}`.execute(db);
  const count = await sql<{ total: number | string }>`select count(*) as total
    from coded_entry e join registrations r on r.id = e.registration_id
    where ${sql.join(where, sql` and `)}`.execute(db);
  const list: ProcedureRow[] = rows.rows.map((row) => ({
    ...toView(row),
    rmNo: row.rm_no,
    patientName: row.patient_name,
    regNo: row.reg_no,
    kind: row.kind,
    poliName: row.poli_name,
    doctorName: row.doctor_name,
  }));
  const polis = await sql<{ id: number; name: string }>`select id, name from m_poli
    where status = 'Y' order by name`.execute(db);
  return {
    list,
    total: Number(count.rows[0]?.total ?? 0),
    limit: PROCEDURES_LIMIT,
    polis: polis.rows,
  };
}
