/**
 * Context `simulasi-biaya`: the support-service cost simulation (simulasi-biaya-penunjang).
 * `GET /get/SimulasiBiayaPenunjang?kelasId=&items=id:qty,...` -> the priced lines and totals.
 * Prices come from the charge ledger's one pricing rule (`priceTariff` of the `tagihan` context):
 * for each picked support tariff, the active row of the same kind and service name for the
 * chosen class, else the class-less row, else no tariff (said so on the line, counted in
 * `unpriced`). Nothing is saved.
 * `GET /get/SimulasiBiayaPenunjang/layanan?search=` -> the picker's services (one per kind and
 * name, at most 20).
 */
import { findScreen } from '@simrs/domain/screens';
import {
  SIMULASI_MESSAGES,
  type SimulasiLine,
  type SimulasiPriceBasis,
  simulasiBiayaContract,
} from '@simrs/validators/contracts';
import { tariffKind } from '@simrs/validators/resources';
import { sql } from 'kysely';
import { validationError } from '../../platform/errors';
import { defineModule, implement } from '../../platform/module';
import { priceTariff } from '../tagihan/index';

export { SIMULASI_MESSAGES };

const PICKER_ROWS = 20;

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

type PriceBasis = SimulasiPriceBasis;

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

export const simulasiBiayaModule = defineModule({
  context: 'simulasi-biaya',
  implementations: () => [
    implement(simulasiBiayaContract, {
      queries: {
        layanan: async ({ db, input }) => {
          const search = input.search ?? '';
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
            .slice(0, PICKER_ROWS)
            .map((t) => ({
              id: t.id,
              kind: t.kind,
              kindLabel: KIND_LABELS[t.kind] ?? t.kind,
              code: t.code,
              name: t.name,
            }));
          return { items };
        },
        simulate: async ({ db, input }) => {
          const kelasRows = await sql<{ id: number; name: string; code: string }>`
        select id, name, code from m_ranap_kelas where status = 'Y' order by name`.execute(db);
          const kelasOptions = kelasRows.rows.map(({ id, name }) => ({ id, name }));
          let kelas: { id: number; name: string } | null = null;
          let kelasCode: string | null = null;
          if (input.kelasId !== null) {
            const found = kelasRows.rows.find((k) => k.id === input.kelasId);
            if (!found) throw validationError({ kelasId: [SIMULASI_MESSAGES.badKelas] });
            kelas = { id: found.id, name: found.name };
            kelasCode = found.code;
          }
          const items = input.items;
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
          const totals = { ...empty };
          let unpriced = 0;
          const at = new Date();
          const lines: SimulasiLine[] = [];
          for (const { id, qty } of items) {
            const item = byId.get(id) as TariffRow;
            // THE pricing rule of the charge ledger: the class's row, else the class-less one.
            const tariff = await priceTariff(db, id, kelasCode, at);
            const base = {
              id,
              kind: item.kind,
              kindLabel: KIND_LABELS[item.kind] ?? item.kind,
              code: item.code,
              name: item.name,
              qty,
              basis: (tariff?.basis ?? 'TIDAK_ADA') as PriceBasis,
            };
            if (!tariff) {
              unpriced += 1;
              lines.push({
                ...base,
                tariffId: null,
                tariffKelas: null,
                unitPrice: null,
                jasaSarana: null,
                jasaPelayanan: null,
                lineTotal: 0,
                note: SIMULASI_MESSAGES.noTariff,
              });
              continue;
            }
            const line = {
              ...base,
              tariffId: tariff.pricedTariffId,
              tariffKelas: tariff.tariffKelas?.name ?? null,
              unitPrice: tariff.unitPrice,
              jasaSarana: tariff.jasaSarana * qty,
              jasaPelayanan: tariff.jasaPelayanan * qty,
              lineTotal: tariff.unitPrice * qty,
              note: null,
            };
            totals.jasaSarana += line.jasaSarana;
            totals.jasaPelayanan += line.jasaPelayanan;
            totals.total += line.lineTotal;
            lines.push(line);
          }
          return { kelas, kelasOptions, lines, totals, unpriced };
        },
      },
    }),
  ],
});
