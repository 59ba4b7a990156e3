/**
 * Calendar dates and times. A calendar date travels as an ISO 'YYYY-MM-DD' string; comparisons
 * are by calendar day, so "today" is always allowed by both the no-future and no-past rules.
 * "Today" is passed in explicitly (tests, the server computing the hospital's day) or taken from
 * the runtime's local clock.
 */

export const TIME_RANGE_MESSAGE = 'Jam Selesai harus lebih besar dari Jam Mulai';
export const TIME_FORMAT_MESSAGE = 'Format jam tidak valid';

/** UTC offsets of the three Indonesian time zones, in minutes. */
export const UTC_OFFSET_MINUTES = { WIB: 420, WITA: 480, WIT: 540 } as const;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function toIsoDateString(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strictly parses 'YYYY-MM-DD' (2024-02-30 is rejected), or returns null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

export type DateLike = string | Date;

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses an ISO-style date-time: 'YYYY-MM-DDTHH:mm[:ss[.fraction]][Z|+07:00|+0700]', with a space
 * instead of 'T' accepted (the SQL style). Without an offset the time is local. The day must
 * exist (no rollover of 2024-02-30). Null when invalid.
 */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, day = '', hh, mm, ss = '00', fraction = '', zone = ''] = match;
  if (!parseIsoDate(day)) return null;
  const ms = fraction.padEnd(3, '0').slice(0, 3);
  const offset = /^[+-]\d{4}$/.test(zone) ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const date = new Date(`${day}T${hh}:${mm}:${ss}.${ms}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date from 'YYYY-MM-DD' (strict), a date-time string (see {@link parseDateTime}; its
 * local calendar day), or a Date (local calendar day). Null when invalid.
 */
export function toCalendarDate(value: DateLike): CalendarDate | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (ISO_DATE.test(text)) return parseIsoDate(text);
    const dateTime = parseDateTime(text);
    return dateTime ? toCalendarDate(dateTime) : null;
  }
  if (Number.isNaN(value.getTime())) return null;
  return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
}

/** Normalises to 'YYYY-MM-DD', or null when invalid. */
export function toIsoDate(value: DateLike): string | null {
  const date = toCalendarDate(value);
  return date ? toIsoDateString(date) : null;
}

/**
 * Today's date as 'YYYY-MM-DD'. Without `utcOffsetMinutes` the runtime's local day; with it, the
 * day at that offset (a server in UTC passes {@link UTC_OFFSET_MINUTES}.WIB for a hospital in WIB).
 */
export function todayIso(now: Date = new Date(), utcOffsetMinutes?: number): string {
  if (utcOffsetMinutes === undefined) {
    return toIsoDateString({
      year: now.getFullYear(),
      month: now.getMonth() + 1,
      day: now.getDate(),
    });
  }
  const shifted = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  return toIsoDateString({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export interface DateRuleOptions {
  /** Refuse dates after today. */
  noFuture?: boolean;
  /** Refuse dates before today. */
  noPast?: boolean;
  /** Today ('YYYY-MM-DD' or Date); defaults to the runtime's local day. */
  today?: DateLike;
  /** Field label used in messages; defaults to 'Tanggal'. */
  label?: string;
}

export const dateMessages = {
  invalid: (label: string): string => `${label} tidak valid`,
  future: (label: string): string => `${label} tidak boleh melebihi hari ini`,
  past: (label: string): string => `${label} tidak boleh sebelum hari ini`,
};

/**
 * Checks a date against the no-future / no-past rules. Returns the Indonesian message, or null
 * when the date is acceptable.
 */
export function validateDate(value: DateLike, options: DateRuleOptions = {}): string | null {
  const label = options.label ?? 'Tanggal';
  const date = toCalendarDate(value);
  if (!date) return dateMessages.invalid(label);
  const today = toCalendarDate(options.today ?? todayIso());
  if (!today) throw new RangeError('validateDate: invalid "today"');
  const order = compareCalendarDates(date, today);
  if (options.noFuture && order > 0) return dateMessages.future(label);
  if (options.noPast && order < 0) return dateMessages.past(label);
  return null;
}

/** The no-future rule alone. */
export function validateDateNotFuture(value: DateLike, today?: DateLike, label?: string) {
  return validateDate(value, { noFuture: true, today, label });
}

/** The no-past rule alone. */
export function validateDateNotPast(value: DateLike, today?: DateLike, label?: string) {
  return validateDate(value, { noPast: true, today, label });
}

const TIME_RE = /^([01]\d|2[0-3])[:.]([0-5]\d)(?:[:.]([0-5]\d))?$/;

/** Seconds since midnight of 'HH:mm', 'HH:mm:ss' (or with '.' as Indonesian texts write), or null. */
export function parseTime(text: string): number | null {
  const match = TIME_RE.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/**
 * The time rule: the end time must be later than the start time. Returns
 * 'Jam Selesai harus lebih besar dari Jam Mulai' when it is not (equal times included),
 * 'Format jam tidak valid' for an unreadable time, and null when valid or when either time is
 * still empty (required-ness is a separate rule).
 */
export function validateTimeRange(start: string, end: string): string | null {
  if (start.trim() === '' || end.trim() === '') return null;
  const s = parseTime(start);
  const e = parseTime(end);
  if (s === null || e === null) return TIME_FORMAT_MESSAGE;
  return e > s ? null : TIME_RANGE_MESSAGE;
}

export interface Age {
  years: number;
  months: number;
  days: number;
}

/** Adds whole months; the day is clamped to the target month's length (31 Jan + 1 -> 28/29 Feb). */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function utcDay(date: CalendarDate): number {
  const d = new Date(Date.UTC(2000, date.month - 1, date.day));
  d.setUTCFullYear(date.year);
  return d.getTime();
}

/**
 * Completed years, months and days from `birth` to `today`; null when invalid or in the
 * future. A month is complete on the same day of a later month, or on that month's last day when
 * it is shorter (born 29 Feb: one year on 28 Feb of a common year).
 */
export function ageBetween(birth: DateLike, today: DateLike = todayIso()): Age | null {
  const b = toCalendarDate(birth);
  const t = toCalendarDate(today);
  if (!b || !t || compareCalendarDates(b, t) > 0) return null;
  let total = (t.year - b.year) * 12 + (t.month - b.month);
  if (compareCalendarDates(addMonthsClamped(b, total), t) > 0) total -= 1;
  const anniversary = addMonthsClamped(b, total);
  const days = Math.round((utcDay(t) - utcDay(anniversary)) / 86_400_000);
  const years = Math.floor(total / 12);
  const months = total - years * 12;
  return { years, months, days };
}

/**
 * Age for patient headers: '35 tahun 2 bulan' from one year on, '3 bulan 12 hari' under a year,
 * '5 hari' under a month. '' when the birth date is invalid or after today.
 */
export function formatAge(birth: DateLike, today?: DateLike): string {
  const age = ageBetween(birth, today ?? todayIso());
  if (!age) return '';
  if (age.years > 0) return `${age.years} tahun ${age.months} bulan`;
  if (age.months > 0) return `${age.months} bulan ${age.days} hari`;
  return `${age.days} hari`;
}
