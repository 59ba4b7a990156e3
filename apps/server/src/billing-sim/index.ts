import { findScreen } from '@simrs/domain/screens';
import { tariffKind } from '@simrs/validators/resources';
import { sql } from 'kysely';
import type { ServerModule } from '../app';
import { notFound, validationError } from '../http/errors';
import { authorize } from '../permissions';

/** Menu key of the support-service cost simulation (spec 2.4). */
export const SIMULASI_MENU = 'simulasi-biaya-penunjang';
/** Module name in `/get/{module}`. */
export const SIMULASI_MODULE = 'SimulasiBiayaPenunjang';

export const SIMULASI_LIMITS = { maxItems: 50, minQty: 1, maxQty: 99, pickerRows: 20 } as const;

/** Support-service tariff screens whose rows can be simulated. */
export const SUPPORT_TARIFF_MENUS = [
  'tarif-lab',
  'tarif-lab-external',
  'tarif-radiologi',
  'tarif-radiologi-external',
  'tarif-fisioterapi',
  'tarif-pa',
  'tarif-pa-internal',
  'tarif-pa-external',
  'tarif-pemeriksaan-hiv',
  'tarif-crossmatch',
  'tarif-transfusi',
  'tarif-phlebotomy',
] as const;

const KIND_LABELS: Record<string, string> = Object.fromEntries(
  SUPPORT_TARIFF_MENUS.map((m) => [
    tariffKind(m),
    (findScreen(m)?.title ?? m).replace(/^Tarif /, ''),
  ]),
);
const SUPPORT_KINDS = Object.keys(KIND_LABELS);

export const SIMULASI_MESSAGES = {
  badKelas: 'Kelas rawat tidak ditemukan.',
  badItems: 'Daftar layanan tidak valid (format: id:jumlah, dipisah koma).',
  tooMany: `Maksimal ${SIMULASI_LIMITS.maxItems} layanan dalam satu simulasi.`,
  badQty: `Jumlah setiap layanan harus ${SIMULASI_LIMITS.minQty} sampai ${SIMULASI_LIMITS.maxQty}.`,
  duplicate: 'Layanan yang sama tercantum lebih dari sekali; ubah jumlahnya saja.',
  unknownItem: (ids: number[]) =>
    `Layanan penunjang tidak ditemukan atau tidak aktif: ${ids.join(', ')}.`,
  noTariff: 'Tidak ada tarif untuk kelas ini maupun tarif tanpa kelas.',
} as const;

/** Where a line's price comes from: the class's own tariff, the class-less one, or none. */
export type PriceBasis = 'KELAS' | 'UMUM' | 'TIDAK_ADA';

interface TariffRow {
  id: number;
  kind: string;
  code: string;
  name: string;
  kelas_id: number | null;
  kelas_name: string | null;
  jasa_sarana: number;
  jasa_pelayanan: number;
  price: number;
}

function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0].trim();
  return '';
}

/** `items=12:2,15:1` -> [[12, 2], [15, 1]] with the refusals of the contract. */
export function parseItems(raw: string): { id: number; qty: number }[] {
  if (raw === '') return [];
  const parts = raw.split(',');
  if (parts.length > SIMULASI_LIMITS.maxItems) {
    throw validationError({ items: [SIMULASI_MESSAGES.tooMany] });
  }
  const out: { id: number; qty: number }[] = [];
  const seen = new Set<number>();
  for (const part of parts) {
    const m = /^\s*(\d{1,9}):(-?\d{1,9})\s*$/.exec(part);
    if (!m) throw validationError({ items: [SIMULASI_MESSAGES.badItems] });
    const id = Number(m[1]);
    const qty = Number(m[2]);
    if (id < 1) throw validationError({ items: [SIMULASI_MESSAGES.badItems] });
    if (qty < SIMULASI_LIMITS.minQty || qty > SIMULASI_LIMITS.maxQty) {
      throw validationError({ items: [SIMULASI_MESSAGES.badQty] });
    }
    if (seen.has(id)) throw validationError({ items: [SIMULASI_MESSAGES.duplicate] });
    seen.add(id);
    out.push({ id, qty });
  }
  return out;
}

/**
 * `GET /get/SimulasiBiayaPenunjang?kelasId=&items=id:qty,...` -> the priced lines and totals
 * (view on simulasi-biaya-penunjang). Prices come from `m_tarif` only: for each picked support
 * tariff, the active row of the same kind and service name for the chosen class, else the
 * class-less row, else no tariff (said so on the line, counted in `unpriced`). Nothing is saved.
 * `GET /get/SimulasiBiayaPenunjang/layanan?search=` -> the picker's services (one per kind and
 * name, at most 20).
 */
