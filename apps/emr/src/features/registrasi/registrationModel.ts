/** Pure helpers of the registration screens (unit tested). */
import {
  consultationSlot,
  labelOf,
  nextStatuses,
  payerType,
  type RegistrationKind,
  registrationStatusList,
  registrationVoidStatus,
  vocabularyById,
} from '@simrs/domain';
import type { RegistrationView, ScheduleQuota } from '@simrs/validators/contracts';

/** 'Poli Anak · dr. Sari · Pagi 08:00–12:00 · sisa 3 dari 20' (full: 'penuh'). */
export function scheduleLabel(s: ScheduleQuota, share: QuotaShare = 'NON JKN'): string {
  const slot = labelOf(consultationSlot, s.slot) || s.slot;
  const p = placesFor(s, share);
  const left = p.left > 0 ? `sisa ${p.left} dari ${p.of}` : `penuh (${p.of})`;
  const tag = p.split ? ` · ${share === 'JKN' ? 'Kuota JKN' : 'Kuota non-JKN'}` : '';
  return `${s.poliName ?? s.unitName} · ${s.doctorName} · ${slot} ${s.startTime.slice(0, 5)}–${s.endTime.slice(0, 5)}${tag} · ${left}`;
}

/** The channel's share of a schedule's quota: Mobile JKN (a JKN booking or visit) or the rest. */
export type QuotaShare = 'JKN' | 'NON JKN';

/**
 * The places a channel may still take: the JKN share (`quotaJkn`) or the rest of the quota when
 * the schedule has a share (`split`); the whole pool when it has none.
 */
export function placesFor(
  s: ScheduleQuota,
  share: QuotaShare,
): { left: number; of: number; split: boolean } {
  if (s.quotaJkn <= 0) return { left: s.remaining, of: s.quota, split: false };
  return share === 'JKN'
    ? { left: s.remainingJkn, of: s.quotaJkn, split: true }
    : { left: s.remainingNonJkn, of: s.quota - s.quotaJkn, split: true };
}

/** The day's schedules, those with places first, then by clinic and start time. */
export function orderSchedules(
  list: readonly ScheduleQuota[],
  share: QuotaShare = 'NON JKN',
): ScheduleQuota[] {
  return [...list].sort(
    (a, b) =>
      Number(placesFor(b, share).left > 0) - Number(placesFor(a, share).left > 0) ||
      (a.poliName ?? a.unitName).localeCompare(b.poliName ?? b.unitName, 'id') ||
      a.startTime.localeCompare(b.startTime),
  );
}

/** The clinics of the day's schedules, once each, for the day list's filter. */
export function poliChoices(list: readonly ScheduleQuota[]): { code: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const s of list) if (s.poliId !== null) seen.set(String(s.poliId), s.poliName ?? s.unitName);
  return [
    { code: '', label: 'Semua poli' },
    ...[...seen]
      .sort((a, b) => a[1].localeCompare(b[1], 'id'))
      .map(([code, label]) => ({ code, label })),
  ];
}

/** The status list (vocabulary) of a registration's kind. */
export function statusListOf(kind: RegistrationKind) {
  const list = vocabularyById(registrationStatusList[kind]);
  if (!list) throw new Error(`no status list for ${kind}`);
  return list;
}

/** The moves the desk may make from here (the void state is its own action, with a reason). */
export function deskMoves(kind: RegistrationKind, status: string): string[] {
  return nextStatuses(registrationStatusList[kind], status).filter(
    (s) => s !== registrationVoidStatus[kind] && !(kind === 'RAJAL' && s === 'PASIEN_INAP'),
  );
}

/** Whether the machine lets this registration be voided now. */
export function mayVoid(kind: RegistrationKind, status: string): boolean {
  const next: readonly string[] = nextStatuses(registrationStatusList[kind], status);
  return next.includes(registrationVoidStatus[kind]);
}

/** 'BPJS', 'Asuransi · Prudential', 'Umum'. */
export function payerText(r: Pick<RegistrationView, 'payerType' | 'guarantorName'>): string {
  const word = labelOf(payerType, Number(r.payerType));
  return r.payerType === '2' && r.guarantorName ? `${word} · ${r.guarantorName}` : word;
}
