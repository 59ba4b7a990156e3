import type { BedAvailability } from '@simrs/domain/queue';
import type { AvailabilityRow, BedRow, BedState } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../platform/module';

/**
 * Every read of bed occupancy derives from the intervals covering the present moment: a bed is
 * OCCUPIED, BOOKED or CLEANING by its interval, and without one RUSAK when the master says it is
 * out of service, else FREE (the domain's `bedState`; the commands derive the same in
 * `occupancy.ts`). A patient stays counted in a bed the master marked RUSAK meanwhile: the bed
 * machine has no way from OCCUPIED to RUSAK, the patient leaves first. From the bed master only
 * the out-of-service condition and the active flags of bed, room and ward are read.
 */
const STATE = sql`coalesce(o.kind, case when bed.condition = 'RUSAK' then 'RUSAK'
  else 'FREE' end)`;

const BEDS_JOINED = sql`
  from m_ranap_bed bed
    join m_ranap_kamar km on km.id = bed.kamar_id
    join m_ranap_bangsal b on b.id = km.bangsal_id
    join m_ranap_kelas k on k.id = km.kelas_id
    left join bed_occupancy o on o.bed_id = bed.id
      and tstzrange(o.from_at, o.to_at) @> now()`;
const ACTIVE_BEDS = sql`where bed.status = 'Y' and km.status = 'Y' and b.status = 'Y'`;
const BEDS_WITH_STATE = sql`${BEDS_JOINED} ${ACTIVE_BEDS}`;

/** Counts per ward and class (a ward without active beds is not listed). */
export async function availability(
  db: Executor,
  filter: { bangsalId?: number | null; kelasId?: number | null } = {},
): Promise<AvailabilityRow[]> {
  const r = await sql<AvailabilityRow>`
    select b.id as "wardId", b.code as "wardCode", b.name as ward, k.id as "kelasId",
      k.code as "kelasCode", k.name as kelas,
      count(*) filter (where ${STATE} <> 'RUSAK')::int as capacity,
      count(*) filter (where ${STATE} = 'OCCUPIED')::int as occupied,
      count(*) filter (where ${STATE} = 'BOOKED')::int as booked,
      count(*) filter (where ${STATE} = 'CLEANING')::int as cleaning,
      count(*) filter (where ${STATE} = 'FREE')::int as available
    ${BEDS_WITH_STATE}
      and (${filter.bangsalId ?? null}::int is null or b.id = ${filter.bangsalId ?? null})
      and (${filter.kelasId ?? null}::int is null or k.id = ${filter.kelasId ?? null})
    group by b.id, b.code, b.name, k.id, k.code, k.name
    order by k.name, b.name`.execute(db);
  return r.rows;
}

/**
 * The kiosk's board (display-anjungan-ranap): per ward and class; a booked bed is not offered to
 * the public, so it counts as occupied.
 */
export async function bedAvailability(db: Executor): Promise<BedAvailability[]> {
  return (await availability(db)).map((r) => ({
    ward: r.ward,
    wardCode: r.wardCode,
    kelas: r.kelas,
    capacity: r.capacity,
    occupied: r.occupied + r.booked,
    cleaning: r.cleaning,
    available: r.available,
  }));
}

interface BedStateRow {
  bedId: number;
  bedCode: string;
  bedName: string;
  kamarCode: string;
  kamarName: string;
  wardCode: string;
  ward: string;
  kelasCode: string;
  kelas: string;
  state: BedState;
  oid: number | null;
  kind: BedRow['state'] | null;
  registrationId: number | null;
  patientId: number | null;
  fromAt: Date | string | null;
  toAt: Date | string | null;
  rmNo: string | null;
  patientName: string | null;
  sex: string | null;
  birthDate: string | null;
}

/** Every active bed with its state now, by ward, room and bed code. */
export async function bedStates(db: Executor, bangsalId: number | null): Promise<BedRow[]> {
  const r = await sql<BedStateRow>`
    select bed.id as "bedId", bed.code as "bedCode", bed.name as "bedName",
      km.code as "kamarCode", km.name as "kamarName", b.code as "wardCode", b.name as ward,
      k.code as "kelasCode", k.name as kelas, ${STATE} as state, o.id as oid, o.kind,
      o.registration_id as "registrationId", o.patient_id as "patientId",
      o.from_at as "fromAt", o.to_at as "toAt", p.rm_no as "rmNo", p.name as "patientName",
      p.sex, to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate"
    ${BEDS_JOINED} left join patients p on p.id = o.patient_id ${ACTIVE_BEDS}
      and (${bangsalId}::int is null or b.id = ${bangsalId})
    order by b.name, km.code, bed.code`.execute(db);
  return r.rows.map(
    ({
      oid,
      kind,
      registrationId,
      patientId,
      fromAt,
      toAt,
      rmNo,
      patientName,
      sex,
      birthDate,
      ...bed
    }) => ({
      ...bed,
      patient:
        patientId !== null && rmNo !== null && patientName !== null
          ? { id: patientId, rmNo, name: patientName, sex: sex ?? '', birthDate: birthDate ?? '' }
          : null,
      occupancy:
        oid === null || kind === null || kind === 'FREE' || kind === 'RUSAK'
          ? null
          : {
              id: oid,
              bedId: bed.bedId,
              kind,
              registrationId,
              patientId,
              from: new Date(fromAt as Date).toISOString(),
              to: toAt === null ? null : new Date(toAt).toISOString(),
            },
    }),
  );
}

/** Where an inpatient lies now: the bed of their OCCUPIED interval covering the moment. */
export interface InpatientPlace {
  registrationId: number;
  patientId: number;
  bedId: number;
  bed: string;
  roomId: number;
  room: string;
  wardId: number;
  ward: string;
  /** Since when they lie in this bed (ISO). */
  since: string;
}

/**
 * The patients lying in a bed at `at` (default now), by ward, room and bed; `registrationIds`
 * narrows to those stays. Beds of inactive rooms or wards still count: a patient keeps their bed
 * until a transfer or discharge closes the interval.
 */
export async function inpatientPlaces(
  db: Executor,
  f: { at?: Date; registrationIds?: readonly number[] } = {},
): Promise<InpatientPlace[]> {
  if (f.registrationIds && f.registrationIds.length === 0) return [];
  const ids = f.registrationIds
    ? sql`and o.registration_id in (${sql.join([...f.registrationIds])})`
    : sql``;
  const at = f.at ?? null;
  const r = await sql<{
    registrationId: number;
    patientId: number;
    bedId: number;
    bed: string;
    roomId: number;
    room: string;
    wardId: number;
    ward: string;
    since: Date | string;
  }>`select o.registration_id as "registrationId", o.patient_id as "patientId",
      bed.id as "bedId", coalesce(nullif(bed.name, ''), bed.code) as bed, km.id as "roomId",
      km.name as room, b.id as "wardId", b.name as ward, o.from_at as since
    from bed_occupancy o
      join m_ranap_bed bed on bed.id = o.bed_id
      join m_ranap_kamar km on km.id = bed.kamar_id
      join m_ranap_bangsal b on b.id = km.bangsal_id
    where o.kind = 'OCCUPIED'
      and tstzrange(o.from_at, o.to_at) @> coalesce(${at}::timestamptz, now()) ${ids}
    order by b.name, km.name, bed.code`.execute(db);
  return r.rows.map((x) => ({ ...x, since: new Date(x.since).toISOString() }));
}
