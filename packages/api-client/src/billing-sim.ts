// Support-service cost simulation (`simulasi-biaya-penunjang`, docs/protocol.md#simulasi-biaya-penunjang):
// the server prices the picked tariffs for a class; nothing is saved.

import useSWR from 'swr';
import type { BoError } from './errors';
import { asBoError, useBoClient } from './hooks';

export const SIMULASI_MODULE = 'SimulasiBiayaPenunjang';

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

/** `items` query value: `12:2,15:1`. */
export function simulasiItemsParam(items: readonly { id: number; qty: number }[]): string {
  return items.map((i) => `${i.id}:${i.qty}`).join(',');
}

/** The priced simulation for a class (null = rawat jalan / no class) and the picked items. */
export function useSimulasiBiaya(
  kelasId: number | null,
  items: readonly { id: number; qty: number }[],
) {
  const client = useBoClient();
  const query = {
    kelasId: kelasId === null ? '' : String(kelasId),
    items: simulasiItemsParam(items),
  };
  return useSWR<SimulasiData, BoError>(
    ['bo', 'get', SIMULASI_MODULE, query.kelasId, query.items] as const,
    async () => {
      try {
        return (await client.get<SimulasiData>(SIMULASI_MODULE, null, null, query)).data;
      } catch (cause) {
        throw asBoError(cause);
      }
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** The picker's support services matching `search` (at most 20). */
export function useSimulasiServices(search: string) {
  const client = useBoClient();
  const term = search.trim();
  return useSWR<SimulasiService[], BoError>(
    ['bo', 'get', SIMULASI_MODULE, 'layanan', term] as const,
    async () => {
      try {
        const res = await client.get<{ items: SimulasiService[] }>(
          SIMULASI_MODULE,
          'layanan',
          null,
          term ? { search: term } : {},
        );
        return res.data.items;
      } catch (cause) {
        throw asBoError(cause);
      }
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
