/**
 * HAIs: the infection-prevention nurses' surveillance register (docs/keselamatan.md). Exposures
 * (a device in place, bed rest, an operation) of inpatient stays with their daily checks, the
 * confirmed HAI events, and the month's rates per 1000 exposure days (per 100 operations for
 * IDO). Rows are never deleted nor rewritten: an exposure gains its removal once, any entry its
 * entered-in-error mark once, and every step is appended to `hai_log`.
 */
import {
  daysInPlace,
  exposureDays,
  HAI_DENOMINATORS,
  HAI_SIGNS_OF,
  type HaiExposureKind,
  type HaiKind,
  type HaiSign,
  haiExposureKind,
  haiKind,
  haiRate,
  haiSign,
  isRegistrationInCare,
  labelOf,
  monthRange,
} from '@simrs/domain';
import { formatDate } from '@simrs/validators';
import {
  type CommandParsed,
  type HaiErrorTarget,
  type HaiEventView,
  type HaiExposureView,
  type HaiPatientRow,
  type HaiRates,
  type HaiRegister,
  type haisContract,
  KESELAMATAN_MESSAGES,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Actor } from '../../platform/audit';
import { HttpError, notFound, stale, validationError } from '../../platform/errors';
import type { Executor, Trx } from '../../platform/module';
import { inpatientPlaces } from '../kamar/index';
import { readRegistration, registrationsInCare } from '../registrasi/index';

const M = KESELAMATAN_MESSAGES;
const iso = (v: Date | string) => new Date(v).toISOString();
const exposureLabel = (k: HaiExposureKind) => labelOf(haiExposureKind, k);

// ---------------------------------------------------------------------------------------------
// Reads

interface ExposureRow {
  id: number;
  registration_id: number;
  kind: HaiExposureKind;
  site: string | null;
  note: string | null;
  installed_on: string;
  removed_on: string | null;
  removal_note: string | null;
  version: number;
  ward_name: string | null;
  created_by: number | null;
  created_by_name: string | null;
  error_reason: string | null;
  error_by_name: string | null;
  error_at: Date | string | null;
}

const EXPOSURE_SELECT = sql`select e.id, e.registration_id, e.kind, e.site, e.note,
    to_char(e.installed_on, 'YYYY-MM-DD') as installed_on,
    to_char(e.removed_on, 'YYYY-MM-DD') as removed_on, e.removal_note, e.version,
    b.name as ward_name, e.created_by, e.created_by_name, e.error_reason, e.error_by_name,
    e.error_at
  from hai_exposure e left join m_ranap_bangsal b on b.id = e.ward_id`;

function errorOf(r: {
  error_reason: string | null;
  error_by_name: string | null;
  error_at: Date | string | null;
}) {
  return r.error_reason !== null && r.error_at !== null
    ? { reason: r.error_reason, by: r.error_by_name, at: iso(r.error_at) }
    : null;
}

