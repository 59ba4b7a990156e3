import type { BedAvailability } from '@simrs/domain/queue';
import { type AvailabilityRow, type BedRow, KAMAR_MESSAGES } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admit } from '../src/modules/kamar/index';
import { HttpError } from '../src/platform/errors';
import { client, createTestApp, DISPLAY_TOKEN, type TestContext } from './helpers';
import { newRegistrationRow } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let patients: number[];

const db = () => ctx.handle.db;
/** A real registration (the bed intervals' foreign key requires one). */
const newRegistration = () => newRegistrationRow(db());

async function beds(): Promise<BedRow[]> {
  const res = await api.get('/get/PasienBangsal/beds', admin);
  expect(res.statusCode).toBe(200);
  return (res.body.data as unknown as { list: BedRow[] }).list;
}

async function freeBeds(wardCode: string, n: number): Promise<BedRow[]> {
  const list = (await beds()).filter((b) => b.wardCode === wardCode && b.state === 'FREE');
  expect(list.length).toBeGreaterThanOrEqual(n);
  return list.slice(0, n);
}

async function ward(code: string): Promise<AvailabilityRow> {
  const res = await api.get('/get/KetersediaanKamarRanap', admin);
  expect(res.statusCode).toBe(200);
  const row = (res.body.data as unknown as { list: AvailabilityRow[] }).list.find(
    (r) => r.wardCode === code,
  );
  if (!row) throw new Error(`no ward ${code}`);
  return row;
}

