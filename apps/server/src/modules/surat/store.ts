/**
 * The commands of the letters: issue one (a doctor level; the registration exists and is not
 * voided; the kind's rules; the next number of its kind and year; a random verification code) and
 * void one with a reason (its doctor, or a holder of the menu's `delete`). Both run in the
 * command's transaction; nothing is deleted or edited otherwise.
 */
import { randomBytes } from 'node:crypto';
import {
  type AnyLetterKind,
  cpptProfessionOfLevel,
  type IssueLetter,
  LETTER_NUMBER_CODES,
  type LetterView,
  type MenuAction,
  SURAT_MESSAGES,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { HttpError, notFound, validationError } from '../../platform/errors';
import type { ActorOf, Clock, Trx } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { readLetter, reportFacts } from './reads';
import { romanMonth } from './words';

export interface LetterContext {
  trx: Trx;
  actor: ActorOf;
  userName: string;
  levelId: number;
  can(menu: string, action: MenuAction): boolean;
  clock: Clock;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A verification code: 120 random bits as 24 base32 letters (never guessed, easy to type). */
export function newVerifyCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * The next number of a kind in a year: '0007/SKS/III/2025'. The counter row is taken in the
 * issuing transaction (`on conflict do update` locks it), so parallel issues wait for each other.
 */
async function nextNumber(trx: Trx, kind: AnyLetterKind, day: string) {
  const year = Number(day.slice(0, 4));
  const r = await sql<{ last_no: number }>`insert into letter_numbering (kind, year, last_no)
    values (${kind}, ${year}, 1)
    on conflict (kind, year) do update set last_no = letter_numbering.last_no + 1
    returning last_no`.execute(trx);
  const seq = Number(r.rows[0]?.last_no);
  const number = `${String(seq).padStart(4, '0')}/${LETTER_NUMBER_CODES[kind]}/${romanMonth(Number(day.slice(5, 7)))}/${year}`;
  return { year, seq, number };
}

const VOID_REGISTRATION = new Set(['VOID', '99']);

/** The registration, held for the issue (422 when it does not exist or is voided). */
async function visitForIssue(trx: Trx, registrationId: number) {
  const r = await sql<{ id: number; patient_id: number; status: string; visit_date: string }>`
    select id, patient_id, status, to_char(visit_date, 'YYYY-MM-DD') as visit_date
    from registrations where id = ${registrationId} for share`.execute(trx);
  const reg = r.rows[0];
  if (!reg) throw validationError({ registrationId: [SURAT_MESSAGES.registrationNotFound] });
  if (VOID_REGISTRATION.has(reg.status)) throw new HttpError(422, SURAT_MESSAGES.registrationVoid);
  return reg;
}

function doctorOrFail(levelId: number): void {
  if (cpptProfessionOfLevel(levelId) !== 'dokter') {
    throw new HttpError(403, SURAT_MESSAGES.doctorOnly, 'Akses Ditolak');
  }
}

/** What a letter of a kind stores, after the kind's rules against the visit and the day. */
async function storedContent(
  trx: Trx,
  input: IssueLetter,
  visitDate: string,
  issuedOn: string,
): Promise<Record<string, unknown>> {
  switch (input.kind) {
    case 'SAKIT':
      if (input.content.from < visitDate) {
        throw validationError({ 'content.from': [SURAT_MESSAGES.restBeforeVisit] });
      }
      return input.content;
    case 'KONTROL': {
      if (input.content.controlDate <= issuedOn) {
        throw validationError({ 'content.controlDate': [SURAT_MESSAGES.controlNotAfter] });
      }
      const poli = await sql<{ name: string }>`select name from m_poli
        where id = ${input.content.poliId} and status = 'Y'`.execute(trx);
      const name = poli.rows[0]?.name;
      if (!name) throw validationError({ 'content.poliId': [SURAT_MESSAGES.unknownPoli] });
      return { ...input.content, poliName: name };
    }
    default:
      return input.content;
  }
}

async function insertLetter(
  ctx: LetterContext,
  kind: AnyLetterKind,
  reg: { id: number; patient_id: number },
  issuedOn: string,
  content: Record<string, unknown>,
): Promise<number> {
  const now = ctx.clock.now();
  const { year, seq, number } = await nextNumber(ctx.trx, kind, issuedOn);
  const r = await sql<{ id: number }>`insert into letter (kind, year, seq, number,
      registration_id, patient_id, content, issued_on, issued_at, doctor_id, doctor_name,
      verify_code)
    values (${kind}, ${year}, ${seq}, ${number}, ${reg.id}, ${reg.patient_id},
      ${JSON.stringify(content)}::jsonb, ${issuedOn}, ${now}, ${ctx.actor.userId},
      ${ctx.userName}, ${newVerifyCode()})
    returning id`.execute(ctx.trx);
  return Number(r.rows[0]?.id);
}

/** Issues a letter of `penerbitan-surat` (SAKIT, SEHAT, RUJUKAN, KONTROL). */
export async function issueLetter(ctx: LetterContext, input: IssueLetter): Promise<LetterView> {
  doctorOrFail(ctx.levelId);
  const reg = await visitForIssue(ctx.trx, input.registrationId);
  const issuedOn = wibDay(ctx.clock.now());
  const content = await storedContent(ctx.trx, input, reg.visit_date, issuedOn);
  const id = await insertLetter(ctx, input.kind, reg, issuedOn, content);
  const letter = await readLetter(ctx.trx, id, () => true);
  if (!letter) throw notFound();
  return letter;
}

/**
 * Issues a visit's medical report: its structured rows as they are now (copied, so the report
 * prints the same later), the purpose and the doctor's conclusion.
 */
export async function issueMedicalReport(
  ctx: LetterContext,
  input: { registrationId: number; purpose: string | null; conclusion: string },
): Promise<LetterView> {
  doctorOrFail(ctx.levelId);
  const reg = await visitForIssue(ctx.trx, input.registrationId);
  const issuedOn = wibDay(ctx.clock.now());
  const facts = await reportFacts(ctx.trx, reg.id);
  const id = await insertLetter(ctx, 'MEDIS', reg, issuedOn, {
    purpose: input.purpose,
    conclusion: input.conclusion,
    facts,
  });
  const letter = await readLetter(ctx.trx, id, () => true);
  if (!letter) throw notFound();
  return letter;
}

/**
 * Voids a letter of `kinds` with a reason: its doctor, or a holder of `menu` `delete` (the
 * records team). 409 when it is already voided. The letter stays; its verification says so.
 */
export async function voidLetter(
  ctx: LetterContext,
  menu: string,
  kinds: readonly AnyLetterKind[],
  input: { id: number; reason: string },
): Promise<LetterView> {
  const r = await sql<{
    id: number;
    kind: AnyLetterKind;
    doctor_id: number | null;
    voided_at: Date | null;
  }>`
    select id, kind, doctor_id, voided_at from letter where id = ${input.id} for update`.execute(
    ctx.trx,
  );
  const row = r.rows[0];
  if (!row || !kinds.includes(row.kind)) throw notFound();
  const own = row.doctor_id !== null && row.doctor_id === ctx.actor.userId;
  if (!own && !ctx.can(menu, 'delete')) {
    throw new HttpError(403, SURAT_MESSAGES.voidNotAllowed, 'Akses Ditolak');
  }
  if (row.voided_at !== null) throw new HttpError(409, SURAT_MESSAGES.alreadyVoid);
  await sql`update letter set void_reason = ${input.reason}, voided_by = ${ctx.actor.userId},
      voided_by_name = ${ctx.userName}, voided_at = ${ctx.clock.now()}
    where id = ${row.id}`.execute(ctx.trx);
  const letter = await readLetter(ctx.trx, row.id);
  if (!letter) throw notFound();
  return letter;
}
