/**
 * Context `simulasi-biaya`: the support-service cost simulation (simulasi-biaya-penunjang).
 * `GET /get/SimulasiBiayaPenunjang?kelasId=&items=id:qty,...` -> the priced lines and totals.
 * Prices come from `m_tarif` only: for each picked support tariff, the active row of the same
 * kind and service name for the chosen class, else the class-less row, else no tariff (said so
 * on the line, counted in `unpriced`). Nothing is saved.
 * `GET /get/SimulasiBiayaPenunjang/layanan?search=` -> the picker's services (one per kind and
 * name, at most 20).
 */
import { findScreen } from '@simrs/domain/screens';
import {
  SIMULASI_MESSAGES,
  type SimulasiPriceBasis,
  simulasiBiayaContract,
} from '@simrs/validators/contracts';
import { tariffKind } from '@simrs/validators/resources';
import { sql } from 'kysely';
import { validationError } from '../../platform/errors';
import { defineModule, implement } from '../../platform/module';

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
          const kelasRows = await sql<{ id: number; name: string }>`
        select id, name from m_ranap_kelas where status = 'Y' order by name`.execute(db);
          const kelasOptions = kelasRows.rows;
          let kelas: { id: number; name: string } | null = null;
          if (input.kelasId !== null) {
            kelas = kelasOptions.find((k) => k.id === input.kelasId) ?? null;
            if (!kelas) throw validationError({ kelasId: [SIMULASI_MESSAGES.badKelas] });
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
      },
    }),
  ],
});