export const billingSimModule: ServerModule = ({ db, customGet }) => {
  customGet[SIMULASI_MODULE] = {
    async run({ session, query, pageSlug, pageId }) {
      authorize(session.user, SIMULASI_MENU, 'view');
      if (pageId) throw notFound();
      if (pageSlug === 'layanan') {
        const search = text(query.search).slice(0, 100);
        const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const r = await sql<TariffRow>`
          select distinct on (t.kind, lower(t.name)) t.id, t.kind, t.code, t.name, t.kelas_id,
            k.name as kelas_name, t.jasa_sarana, t.jasa_pelayanan, t.price
          from m_tarif t left join m_ranap_kelas k on k.id = t.kelas_id
          where t.status = 'Y' and t.kind in (${sql.join(SUPPORT_KINDS)})
            and (${search} = '' or t.name ilike ${like} or t.code ilike ${like})
          order by t.kind, lower(t.name), (t.kelas_id is null) desc, t.id
        `.execute(db);
        const items = r.rows
          .sort((a, b) => a.name.localeCompare(b.name, 'id') || a.kind.localeCompare(b.kind))
          .slice(0, SIMULASI_LIMITS.pickerRows)
          .map((t) => ({
            id: t.id,
            kind: t.kind,
            kindLabel: KIND_LABELS[t.kind] ?? t.kind,
            code: t.code,
            name: t.name,
          }));
        return { items };
      }
      if (pageSlug) throw notFound();

      const kelasRows = await sql<{ id: number; name: string }>`
        select id, name from m_ranap_kelas where status = 'Y' order by name`.execute(db);
      const kelasOptions = kelasRows.rows;
      const rawKelas = text(query.kelasId);
      let kelas: { id: number; name: string } | null = null;
      if (rawKelas !== '') {
        const id = /^\d{1,9}$/.test(rawKelas) ? Number(rawKelas) : 0;
        kelas = kelasOptions.find((k) => k.id === id) ?? null;
        if (!kelas) throw validationError({ kelasId: [SIMULASI_MESSAGES.badKelas] });
      }
      const items = parseItems(text(query.items));
      const empty = { jasaSarana: 0, jasaPelayanan: 0, total: 0 };
      if (items.length === 0) {
        return { kelas, kelasOptions, lines: [], totals: empty, unpriced: 0 };
      }

      const ids = items.map((i) => i.id);
      const picked = await sql<TariffRow>`
        select t.id, t.kind, t.code, t.name, t.kelas_id, null as kelas_name,
          t.jasa_sarana, t.jasa_pelayanan, t.price
        from m_tarif t
        where t.status = 'Y' and t.kind in (${sql.join(SUPPORT_KINDS)})
          and t.id in (${sql.join(ids)})`.execute(db);
      const byId = new Map(picked.rows.map((t) => [t.id, t]));
      const unknown = ids.filter((id) => !byId.has(id));
      if (unknown.length > 0) {
        throw validationError({ items: [SIMULASI_MESSAGES.unknownItem(unknown)] });
      }
      // Every active row of the picked services (same kind and name), class-specific or not.
      const keys = picked.rows.map((t) => sql`(${t.kind}, ${t.name.toLowerCase()})`);
      const variants = await sql<TariffRow>`
        select t.id, t.kind, t.code, t.name, t.kelas_id, k.name as kelas_name,
          t.jasa_sarana, t.jasa_pelayanan, t.price
        from m_tarif t left join m_ranap_kelas k on k.id = t.kelas_id
        where t.status = 'Y' and (t.kind, lower(t.name)) in (${sql.join(keys)})
        order by t.id`.execute(db);

      const totals = { ...empty };
      let unpriced = 0;
      const lines = items.map(({ id, qty }) => {
        const item = byId.get(id) as TariffRow;
        const same = variants.rows.filter(
          (v) => v.kind === item.kind && v.name.toLowerCase() === item.name.toLowerCase(),
        );
        const forKelas = kelas ? same.find((v) => v.kelas_id === kelas?.id) : undefined;
        const general = same.find((v) => v.kelas_id === null);
        const tariff = forKelas ?? general ?? null;
        const basis: PriceBasis = forKelas ? 'KELAS' : general ? 'UMUM' : 'TIDAK_ADA';
        const base = {
          id,
          kind: item.kind,
          kindLabel: KIND_LABELS[item.kind] ?? item.kind,
          code: item.code,
          name: item.name,
          qty,
          basis,
        };
        if (!tariff) {
          unpriced += 1;
          return {
            ...base,
            tariffId: null,
            tariffKelas: null,
            unitPrice: null,
            jasaSarana: null,
            jasaPelayanan: null,
            lineTotal: 0,
            note: SIMULASI_MESSAGES.noTariff,
          };
        }
        const line = {
          ...base,
          tariffId: tariff.id,
          tariffKelas: tariff.kelas_name,
          unitPrice: tariff.price,
          jasaSarana: tariff.jasa_sarana * qty,
          jasaPelayanan: tariff.jasa_pelayanan * qty,
          lineTotal: tariff.price * qty,
          note: null,
        };
        totals.jasaSarana += line.jasaSarana;
        totals.jasaPelayanan += line.jasaPelayanan;
        totals.total += line.lineTotal;
        return line;
      });
      return { kelas, kelasOptions, lines, totals, unpriced };
    },
  };
};
