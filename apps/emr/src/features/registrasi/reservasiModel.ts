/** Pure helpers of the reservation screen (admisi-reservasi), unit tested. */

import type { Tone } from '@simrs/domain';
import type { BookingView, ScheduleQuota } from '@simrs/validators/contracts';
import { orderSchedules, type QuotaShare, scheduleLabel } from './registrationModel';

/** A booking's status in the clerk's words, with its chip tone. */
export const BOOKING_STATUS: Record<BookingView['status'], { label: string; tone: Tone }> = {
  BOOKED: { label: 'Belum check-in', tone: 'warning' },
  CHECKED_IN: { label: 'Sudah check-in', tone: 'success' },
  CANCELLED: { label: 'Dibatalkan', tone: 'muted' },
};

export function bookingStatus(status: string): { label: string; tone: Tone } {
  return BOOKING_STATUS[status as BookingView['status']] ?? { label: status, tone: 'neutral' };
}

/**
 * One choice per schedule of the day, labelled as the registration form labels them
 * (`scheduleLabel`: clinic, doctor, session and hours, places left or 'penuh' of the share the
 * booking draws from: JKN or the rest, when the schedule has a JKN share), those with places first. A full one can still be chosen: the server's message says why it is refused.
 */
export function scheduleChoices(
  list: readonly ScheduleQuota[],
  share: QuotaShare = 'NON JKN',
): { code: string; label: string }[] {
  return orderSchedules(list, share).map((s) => ({
    code: String(s.scheduleId),
    label: scheduleLabel(s, share),
  }));
}

/** The day's figures: bookings, waiting for check-in, checked in, cancelled. */
export function bookingCounts(list: readonly Pick<BookingView, 'status'>[]) {
  return {
    total: list.length,
    booked: list.filter((b) => b.status === 'BOOKED').length,
    checkedIn: list.filter((b) => b.status === 'CHECKED_IN').length,
    cancelled: list.filter((b) => b.status === 'CANCELLED').length,
  };
}

/** Who the booking is for: 'Nama · No. RM 00012345', or 'Nama · pasien baru'. */
export function bookingPatient(b: Pick<BookingView, 'patientName' | 'rmNo' | 'newPatient'>) {
  return b.rmNo && b.newPatient !== 'Y'
    ? `${b.patientName} · No. RM ${b.rmNo}`
    : `${b.patientName} · pasien baru`;
}

/** The day a new booking starts on: the list's day, unless it is past (then today). */
export function bookableDay(listDay: string, today: string): string {
  if (listDay < today) return today;
  return listDay;
}
