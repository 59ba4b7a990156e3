/**
 * The birth date typed on the kiosk's keypad for a check-in by BPJS card (the second fact the
 * server asks for, docs/security.md "Display terminals"): eight digits, day, month and year, as
 * Indonesians write a date (17081985 -> 17/08/1985 -> '1985-08-17').
 */

/** At most the eight digits of DDMMYYYY, whatever else was typed or pasted. */
export function birthDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 8);
}

/** The digits as they are shown while typing: '17', '17/08', '17/08/19', '17/08/1985'. */
export function formatBirthDigits(digits: string): string {
  const d = birthDigits(digits);
  const parts = [d.slice(0, 2), d.slice(2, 4), d.slice(4, 8)].filter((p) => p !== '');
  return parts.join('/');
}

/**
 * The ISO date of eight typed digits, or null when they are not a real date between 1900 and
 * `today` ('YYYY-MM-DD', the hospital's day): 31/02, 00/01 or a date after today are refused.
 */
export function birthDateIso(digits: string, today: string): string | null {
  const d = birthDigits(digits);
  if (d.length !== 8) return null;
  const day = Number(d.slice(0, 2));
  const month = Number(d.slice(2, 4));
  const year = Number(d.slice(4, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  const iso = `${d.slice(4, 8)}-${d.slice(2, 4)}-${d.slice(0, 2)}`;
  return iso <= today ? iso : null;
}

/** The hospital's day (WIB, UTC+7) of an instant, 'YYYY-MM-DD'. */
export function todayInWib(now: number = Date.now()): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
}
