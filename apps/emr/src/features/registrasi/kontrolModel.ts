/** Pure helpers of the control screens (rencana-kontrol, post-opname), unit tested. */
import { labelOf, registrationKind, registrationStatusList, vocabularyById } from '@simrs/domain';
import type {
  ControlOriginCandidate,
  ControlView,
  DischargeView,
} from '@simrs/validators/contracts';

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The first day a control may be planned on: after the visit ended, and not in the past. */
export function firstControlDay(endDay: string, today: string): string {
  const after = nextDay(endDay);
  return after > today ? after : today;
}

/** The clinic a control's schedule must be at: a clinic visit's own; else any (null). */
export function controlClinic(c: Pick<ControlOriginCandidate, 'registration'>): number | null {
  return c.registration.kind === 'RAJAL' ? c.registration.poliId : null;
}

/**
 * 'RJ261125-0003 · Rawat Jalan · Poli Umum · dr. Ani · Selesai · 25/11/2026' (a stay: its
 * discharge day), as the origin choice and the form's summary show a visit.
 */
export function controlOriginLabel(c: Pick<ControlOriginCandidate, 'registration' | 'endDay'>) {
  const r = c.registration;
  const status = labelOf(vocabularyById(registrationStatusList[r.kind]), r.status);
  const day = r.kind === 'RANAP' ? `pulang ${c.endDay}` : r.visitDate;
  return [r.regNo, labelOf(registrationKind, r.kind), r.poliName, r.doctorName, status, day]
    .filter(Boolean)
    .join(' · ');
}

/** The visits a control may be planned from now (no refusal), as choices. */
export function originChoices(list: readonly ControlOriginCandidate[]) {
  return list
    .filter((c) => c.refusal === null)
    .map((c) => ({ code: String(c.registration.id), label: controlOriginLabel(c) }));
}

/** Whether the desk may check the control in now: still booked, and its day is today. */
export function mayCheckIn(c: Pick<ControlView, 'status' | 'visitDate'>, today: string): boolean {
  return c.status === 'BOOKED' && c.visitDate === today;
}

/** '3 hari' of a stay. */
export function stayLength(d: Pick<DischargeView, 'lengthOfStay'>): string {
  return `${d.lengthOfStay} hari`;
}

/** Whether a new control may be planned from the discharge (none still waiting for its day). */
export function mayPlanFrom(d: Pick<DischargeView, 'control'>): boolean {
  return d.control === null || d.control.status !== 'BOOKED';
}