/** The inpatients in a bed now (of a ward), with their exposures in place. */
export async function haiList(
  db: Executor,
  f: { wardId: number | null; today: string },
): Promise<{ list: HaiPatientRow[]; wards: { id: number; name: string }[]; today: string }> {
  const stays = new Map(
    (await registrationsInCare(db, { today: f.today, kind: 'RANAP' })).map((g) => [g.id, g]),
  );
  const places = (await inpatientPlaces(db)).filter((p) => stays.has(p.registrationId));
  const wards = new Map(places.map((p) => [p.wardId, p.ward]));
  const shown = places.filter((p) => f.wardId === null || p.wardId === f.wardId);
  const ids = shown.map((p) => p.registrationId);
  const exposures =
    ids.length === 0
      ? []
      : (
          await sql<ExposureRow & { last_check: string | null; signs_seen: boolean | null }>`
            select x.*, (select to_char(max(c.day), 'YYYY-MM-DD') from hai_check c
                where c.exposure_id = x.id and c.error_at is null) as last_check,
              (select jsonb_array_length(c.signs) > 0 from hai_check c
                where c.exposure_id = x.id and c.error_at is null
                order by c.day desc limit 1) as signs_seen
            from (${EXPOSURE_SELECT} where e.registration_id in (${sql.join(ids)})
              and e.removed_on is null and e.error_at is null) x
            order by x.installed_on, x.id`.execute(db)
        ).rows;
  const events =
    ids.length === 0
      ? new Map<number, number>()
      : new Map(
          (
            await sql<{ registration_id: number; n: number }>`select registration_id,
                count(*)::int as n from hai_event
              where registration_id in (${sql.join(ids)}) and error_at is null
              group by registration_id`.execute(db)
          ).rows.map((r) => [r.registration_id, r.n]),
        );
  return {
    list: shown.map((p) => {
      const g = stays.get(p.registrationId);
      return {
        registrationId: p.registrationId,
        regNo: g?.regNo ?? '',
        patientId: p.patientId,
        rmNo: g?.patient.rmNo ?? '',
        patientName: g?.patient.name ?? '',
        wardId: p.wardId,
        ward: p.ward,
        room: p.room,
        bed: p.bed,
        since: p.since,
        exposures: exposures
          .filter((e) => e.registration_id === p.registrationId)
          .map((e) => ({
            id: e.id,
            kind: e.kind,
            installedOn: e.installed_on,
            days: daysInPlace({ installedOn: e.installed_on, removedOn: null }, f.today),
            lastCheck: e.last_check,
            signsSeen: e.signs_seen === true,
          })),
        events: events.get(p.registrationId) ?? 0,
      };
    }),
    wards: [...wards]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'id')),
    today: f.today,
  };
}

