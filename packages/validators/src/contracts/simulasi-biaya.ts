/**
 * Context `simulasi-biaya`: the support-service cost simulation (simulasi-biaya-penunjang).
 * A read: prices come from the tariff masters, nothing is saved (docs/protocol.md).
 */
import { z } from 'zod';
import { defineContract, out, query } from './kit';
import { optionalId } from './params';

export const SIMULASI_LIMITS = { maxItems: 50, minQty: 1, maxQty: 99 } as const;

export const SIMULASI_MESSAGES = {
  badKelas: 'Kelas rawat tidak ditemukan.',
  badItems: 'Daftar layanan tidak valid (format: id:jumlah, dipisah koma).',
  tooMany: `Maksimal ${SIMULASI_LIMITS.maxItems} layanan dalam satu simulasi.`,
  badQty: `Jumlah setiap layanan harus ${SIMULASI_LIMITS.minQty} sampai ${SIMULASI_LIMITS.maxQty}.`,
  duplicate: 'Layanan yang sama tercantum lebih dari sekali; ubah jumlahnya saja.',
  unknownItem: (ids: readonly number[]) =>
    `Layanan penunjang tidak ditemukan atau tidak aktif: ${ids.join(', ')}.`,
  noTariff: 'Tidak ada tarif untuk kelas ini maupun tarif tanpa kelas.',
} as const;

/** Where a line's price comes from: the class's tariff, the class-less one, or none. */
export type SimulasiPriceBasis = 'KELAS' | 'UMUM' | 'TIDAK_ADA';

export interface SimulasiLine {
  id: number;
  kind: string;
  kindLabel: string;
  code: string;
  name: string;
  qty: number;
  basis: SimulasiPriceBasis;
  tariffId: number | null;
  /** Class of the tariff used (null for the class-less tariff or none). */
  tariffKelas: string | null;
  unitPrice: number | null;
  jasaSarana: number | null;
  jasaPelayanan: number | null;
  lineTotal: number;
  note: string | null;
}

export interface SimulasiData {
  kelas: { id: number; name: string } | null;
  kelasOptions: { id: number; name: string }[];
  lines: SimulasiLine[];
  totals: { jasaSarana: number; jasaPelayanan: number; total: number };
  /** Lines with no tariff for the class nor a class-less one. */
  unpriced: number;
}

export interface SimulasiService {
  id: number;
  kind: string;
  kindLabel: string;
  code: string;
  name: string;
}

/** `items=12:2,15:1` -> [{ id: 12, qty: 2 }, { id: 15, qty: 1 }], with the refusals above. */
export const simulasiItems = z.preprocess(
  (v) => (v === undefined ? null : v),
  z.unknown().transform((v, ctx): { id: number; qty: number }[] => {
    const raw = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : null;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return [];
    };
    if (raw === null) return refuse(SIMULASI_MESSAGES.badItems);
    if (raw === '') return [];
    const parts = raw.split(',');
    if (parts.length > SIMULASI_LIMITS.maxItems) return refuse(SIMULASI_MESSAGES.tooMany);
    const items: { id: number; qty: number }[] = [];
    const seen = new Set<number>();
    for (const part of parts) {
      const m = /^\s*(\d{1,9}):(-?\d{1,9})\s*$/.exec(part);
      if (!m) return refuse(SIMULASI_MESSAGES.badItems);
      const id = Number(m[1]);
      const qty = Number(m[2]);
      if (id < 1) return refuse(SIMULASI_MESSAGES.badItems);
      if (qty < SIMULASI_LIMITS.minQty || qty > SIMULASI_LIMITS.maxQty) {
        return refuse(SIMULASI_MESSAGES.badQty);
      }
      if (seen.has(id)) return refuse(SIMULASI_MESSAGES.duplicate);
      seen.add(id);
      items.push({ id, qty });
    }
    return items;
  }),
);

/** `items` query value: `12:2,15:1`. */
export function simulasiItemsParam(items: readonly { id: number; qty: number }[]): string {
  return items.map((i) => `${i.id}:${i.qty}`).join(',');
}

export const simulasiBiayaContract = defineContract({
  module: 'SimulasiBiayaPenunjang',
  context: 'simulasi-biaya',
  menu: 'simulasi-biaya-penunjang',
  queries: {
    /** The priced lines for a class (empty: rawat jalan) and the picked services. */
    simulate: query({
      input: z.object({
        kelasId: optionalId(SIMULASI_MESSAGES.badKelas),
        items: simulasiItems,
      }),
      access: 'view',
      output: out<SimulasiData>(),
    }),
    /** The picker: services by name or code. */
    layanan: query({
      // A long term is cut, not refused: the picker searches as the user types.
      input: z.object({
        search: z.preprocess(
          (v) => (typeof v === 'string' ? v.trim().slice(0, 100) : ''),
          z.string(),
        ),
      }),
      access: 'view',
      slug: 'layanan',
      output: out<{ items: SimulasiService[] }>(),
    }),
  },
});

export const simulasiBiayaContracts = [simulasiBiayaContract] as const;
