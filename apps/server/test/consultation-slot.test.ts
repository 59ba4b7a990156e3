/**
 * The consultation slot is the domain's vocabulary at every layer (spec 9): doctor schedules store
 * PAGI, SORE and MALAM, and a database of the old words ('siang' for the afternoon) is converted.
 */
import { consultationSlot } from '@simrs/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as slotCodes from '../src/modules/antrean/migrations/0920_consultation_slot_codes';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

const slotsInTable = async () =>
  (
    await sql<{ slot: string; n: number }>`select slot, count(*)::int as n
      from q_doctor_schedules group by slot order by slot`.execute(ctx.handle.db)
  ).rows;

describe('consultation slots of doctor schedules', () => {
  it("store the domain's codes, the afternoon as SORE", async () => {
    const list = (await api.get('/get/JadwalDokter', admin, { shown: '30' })).body.data as {
      list: { slot: string; startTime: string }[];
    };
    const codes = new Set(list.list.map((r) => r.slot));
    expect([...codes].sort()).toEqual(['MALAM', 'PAGI', 'SORE']);
    for (const row of list.list) {
      const slot = consultationSlot.entries.find((s) => s.code === row.slot);
      expect(slot && row.startTime >= slot.start && row.startTime < slot.end, row.slot).toBe(true);
    }
    // The old word is refused by the contract and by the table.
    const old = await api.do(
      'JadwalDokter',
      {
        type: 'add',
        unitId: 1,
        doctorName: 'dr. Uji Siang',
        weekday: '3',
        slot: 'siang',
        startTime: '14:00',
        endTime: '16:00',
        quota: 5,
      },
      admin,
    );
    expect(old.statusCode).toBe(422);
    expect(Object.keys(old.body.errors ?? {})).toEqual(['slot']);
    await expect(
      sql`update q_doctor_schedules set slot = 'siang' where slot = 'SORE'`.execute(ctx.handle.db),
    ).rejects.toThrow();
  });

  it("converts a database of the old words ('pagi', 'siang', 'malam')", async () => {
    const now = await slotsInTable();
    // Back to the words of migration 0100, as a database made before the change holds them.
    await slotCodes.down(ctx.handle.db as never);
    const before = await slotsInTable();
    expect(before.map((r) => r.slot)).toEqual(['malam', 'pagi', 'siang']);
    await slotCodes.up(ctx.handle.db as never);
    expect(await slotsInTable()).toEqual(now);
    expect(now.find((r) => r.slot === 'SORE')?.n).toBe(before.find((r) => r.slot === 'siang')?.n);
  });
});