async function kioskWard(code: string) {
  const res = await api.raw({
    method: 'POST',
    url: '/api/bo/display/bed',
    headers: { 'x-display-token': DISPLAY_TOKEN, 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(res.statusCode).toBe(200);
  const list = (res.body.data?.list ?? []) as unknown as BedAvailability[];
  return list.find((r) => r.wardCode === code);
}

function act(type: string, payload: Record<string, unknown>, token = admin) {
  return api.do('PasienBangsal', { type, ...payload }, token);
}

/** Every pair of intervals of one bed that overlap (must be none). */
async function overlaps(): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from bed_occupancy a
    join bed_occupancy b on a.bed_id = b.bed_id and a.id < b.id
      and tstzrange(a.from_at, a.to_at) && tstzrange(b.from_at, b.to_at)`.execute(db());
  return r.rows[0]?.n ?? -1;
}

async function intervalsOf(registrationId: number) {
  const r = await sql<{
    bed_id: number;
    kind: string;
    to_at: Date | null;
    ended_by: string | null;
  }>`
    select bed_id, kind, to_at, ended_by from bed_occupancy
    where registration_id = ${registrationId} order by id`.execute(db());
  return r.rows;
}

async function openOnBed(bedId: number) {
  const r = await sql<{ kind: string; registration_id: number | null }>`
    select kind, registration_id from bed_occupancy
    where bed_id = ${bedId} and to_at is null`.execute(db());
  return r.rows;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  const r = await sql<{ id: number }>`select id from patients order by id desc limit 10`.execute(
    db(),
  );
  patients = r.rows.map((p) => p.id);
});
afterAll(async () => {
  await ctx?.close();
});

describe('bed occupancy intervals', () => {
  it('lets exactly one of two racing admissions have the bed', async () => {
    const [bed] = await freeBeds('DAH', 1);
    const bedId = bed?.bedId as number;
    const [a, b] = await Promise.all([
      act('admit', { bedId, registrationId: await newRegistration(), patientId: patients[0] }),
      act('admit', { bedId, registrationId: await newRegistration(), patientId: patients[1] }),
    ]);
    const statuses = [a?.statusCode, b?.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a?.statusCode === 409 ? a : b;
    expect(loser?.body.message).toBe(KAMAR_MESSAGES.bedOccupied(bed?.bedCode ?? ''));
    expect(await openOnBed(bedId)).toHaveLength(1);

    // The same race straight through the service, five transactions at once.
    const [other] = await freeBeds('DAH', 1);
    const racers = patients.slice(0, 5);
    const registrations: number[] = [];
    for (const _ of racers) registrations.push(await newRegistration());
    const results = await Promise.allSettled(
      racers.map((patientId, i) =>
        db()
          .transaction()
          .execute((trx) =>
            admit(trx, {
              bedId: other?.bedId as number,
              registrationId: registrations[i] as number,
              patientId,
            }),
          ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(HttpError);
        expect((r.reason as HttpError).statusCode).toBe(409);
      }
    }
    expect(await openOnBed(other?.bedId as number)).toHaveLength(1);
    expect(await overlaps()).toBe(0);
  });

  it('has the database refuse two overlapping intervals of one bed', async () => {
    const [bed] = await freeBeds('DAH', 1);
    await sql`insert into bed_occupancy (bed_id, kind, from_at, to_at, ended_by)
      values (${bed?.bedId}, 'CLEANING', '2020-01-01T08:00Z', '2020-01-01T10:00Z', 'READY')`.execute(
      db(),
    );
    await expect(
      sql`insert into bed_occupancy (bed_id, kind, from_at, to_at, ended_by)
        values (${bed?.bedId}, 'CLEANING', '2020-01-01T09:00Z', '2020-01-01T11:00Z', 'READY')`.execute(
        db(),
      ),
    ).rejects.toThrow(/bed_occupancy_no_overlap/);
    // Touching ends do not overlap.
    await sql`insert into bed_occupancy (bed_id, kind, from_at, to_at, ended_by)
      values (${bed?.bedId}, 'CLEANING', '2020-01-01T10:00Z', '2020-01-01T11:00Z', 'READY')`.execute(
      db(),
    );
  });

  it('admits, transfers, discharges and readies with the boards following each step', async () => {
    const [first, second] = await freeBeds('DAH', 2);
    const bedA = first?.bedId as number;
    const bedB = second?.bedId as number;
    const reg = await newRegistration();
    const start = await ward('DAH');
    const startKiosk = await kioskWard('DAH');
    expect(startKiosk).toMatchObject({
      capacity: start.capacity,
      occupied: start.occupied + start.booked,
      cleaning: start.cleaning,
      available: start.available,
    });

    expect(
      (await act('admit', { bedId: bedA, registrationId: reg, patientId: patients[2] })).statusCode,
    ).toBe(200);
    expect(await ward('DAH')).toMatchObject({
      capacity: start.capacity,
      occupied: start.occupied + 1,
      available: start.available - 1,
      cleaning: start.cleaning,
    });
    expect(await kioskWard('DAH')).toMatchObject({ occupied: (startKiosk?.occupied ?? 0) + 1 });
    // The ward list names who lies in the bed; a free bed names nobody.
    const rows = await beds();
    const inBed = rows.find((b) => b.bedId === bedA);
    const who = (
      await sql<{ rmNo: string; name: string }>`select rm_no as "rmNo", name from patients
        where id = ${patients[2] as number}`.execute(db())
    ).rows[0];
    expect(inBed?.patient).toMatchObject({ id: patients[2], rmNo: who?.rmNo, name: who?.name });
    expect(rows.find((b) => b.bedId === bedB)?.patient).toBeNull();
    // A second admission of the same registration is a transfer, not a second bed.
    const twice = await act('admit', { bedId: bedB, registrationId: reg, patientId: patients[2] });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(KAMAR_MESSAGES.alreadyAdmitted);

    const moved = await act('transfer', { registrationId: reg, toBedId: bedB });
    expect(moved.statusCode).toBe(200);
    expect(await ward('DAH')).toMatchObject({
      occupied: start.occupied + 1,
      cleaning: start.cleaning + 1,
      available: start.available - 2,
    });
    let mine = await intervalsOf(reg);
    expect(mine.map((i) => [i.bed_id, i.ended_by])).toEqual([
      [bedA, 'TRANSFER'],
      [bedB, null],
    ]);
    expect(await openOnBed(bedA)).toEqual([{ kind: 'CLEANING', registration_id: null }]);
    expect(await overlaps()).toBe(0);

    expect((await act('discharge', { registrationId: reg })).statusCode).toBe(200);
    mine = await intervalsOf(reg);
    expect(mine.every((i) => i.to_at !== null)).toBe(true);
    expect(await openOnBed(bedB)).toEqual([{ kind: 'CLEANING', registration_id: null }]);
    expect(await ward('DAH')).toMatchObject({
      occupied: start.occupied,
      cleaning: start.cleaning + 2,
      available: start.available - 2,
    });
    // Admitting into a bed being cleaned is refused until it is ready.
    const early = await act('admit', {
      bedId: bedB,
      registrationId: await newRegistration(),
      patientId: patients[3],
    });
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe(KAMAR_MESSAGES.bedCleaning(second?.bedCode ?? ''));

    expect((await act('ready', { bedId: bedA })).statusCode).toBe(200);
    expect((await act('ready', { bedId: bedB })).statusCode).toBe(200);
    expect(await ward('DAH')).toMatchObject(start);
    expect(await kioskWard('DAH')).toEqual(startKiosk);
    expect(await openOnBed(bedA)).toEqual([]);
    expect(await overlaps()).toBe(0);

    const again = await act('ready', { bedId: bedA });
    expect(again.statusCode).toBe(422);
    expect(again.body.message).toBe(KAMAR_MESSAGES.notCleaning(first?.bedCode ?? ''));
    const gone = await act('discharge', { registrationId: reg });
    expect(gone.statusCode).toBe(422);
    expect(gone.body.message).toBe(KAMAR_MESSAGES.notAdmitted);
  });

  it('honours bookings and the out-of-service condition of the bed master', async () => {
    const [bed] = await freeBeds('DAH', 1);
    const bedId = bed?.bedId as number;
    const reg = await newRegistration();
    expect(
      (await act('book', { bedId, registrationId: reg, patientId: patients[4] })).statusCode,
    ).toBe(200);
    const start = await ward('DAH');
    expect(start.booked).toBeGreaterThanOrEqual(1);
    const taken = await act('admit', {
      bedId,
      registrationId: await newRegistration(),
      patientId: patients[5],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe(KAMAR_MESSAGES.bedBooked(bed?.bedCode ?? ''));
    expect(
      (await act('admit', { bedId, registrationId: reg, patientId: patients[4] })).statusCode,
    ).toBe(200);
    expect(await ward('DAH')).toMatchObject({
      booked: start.booked - 1,
      occupied: start.occupied + 1,
    });
    expect((await intervalsOf(reg)).map((i) => [i.kind, i.ended_by])).toEqual([
      ['BOOKED', 'ADMIT'],
      ['OCCUPIED', null],
    ]);

    const rusak = await sql<{ id: number; code: string }>`select id, code from m_ranap_bed
      where condition = 'RUSAK' and status = 'Y' limit 1`.execute(db());
    const broken = rusak.rows[0];
    expect(broken).toBeDefined();
    const refused = await act('admit', {
      bedId: broken?.id,
      registrationId: await newRegistration(),
      patientId: patients[6],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe(KAMAR_MESSAGES.bedOutOfService(broken?.code ?? ''));
    expect((await beds()).find((b) => b.bedId === broken?.id)?.state).toBe('RUSAK');
  });

  it("follows the domain's bed machine: an occupied bed marked RUSAK keeps its patient until they leave", async () => {
    const [bed] = await freeBeds('DAH', 1);
    const bedId = bed?.bedId as number;
    const code = bed?.bedCode ?? '';
    const reg = await newRegistration();
    expect(
      (await act('admit', { bedId, registrationId: reg, patientId: patients[8] })).statusCode,
    ).toBe(200);
    // Ready on an occupied bed: the machine has no such step (OCCUPIED -> FREE).
    const early = await act('ready', { bedId });
    expect(early.statusCode).toBe(422);
    expect(early.body.message).toBe(KAMAR_MESSAGES.notCleaning(code));
    const before = await ward('DAH');
    // The master marks the bed out of service while the patient lies in it.
    await sql`update m_ranap_bed set condition = 'RUSAK' where id = ${bedId}`.execute(db());
    try {
      expect((await beds()).find((b) => b.bedId === bedId)?.state).toBe('OCCUPIED');
      expect(await ward('DAH')).toMatchObject({
        occupied: before.occupied,
        capacity: before.capacity,
      });
      // Cleaning cannot take a new patient (CLEANING -> OCCUPIED), and the patient may leave.
      expect((await act('discharge', { registrationId: reg })).statusCode).toBe(200);
      const taken = await act('admit', {
        bedId,
        registrationId: await newRegistration(),
        patientId: patients[9],
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.body.message).toBe(KAMAR_MESSAGES.bedCleaning(code));
      // Cleaned: without an interval the master's RUSAK shows, and nobody is admitted there.
      expect((await act('ready', { bedId })).statusCode).toBe(200);
      expect((await beds()).find((b) => b.bedId === bedId)?.state).toBe('RUSAK');
      const refused = await act('admit', {
        bedId,
        registrationId: await newRegistration(),
        patientId: patients[9],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.body.message).toBe(KAMAR_MESSAGES.bedOutOfService(code));
    } finally {
      await sql`update m_ranap_bed set condition = 'BAIK' where id = ${bedId}`.execute(db());
    }
  });

  it('is the ward desk menu: a user without pasien-bangsal is refused', async () => {
    const admisi = await api.login('admisi');
    const [bed] = await freeBeds('DAH', 1);
    const res = await act(
      'admit',
      { bedId: bed?.bedId, registrationId: await newRegistration(), patientId: patients[7] },
      admisi,
    );
    expect(res.statusCode).toBe(403);
    expect(await openOnBed(bed?.bedId as number)).toEqual([]);
  });
});
