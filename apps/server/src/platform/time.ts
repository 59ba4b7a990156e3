/**
 * The hospital's calendar: days are counted in WIB (UTC+7, no daylight saving), whatever the
 * server's own time zone.
 */

/** WIB calendar day of an instant, as YYYY-MM-DD. */
export function wibDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}
