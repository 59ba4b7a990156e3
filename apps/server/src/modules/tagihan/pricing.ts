import {
  type ChargeComponent,
  type ChargeComponentType,
  type ChargePriceBasis,
  type InacbgCostGroup,
  TAGIHAN_MESSAGES,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { validationError } from '../../platform/errors';
import type { Executor } from '../../platform/module';

/**
 * The INA-CBG cost group of each tariff kind (`m_tarif.kind`, one per tariff screen). A tariff
 * carries its group through its kind; kinds outside a claim's hospital tariff (registration,
 * ambulance, laundry, medical report, MCU, home care) carry none.
 */
export const COST_GROUP_BY_KIND: Readonly<Record<string, InacbgCostGroup>> = {
  AKOMODASI: 'kamar',
  PERIKSA_DOKTER: 'konsultasi',
  VISIT_DOKTER_SPESIALIS: 'konsultasi',
  VISIT_DOKTER_UMUM: 'konsultasi',
  KONSUL_ONLINE: 'konsultasi',
  KONSUL_AHLI_GIZI: 'konsultasi',
  TINDAKAN_DOKTER_SPESIALIS: 'prosedur_non_bedah',
  TINDAKAN_DOKTER_UMUM: 'prosedur_non_bedah',
  TINDAKAN_PERAWAT: 'keperawatan',
  TINDAKAN_OPERASI: 'prosedur_bedah',
  RADIOLOGI: 'radiologi',
  RADIOLOGI_EXTERNAL: 'radiologi',
  LAB: 'laboratorium',
  LAB_EXTERNAL: 'laboratorium',
  PA: 'laboratorium',
  PA_INTERNAL: 'laboratorium',
  PA_EXTERNAL: 'laboratorium',
  PEMERIKSAAN_HIV: 'laboratorium',
  PHLEBOTOMY: 'laboratorium',
  TRANSFUSI: 'pelayanan_darah',
  CROSSMATCH: 'pelayanan_darah',
  FISIOTERAPI: 'rehabilitasi',
  GIZI: 'penunjang',
};

export interface PricedTariff {
  /** The tariff asked for. */
  tariffId: number;
  /** The row the price came from (same kind and service name, for the class or class-less). */
  pricedTariffId: number;
  kind: string;
  code: string;
  name: string;
  /** The class priced for, as given. */
  classCode: string | null;
  /** The class of the row used (null: the class-less row). */
  tariffKelas: { id: number; code: string; name: string } | null;
  basis: ChargePriceBasis;
  unitPrice: number;
  jasaSarana: number;
  jasaPelayanan: number;
  /** unitPrice - jasaSarana - jasaPelayanan: negative only for an inconsistent tariff row. */
  bhp: number;
  /** The split per component type, named by the `tarif-komponen` master. */
  components: ChargeComponent[];
  costGroup: InacbgCostGroup | null;
  at: Date;
}

interface VariantRow {
  id: number;
  kind: string;
  code: string;
  name: string;
  kelas_id: number | null;
  kelas_code: string | null;
  kelas_name: string | null;
  jasa_sarana: number;
  jasa_pelayanan: number;
  price: number;
}

const COMPONENT_TYPES: readonly ChargeComponentType[] = ['JASA_SARANA', 'JASA_PELAYANAN', 'BHP'];

/**
 * THE pricing rule, used by the charge ledger and the support-cost simulation: for the service
 * of `tariffRef` (its kind and service name), the active row for the class `classCode`, else
 * the active class-less row; null when neither exists. Refuses (422) an unknown tariff id or
 * class code. The tariff masters keep no validity period, so `at` is the moment the price is
 * read (the ledger keeps it as `priced_at`); the row read is the one in force in the caller's
 * transaction.
 */
export async function priceTariff(
  trx: Executor,
  tariffRef: number,
  classCode: string | null,
  at: Date,
): Promise<PricedTariff | null> {
  const ref = await sql<{ kind: string; name: string }>`
    select kind, name from m_tarif where id = ${tariffRef}`.execute(trx);
  const service = ref.rows[0];
  if (!service) throw validationError({ tariff: [TAGIHAN_MESSAGES.unknownTariff] });
  if (classCode !== null) {
    const k = await sql<{ id: number }>`
      select id from m_ranap_kelas where code = ${classCode}`.execute(trx);
    if (!k.rows[0]) throw validationError({ classCode: [TAGIHAN_MESSAGES.unknownClass] });
  }
  const r = await sql<VariantRow>`
    select t.id, t.kind, t.code, t.name, t.kelas_id, k.code as kelas_code, k.name as kelas_name,
      t.jasa_sarana, t.jasa_pelayanan, t.price
    from m_tarif t left join m_ranap_kelas k on k.id = t.kelas_id
    where t.status = 'Y' and t.kind = ${service.kind} and lower(t.name) = lower(${service.name})
      and (t.kelas_id is null or k.code = ${classCode})
    order by (t.kelas_id is null), t.id
    limit 1`.execute(trx);
  const row = r.rows[0];
  if (!row) return null;

  const bhp = row.price - row.jasa_sarana - row.jasa_pelayanan;
  const amounts: Record<ChargeComponentType, number> = {
    JASA_SARANA: row.jasa_sarana,
    JASA_PELAYANAN: row.jasa_pelayanan,
    BHP: bhp,
  };
  const masters = await sql<{
    component_type: ChargeComponentType;
    code: string;
    name: string;
    coa_code: string | null;
  }>`select distinct on (component_type) component_type, code, name, coa_code
    from m_tarif_komponen where status = 'Y'
    order by component_type, lower(code)`.execute(trx);
  const named = new Map(masters.rows.map((m) => [m.component_type, m]));
  const components = COMPONENT_TYPES.map((type): ChargeComponent => {
    const m = named.get(type);
    return {
      type,
      code: m?.code ?? null,
      name: m?.name ?? null,
      coaCode: m?.coa_code ?? null,
      amount: amounts[type],
    };
  });

  const basis: ChargePriceBasis = row.kelas_id === null ? 'UMUM' : 'KELAS';
  return {
    tariffId: tariffRef,
    pricedTariffId: row.id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    classCode,
    tariffKelas:
      row.kelas_id === null
        ? null
        : { id: row.kelas_id, code: row.kelas_code ?? '', name: row.kelas_name ?? '' },
    basis,
    unitPrice: row.price,
    jasaSarana: row.jasa_sarana,
    jasaPelayanan: row.jasa_pelayanan,
    bhp,
    components,
    costGroup: COST_GROUP_BY_KIND[row.kind] ?? null,
    at,
  };
}
