import { type LedgerData, TAGIHAN_MESSAGES } from '@simrs/validators/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChargeInput, charge, priceTariff, reverse } from '../src/modules/tagihan/index';
import { HttpError } from '../src/platform/errors';
import type { Trx } from '../src/platform/module';
import { client, createTestApp, type TestContext } from './helpers';
import { newRegistrationRow } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let admisi: string;

const db = () => ctx.handle.db;
const inTrx = <T>(fn: (trx: Trx) => Promise<T>) => db().transaction().execute(fn);

/** A real registration (the ledger's foreign key requires one). */
const newRegistration = () => newRegistrationRow(db());

async function addTariff(
  kind: string,
  code: string,
  name: string,
  kelas: string | null,
  sarana: number,
  pelayanan: number,
  price = sarana + pelayanan,
): Promise<number> {
  const r = await sql<{ id: number }>`insert into m_tarif
    (kind, code, name, kelas_id, jasa_sarana, jasa_pelayanan, price)
    values (${kind}, ${code}, ${name},
      (select id from m_ranap_kelas where code = ${kelas}), ${sarana}, ${pelayanan}, ${price})
    returning id`.execute(db());
  return r.rows[0]?.id ?? 0;
}

async function lineCount(where: { kind: string; id: string }): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from charge_line
    where source_kind = ${where.kind} and source_id = ${where.id}`.execute(db());
  return r.rows[0]?.n ?? -1;
}

async function ledger(registrationId: number, token = admin): Promise<LedgerData> {
  const res = await api.get(`/get/Billing/ledger/${registrationId}`, token);
  expect(res.statusCode).toBe(200);
  return res.body.data as unknown as LedgerData;
}

/** The HTTP status and message an API call would answer with. */
async function refusal(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof HttpError) return { status: e.statusCode, message: e.message };
    throw e;
  }
  throw new Error('expected a refusal');
}

// A service with a class-less row and rows for two classes (VIP and K1 exist in the demo seed).
let visit: number;
let visitK1: number;
let visitUmum: number;
let lab: number;
let registrasi: number;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  admisi = await api.login('admisi');
  visitUmum = await addTariff(
    'VISIT_DOKTER_UMUM',
    'TG-VU',
    'Visit Uji Tagihan',
    null,
    30000,
    20000,
  );
  visitK1 = await addTariff(
    'VISIT_DOKTER_UMUM',
    'TG-VU-K1',
    'Visit Uji Tagihan',
    'K1',
    50000,
    40000,
    100000,
  );
  await addTariff('VISIT_DOKTER_UMUM', 'TG-VU-VIP', 'visit uji tagihan', 'VIP', 90000, 60000);
  visit = visitUmum;
  lab = await addTariff('LAB', 'TG-LAB', 'Lab Uji Tagihan', null, 15000, 5000, 26000);
  registrasi = await addTariff('REGISTRASI', 'TG-REG', 'Registrasi Uji Tagihan', null, 10000, 5000);
});
afterAll(async () => {
  await ctx?.close();
});

describe('priceTariff: the one pricing rule', () => {
  it('prices the class row of the same service, else the class-less row', async () => {
    const at = new Date();
    const k1 = await priceTariff(db(), visit, 'K1', at);
    expect(k1).toMatchObject({ pricedTariffId: visitK1, basis: 'KELAS', unitPrice: 100000 });
    expect(k1?.tariffKelas?.code).toBe('K1');
    const vip = await priceTariff(db(), visit, 'VIP', at);
    expect(vip).toMatchObject({ basis: 'KELAS', unitPrice: 150000, code: 'TG-VU-VIP' });
    // Asking by a class row's id prices the service too: K3 has no row, so the class-less one.
    const k3 = await priceTariff(db(), visitK1, 'K3', at);
    expect(k3).toMatchObject({ pricedTariffId: visitUmum, basis: 'UMUM', unitPrice: 50000 });
    const none = await priceTariff(db(), visit, null, at);
    expect(none).toMatchObject({ pricedTariffId: visitUmum, basis: 'UMUM' });
    expect(await refusal(priceTariff(db(), visit, 'NOPE', at))).toEqual({
      status: 422,
      message: TAGIHAN_MESSAGES.unknownClass,
    });
    expect((await refusal(priceTariff(db(), 99_999_999, null, at))).status).toBe(422);
  });

  it('answers null when neither the class row nor a class-less row is active', async () => {
    const only = await addTariff('LAB', 'TG-K2-ONLY', 'Hanya Kelas Dua', 'K2', 1000, 1000);
    expect(await priceTariff(db(), only, 'K1', new Date())).toBeNull();
    expect(await priceTariff(db(), only, 'K2', new Date())).toMatchObject({ unitPrice: 2000 });
    const reg = await newRegistration();
    const r = await refusal(
      inTrx((trx) =>
        charge(trx, {
          source: { kind: 'uji', id: 'k2-only' },
          registrationId: reg,
          tariff: only,
          qty: 1,
          classCode: 'K1',
        }),
      ),
    );
    expect(r).toEqual({ status: 422, message: TAGIHAN_MESSAGES.noTariff('Hanya Kelas Dua', 'K1') });
  });
});

describe('charge: one immutable line per source', () => {
  it('copies the tariff, its components and its INA-CBG cost group onto the line', async () => {
    const reg = await newRegistration();
    const { line, created } = await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'uji', id: 1 },
        registrationId: reg,
        tariff: lab,
        qty: 3,
        classCode: 'K1',
      }),
    );
    expect(created).toBe(true);
    expect(line).toMatchObject({
      registrationId: reg,
      sourceKind: 'uji',
      sourceId: '1',
      tariffCode: 'TG-LAB',
      tariffName: 'Lab Uji Tagihan',
      classCode: 'K1',
      basis: 'UMUM',
      qty: 3,
      unitPrice: 26000,
      amount: 78000,
      costGroup: 'laboratorium',
      reversesId: null,
      reversedById: null,
    });
    // Components come from the tarif-komponen master (demo: JS, JP, BHP with their accounts).
    expect(line.components).toEqual([
      { type: 'JASA_SARANA', code: 'JS', name: 'Jasa Sarana', coaCode: '4.1.01', amount: 15000 },
      {
        type: 'JASA_PELAYANAN',
        code: 'JP',
        name: 'Jasa Pelayanan',
        coaCode: '4.1.02',
        amount: 5000,
      },
      { type: 'BHP', code: 'BHP', name: 'Bahan Habis Pakai', coaCode: '4.1.03', amount: 6000 },
    ]);

    // A later tariff edit does not change the line.
    await sql`update m_tarif set price = 99000, jasa_sarana = 90000 where id = ${lab}`.execute(
      db(),
    );
    const after = await ledger(reg);
    expect(after.lines[0]).toMatchObject({ unitPrice: 26000, amount: 78000 });
    await sql`update m_tarif set price = 26000, jasa_sarana = 15000 where id = ${lab}`.execute(
      db(),
    );

    const reg2 = await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'uji', id: 2 },
        registrationId: reg,
        tariff: registrasi,
        qty: 1,
        classCode: null,
      }),
    );
    expect(reg2.line.costGroup).toBeNull();
  });

  it('prices for the class given at that moment', async () => {
    const reg = await newRegistration();
    const first = await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'visit', id: 'a' },
        registrationId: reg,
        tariff: visit,
        qty: 1,
        classCode: 'K1',
      }),
    );
    const second = await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'visit', id: 'b' },
        registrationId: reg,
        tariff: visit,
        qty: 2,
        classCode: 'VIP',
      }),
    );
    expect(first.line).toMatchObject({
      unitPrice: 100000,
      basis: 'KELAS',
      costGroup: 'konsultasi',
    });
    expect(second.line).toMatchObject({ unitPrice: 150000, amount: 300000, classCode: 'VIP' });
  });

  it('keeps exactly one line when 10 identical calls race', async () => {
    const reg = await newRegistration();
    const input: ChargeInput = {
      source: { kind: 'race', id: `r${reg}` },
      registrationId: reg,
      tariff: visit,
      qty: 2,
      classCode: 'K1',
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => inTrx((trx) => charge(trx, input))),
    );
    expect(await lineCount({ kind: 'race', id: `r${reg}` })).toBe(1);
    expect(new Set(results.map((r) => r.line.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await ledger(reg)).totals.net).toBe(200000);
  });

  it('refuses the same source with another quantity or registration, and bad input', async () => {
    const reg = await newRegistration();
    const otherRegistration = await newRegistration();
    const base: ChargeInput = {
      source: { kind: 'uji', id: `same-${reg}` },
      registrationId: reg,
      tariff: lab,
      qty: 1,
      classCode: null,
    };
    await inTrx((trx) => charge(trx, base));
    expect(await refusal(inTrx((trx) => charge(trx, { ...base, qty: 2 })))).toEqual({
      status: 409,
      message: TAGIHAN_MESSAGES.chargedDifferently,
    });
    expect(
      (await refusal(inTrx((trx) => charge(trx, { ...base, registrationId: otherRegistration }))))
        .status,
    ).toBe(409);
    expect(
      (
        await refusal(
          inTrx((trx) => charge(trx, { ...base, source: { kind: 'x', id: 'q' }, qty: 0 })),
        )
      ).message,
    ).toBe(TAGIHAN_MESSAGES.badQty);
    expect(
      (await refusal(inTrx((trx) => charge(trx, { ...base, source: { kind: '', id: 'q' } }))))
        .message,
    ).toBe(TAGIHAN_MESSAGES.badSource);
    // The same source for another tariff is another line.
    const other = await inTrx((trx) => charge(trx, { ...base, tariff: registrasi }));
    expect(other.created).toBe(true);
  });

  it('never lets a line be updated or deleted', async () => {
    const reg = await newRegistration();
    const { line } = await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'uji', id: `imm-${reg}` },
        registrationId: reg,
        tariff: lab,
        qty: 1,
        classCode: null,
      }),
    );
    await expect(
      sql`update charge_line set qty = 5, amount = 130000 where id = ${line.id}`.execute(db()),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from charge_line where id = ${line.id}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    const r = await sql<{ qty: number }>`select qty from charge_line where id = ${line.id}`.execute(
      db(),
    );
    expect(r.rows).toEqual([{ qty: 1 }]);
  });
});

describe('reverse: a correction is a reversing line, once', () => {
  it('adds the negative line with its reason, once, and never reverses a reversal', async () => {
    const reg = await newRegistration();
    const { line } = await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'uji', id: `rev-${reg}` },
        registrationId: reg,
        tariff: visit,
        qty: 3,
        classCode: 'K1',
      }),
    );
    expect((await refusal(inTrx((trx) => reverse(trx, line.id, '   ')))).message).toBe(
      TAGIHAN_MESSAGES.reasonRequired,
    );
    // Two reversals racing: exactly one is written.
    const outcomes = await Promise.allSettled([
      inTrx((trx) => reverse(trx, line.id, 'Salah input jumlah')),
      inTrx((trx) => reverse(trx, line.id, 'Salah input jumlah')),
    ]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(HttpError);
    expect((lost.reason as HttpError).statusCode).toBe(409);
    const reversal = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof reverse>>>).value;
    expect(reversal).toMatchObject({
      qty: -3,
      amount: -300000,
      unitPrice: 100000,
      reversesId: line.id,
      reason: 'Salah input jumlah',
      sourceKind: 'uji',
    });
    expect(await refusal(inTrx((trx) => reverse(trx, line.id, 'lagi')))).toEqual({
      status: 409,
      message: TAGIHAN_MESSAGES.alreadyReversed,
    });
    expect(await refusal(inTrx((trx) => reverse(trx, reversal.id, 'balik')))).toEqual({
      status: 422,
      message: TAGIHAN_MESSAGES.reversalOfReversal,
    });
    expect((await refusal(inTrx((trx) => reverse(trx, 99_999_999, 'x')))).status).toBe(404);

    // A repeated charge of the reversed source answers the original line, marked reversed.
    const again = await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'uji', id: `rev-${reg}` },
        registrationId: reg,
        tariff: visit,
        qty: 3,
        classCode: 'K1',
      }),
    );
    expect(again).toMatchObject({
      created: false,
      line: { id: line.id, reversedById: reversal.id },
    });
  });
});

describe('GET /get/Billing/ledger/{registrationId}', () => {
  it('lists the lines with totals per component and cost group, for the billing menu only', async () => {
    const reg = await newRegistration();
    const a = await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'uji', id: `t1-${reg}` },
        registrationId: reg,
        tariff: lab,
        qty: 2,
        classCode: null,
      }),
    );
    await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'uji', id: `t2-${reg}` },
        registrationId: reg,
        tariff: visit,
        qty: 1,
        classCode: 'K1',
      }),
    );
    await inTrx((trx) =>
      charge(trx, {
        source: { kind: 'uji', id: `t3-${reg}` },
        registrationId: reg,
        tariff: registrasi,
        qty: 1,
        classCode: null,
      }),
    );
    await inTrx((trx) => reverse(trx, a.line.id, 'Pemeriksaan batal'));
    const l = await ledger(reg);
    expect(l.lines).toHaveLength(4);
    expect(l.lines[0]?.reversedById).toBe(l.lines[3]?.id);
    expect(l.totals).toEqual({
      charged: 52000 + 100000 + 15000,
      reversed: 52000,
      net: 115000,
      jasaSarana: 50000 + 10000,
      jasaPelayanan: 40000 + 5000,
      bhp: 10000,
    });
    expect(l.byCostGroup).toEqual([
      { group: 'konsultasi', amount: 100000 },
      { group: 'laboratorium', amount: 0 },
      { group: null, amount: 15000 },
    ]);
    expect((await ledger(await newRegistration())).lines).toEqual([]);
    expect((await api.get(`/get/Billing/ledger/${reg}`, admisi)).statusCode).toBe(403);
    expect((await api.get('/get/Billing/ledger/abc', admin)).statusCode).toBe(422);
  });
});

describe('property: the ledger total is the sum of the lines not reversed', () => {
  it('holds for any sequence of charges and reversals', async () => {
    const tariffs = () => [visit, lab, registrasi];
    const op = fc.oneof(
      fc.record({
        t: fc.constant('charge' as const),
        source: fc.integer({ min: 1, max: 6 }),
        tariff: fc.integer({ min: 0, max: 2 }),
        qty: fc.integer({ min: 1, max: 5 }),
        kelas: fc.constantFrom(null, 'K1', 'VIP', 'K3'),
      }),
      fc.record({ t: fc.constant('reverse' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const reg = await newRegistration();
        const originals = new Map<number, { amount: number; reversed: boolean }>();
        for (const o of ops) {
          if (o.t === 'charge') {
            const tariff = tariffs()[o.tariff] as number;
            try {
              const { line } = await inTrx((trx) =>
                charge(trx, {
                  source: { kind: 'prop', id: `${reg}-${o.source}` },
                  registrationId: reg,
                  tariff,
                  qty: o.qty,
                  classCode: o.kelas,
                }),
              );
              if (!originals.has(line.id))
                originals.set(line.id, { amount: line.amount, reversed: false });
            } catch (e) {
              // The same source charged again with another quantity: refused, nothing written.
              if (!(e instanceof HttpError && e.statusCode === 409)) throw e;
            }
          } else {
            const ids = [...originals.keys()];
            if (ids.length === 0) continue;
            const id = ids[o.pick % ids.length] as number;
            const entry = originals.get(id) as { amount: number; reversed: boolean };
            try {
              await inTrx((trx) => reverse(trx, id, 'uji properti'));
              entry.reversed = true;
            } catch (e) {
              if (!(e instanceof HttpError && e.statusCode === 409 && entry.reversed)) throw e;
            }
          }
        }
        const l = await ledger(reg);
        const notReversed = [...originals.values()]
          .filter((x) => !x.reversed)
          .reduce((s, x) => s + x.amount, 0);
        const reversedSum = [...originals.values()]
          .filter((x) => x.reversed)
          .reduce((s, x) => s + x.amount, 0);
        expect(l.totals.net).toBe(notReversed);
        expect(l.totals.reversed).toBe(reversedSum);
        expect(l.totals.charged - l.totals.reversed).toBe(l.totals.net);
        expect(l.lines.reduce((s, x) => s + x.amount, 0)).toBe(l.totals.net);
        expect(l.totals.jasaSarana + l.totals.jasaPelayanan + l.totals.bhp).toBe(l.totals.net);
        expect(l.byCostGroup.reduce((s, x) => s + x.amount, 0)).toBe(l.totals.net);
      }),
      { numRuns: 25 },
    );
  });
});
