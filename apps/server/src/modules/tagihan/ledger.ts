import {
  type ChargeComponent,
  type ChargeLineView,
  type ChargePriceBasis,
  INACBG_COST_GROUPS,
  type InacbgCostGroup,
  type LedgerData,
  TAGIHAN_MESSAGES,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { HttpError, validationError } from '../../platform/errors';
import type { Executor, Trx } from '../../platform/module';
import { priceTariff } from './pricing';

/** What a charge points at: the service row that caused it. */
export interface ChargeSource {
  /** The kind of source row, e.g. 'ugd-tindakan', 'lab-order-item', 'bed-stay'. */
  kind: string;
  /** The source row's id (a composite key, e.g. '12:2025-03-01', for a per-day charge). */
  id: string | number;
}

export interface ChargeInput {
  source: ChargeSource;
  registrationId: number;
  /** The tariff (`m_tarif.id`) of the service; the class decides which variant prices it. */
  tariff: number;
  qty: number;
  /** The registration's class at this moment (`m_ranap_kelas.code`), null for none. */
  classCode: string | null;
  /** The moment of pricing (default now). */
  at?: Date;
  /** The user who caused the charge. */
  userId?: number | null;
}

export interface ChargeResult {
  line: ChargeLineView;
  /** False when the source already had its line (a repeated call). */
  created: boolean;
}

interface LineRow {
  id: number;
  registration_id: number;
  source_kind: string;
  source_id: string;
  tariff_id: number;
  tariff_kind: string;
  tariff_code: string;
  tariff_name: string;
  class_code: string | null;
  basis: ChargePriceBasis;
  qty: number;
  unit_price: number;
  amount: number;
  components: ChargeComponent[] | string;
  cost_group: InacbgCostGroup | null;
  charged_at: Date | string;
  reverses_id: number | null;
  reason: string | null;
  reversed_by_id: number | null;
}

const SOURCE_KIND = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

const LINE_COLUMNS = sql`l.id, l.registration_id, l.source_kind, l.source_id, l.tariff_id,
  l.tariff_kind, l.tariff_code, l.tariff_name, l.class_code, l.basis, l.qty, l.unit_price,
  l.amount, l.components, l.cost_group, l.charged_at, l.reverses_id, l.reason,
  (select r.id from charge_line r where r.reverses_id = l.id) as reversed_by_id`;

function view(row: LineRow): ChargeLineView {
  return {
    id: row.id,
    registrationId: row.registration_id,
    sourceKind: row.source_kind,
    sourceId: row.source_id,
    tariffId: row.tariff_id,
    tariffKind: row.tariff_kind,
    tariffCode: row.tariff_code,
    tariffName: row.tariff_name,
    classCode: row.class_code,
    basis: row.basis,
    qty: row.qty,
    unitPrice: row.unit_price,
    amount: row.amount,
    components:
      typeof row.components === 'string'
        ? (JSON.parse(row.components) as ChargeComponent[])
        : row.components,
    costGroup: row.cost_group,
    chargedAt: new Date(row.charged_at).toISOString(),
    reversesId: row.reverses_id,
    reason: row.reason,
    reversedById: row.reversed_by_id,
  };
}

async function findBySource(
  trx: Executor,
  kind: string,
  id: string,
  tariff: number,
): Promise<LineRow | undefined> {
  const r = await sql<LineRow>`select ${LINE_COLUMNS} from charge_line l
    where l.source_kind = ${kind} and l.source_id = ${id} and l.tariff_id = ${tariff}
      and l.reverses_id is null`.execute(trx);
  return r.rows[0];
}

function sameCall(row: LineRow, input: ChargeInput): ChargeResult {
  if (row.registration_id !== input.registrationId || row.qty !== input.qty) {
    throw new HttpError(409, TAGIHAN_MESSAGES.chargedDifferently);
  }
  return { line: view(row), created: false };
}

/**
 * Charges a service in the caller's transaction: one line per source (kind, id, tariff), priced
 * by `priceTariff` for the class given, the tariff and its components copied onto the line.
 * A repeated call (same source, registration and quantity) returns the existing line; the same
 * source with another registration or quantity is refused (409): reverse the line first and
 * charge the corrected service under its own source.
 */
export async function charge(trx: Trx, input: ChargeInput): Promise<ChargeResult> {
  const sourceId = String(input.source.id);
  if (!SOURCE_KIND.test(input.source.kind) || sourceId.length < 1 || sourceId.length > 80) {
    throw validationError({ source: [TAGIHAN_MESSAGES.badSource] });
  }
  if (!Number.isSafeInteger(input.registrationId) || input.registrationId < 1) {
    throw validationError({ registrationId: [TAGIHAN_MESSAGES.badRegistration] });
  }
  if (!Number.isSafeInteger(input.qty) || input.qty < 1) {
    throw validationError({ qty: [TAGIHAN_MESSAGES.badQty] });
  }
  const existing = await findBySource(trx, input.source.kind, sourceId, input.tariff);
  if (existing) return sameCall(existing, input);

  const at = input.at ?? new Date();
  const priced = await priceTariff(trx, input.tariff, input.classCode, at);
  if (!priced) {
    const r = await sql<{
      name: string;
    }>`select name from m_tarif where id = ${input.tariff}`.execute(trx);
    throw validationError({
      tariff: [TAGIHAN_MESSAGES.noTariff(r.rows[0]?.name ?? '', input.classCode)],
    });
  }
  if (priced.bhp < 0) {
    throw validationError({ tariff: [TAGIHAN_MESSAGES.inconsistentTariff(priced.code)] });
  }
  // A concurrent transaction charging the same source makes this insert wait for it, then do
  // nothing: the line it committed is read below.
  const inserted = await sql<{ id: number }>`
    insert into charge_line (registration_id, source_kind, source_id, tariff_id,
      priced_tariff_id, tariff_kind, tariff_code, tariff_name, class_code, basis, qty,
      unit_price, jasa_sarana, jasa_pelayanan, bhp, components, amount, cost_group, priced_at,
      charged_by)
    values (${input.registrationId}, ${input.source.kind}, ${sourceId}, ${input.tariff},
      ${priced.pricedTariffId}, ${priced.kind}, ${priced.code}, ${priced.name},
      ${input.classCode}, ${priced.basis}, ${input.qty}, ${priced.unitPrice},
      ${priced.jasaSarana}, ${priced.jasaPelayanan}, ${priced.bhp},
      ${JSON.stringify(priced.components)}::jsonb, ${priced.unitPrice * input.qty},
      ${priced.costGroup}, ${at}, ${input.userId ?? null})
    on conflict (source_kind, source_id, tariff_id) where reverses_id is null do nothing
    returning id`.execute(trx);
  const row = await findBySource(trx, input.source.kind, sourceId, input.tariff);
  if (!row) throw new Error('charge_line: the source has no line after its insert');
  if (!inserted.rows[0]) return sameCall(row, input);
  return { line: view(row), created: true };
}

/**
 * Reverses a line in the caller's transaction: a new line with the negative quantity and amount,
 * pointing at the original, with the reason. At most once per line (409), never a reversal of a
 * reversing line (422).
 */
export async function reverse(
  trx: Trx,
  lineId: number,
  reason: string,
  userId: number | null = null,
): Promise<ChargeLineView> {
  const why = reason.trim();
  if (why === '') throw validationError({ reason: [TAGIHAN_MESSAGES.reasonRequired] });
  const r = await sql<{ id: number; reverses_id: number | null }>`
    select id, reverses_id from charge_line where id = ${lineId} for update`.execute(trx);
  const original = r.rows[0];
  if (!original) throw new HttpError(404, TAGIHAN_MESSAGES.lineNotFound);
  if (original.reverses_id !== null) {
    throw validationError({ lineId: [TAGIHAN_MESSAGES.reversalOfReversal] });
  }
  const done = await sql<{ id: number }>`
    select id from charge_line where reverses_id = ${lineId}`.execute(trx);
  if (done.rows[0]) throw new HttpError(409, TAGIHAN_MESSAGES.alreadyReversed);
  const inserted = await sql<{ id: number }>`
    insert into charge_line (registration_id, source_kind, source_id, tariff_id,
      priced_tariff_id, tariff_kind, tariff_code, tariff_name, class_code, basis, qty,
      unit_price, jasa_sarana, jasa_pelayanan, bhp, components, amount, cost_group, priced_at,
      charged_by, reverses_id, reason)
    select registration_id, source_kind, source_id, tariff_id, priced_tariff_id, tariff_kind,
      tariff_code, tariff_name, class_code, basis, -qty, unit_price, jasa_sarana,
      jasa_pelayanan, bhp, components, -amount, cost_group, priced_at, ${userId}, id, ${why}
    from charge_line where id = ${lineId}
    returning id`.execute(trx);
  const id = inserted.rows[0]?.id;
  const line =
    await sql<LineRow>`select ${LINE_COLUMNS} from charge_line l where l.id = ${id}`.execute(trx);
  return view(line.rows[0] as LineRow);
}

/** Every line of a registration, oldest first, with its totals. */
export async function ledgerOf(db: Executor, registrationId: number): Promise<LedgerData> {
  const r = await sql<LineRow & { jasa_sarana: number; jasa_pelayanan: number; bhp: number }>`
    select ${LINE_COLUMNS}, l.jasa_sarana, l.jasa_pelayanan, l.bhp from charge_line l
    where l.registration_id = ${registrationId} order by l.id`.execute(db);
  const totals = { charged: 0, reversed: 0, net: 0, jasaSarana: 0, jasaPelayanan: 0, bhp: 0 };
  const groups = new Map<InacbgCostGroup | null, number>();
  for (const l of r.rows) {
    if (l.reverses_id === null) totals.charged += l.amount;
    else totals.reversed -= l.amount;
    totals.net += l.amount;
    totals.jasaSarana += l.qty * l.jasa_sarana;
    totals.jasaPelayanan += l.qty * l.jasa_pelayanan;
    totals.bhp += l.qty * l.bhp;
    groups.set(l.cost_group, (groups.get(l.cost_group) ?? 0) + l.amount);
  }
  const order = (g: InacbgCostGroup | null) =>
    g === null ? INACBG_COST_GROUPS.length : INACBG_COST_GROUPS.indexOf(g);
  const byCostGroup = [...groups]
    .map(([group, amount]) => ({ group, amount }))
    .sort((a, b) => order(a.group) - order(b.group));
  return { registrationId, lines: r.rows.map(view), totals, byCostGroup };
}
