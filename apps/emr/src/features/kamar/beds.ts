/** Pure helpers of the ward screens (unit tested). */
import type { BedRow } from '@simrs/validators/contracts';

/** 'Melati · Kamar 101 · TT 1 (Kelas 1)'. */
export function bedLabel(
  b: Pick<BedRow, 'ward' | 'kamarName' | 'bedName' | 'bedCode' | 'kelas'>,
): string {
  return `${b.ward} · ${b.kamarName} · ${b.bedName || b.bedCode} (${b.kelas})`;
}

/** Where a patient may move: free beds other than their own, their own ward and class first. */
export function freeBedsFor(all: readonly BedRow[], from: BedRow): BedRow[] {
  const rank = (b: BedRow) =>
    (b.wardCode === from.wardCode ? 0 : 2) + (b.kelasCode === from.kelasCode ? 0 : 1);
  return all
    .filter((b) => b.state === 'FREE' && b.bedId !== from.bedId)
    .sort((a, b) => rank(a) - rank(b) || bedLabel(a).localeCompare(bedLabel(b), 'id'));
}

/** The ward filter: every ward of the list once, by name, after 'Semua bangsal'. */
export function wardChoices(all: readonly BedRow[]): { code: string; label: string }[] {
  const wards = new Map<string, string>();
  for (const b of all) wards.set(b.wardCode, b.ward);
  return [
    { code: '', label: 'Semua bangsal' },
    ...[...wards]
      .sort((a, b) => a[1].localeCompare(b[1], 'id'))
      .map(([code, label]) => ({ code, label })),
  ];
}
