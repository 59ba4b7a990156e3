import type { KioskCheckInData } from '@simrs/domain/queue';
import { display } from './api';
import { navigate } from './router';

export type CheckInResult = KioskCheckInData;

const KEY = 'kiosk:checkin';

/**
 * Checks in by booking code, or by BPJS card number with the patient's birth date (the server
 * refuses a card number alone), keeps the result for done-checkin and goes there.
 */
export async function checkInAndShow(
  body: { bookingCode: string } | { bpjsNo: string; birthDate: string },
) {
  const out = await display('check-in', body);
  sessionStorage.setItem(KEY, JSON.stringify({ ...out, at: new Date().toISOString() }));
  navigate(`done-checkin/${encodeURIComponent(out.ticket.code)}`);
  return out;
}

export function lastCheckIn(): (CheckInResult & { at: string }) | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CheckInResult & { at: string };
  } catch {
    return null;
  }
}
