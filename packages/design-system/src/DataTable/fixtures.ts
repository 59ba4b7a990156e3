/** Sample rows for stories and screenshots (a master-data list of clinics). */
export interface PoliRow {
  id: number;
  kode: string;
  nama: string;
  tarif: number;
  dibuat: string;
  aktif: 'Y' | 'N';
}

export const poliRows: PoliRow[] = [
  { id: 1, kode: 'PU', nama: 'Poli Umum', tarif: 50000, dibuat: '2025-03-02', aktif: 'Y' },
  { id: 2, kode: 'PG', nama: 'Poli Gigi', tarif: 75000, dibuat: '2025-01-20', aktif: 'Y' },
  { id: 3, kode: 'PA', nama: 'Poli Anak', tarif: 125000, dibuat: '2024-11-08', aktif: 'N' },
  { id: 4, kode: 'PJ', nama: 'Poli Jantung', tarif: 250000, dibuat: '2025-06-15', aktif: 'Y' },
  { id: 5, kode: 'PM', nama: 'Poli Mata', tarif: 150000, dibuat: '2025-09-30', aktif: 'Y' },
];

/** Sorts rows as the server would for the story's query (`sortByField`/`sortByType`). */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: { sortByField: string; sortByType: 'asc' | 'desc' } | null | undefined,
): Row[] {
  if (!sort) return [...rows];
  const field = sort.sortByField as keyof Row;
  const factor = sort.sortByType === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return String(x).localeCompare(String(y), 'id') * factor;
  });
}