/** An inpatient stay's register (any RANAP registration, in care or not). */
export async function haiRegister(
  db: Executor,
  registrationId: number,
  today: string,
): Promise<HaiRegister> {
  const reg = await readRegistration(db, registrationId);
  if (reg?.kind !== 'RANAP') throw notFound();
  const [place] = await inpatientPlaces(db, { registrationIds: [registrationId] });
  const exposures = (
    await sql<ExposureRow>`${EXPOSURE_SELECT} where e.registration_id = ${registrationId}
      order by e.installed_on, e.id`.execute(db)
  ).rows;
  const checks = (
    await sql<{
      id: number;
      exposure_id: number;
      day: string;
      signs: HaiSign[];
      note: string | null;
      created_by: number | null;
      created_by_name: string | null;
      created_at: Date | string;
      error_reason: string | null;
      error_by_name: string | null;
      error_at: Date | string | null;
    }>`select c.id, c.exposure_id, to_char(c.day, 'YYYY-MM-DD') as day, c.signs, c.note,
        c.created_by, c.created_by_name, c.created_at, c.error_reason, c.error_by_name, c.error_at
      from hai_check c join hai_exposure e on e.id = c.exposure_id
      where e.registration_id = ${registrationId} order by c.day desc, c.id desc`.execute(db)
  ).rows;
  const events = (
    await sql<{
      id: number;
      hai_id: number;
      hai_name: string;
      kind: HaiKind;
      exposure_id: number | null;
      onset_on: string;
      culture: string | null;
      note: string | null;
      ward_name: string | null;
      created_by: number | null;
      created_by_name: string | null;
      created_at: Date | string;
      error_reason: string | null;
      error_by_name: string | null;
      error_at: Date | string | null;
    }>`select v.id, v.hai_id, h.name as hai_name, v.kind, v.exposure_id,
        to_char(v.onset_on, 'YYYY-MM-DD') as onset_on, v.culture, v.note, b.name as ward_name,
        v.created_by, v.created_by_name, v.created_at, v.error_reason, v.error_by_name, v.error_at
      from hai_event v join m_hais h on h.id = v.hai_id
        left join m_ranap_bangsal b on b.id = v.ward_id
      where v.registration_id = ${registrationId} order by v.onset_on, v.id`.execute(db)
  ).rows;
  const log = (
    await sql<{
      id: number;
      action: string;
      detail: string;
      reason: string | null;
      user_name: string | null;
      at: Date | string;
    }>`select id, action, detail, reason, user_name, at from hai_log
      where registration_id = ${registrationId} order by id desc`.execute(db)
  ).rows;
  const masters = (
    await sql<{ id: number; code: string; name: string; kind: HaiKind }>`select id, code, name,
      kind from m_hais where status = 'Y' order by name`.execute(db)
  ).rows;
  const exposureViews: HaiExposureView[] = exposures.map((e) => ({
    id: e.id,
    version: e.version,
    kind: e.kind,
    site: e.site,
    note: e.note,
    installedOn: e.installed_on,
    removedOn: e.removed_on,
    removalNote: e.removal_note,
    days: daysInPlace({ installedOn: e.installed_on, removedOn: e.removed_on }, today),
    wardName: e.ward_name,
    by: e.created_by_name,
    byUserId: e.created_by,
    error: errorOf(e),
    checks: checks
      .filter((c) => c.exposure_id === e.id)
      .map((c) => ({
        id: c.id,
        day: c.day,
        signs: c.signs,
        note: c.note,
        by: c.created_by_name,
        byUserId: c.created_by,
        at: iso(c.created_at),
        error: errorOf(c),
      })),
  }));
  const eventViews: HaiEventView[] = events.map((v) => ({
    id: v.id,
    haiId: v.hai_id,
    haiName: v.hai_name,
    kind: v.kind,
    exposureId: v.exposure_id,
    onsetOn: v.onset_on,
    culture: v.culture,
    note: v.note,
    wardName: v.ward_name,
    by: v.created_by_name,
    byUserId: v.created_by,
    at: iso(v.created_at),
    error: errorOf(v),
  }));
  return {
    registrationId: reg.id,
    regNo: reg.regNo,
    patientId: reg.patient.id,
    rmNo: reg.patient.rmNo,
    patientName: reg.patient.name,
    admittedOn: reg.visitDate,
    inCare: isRegistrationInCare(reg.kind, reg.status),
    ward: place?.ward ?? null,
    room: place?.room ?? null,
    bed: place?.bed ?? null,
    exposures: exposureViews,
    events: eventViews,
    log: log.map((l) => ({
      id: l.id,
      action: l.action,
      detail: l.detail,
      reason: l.reason,
      by: l.user_name,
      at: iso(l.at),
    })),
    masters,
    today,
  };
}

/** The month's rates per HAI kind (of a ward, or every ward), computed here. */
export async function haiRates(
  db: Executor,
  f: { month: string; wardId: number | null; today: string },
): Promise<HaiRates> {
  const { from, to } = monthRange(f.month);
  const ward = f.wardId === null ? sql`true` : sql`ward_id = ${f.wardId}`;
  const exposures = (
    await sql<{ kind: HaiExposureKind; installed_on: string; removed_on: string | null }>`
      select kind, to_char(installed_on, 'YYYY-MM-DD') as installed_on,
        to_char(removed_on, 'YYYY-MM-DD') as removed_on
      from hai_exposure
      where error_at is null and installed_on <= ${to}::date
        and (removed_on is null or removed_on >= ${from}::date) and ${ward}`.execute(db)
  ).rows;
  const denominators = new Map<HaiExposureKind, number>();
  for (const e of exposures) {
    const n =
      e.kind === 'OPERASI'
        ? e.installed_on >= from && e.installed_on <= to
          ? 1
          : 0
        : exposureDays({ installedOn: e.installed_on, removedOn: e.removed_on }, from, to, f.today);
    denominators.set(e.kind, (denominators.get(e.kind) ?? 0) + n);
  }
  const events = new Map(
    (
      await sql<{ kind: HaiKind; n: number }>`select kind, count(*)::int as n from hai_event
        where error_at is null and onset_on between ${from}::date and ${to}::date and ${ward}
        group by kind`.execute(db)
    ).rows.map((r) => [r.kind, r.n]),
  );
  const wards = (
    await sql<{ id: number; name: string }>`select id, name from m_ranap_bangsal
      where status = 'Y' order by name`.execute(db)
  ).rows;
  return {
    month: f.month,
    from,
    to,
    wardId: f.wardId,
    rows: haiKind.entries.map(({ code }) => {
      const d = HAI_DENOMINATORS[code];
      const denominator = denominators.get(d.exposure) ?? 0;
      const n = events.get(code) ?? 0;
      return {
        kind: code,
        exposure: d.exposure,
        unit: d.unit,
        denominator,
        events: n,
        rate: haiRate(n, denominator, d.unit),
        rateLabel: d.label,
      };
    }),
    wards,
  };
}

