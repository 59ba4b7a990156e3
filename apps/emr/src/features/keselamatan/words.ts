/**
 * Words of the context's screens read from rows: where a patient in care is, a rate as written
 * on the surveillance report. Pure functions, unit-tested.
 */
import type { CareKind } from '@simrs/validators/contracts';

export const INCIDENT_PATH = '/laporan-insiden';
export const HAIS_PATH = '/hais';

/** Where a patient in care is: ward · room · bed, the clinic, or UGD. */
export function placeOf(r: {
  kind: CareKind;
  ward: string | null;
  room: string | null;
  bed: string | null;
  poliName: string | null;
}): string {
  if (r.kind === 'RANAP') {
    return r.ward ? [r.ward, r.room, r.bed].filter(Boolean).join(' · ') : 'Belum di tempat tidur';
  }
  if (r.kind === 'UGD') return 'UGD';
  return r.poliName ?? 'Rawat Jalan';
}

/** A rate with its unit ('8,33 ‰ hari kateter urin'), or why there is none. */
export function rateText(rate: number | null, label: string): string {
  if (rate === null) return 'Tidak ada paparan';
  const figure = rate.toLocaleString('id-ID', { maximumFractionDigits: 2 });
  return `${figure} ${label}`;
}

/** The months a rate report offers: this one and the eleven before, newest first. */
export function recentMonths(today: string, count = 12): { code: string; label: string }[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const out: { code: string; label: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const code = d.toISOString().slice(0, 7);
    const label = d.toLocaleDateString('id-ID', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    out.push({ code, label });
  }
  return out;
}

/** A filter's choices: "Semua ..." (ALL) first, then the rows by name. */
export function choicesWithAll(
  all: string,
  rows: readonly { id: number; name: string }[] | undefined,
): { code: string; label: string }[] {
  return [
    { code: 'ALL', label: all },
    ...(rows ?? []).map((r) => ({ code: String(r.id), label: r.name })),
  ];
}

/** A filter's value in the address: '' for ALL or nothing chosen. */
export const filterValue = (v: string | null): string => (v && v !== 'ALL' ? v : '');
