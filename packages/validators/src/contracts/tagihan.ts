/**
 * Context `tagihan`: the charge ledger (docs/tagihan.md). Every service that costs the patient
 * something writes one immutable charge line in its own transaction through the server module's
 * `charge(...)`; corrections are reversing lines. The wire part is one read: a registration's
 * ledger with its totals, for the patient's bill (menu `billing`).
 */
import { z } from 'zod';
import { defineContract, out, query } from './kit';
import { id } from './params';

/** The 18 cost groups of an INA-CBG claim (e-Klaim `tarif_rs`), in the claim's order. */
export const INACBG_COST_GROUPS = [
  'prosedur_non_bedah',
  'prosedur_bedah',
  'konsultasi',
  'tenaga_ahli',
  'keperawatan',
  'penunjang',
  'radiologi',
  'laboratorium',
  'pelayanan_darah',
  'rehabilitasi',
  'kamar',
  'rawat_intensif',
  'obat',
  'obat_kronis',
  'obat_kemoterapi',
  'alkes',
  'bmhp',
  'sewa_alat',
] as const;
export type InacbgCostGroup = (typeof INACBG_COST_GROUPS)[number];

/** The tariff components a line's unit price is split into (master `tarif-komponen`). */
export type ChargeComponentType = 'JASA_SARANA' | 'JASA_PELAYANAN' | 'BHP';

/** Where a line's price came from: the class's own tariff, or the class-less one. */
export type ChargePriceBasis = 'KELAS' | 'UMUM';

export const TAGIHAN_MESSAGES = {
  badRegistration: 'Registrasi tidak valid.',
  unknownTariff: 'Tarif tidak ditemukan.',
  unknownClass: 'Kelas rawat tidak ditemukan.',
  noTariff: (name: string, kelas: string | null) =>
    kelas
      ? `Tidak ada tarif aktif "${name}" untuk kelas ${kelas} maupun tarif tanpa kelas.`
      : `Tidak ada tarif aktif "${name}" tanpa kelas.`,
  inconsistentTariff: (code: string) =>
    `Tarif ${code} tidak konsisten: jasa sarana ditambah jasa pelayanan melebihi tarif.`,
  badQty: 'Jumlah layanan harus bilangan bulat lebih dari 0.',
  badSource: 'Sumber tagihan tidak valid.',
  chargedDifferently:
    'Layanan ini sudah ditagih dengan registrasi atau jumlah yang berbeda. Batalkan baris tagihannya lebih dulu.',
  lineNotFound: 'Baris tagihan tidak ditemukan.',
  reasonRequired: 'Alasan pembatalan wajib diisi.',
  alreadyReversed: 'Baris tagihan ini sudah dibatalkan.',
  reversalOfReversal: 'Baris pembatalan tidak dapat dibatalkan lagi.',
} as const;

/** One tariff component of a line: its amount per unit and the master row naming it. */
export interface ChargeComponent {
  type: ChargeComponentType;
  /** The `tarif-komponen` row (null when the master has no active row of that type). */
  code: string | null;
  name: string | null;
  coaCode: string | null;
  /** Per unit, integer rupiah. */
  amount: number;
}

export interface ChargeLineView {
  id: number;
  registrationId: number;
  sourceKind: string;
  sourceId: string;
  tariffId: number;
  tariffKind: string;
  tariffCode: string;
  tariffName: string;
  /** The class the line was priced for (null: no class, e.g. an outpatient). */
  classCode: string | null;
  basis: ChargePriceBasis;
  qty: number;
  unitPrice: number;
  amount: number;
  components: ChargeComponent[];
  costGroup: InacbgCostGroup | null;
  chargedAt: string;
  /** For a reversing line: the line it reverses, and why. */
  reversesId: number | null;
  reason: string | null;
  /** For an original line: the line that reversed it. */
  reversedById: number | null;
}

export interface LedgerTotals {
  /** Sum of the original lines. */
  charged: number;
  /** Sum of the reversing lines, as a positive amount. */
  reversed: number;
  /** charged - reversed: what the registration owes for its services. */
  net: number;
  /** Net amount per component type. */
  jasaSarana: number;
  jasaPelayanan: number;
  bhp: number;
}

export interface LedgerData {
  registrationId: number;
  lines: ChargeLineView[];
  totals: LedgerTotals;
  /** Net amount per INA-CBG cost group (groups with lines only); `null` group: not in a claim. */
  byCostGroup: { group: InacbgCostGroup | null; amount: number }[];
}

export const tagihanContract = defineContract({
  module: 'Billing',
  context: 'tagihan',
  menu: 'billing',
  queries: {
    /** `GET /get/Billing/ledger/{registrationId}`: every line of a registration, with totals. */
    ledger: query({
      input: z.object({ pageId: id(TAGIHAN_MESSAGES.badRegistration) }),
      access: 'view',
      slug: 'ledger',
      byId: true,
      output: out<LedgerData>(),
    }),
  },
});

export const tagihanContracts = [tagihanContract] as const;
