/**
 * CPPT, the integrated progress notes (docs/dokumen.md "CPPT"): writing a note, correcting one
 * (a new note pointing at it, by its author), the DPJP's verification (a doctor level, once per
 * note), and the reads (a registration's timeline, the notes waiting for verification). Every
 * row is appended; nothing here updates or deletes.
 */

import { formatDate } from '@simrs/validators';
import {
  CPPT_MESSAGES,
  CPPT_PARTS,
  CPPT_VERIFY_WITHIN_HOURS,
  type CpptFormat,
  type CpptInpatientRow,
  type CpptNoteView,
  type CpptProfession,
  type CpptWaitingRow,
  cpptNeedsVerification,
  cpptProfessionOfLevel,
  cpptVerificationDue,
  DOKUMEN_MESSAGES,
  mayVerifyCppt,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import { HttpError, notFound, validationError } from '../../platform/errors';
import type { ActorOf, Clock, Executor, Trx } from '../../platform/module';

export interface CpptContext {
  trx: Trx;
  actor: ActorOf;
  userName: string;
  levelId: number;
  clock: Clock;
}

const VOID_REGISTRATION = new Set(['VOID', '99']);

interface NoteRow {
  id: number;
  registration_id: number;
  patient_id: number;
  profession: CpptProfession;
  format: CpptFormat;
  parts: Record<string, string> | string;
  instruction: string | null;
  author_id: number | null;
  author_name: string | null;
  written_at: Date | string;
  correction_of: number | null;
  correction_reason: string | null;
  corrected_by_id: number | null;
  corrected_at: Date | string | null;
  corrected_by_name: string | null;
  verification_id: number | null;
  verified_by: number | null;
  verified_by_name: string | null;
  verified_at: Date | string | null;
}

interface WaitingRow extends NoteRow {
  rm_no: string;
  patient_name: string;
  reg_no: string;
  kind: string;
  visit_date: Date | string;
  poli_id: number | null;
  poli_name: string | null;
  doctor_name: string | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

/** An instant as the hospital reads it: '1 Maret 2025 09:30 WIB'. */
function wibText(at: string): string {
  const wib = new Date(new Date(at).getTime() + 7 * 3_600_000).toISOString();
  return `${formatDate(wib.slice(0, 10))} ${wib.slice(11, 16)} WIB`;
}

function day(v: Date | string): string {
  if (typeof v === 'string') return v.slice(0, 10);
  // A `date` column read as a Date at local midnight: its calendar day.
  const p = (n: number) => String(n).padStart(2, '0');
  return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
}

/** The parts in the format's order (jsonb keeps keys in its own order). */
function partsInOrder(
  format: CpptFormat,
  stored: Record<string, string> | string,
): Record<string, string> {
  const parts =
    typeof stored === 'string' ? (JSON.parse(stored) as Record<string, string>) : stored;
  const out: Record<string, string> = {};
  for (const p of CPPT_PARTS[format]) out[p.key] = parts[p.key] ?? '';
  return out;
}

function toView(r: NoteRow): CpptNoteView {
  const verification =
    r.verified_at === null
      ? null
      : { by: { userId: r.verified_by, name: r.verified_by_name }, at: iso(r.verified_at) };
  const correctedBy =
    r.corrected_by_id === null || r.corrected_at === null
      ? null
      : { noteId: r.corrected_by_id, at: iso(r.corrected_at), name: r.corrected_by_name };
  return {
    id: r.id,
    registrationId: r.registration_id,
    patientId: r.patient_id,
    profession: r.profession,
    format: r.format,
    parts: partsInOrder(r.format, r.parts),
    instruction: r.instruction,
    author: { userId: r.author_id, name: r.author_name },
    writtenAt: iso(r.written_at),
    correctionOf: r.correction_of,
    correctionReason: r.correction_reason,
    correctedBy,
    verification,
    awaitingVerification:
      cpptNeedsVerification(r.profession) && correctedBy === null && verification === null,
  };
}

const NOTE_COLUMNS = sql`n.*, c.id as corrected_by_id, c.written_at as corrected_at,
    c.author_name as corrected_by_name, v.id as verification_id, v.verified_by,
    v.verified_by_name, v.verified_at`;
const NOTE_FROM = sql`cppt_note n
  left join cppt_note c on c.correction_of = n.id
  left join cppt_verification v on v.note_id = n.id`;

async function readNotes(db: Executor, where: RawBuilder<unknown>): Promise<CpptNoteView[]> {
  const r = await sql<NoteRow>`select ${NOTE_COLUMNS} from ${NOTE_FROM} where ${where}
    order by n.written_at desc, n.id desc`.execute(db);
  return r.rows.map(toView);
}

export async function readNote(db: Executor, id: number): Promise<CpptNoteView> {
  const note = (await readNotes(db, sql`n.id = ${id}`))[0];
  if (!note) throw notFound();
  return note;
}

/** A registration's notes, newest first. */
export function registrationNotes(db: Executor, registrationId: number): Promise<CpptNoteView[]> {
  return readNotes(db, sql`n.registration_id = ${registrationId}`);
}

export const WAITING_LIMIT = 300;

/** A waiting note (of the joined `n` and `r`) past its inpatient deadline at `now`. */
const overdueAt = (now: Date) => sql`(r.kind = 'RANAP'
  and n.written_at <= ${new Date(now.getTime() - CPPT_VERIFY_WITHIN_HOURS * 3_600_000)})`;

/** The conditions of a note waiting for the DPJP (of the joined `n`, `c`, `v`, `r`). */
const WAITING = [
  sql`n.profession <> 'dokter'`,
  sql`c.id is null`,
  sql`v.id is null`,
  sql`r.status not in ('VOID', '99')`,
];

/**
 * The notes waiting for the DPJP's verification: not a doctor's, not corrected, not verified,
 * of a registration that is not voided; written on the WIB days `from`..`to`; oldest first.
 * An inpatient note is overdue 24 hours after writing (`overdue`: only those).
 */
export async function waitingNotes(
  db: Executor,
  f: {
    from: string | null;
    to: string | null;
    poliId: number | null;
    profession: string | null;
    overdue: boolean;
  },
  now: Date,
): Promise<{
  list: CpptWaitingRow[];
  total: number;
  overdueTotal: number;
  limit: number;
  polis: { id: number; name: string }[];
}> {
  const wibDay = sql`((n.written_at at time zone 'UTC') + interval '7 hours')::date`;
  const where: RawBuilder<unknown>[] = [...WAITING];
  if (f.from) where.push(sql`${wibDay} >= ${f.from}::date`);
  if (f.to) where.push(sql`${wibDay} <= ${f.to}::date`);
  if (f.poliId !== null) where.push(sql`r.poli_id = ${f.poliId}`);
  if (f.profession) where.push(sql`n.profession = ${f.profession}`);
  if (f.overdue) where.push(overdueAt(now));
  const r = await sql<WaitingRow>`select ${NOTE_COLUMNS}, p.rm_no, p.name as patient_name,
      r.reg_no, r.kind, r.visit_date, r.poli_id, mp.name as poli_name, r.doctor_name
    from ${NOTE_FROM}
      join registrations r on r.id = n.registration_id
      join patients p on p.id = n.patient_id
      left join m_poli mp on mp.id = r.poli_id
    where ${sql.join(where, sql` and `)}
    order by n.written_at, n.id
    limit ${WAITING_LIMIT}`.execute(db);
  const count = await sql<{ total: number | string; overdue: number | string }>`select
      count(*) as total, count(*) filter (where ${overdueAt(now)}) as overdue
    from ${NOTE_FROM}
      join registrations r on r.id = n.registration_id
    where ${sql.join(where, sql` and `)}`.execute(db);
  return {
    list: r.rows.map((w) => {
      const note = toView(w);
      const verifyBy = cpptVerificationDue(w.kind, note.profession, note.writtenAt);
      return {
        ...note,
        rmNo: w.rm_no,
        patientName: w.patient_name,
        regNo: w.reg_no,
        kind: w.kind,
        visitDate: day(w.visit_date),
        poliId: w.poli_id,
        poliName: w.poli_name,
        doctorName: w.doctor_name,
        verifyBy,
        overdue: verifyBy !== null && Date.parse(verifyBy) <= now.getTime(),
      };
    }),
    total: Number(count.rows[0]?.total ?? 0),
    overdueTotal: Number(count.rows[0]?.overdue ?? 0),
    limit: WAITING_LIMIT,
    polis: (
      await sql<{ id: number; name: string }>`select id, name from m_poli
        where status = 'Y' order by name`.execute(db)
    ).rows,
  };
}

interface InpatientRow {
  registration_id: number;
  reg_no: string;
  patient_id: number;
  rm_no: string;
  patient_name: string;
  sex: string | null;
  birth_date: Date | string | null;
  ward_id: number;
  ward: string;
  room: string;
  bed: string;
  since: Date | string;
  doctor_name: string | null;
  waiting: number | string;
  overdue: number | string;
}

/**
 * The patients in a ward bed now: a RANAP registration, not voided, with an OCCUPIED interval
 * covering `now` (the beds' intervals, docs/kamar.md); by ward, room and bed; with the counts of
 * their notes waiting for the DPJP and of those overdue.
 */
export async function currentInpatients(
  db: Executor,
  f: { wardId: number | null },
  now: Date,
): Promise<{ list: CpptInpatientRow[]; wards: { id: number; name: string }[] }> {
  const r = await sql<InpatientRow>`select r.id as registration_id, r.reg_no, p.id as patient_id,
      p.rm_no, p.name as patient_name, p.sex, p.birth_date, b.id as ward_id, b.name as ward,
      km.name as room, coalesce(nullif(bed.name, ''), bed.code) as bed, o.from_at as since,
      r.doctor_name,
      (select count(*) from ${NOTE_FROM} where n.registration_id = r.id
        and ${sql.join(WAITING, sql` and `)}) as waiting,
      (select count(*) from ${NOTE_FROM} where n.registration_id = r.id
        and ${sql.join(WAITING, sql` and `)} and ${overdueAt(now)}) as overdue
    from bed_occupancy o
      join registrations r on r.id = o.registration_id
      join patients p on p.id = r.patient_id
      join m_ranap_bed bed on bed.id = o.bed_id
      join m_ranap_kamar km on km.id = bed.kamar_id
      join m_ranap_bangsal b on b.id = km.bangsal_id
    where o.kind = 'OCCUPIED' and tstzrange(o.from_at, o.to_at) @> ${now}::timestamptz
      and r.kind = 'RANAP' and r.status not in ('VOID', '99')
    order by b.name, km.name, bed.code`.execute(db);
  const wards = new Map<number, string>();
  for (const row of r.rows) wards.set(row.ward_id, row.ward);
  return {
    list: r.rows
      .filter((x) => f.wardId === null || x.ward_id === f.wardId)
      .map((x) => ({
        registrationId: x.registration_id,
        regNo: x.reg_no,
        patientId: x.patient_id,
        rmNo: x.rm_no,
        patientName: x.patient_name,
        sex: x.sex,
        birthDate: x.birth_date === null ? null : day(x.birth_date),
        wardId: x.ward_id,
        ward: x.ward,
        room: x.room,
        bed: x.bed,
        since: iso(x.since),
        doctorName: x.doctor_name,
        waiting: Number(x.waiting),
        overdue: Number(x.overdue),
      })),
    wards: [...wards].map(([id, name]) => ({ id, name })),
  };
}

function professionOrFail(levelId: number): CpptProfession {
  const profession = cpptProfessionOfLevel(levelId);
  if (!profession) throw new HttpError(422, CPPT_MESSAGES.noProfession);
  return profession;
}

interface NoteBody {
  format: CpptFormat;
  parts: Record<string, string>;
  instruction: string | null;
}

async function insertNote(
  ctx: CpptContext,
  reg: { id: number; patient_id: number },
  profession: CpptProfession,
  body: NoteBody,
  correction: { of: number; reason: string } | null,
): Promise<number> {
  const row = await ctx.trx
    .insertInto('cppt_note')
    .values({
      registration_id: reg.id,
      patient_id: reg.patient_id,
      profession,
      format: body.format,
      parts: JSON.stringify(body.parts),
      instruction: body.instruction,
      author_id: ctx.actor.userId,
      author_name: ctx.userName,
      written_at: ctx.clock.now(),
      correction_of: correction?.of ?? null,
      correction_reason: correction?.reason ?? null,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a note on a registration that is not voided, as the caller's profession. */
export async function writeNote(
  ctx: CpptContext,
  input: NoteBody & { registrationId: number },
): Promise<CpptNoteView> {
  const profession = professionOrFail(ctx.levelId);
  const r = await sql<{ id: number; patient_id: number; status: string }>`select id, patient_id,
      status from registrations where id = ${input.registrationId}`.execute(ctx.trx);
  const reg = r.rows[0];
  if (!reg) throw validationError({ registrationId: [DOKUMEN_MESSAGES.registrationNotFound] });
  if (VOID_REGISTRATION.has(reg.status)) {
    throw validationError({ registrationId: [CPPT_MESSAGES.registrationVoid] });
  }
  const id = await insertNote(ctx, reg, profession, input, null);
  return readNote(ctx.trx, id);
}

interface LockedNote {
  id: number;
  registration_id: number;
  patient_id: number;
  profession: CpptProfession;
  author_id: number | null;
}

/** The note, locked (corrections and verifications of one note take turns), or 404. */
async function lockNote(trx: Trx, id: number): Promise<LockedNote> {
  const r = await sql<LockedNote>`select id, registration_id, patient_id, profession, author_id
    from cppt_note where id = ${id} for update`.execute(trx);
  const note = r.rows[0];
  if (!note) throw notFound();
  return note;
}

/**
 * Corrects a note: only its author, only a note not corrected yet (the chain is corrected at its
 * newest note); the correction is a new note with the reason, the old one shown superseded.
 */
export async function correctNote(
  ctx: CpptContext,
  input: NoteBody & { id: number; reason: string },
): Promise<CpptNoteView> {
  const profession = professionOrFail(ctx.levelId);
  const note = await lockNote(ctx.trx, input.id);
  if (note.author_id !== ctx.actor.userId) throw new HttpError(403, CPPT_MESSAGES.notAuthor);
  const corrected = await sql<{ id: number }>`select id from cppt_note
    where correction_of = ${note.id}`.execute(ctx.trx);
  if (corrected.rows.length > 0) throw new HttpError(409, CPPT_MESSAGES.alreadyCorrected);
  const id = await insertNote(
    ctx,
    { id: note.registration_id, patient_id: note.patient_id },
    profession,
    input,
    { of: note.id, reason: input.reason },
  );
  return readNote(ctx.trx, id);
}

/**
 * The DPJP's co-signature: a doctor level only (403), not a doctor's note (422), not a note
 * already corrected (409: its correction is verified instead), once per note (409).
 */
export async function verifyNote(ctx: CpptContext, input: { id: number }): Promise<CpptNoteView> {
  if (!mayVerifyCppt(ctx.levelId)) throw new HttpError(403, CPPT_MESSAGES.doctorsOnly);
  const note = await lockNote(ctx.trx, input.id);
  if (!cpptNeedsVerification(note.profession)) {
    throw new HttpError(422, CPPT_MESSAGES.doctorNote);
  }
  const view = await readNote(ctx.trx, note.id);
  if (view.verification) {
    throw new HttpError(
      409,
      CPPT_MESSAGES.alreadyVerified(view.verification.by.name, wibText(view.verification.at)),
    );
  }
  if (view.correctedBy) throw new HttpError(409, CPPT_MESSAGES.verifySuperseded);
  await ctx.trx
    .insertInto('cppt_verification')
    .values({
      note_id: note.id,
      verified_by: ctx.actor.userId,
      verified_by_name: ctx.userName,
      verified_at: ctx.clock.now(),
    })
    .execute();
  return readNote(ctx.trx, note.id);
}
