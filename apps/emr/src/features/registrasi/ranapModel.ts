/** Pure helpers of the inpatient admission screen (pendaftaran-ranap), unit tested. */
import {
  labelOf,
  nextStatuses,
  type RegistrationKind,
  registrationStatusList,
  vocabularyById,
} from '@simrs/domain';
import type { BedRow, RegistrationView } from '@simrs/validators/contracts';

/** 'Melati · Kelas 1 · Kamar 101 · TT 1': ward and class first, as the clerk chooses. */
export function freeBedLabel(
  b: Pick<BedRow, 'ward' | 'kelas' | 'kamarName' | 'bedName' | 'bedCode'>,
): string {
  return `${b.ward} · ${b.kelas} · ${b.kamarName} · ${b.bedName || b.bedCode}`;
}

/** The free beds, by ward, class, room and bed, each labelled with its ward and class. */
export function freeBedChoices(beds: readonly BedRow[]): { code: string; label: string }[] {
  return beds
    .filter((b) => b.state === 'FREE')
    .map((b) => ({ code: String(b.bedId), label: freeBedLabel(b) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'id', { numeric: true }));
}

/** Free beds per ward and class: 'Melati · Kelas 1: 3'. */
export function freeBedSummary(beds: readonly BedRow[]): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const b of beds) {
    if (b.state !== 'FREE') continue;
    const key = `${b.ward} · ${b.kelas}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => a[0].localeCompare(b[0], 'id', { numeric: true }))
    .map(([label, count]) => ({ label, count }));
}

/** The state an origin visit moves to when its patient is admitted. */
const ADMITTED_STATE: Partial<Record<RegistrationKind, string>> = {
  RAJAL: 'PASIEN_INAP',
  UGD: '3',
};

/**
 * The registrations an admission may come from: the patient's clinic or UGD visits of `today`
 * whose machine allows the move to PASIEN_INAP (clinic: in treatment) or 3 (left the ER). `keep`
 * is a visit asked for by its doctor (an admission request), offered whatever its day.
 */
export function originCandidates(
  list: readonly RegistrationView[],
  today: string,
  keep: number | null = null,
): RegistrationView[] {
  return list.filter((r) => {
    const target = ADMITTED_STATE[r.kind];
    if (!target || (r.visitDate !== today && r.id !== keep)) return false;
    const next: readonly string[] = nextStatuses(registrationStatusList[r.kind], r.status as never);
    return next.includes(target);
  });
}

/** 'RJ250301-0007 · Poli Umum · dr. Ani · Dalam Tindakan'. */
export function originLabel(r: RegistrationView): string {
  return [
    r.regNo,
    r.kind === 'UGD' ? 'UGD' : (r.poliName ?? 'Rawat Jalan'),
    r.doctorName,
    labelOf(vocabularyById(registrationStatusList[r.kind]), r.status),
  ]
    .filter(Boolean)
    .join(' · ');
}