// ---------------------------------------------------------------------------------------------
// Commands

export interface HaiContext {
  trx: Trx;
  actor: Actor;
  userName: string;
  today: string;
  now: Date;
  /** The caller holds `edit` on hais (the IPCN). */
  mayEditAny: boolean;
}

type Input<K extends 'pasang' | 'lepas' | 'periksa' | 'kejadian' | 'salah'> = CommandParsed<
  typeof haisContract,
  K
>;

async function log(
  ctx: HaiContext,
  registrationId: number,
  action: string,
  detail: string,
  reason: string | null = null,
) {
  await sql`insert into hai_log (registration_id, action, detail, reason, user_id, user_name, at)
    values (${registrationId}, ${action}, ${detail}, ${reason}, ${ctx.actor.userId},
      ${ctx.userName}, ${ctx.now})`.execute(ctx.trx);
}

/** The RANAP registration of the register (422 for another kind of visit). */
async function stayOf(trx: Trx, registrationId: number) {
  const reg = await readRegistration(trx, registrationId);
  if (!reg) throw validationError({ registrationId: ['Registrasi tidak ditemukan.'] });
  if (reg.kind !== 'RANAP') throw validationError({ registrationId: [M.notInCare] });
  return reg;
}

function notFuture(ctx: HaiContext, field: string, label: string, value: string) {
  if (value > ctx.today) throw validationError({ [field]: [M.futureDay(label)] });
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

export async function addExposure(ctx: HaiContext, input: Input<'pasang'>): Promise<number> {
  const reg = await stayOf(ctx.trx, input.registrationId);
  if (!isRegistrationInCare(reg.kind, reg.status)) {
    throw validationError({ registrationId: [M.notInCare] });
  }
  notFuture(ctx, 'installedOn', 'Tanggal Pasang', input.installedOn);
  if (input.installedOn < reg.visitDate) {
    throw validationError({ installedOn: [M.installedBeforeAdmission] });
  }
  const [place] = await inpatientPlaces(ctx.trx, { registrationIds: [reg.id] });
  // An operation is a single day's procedure: it is closed the day it is done.
  const removedOn = input.kind === 'OPERASI' ? input.installedOn : null;
  try {
    await sql`insert into hai_exposure (registration_id, patient_id,
        ward_id, kind, site, note, installed_on, removed_on, removed_at, removed_by_name,
        created_by, created_by_name, created_at)
      values (${reg.id}, ${reg.patient.id}, ${place?.wardId ?? null}, ${input.kind}, ${input.site},
        ${input.note}, ${input.installedOn}, ${removedOn}, ${removedOn ? ctx.now : null},
        ${removedOn ? ctx.userName : null}, ${ctx.actor.userId}, ${ctx.userName}, ${ctx.now})`.execute(
      ctx.trx,
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(409, M.exposureOpen(exposureLabel(input.kind)));
    throw e;
  }
  const site = input.site ? ` (${input.site})` : '';
  await log(
    ctx,
    reg.id,
    'PASANG',
    `${exposureLabel(input.kind)}${site} dipasang ${formatDate(input.installedOn)}.`,
  );
  return reg.id;
}

interface LockedExposure {
  id: number;
  registration_id: number;
  kind: HaiExposureKind;
  installed_on: string;
  removed_on: string | null;
  version: number;
  created_by: number | null;
  error_at: Date | string | null;
}

async function lockExposure(trx: Trx, id: number, field: string): Promise<LockedExposure> {
  const r = await sql<LockedExposure>`select id, registration_id, kind,
      to_char(installed_on, 'YYYY-MM-DD') as installed_on,
      to_char(removed_on, 'YYYY-MM-DD') as removed_on, version, created_by, error_at
    from hai_exposure where id = ${id} for update`.execute(trx);
  const row = r.rows[0];
  if (!row) throw validationError({ [field]: ['Paparan tidak ditemukan.'] });
  return row;
}

export async function removeExposure(ctx: HaiContext, input: Input<'lepas'>): Promise<number> {
  const e = await lockExposure(ctx.trx, input.id, 'id');
  if (e.error_at !== null) throw new HttpError(409, M.inError);
  if (e.version !== input.version) throw stale();
  if (e.removed_on !== null) throw new HttpError(409, M.alreadyRemoved);
  notFuture(ctx, 'removedOn', 'Tanggal Lepas', input.removedOn);
  if (input.removedOn < e.installed_on) {
    throw validationError({ removedOn: [M.removedBeforeInstalled] });
  }
  await sql`update hai_exposure set removed_on = ${input.removedOn}, removal_note = ${input.note},
      removed_by_name = ${ctx.userName}, removed_at = ${ctx.now}, version = version + 1
    where id = ${e.id}`.execute(ctx.trx);
  const days = daysInPlace({ installedOn: e.installed_on, removedOn: input.removedOn }, ctx.today);
  await log(
    ctx,
    e.registration_id,
    'LEPAS',
    `${exposureLabel(e.kind)} dilepas ${formatDate(input.removedOn)} (${days} hari terpasang).`,
  );
  return e.registration_id;
}

export async function checkExposure(ctx: HaiContext, input: Input<'periksa'>): Promise<number> {
  const e = await lockExposure(ctx.trx, input.exposureId, 'exposureId');
  if (e.error_at !== null) throw new HttpError(409, M.inError);
  notFuture(ctx, 'day', 'Tanggal Pemeriksaan', input.day);
  if (input.day < e.installed_on || (e.removed_on !== null && input.day > e.removed_on)) {
    throw validationError({ day: [M.checkOutside] });
  }
  const offered: readonly HaiSign[] = HAI_SIGNS_OF[e.kind];
  if (input.signs.some((s) => !offered.includes(s))) {
    throw validationError({ signs: [M.signNotOfExposure] });
  }
  try {
    await sql`insert into hai_check (exposure_id, day, signs, note, created_by, created_by_name,
        created_at)
      values (${e.id}, ${input.day}, ${JSON.stringify(input.signs)}, ${input.note},
        ${ctx.actor.userId}, ${ctx.userName}, ${ctx.now})`.execute(ctx.trx);
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, M.checkTwice(formatDate(input.day)));
    throw err;
  }
  const seen =
    input.signs.length === 0
      ? 'tidak ada tanda infeksi'
      : input.signs.map((s) => labelOf(haiSign, s)).join(', ');
  await log(
    ctx,
    e.registration_id,
    'PERIKSA',
    `Pemeriksaan harian ${exposureLabel(e.kind)} ${formatDate(input.day)}: ${seen}.`,
  );
  return e.registration_id;
}

export async function recordEvent(ctx: HaiContext, input: Input<'kejadian'>): Promise<number> {
  const reg = await stayOf(ctx.trx, input.registrationId);
  notFuture(ctx, 'onsetOn', 'Tanggal Kejadian', input.onsetOn);
  if (input.onsetOn < reg.visitDate) {
    throw validationError({ onsetOn: ['Tanggal kejadian tidak boleh sebelum tanggal masuk.'] });
  }
  const master = (
    await sql<{ id: number; name: string; kind: HaiKind }>`select id, name, kind from m_hais
      where id = ${input.haiId} and status = 'Y'`.execute(ctx.trx)
  ).rows[0];
  if (!master) throw validationError({ haiId: [M.masterInactive] });
  if (input.exposureId !== null) {
    const e = await lockExposure(ctx.trx, input.exposureId, 'exposureId');
    if (e.registration_id !== reg.id) throw validationError({ exposureId: [M.exposureOfOther] });
    if (e.error_at !== null) throw validationError({ exposureId: [M.inError] });
    if (HAI_DENOMINATORS[master.kind].exposure !== e.kind) {
      throw validationError({ exposureId: [M.exposureMismatch] });
    }
  }
  const [place] = await inpatientPlaces(ctx.trx, { registrationIds: [reg.id] });
  await sql`insert into hai_event (registration_id, patient_id, ward_id, hai_id, kind,
      exposure_id, onset_on, culture, note, created_by, created_by_name, created_at)
    values (${reg.id}, ${reg.patient.id}, ${place?.wardId ?? null}, ${master.id}, ${master.kind},
      ${input.exposureId}, ${input.onsetOn}, ${input.culture}, ${input.note}, ${ctx.actor.userId},
      ${ctx.userName}, ${ctx.now})`.execute(ctx.trx);
  const culture = input.culture ? ` Kultur: ${input.culture}.` : '';
  await log(
    ctx,
    reg.id,
    'KEJADIAN',
    `HAIs ${master.name} (${labelOf(haiKind, master.kind)}) sejak ${formatDate(input.onsetOn)}.${culture}`,
  );
  return reg.id;
}

const TABLES: Readonly<Record<HaiErrorTarget, { table: string; label: string }>> = {
  PAPARAN: { table: 'hai_exposure', label: 'Paparan' },
  PEMERIKSAAN: { table: 'hai_check', label: 'Pemeriksaan harian' },
  KEJADIAN: { table: 'hai_event', label: 'Kejadian HAIs' },
};

/** Marks an entry entered in error (its author, or the IPCN for anyone's), with a reason. */
export async function markInError(ctx: HaiContext, input: Input<'salah'>): Promise<number> {
  const t = TABLES[input.target];
  const registration: RawBuilder<unknown> =
    input.target === 'PEMERIKSAAN'
      ? sql`(select e.registration_id from hai_exposure e where e.id = x.exposure_id)`
      : sql`x.registration_id`;
  const r = await sql<{
    registration_id: number;
    created_by: number | null;
    error_at: Date | string | null;
  }>`select ${registration} as registration_id, x.created_by, x.error_at
    from ${sql.table(t.table)} x where x.id = ${input.id} for update`.execute(ctx.trx);
  const row = r.rows[0];
  if (!row) throw validationError({ id: ['Data tidak ditemukan.'] });
  if (row.created_by !== ctx.actor.userId && !ctx.mayEditAny) {
    throw new HttpError(403, M.errorByOther);
  }
  if (row.error_at !== null) throw new HttpError(409, M.alreadyInError);
  const bump = input.target === 'PAPARAN' ? sql`, version = version + 1` : sql``;
  await sql`update ${sql.table(t.table)} set error_reason = ${input.reason},
      error_by_name = ${ctx.userName}, error_at = ${ctx.now}${bump}
    where id = ${input.id}`.execute(ctx.trx);
  await log(
    ctx,
    row.registration_id,
    'SALAH',
    `${t.label} #${input.id} ditandai salah input.`,
    input.reason,
  );
  return row.registration_id;
}
