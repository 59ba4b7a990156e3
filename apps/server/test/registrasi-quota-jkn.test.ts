/**
 * The Mobile JKN share of a doctor's schedule (`quota_jkn`): the JKN channel (registrations of
 * channel JKN, JKN bookings) takes at most `quota_jkn` places, the other channels at most
 * `quota - quota_jkn`, the whole never more than `quota`; 0 leaves one pool. Enforced under the
 * schedule's lock (20 simultaneous registrations) and shown in the schedule answer.
 */
import type { ScheduleQuota } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, wibDay } from '../src/platform/time';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admisi: string;

const db = () => ctx.handle.db;
const today = () => wibDay(new Date());

let nextRm = 0;
/** A fresh active patient with a BPJS card (own RM and card number). */
async function newPatient(name: string) {
  nextRm += 1;
  const rmNo = `96${String(nextRm).padStart(6, '0')}`;
  const bpjsNo = `00096${String(nextRm).padStart(8, '0')}`;
  const r = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date, bpjs_no)
    values (${rmNo}, ${`${name} ${nextRm}`}, '1', '1980-01-01', ${bpjsNo}) returning id`.execute(
    db(),
  );
  return { id: r.rows[0]?.id as number, bpjsNo };
}

let nextDoctor = 0;
/** A schedule of today's weekday at the general clinic with the quota and its JKN share. */
async function todaySchedule(quota: number, quotaJkn: number): Promise<number> {
  nextDoctor += 1;
  const u = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(db());
  const r = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    values (${u.rows[0]?.id}, ${`dr. Uji Kuota ${nextDoctor}`}, ${String(isoWeekday(today()))},
      'PAGI', '07:00', '13:00', ${quota}, ${quotaJkn}) returning id`.execute(db());
  return r.rows[0]?.id as number;
}

/** A registration through the JKN channel (BPJS with the card) or the desk (umum). */
async function register(scheduleId: number, jkn: boolean, name = 'Kuota') {
  const p = await newPatient(name);
  return api.do(
    'Registrasi',
    jkn
      ? {
          type: 'add',
          patientId: p.id,
          scheduleId,
          channel: 'JKN',
          payerType: '3',
          bpjsNo: p.bpjsNo,
        }
      : { type: 'add', patientId: p.id, scheduleId, channel: 'BO-REG', payerType: '1' },
    admisi,
  );
}

async function scheduleRow(scheduleId: number): Promise<ScheduleQuota | undefined> {
  const res = await api.get('/get/Registrasi/jadwal', admisi);
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as unknown as { list: ScheduleQuota[] }).list.find(
    (s) => s.scheduleId === scheduleId,
  );
}

async function live(scheduleId: number) {
  const r = await sql<{ channel: string; n: number }>`select channel, count(*)::int as n
    from registrations where schedule_id = ${scheduleId} and status <> 'VOID'
    group by channel`.execute(db());
  return Object.fromEntries(r.rows.map((x) => [x.channel, Number(x.n)]));
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('JKN share of a schedule quota', () => {
  it('20 simultaneous registrations into 10 places with a JKN share of 4: exactly 4 JKN and 6 others', async () => {
    const schedule = await todaySchedule(10, 4);
    const before = await scheduleRow(schedule);
    expect(before).toMatchObject({
      quota: 10,
      quotaJkn: 4,
      used: 0,
      remaining: 10,
      remainingJkn: 4,
      remainingNonJkn: 6,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(schedule, i % 2 === 0, 'Serentak')),
    );
    const jkn = answers.filter((_, i) => i % 2 === 0);
    const other = answers.filter((_, i) => i % 2 === 1);
    expect(jkn.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(other.filter((a) => a.statusCode === 200)).toHaveLength(6);
    for (const a of jkn.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.raw).toBe(422);
      expect(a.body.message).toMatch(
        /^Kuota (JKN dr\. Uji Kuota \d+ .* \(4 dari 4\)|dr\. Uji Kuota \d+ .* \(10 dari 10\))\.$/,
      );
    }
    for (const a of other.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.raw).toBe(422);
      expect(a.body.message).toMatch(
        /^Kuota (non-JKN dr\. Uji Kuota \d+ .* \(6 dari 6\)|dr\. Uji Kuota \d+ .* \(10 dari 10\))\.$/,
      );
    }
    expect(await live(schedule)).toEqual({ JKN: 4, 'BO-REG': 6 });
    expect(await scheduleRow(schedule)).toMatchObject({
      used: 10,
      remaining: 0,
      usedJkn: 4,
      remainingJkn: 0,
      usedNonJkn: 6,
      remainingNonJkn: 0,
    });
  });

  it('a JKN booking takes a JKN place; the other channels keep theirs', async () => {
    const schedule = await todaySchedule(3, 1);
    const p = await newPatient('Booking JKN');
    const booking = await api.do(
      'RegistrasiReservasi',
      { type: 'add', scheduleId: schedule, visitDate: today(), patientId: p.id, payer: 'JKN' },
      admisi,
    );
    expect(booking.statusCode, booking.raw).toBe(200);
    expect(await scheduleRow(schedule)).toMatchObject({
      usedJkn: 1,
      remainingJkn: 0,
      usedNonJkn: 0,
      remainingNonJkn: 2,
      remaining: 2,
    });
    const refused = await register(schedule, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toContain('Kuota JKN');
    expect(refused.body.message).toContain('sudah penuh (1 dari 1)');
    // A second JKN booking is refused the same way; a NON JKN booking and a walk-in are not.
    const second = await api.do(
      'RegistrasiReservasi',
      {
        type: 'add',
        scheduleId: schedule,
        visitDate: today(),
        patientId: (await newPatient('Booking JKN')).id,
        payer: 'JKN',
      },
      admisi,
    );
    expect(second.statusCode).toBe(422);
    expect((await register(schedule, false)).statusCode).toBe(200);
    const nonJkn = await api.do(
      'RegistrasiReservasi',
      {
        type: 'add',
        scheduleId: schedule,
        visitDate: today(),
        patientName: 'Baru',
        payer: 'NON JKN',
      },
      admisi,
    );
    expect(nonJkn.statusCode, nonJkn.raw).toBe(200);
    const last = await register(schedule, false);
    expect(last.statusCode).toBe(422);
    expect(last.body.message).toContain('sudah penuh (3 dari 3)');
    expect(await scheduleRow(schedule)).toMatchObject({
      used: 3,
      remaining: 0,
      remainingJkn: 0,
      remainingNonJkn: 0,
    });
  });

  it('without a share (0) every channel draws from one pool; a share above the quota is the quota', async () => {
    const pool = await todaySchedule(2, 0);
    expect((await register(pool, true)).statusCode).toBe(200);
    expect((await register(pool, true)).statusCode).toBe(200);
    const full = await register(pool, false);
    expect(full.statusCode).toBe(422);
    expect(full.body.message).toContain('sudah penuh (2 dari 2)');
    expect(full.body.message).not.toContain('JKN');
    expect(await scheduleRow(pool)).toMatchObject({
      quotaJkn: 0,
      usedJkn: 2,
      remainingJkn: 0,
      remainingNonJkn: 0,
    });

    const wide = await todaySchedule(2, 5);
    expect(await scheduleRow(wide)).toMatchObject({
      quotaJkn: 2,
      remainingJkn: 2,
      remainingNonJkn: 0,
    });
    const walkIn = await register(wide, false);
    expect(walkIn.statusCode).toBe(422);
    expect(walkIn.body.message).toContain('Kuota non-JKN');
    expect((await register(wide, true)).statusCode).toBe(200);
  });
});
