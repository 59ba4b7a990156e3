import {
  type ActionOf,
  type BedRecord,
  type BedStatus,
  bedWorkflow,
  refusalOf,
} from '@simrs/domain';
import {
  type BedOccupancyKind,
  type BedOccupancyView,
  KAMAR_MESSAGES,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { HttpError, validationError } from '../../platform/errors';
import type { Trx } from '../../platform/module';

/**
 * The bed commands, each in the caller's transaction. Every command first locks the beds it
 * touches (`for update` on `m_ranap_bed`, in id order): two admissions racing for one bed take
 * turns, and the second reads the first one's interval and gets a clear refusal. Which step a bed
 * may take is the domain's bed machine (`bedWorkflow` of `@simrs/domain`: occupy, book, empty by a
 * transfer or a discharge, ready); this module only says a refusal in the desk's words. The
 * exclusion constraint `bed_occupancy_no_overlap` stays the guarantee underneath (23P01 -> 409).
 */

interface IntervalRow {
  id: number;
  bed_id: number;
  kind: BedOccupancyKind;
  registration_id: number | null;
  patient_id: number | null;
  from_at: Date | string;
  to_at: Date | string | null;
}

interface LockedBed {
  id: number;
  code: string;
  condition: string;
  status: string;
  kamar_status: string;
}

const conflict = (message: string) => new HttpError(409, message);

function view(r: IntervalRow): BedOccupancyView {
  return {
    id: r.id,
    bedId: r.bed_id,
    kind: r.kind,
    registrationId: r.registration_id,
    patientId: r.patient_id,
    from: new Date(r.from_at).toISOString(),
    to: r.to_at === null ? null : new Date(r.to_at).toISOString(),
  };
}

/** Locks the beds (in id order, so two commands never wait on each other crosswise). */
async function lockBeds(trx: Trx, ids: readonly number[]): Promise<Map<number, LockedBed>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const found = new Map<number, LockedBed>();
  for (const bedId of sorted) {
    const r = await sql<LockedBed>`
      select bed.id, bed.code, bed.condition, bed.status, km.status as kamar_status
      from m_ranap_bed bed join m_ranap_kamar km on km.id = bed.kamar_id
      where bed.id = ${bedId} for update of bed`.execute(trx);
    const bed = r.rows[0];
    if (!bed) throw validationError({ bedId: [KAMAR_MESSAGES.bedNotFound] });
    found.set(bedId, bed);
  }
  return found;
}

async function openOnBed(trx: Trx, bedId: number): Promise<IntervalRow | undefined> {
  const r = await sql<IntervalRow>`select * from bed_occupancy
    where bed_id = ${bedId} and to_at is null`.execute(trx);
  return r.rows[0];
}

async function openOfRegistration(
  trx: Trx,
  registrationId: number,
): Promise<IntervalRow | undefined> {
  const r = await sql<IntervalRow>`select * from bed_occupancy
    where registration_id = ${registrationId} and to_at is null for update`.execute(trx);
  return r.rows[0];
}

/**
 * A bed's state now, under its lock: its open interval's kind (a patient lying in a bed that the
 * master meanwhile marked out of service is still there), else out of service (RUSAK or an
 * inactive bed or room), else free. The boards derive the same (`board.ts`).
 */
function stateOf(bed: LockedBed, open: IntervalRow | undefined): BedStatus {
  if (open) return open.kind;
  return bed.condition === 'RUSAK' || bed.status !== 'Y' || bed.kamar_status !== 'Y'
    ? 'RUSAK'
    : 'FREE';
}

/**
 * Refuses a step the bed workflow does not allow from the bed's state, naming the bed and what
 * holds it: out of service 422; occupied, booked for someone else or being cleaned 409 (another
 * desk got there first); ready on a bed not being cleaned 422.
 */
function assertStep(bed: LockedBed, step: ActionOf<typeof bedWorkflow>, record: BedRecord): void {
  const refusal = refusalOf(bedWorkflow, step, record);
  if (refusal === null) return;
  if (step === 'siap') throw validationError({ bedId: [KAMAR_MESSAGES.notCleaning(bed.code)] });
  switch (record.status) {
    case 'RUSAK':
      throw validationError({ bedId: [KAMAR_MESSAGES.bedOutOfService(bed.code)] });
    case 'OCCUPIED':
      throw conflict(KAMAR_MESSAGES.bedOccupied(bed.code));
    case 'BOOKED':
      throw conflict(KAMAR_MESSAGES.bedBooked(bed.code));
    case 'CLEANING':
      throw conflict(KAMAR_MESSAGES.bedCleaning(bed.code));
    default:
      throw validationError({ bedId: [refusal] });
  }
}

/** Whether the bed may take the registration in (`tempati`) or be booked for it (`pesan`). */
async function assertTakes(
  trx: Trx,
  bed: LockedBed,
  registrationId: number,
  step: 'tempati' | 'pesan',
): Promise<void> {
  const open = await openOnBed(trx, bed.id);
  const ownBooking = open?.kind === 'BOOKED' && open.registration_id === registrationId;
  assertStep(bed, step, { status: stateOf(bed, open), ownBooking });
}

async function close(
  trx: Trx,
  interval: IntervalRow,
  at: Date,
  endedBy: 'ADMIT' | 'TRANSFER' | 'DISCHARGE' | 'READY',
): Promise<void> {
  if (at.getTime() <= new Date(interval.from_at).getTime()) {
    throw validationError({ at: [KAMAR_MESSAGES.tooEarly] });
  }
  await sql`update bed_occupancy set to_at = ${at}, ended_by = ${endedBy}
    where id = ${interval.id}`.execute(trx);
}

