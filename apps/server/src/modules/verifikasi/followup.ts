/**
 * Tindak Lanjut (docs/verifikasi.md "Tindak Lanjut"): the follow-up of incomplete records of
 * finished visits. The finished visits of a range of end days are read through the completeness
 * check (`completenessOf`, the same function as the verification steps); a record incomplete
 * 2x24 hours after the visit's end is late; the KLPCM figure is the share of records complete
 * within 2x24 hours. The records team sends reminders about an unmet item to those who must
 * complete it (appended, never changed); a clinician sees their own items.
 */
import {
  type ChecklistItem,
  type ChecklistOwner,
  FOLLOW_UP_DUE_HOURS,
  FOLLOW_UP_MAX_DAYS,
  FOLLOW_UP_MESSAGES,
  type FollowUpDetail,
  type FollowUpItem,
  type FollowUpItemKey,
  type FollowUpKind,
  type FollowUpReminderView,
  type FollowUpRow,
  type FollowUpUser,
  type KlpcmAnswer,
  type KlpcmFigure,
  ownerText,
  ownsFollowUp,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import { notFound, validationError } from '../../platform/errors';
import type { ActorOf, Executor, Trx } from '../../platform/module';
import {
  type Completeness,
  completenessOf,
  ENDED_AT_SQL,
  FINISHED_SQL,
  groupBy,
  idArray,
  wibDateSql,
} from './completeness';

const DUE_MS = FOLLOW_UP_DUE_HOURS * 3_600_000;
export const FOLLOW_UP_LIMIT = 500;
export const REMINDER_LIMIT = 300;

export interface RangeFilter {
  from: string | null;
  to: string | null;
  kind: FollowUpKind | null;
  poliId: number | null;
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The range with its defaults (the last 7 days to today), at most FOLLOW_UP_MAX_DAYS days. */
export function rangeOf(f: { from: string | null; to: string | null }, today: string) {
  const to = f.to ?? (f.from && f.from > today ? f.from : today);
  const from = f.from ?? addDays(to, -7);
  if (from > to) throw validationError({ to: [FOLLOW_UP_MESSAGES.badRange] });
  if (addDays(from, FOLLOW_UP_MAX_DAYS) <= to) {
    throw validationError({ from: [FOLLOW_UP_MESSAGES.rangeTooLong] });
  }
  return { from, to };
}

/** Whether a record ended at `endedAt` and complete at `completedAt` (or not yet) is late at `now`. */
export function isLate(endedAt: string, completedAt: string | null, now: Date): boolean {
  const end = Date.parse(endedAt);
  const until = completedAt === null ? now.getTime() : Date.parse(completedAt);
  return until - end > DUE_MS;
}

/** The finished visits whose end falls on the WIB days from..to, oldest end first. */
async function finishedVisits(
  db: Executor,
  f: RangeFilter & { from: string; to: string },
): Promise<{ id: number; doctor_name: string | null }[]> {
  const where: RawBuilder<unknown>[] = [FINISHED_SQL, sql`g.visit_date <= ${f.to}::date`];
  if (f.kind) where.push(sql`g.kind = ${f.kind}`);
  if (f.poliId !== null) where.push(sql`g.poli_id = ${f.poliId}`);
  const r = await sql<{ id: number; doctor_name: string | null }>`select x.id, x.doctor_name
    from (select g.id, g.doctor_name, ${ENDED_AT_SQL} as ended_at from registrations g
      where ${sql.join(where, sql` and `)}) x
    where ${wibDateSql(sql`x.ended_at`)} between ${f.from}::date and ${f.to}::date
    order by x.ended_at, x.id`.execute(db);
  return r.rows;
}

const sameDoctor = (a: string | null, b: string) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === b.toLowerCase();

/** The finished visits of the range, their check, and the DPJPs among them (for the filter). */
async function checkedVisits(
  db: Executor,
  f: RangeFilter & { from: string; to: string; doctor?: string | null | undefined },
): Promise<{ checked: Completeness[]; doctors: string[] }> {
  const visits = await finishedVisits(db, f);
  const doctors = [
    ...new Set(visits.map((v) => v.doctor_name?.trim()).filter((d): d is string => !!d)),
  ].sort((a, b) => a.localeCompare(b, 'id'));
  const doctor = f.doctor ?? null;
  const chosen = doctor === null ? visits : visits.filter((v) => sameDoctor(v.doctor_name, doctor));
  const checks = await completenessOf(
    db,
    chosen.map((v) => v.id),
  );
  const checked = chosen
    .map((v) => checks.get(v.id))
    .filter((c): c is Completeness => c !== undefined && c.visit.endedAt !== null);
  return { checked, doctors };
}

/** The KLPCM figure of checked visits at `now`. */
export function figureOf(checked: readonly Completeness[], now: Date): KlpcmFigure {
  const fig: KlpcmFigure = {
    total: 0,
    onTime: 0,
    completeLate: 0,
    incompleteLate: 0,
    pending: 0,
    percent: null,
  };
  for (const c of checked) {
    const ended = c.visit.endedAt as string;
    fig.total += 1;
    const late = isLate(ended, c.completedAt, now);
    if (c.completedAt !== null) {
      if (late) fig.completeLate += 1;
      else fig.onTime += 1;
    } else if (late) fig.incompleteLate += 1;
    else fig.pending += 1;
  }
  fig.percent = fig.total === 0 ? null : Math.round((fig.onTime / fig.total) * 1000) / 10;
  return fig;
}

/** The user as the rule of "whose item" reads them (the clinic from the users row). */
export async function followUpUser(
  db: Executor,
  user: { id: number; name: string; levelId: number },
): Promise<FollowUpUser> {
  const r = await sql<{ poli_id: number | null }>`select poli_id from users
    where id = ${user.id}`.execute(db);
  return {
    id: user.id,
    name: user.name,
    levelId: user.levelId,
    poliId: r.rows[0]?.poli_id ?? null,
  };
}

interface ReminderCount {
  registration_id: number;
  item_key: string;
  n: number | string;
  to_me: number | string;
  last_id: number;
}

interface ReminderRow {
  id: number;
  registration_id: number;
  item_key: FollowUpItemKey;
  item_label: string;
  recipients: ChecklistOwner[] | string;
  recipient_ids: number[] | string;
  note: string | null;
  sent_by_name: string | null;
  sent_at: Date | string;
}

interface ReminderVisit {
  reg_no: string;
  kind: FollowUpKind;
  patient_id: number;
  rm_no: string;
  patient_name: string;
}

const REMINDER_COLUMNS = sql`r.id, r.registration_id, r.item_key, r.item_label, r.recipients,
  r.recipient_ids, r.note, r.sent_by_name, r.sent_at`;

/** The reminders of each (visit, item): how many, how many to `userId`, and the newest. */
async function remindersOf(db: Executor, registrationIds: number[], userId: number) {
  const out = new Map<string, { n: number; toMe: number; last: ReminderRow | undefined }>();
  if (registrationIds.length === 0) return out;
  const counts = await sql<ReminderCount>`select registration_id, item_key, count(*) as n,
      count(*) filter (where ${userId} = any(recipient_ids)) as to_me, max(id) as last_id
    from record_followup_reminder where registration_id = any(${idArray(registrationIds)})
    group by registration_id, item_key`.execute(db);
  const lastIds = counts.rows.map((c) => c.last_id);
  const last =
    lastIds.length === 0
      ? []
      : (
          await sql<ReminderRow>`select ${REMINDER_COLUMNS} from record_followup_reminder r
            where r.id = any(${idArray(lastIds)})`.execute(db)
        ).rows;
  const byId = new Map(last.map((r) => [r.id, r]));
  for (const c of counts.rows) {
    out.set(`${c.registration_id}:${c.item_key}`, {
      n: Number(c.n),
      toMe: Number(c.to_me),
      last: byId.get(c.last_id),
    });
  }
  return out;
}

type Reminders = Awaited<ReturnType<typeof remindersOf>>;

/** The records items of a checked visit, with whether each is the user's and its reminders. */
function itemsOf(c: Completeness, reminders: Reminders, user: FollowUpUser): FollowUpItem[] {
  const unit = { kind: c.visit.kind, poliId: c.visit.poliId };
  return c.checklist
    .filter((i) => i.stage === 'RM' && i.key !== 'visitFinished')
    .map((i: ChecklistItem) => {
      const sent = reminders.get(`${c.visit.registrationId}:${i.key}`);
      return {
        ...i,
        mine: i.owners.some((o) => ownsFollowUp(user, unit, o)),
        reminders: sent?.n ?? 0,
        lastReminder: sent?.last
          ? {
              at: new Date(sent.last.sent_at).toISOString(),
              by: sent.last.sent_by_name,
              note: sent.last.note,
            }
          : null,
      };
    });
}

/** A checked finished visit as a row (without its items). */
function visitOf(c: Completeness, now: Date): Omit<FollowUpRow, 'items'> {
  const v = c.visit;
  const endedAt = v.endedAt as string;
  return {
    registrationId: v.registrationId,
    regNo: v.regNo,
    kind: v.kind,
    visitDate: v.visitDate,
    patientId: v.patientId,
    rmNo: v.rmNo,
    patientName: v.patientName,
    poliId: v.poliId,
    unitName: v.unitName,
    doctorName: v.doctorName,
    endedAt,
    dueAt: new Date(Date.parse(endedAt) + DUE_MS).toISOString(),
    late: isLate(endedAt, c.completedAt, now),
    stage: v.stage,
  };
}

/**
 * The list of Tindak Lanjut: the incomplete records of the finished visits of the range, each
 * with its unmet records items and who must complete them; "saya": the caller's items only.
 */
export async function followUpList(
  db: Executor,
  f: RangeFilter & { doctor?: string | null | undefined; late: boolean; mine: boolean },
  who: { user: FollowUpUser; team: boolean },
  now: Date,
  today: string,
) {
  const { from, to } = rangeOf(f, today);
  const scope: 'semua' | 'saya' = who.team && !f.mine ? 'semua' : 'saya';
  const { checked, doctors } = await checkedVisits(db, { ...f, from, to });
  const incomplete = checked.filter((c) => c.completedAt === null);
  const reminders = await remindersOf(
    db,
    incomplete.map((c) => c.visit.registrationId),
    who.user.id,
  );
  let remindersForMe = 0;
  const rows: FollowUpRow[] = [];
  for (const c of incomplete) {
    const v = c.visit;
    if (f.late && !isLate(v.endedAt as string, null, now)) continue;
    const items = itemsOf(c, reminders, who.user)
      .filter((i) => !i.ok)
      .filter((i) => scope === 'semua' || i.mine);
    if (items.length === 0) continue;
    for (const i of items)
      if (i.mine) remindersForMe += reminders.get(`${v.registrationId}:${i.key}`)?.toMe ?? 0;
    rows.push({ ...visitOf(c, now), items });
  }
  const polis = await sql<{ id: number; name: string }>`select id, name from m_poli
    where status = 'Y' order by name`.execute(db);
  return {
    from,
    to,
    now: now.toISOString(),
    scope,
    list: rows.slice(0, FOLLOW_UP_LIMIT),
    total: rows.length,
    lateTotal: rows.filter((r) => r.late).length,
    limit: FOLLOW_UP_LIMIT,
    klpcm: who.team ? figureOf(checked, now) : null,
    remindersForMe,
    polis: polis.rows,
    doctors,
  };
}

/** The KLPCM figure of the range, overall, by unit (clinic, UGD, ward) and by DPJP. */
export async function klpcmOf(
  db: Executor,
  f: RangeFilter & { doctor?: string | null | undefined },
  now: Date,
  today: string,
): Promise<KlpcmAnswer> {
  const { from, to } = rangeOf(f, today);
  const { checked } = await checkedVisits(db, { ...f, from, to });
  const perUnit = [
    ...groupBy(checked, (c) => `${c.visit.kind}:${c.visit.poliId ?? c.visit.unitName}`).values(),
  ]
    .map((cs) => {
      const v = (cs[0] as Completeness).visit;
      return { kind: v.kind, poliId: v.poliId, unitName: v.unitName, ...figureOf(cs, now) };
    })
    .sort((a, b) => a.unitName.localeCompare(b.unitName, 'id'));
  const perDoctor = [
    ...groupBy(checked, (c) => (c.visit.doctorName ?? '').trim().toLowerCase()).values(),
  ]
    .map((cs) => ({
      doctorName: (cs[0] as Completeness).visit.doctorName?.trim() || null,
      ...figureOf(cs, now),
    }))
    .sort((a, b) => (a.doctorName ?? '~').localeCompare(b.doctorName ?? '~', 'id'));
  return { from, to, overall: figureOf(checked, now), perUnit, perDoctor };
}

function toReminderView(
  r: ReminderRow & ReminderVisit,
  c: Completeness | undefined,
): FollowUpReminderView {
  const recipients = (
    typeof r.recipients === 'string' ? JSON.parse(r.recipients) : r.recipients
  ) as ChecklistOwner[];
  const ids =
    typeof r.recipient_ids === 'string'
      ? r.recipient_ids.replace(/[{}]/g, '').split(',').filter(Boolean)
      : r.recipient_ids;
  const item = c?.checklist.find((i) => i.key === r.item_key);
  return {
    id: r.id,
    registrationId: r.registration_id,
    regNo: r.reg_no,
    kind: r.kind,
    patientId: r.patient_id,
    rmNo: r.rm_no,
    patientName: r.patient_name,
    unitName: c?.visit.unitName ?? '',
    itemKey: r.item_key,
    itemLabel: r.item_label,
    recipients,
    recipientCount: ids.length,
    note: r.note,
    by: r.sent_by_name,
    at: new Date(r.sent_at).toISOString(),
    resolved: item?.ok ?? false,
  };
}

/** Reminders (alias `r`) with their visit (`g`) and patient (`p`) where `cond`, newest first. */
async function remindersWhere(db: Executor, cond: RawBuilder<unknown>, limit?: number) {
  const r = await sql<ReminderRow & ReminderVisit>`select ${REMINDER_COLUMNS}, g.reg_no, g.kind,
      g.patient_id, p.rm_no, p.name as patient_name
    from record_followup_reminder r
      join registrations g on g.id = r.registration_id
      join patients p on p.id = g.patient_id
    where ${cond} order by r.id desc ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(
    db,
  );
  return r.rows;
}

/** The reminders sent on the WIB days of the range, newest first. */
export async function reminderList(db: Executor, f: RangeFilter, today: string) {
  const { from, to } = rangeOf(f, today);
  const where: RawBuilder<unknown>[] = [
    sql`${wibDateSql(sql`r.sent_at`)} between ${from}::date and ${to}::date`,
  ];
  if (f.kind) where.push(sql`g.kind = ${f.kind}`);
  if (f.poliId !== null) where.push(sql`g.poli_id = ${f.poliId}`);
  const cond = sql.join(where, sql` and `);
  const rows = await remindersWhere(db, cond, REMINDER_LIMIT);
  const count = await sql<{ n: number | string }>`select count(*) as n
    from record_followup_reminder r join registrations g on g.id = r.registration_id
    where ${cond}`.execute(db);
  const checks = await completenessOf(db, [...new Set(rows.map((r) => r.registration_id))]);
  return {
    from,
    to,
    list: rows.map((r) => toReminderView(r, checks.get(r.registration_id))),
    total: Number(count.rows[0]?.n ?? 0),
    limit: REMINDER_LIMIT,
  };
}

/** One finished visit's follow-up: its records items, lateness and reminders. */
export async function followUpDetail(
  db: Executor,
  registrationId: number,
  user: FollowUpUser,
  now: Date,
): Promise<FollowUpDetail> {
  const c = (await completenessOf(db, [registrationId])).get(registrationId);
  if (!c) throw notFound();
  if (!c.visit.finished) {
    throw validationError({ pageId: [FOLLOW_UP_MESSAGES.notFinished] });
  }
  const reminders = await remindersOf(db, [registrationId], user.id);
  const sent = await remindersWhere(db, sql`r.registration_id = ${registrationId}`);
  return {
    ...visitOf(c, now),
    completedAt: c.completedAt,
    items: itemsOf(c, reminders, user),
    reminders: sent.map((r) => toReminderView(r, c)),
  };
}

/** The active users who see an owner's item as theirs (the reminder's addressees). */
async function recipientsOf(
  db: Executor,
  visit: { kind: FollowUpKind; poliId: number | null },
  owners: readonly ChecklistOwner[],
): Promise<number[]> {
  const users = await sql<{ id: number; name: string; level_id: number; poli_id: number | null }>`
    select id, name, level_id, poli_id from users where status = 'Y' order by id`.execute(db);
  return users.rows
    .filter((u) =>
      owners.some((o) =>
        ownsFollowUp({ id: u.id, name: u.name, levelId: u.level_id, poliId: u.poli_id }, visit, o),
      ),
    )
    .map((u) => u.id);
}

/** Appends a reminder about an unmet item of a finished visit (see the contract's `ingatkan`). */
export async function sendReminder(
  ctx: { trx: Trx; actor: ActorOf; userName: string; now: Date },
  input: { registrationId: number; itemKey: FollowUpItemKey; note: string | null },
): Promise<FollowUpReminderView> {
  // Reminders of one visit take turns with its other writes (the registration row is the lock).
  await sql`select id from registrations where id = ${input.registrationId} for update`.execute(
    ctx.trx,
  );
  const c = (await completenessOf(ctx.trx, [input.registrationId])).get(input.registrationId);
  if (!c) throw notFound();
  if (!c.visit.finished) {
    throw validationError({ registrationId: [FOLLOW_UP_MESSAGES.notFinished] });
  }
  const item = c.checklist.find((i) => i.key === input.itemKey);
  if (!item) throw validationError({ itemKey: [FOLLOW_UP_MESSAGES.badItem] });
  if (item.ok) throw validationError({ itemKey: [FOLLOW_UP_MESSAGES.itemComplete] });
  const ids = await recipientsOf(ctx.trx, c.visit, item.owners);
  const r = await sql<{ id: number }>`insert into record_followup_reminder (registration_id,
      item_key, item_label, recipients, recipient_ids, note, sent_by, sent_by_name, sent_at)
    values (${input.registrationId}, ${input.itemKey}, ${item.label},
      ${JSON.stringify(item.owners)}::jsonb, ${`{${ids.join(',')}}`}::integer[], ${input.note},
      ${ctx.actor.userId}, ${ctx.userName}, ${ctx.now})
    returning id`.execute(ctx.trx);
  const id = r.rows[0]?.id as number;
  const [row] = await remindersWhere(ctx.trx, sql`r.id = ${id}`);
  if (!row) throw new Error('reminder vanished');
  return toReminderView(row, c);
}

/** The owners of a reminder in words, for its message. */
export const recipientsText = (owners: readonly ChecklistOwner[]) =>
  owners.map(ownerText).join(', ') || 'penanggung jawab';