async function open(
  trx: Trx,
  row: {
    bedId: number;
    kind: BedOccupancyKind;
    registrationId: number | null;
    patientId: number | null;
    at: Date;
  },
  bedCode: string,
): Promise<BedOccupancyView> {
  try {
    const r = await sql<IntervalRow>`insert into bed_occupancy
      (bed_id, kind, registration_id, patient_id, from_at)
      values (${row.bedId}, ${row.kind}, ${row.registrationId}, ${row.patientId}, ${row.at})
      returning *`.execute(trx);
    return view(r.rows[0] as IntervalRow);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === '23P01') throw conflict(KAMAR_MESSAGES.bedOccupied(bedCode));
    if (code === '23505') throw conflict(KAMAR_MESSAGES.alreadyAdmitted);
    throw e;
  }
}

async function assertPatient(trx: Trx, patientId: number): Promise<void> {
  const r = await sql`select 1 from patients where id = ${patientId}`.execute(trx);
  if (r.rows.length === 0) throw validationError({ patientId: [KAMAR_MESSAGES.patientNotFound] });
}

export interface PlaceInput {
  bedId: number;
  registrationId: number;
  patientId: number;
  at?: Date;
}

async function place(
  trx: Trx,
  input: PlaceInput,
  kind: 'OCCUPIED' | 'BOOKED',
): Promise<BedOccupancyView> {
  const at = input.at ?? new Date();
  const beds = await lockBeds(trx, [input.bedId]);
  const bed = beds.get(input.bedId) as LockedBed;
  await assertPatient(trx, input.patientId);
  const mine = await openOfRegistration(trx, input.registrationId);
  // The registration's own booking of this bed turns into the stay; anything else is a transfer.
  if (mine && !(kind === 'OCCUPIED' && mine.kind === 'BOOKED' && mine.bed_id === bed.id)) {
    throw conflict(KAMAR_MESSAGES.alreadyAdmitted);
  }
  await assertTakes(trx, bed, input.registrationId, kind === 'OCCUPIED' ? 'tempati' : 'pesan');
  if (mine) await close(trx, mine, at, 'ADMIT');
  return open(
    trx,
    { bedId: bed.id, kind, registrationId: input.registrationId, patientId: input.patientId, at },
    bed.code,
  );
}

/** Admits a registration into a bed: an OCCUPIED interval from `at`. */
export function admit(trx: Trx, input: PlaceInput): Promise<BedOccupancyView> {
  return place(trx, input, 'OCCUPIED');
}

/** Books a bed for a registration: a BOOKED interval from `at` until its admission. */
export function book(trx: Trx, input: PlaceInput): Promise<BedOccupancyView> {
  return place(trx, input, 'BOOKED');
}

/**
 * Moves an admitted registration to another bed in one transaction: its interval closes at `at`,
 * the old bed is being cleaned from `at`, and the new bed is occupied from `at`.
 */
export async function transfer(
  trx: Trx,
  input: { registrationId: number; toBedId: number; at?: Date },
): Promise<BedOccupancyView> {
  const at = input.at ?? new Date();
  const current = await openOfRegistration(trx, input.registrationId);
  if (current?.kind !== 'OCCUPIED') {
    throw validationError({ registrationId: [KAMAR_MESSAGES.notAdmitted] });
  }
  if (current.bed_id === input.toBedId) {
    throw validationError({ toBedId: [KAMAR_MESSAGES.sameBed] });
  }
  const beds = await lockBeds(trx, [current.bed_id, input.toBedId]);
  const target = beds.get(input.toBedId) as LockedBed;
  const from = beds.get(current.bed_id) as LockedBed;
  assertStep(from, 'pindah', { status: stateOf(from, current), ownBooking: false });
  await assertTakes(trx, target, input.registrationId, 'tempati');
  await close(trx, current, at, 'TRANSFER');
  await open(
    trx,
    { bedId: from.id, kind: 'CLEANING', registrationId: null, patientId: null, at },
    from.code,
  );
  return open(
    trx,
    {
      bedId: target.id,
      kind: 'OCCUPIED',
      registrationId: input.registrationId,
      patientId: current.patient_id,
      at,
    },
    target.code,
  );
}

/** Discharges a registration: its interval closes at `at` and its bed is cleaned from `at`. */
export async function discharge(
  trx: Trx,
  input: { registrationId: number; at?: Date },
): Promise<BedOccupancyView> {
  const at = input.at ?? new Date();
  const current = await openOfRegistration(trx, input.registrationId);
  if (current?.kind !== 'OCCUPIED') {
    throw validationError({ registrationId: [KAMAR_MESSAGES.notAdmitted] });
  }
  const beds = await lockBeds(trx, [current.bed_id]);
  const bed = beds.get(current.bed_id) as LockedBed;
  assertStep(bed, 'pulangkan', { status: stateOf(bed, current), ownBooking: false });
  await close(trx, current, at, 'DISCHARGE');
  return open(
    trx,
    { bedId: bed.id, kind: 'CLEANING', registrationId: null, patientId: null, at },
    bed.code,
  );
}

/** A cleaned bed is ready: its CLEANING interval closes at `at`. */
export async function ready(
  trx: Trx,
  input: { bedId: number; at?: Date },
): Promise<{ bedId: number }> {
  const at = input.at ?? new Date();
  const beds = await lockBeds(trx, [input.bedId]);
  const bed = beds.get(input.bedId) as LockedBed;
  const current = await openOnBed(trx, bed.id);
  assertStep(bed, 'siap', { status: stateOf(bed, current), ownBooking: false });
  if (!current) throw validationError({ bedId: [KAMAR_MESSAGES.notCleaning(bed.code)] });
  await close(trx, current, at, 'READY');
  return { bedId: bed.id };
}
