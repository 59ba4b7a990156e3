/**
 * Display formatting in the Indonesian locale.
 *
 * Spaces: every formatter here writes a plain space U+0020 ('Rp 1.234.568', '1,5 RB'), never the
 * no-break space some ICU versions put after 'Rp'. Texts stay identical across runtimes, in
 * exports and in tests; keeping 'Rp' and the amount on one line is the stylesheet's job
 * (`white-space: nowrap`).
 */
import dayjs, { type Dayjs } from 'dayjs';
import idLocale from 'dayjs/locale/id.js';
import { type DateLike, parseDateTime, parseIsoDate } from './dates';

/** Registers the Indonesian locale with dayjs (without making it global) and keeps its name. */
const ID_LOCALE: string = dayjs.locale(idLocale, undefined, true);

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(maxFractionDigits: number): Intl.NumberFormat {
  let format = numberFormats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: 0,
      maximumFractionDigits: maxFractionDigits,
      useGrouping: true,
      signDisplay: 'negative',
    });
    numberFormats.set(maxFractionDigits, format);
  }
  return format;
}

const normalizeSpaces = (text: string): string => text.replace(/[\u00A0\u202F]/g, ' ');

/**
 * A number in the Indonesian locale with at most two decimals (fewer with `maxFractionDigits`):
 * 1234567.456 -> '1.234.567,46'. Null, undefined and non-finite values give ''.
 */
export function formatNumber(value: number | null | undefined, maxFractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const digits = Math.max(0, Math.min(2, Math.floor(maxFractionDigits)));
  return normalizeSpaces(numberFormat(digits).format(value));
}

/**
 * Rupiah with zero decimals: 1234567.5 -> 'Rp 1.234.568' (half away from zero),
 * -1500 -> '-Rp 1.500'. Null, undefined and non-finite values give ''.
 */
export function formatRupiah(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const rounded = Math.round(Math.abs(value));
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}Rp ${formatNumber(rounded, 0)}`;
}

/** Large-number units: ribu, juta, miliar, triliun, peta (kuadriliun), exa (kuintiliun). */
export const NUMBER_ABBREVIATIONS = [
  { unit: 'RB', value: 1e3 },
  { unit: 'JT', value: 1e6 },
  { unit: 'M', value: 1e9 },
  { unit: 'T', value: 1e12 },
  { unit: 'P', value: 1e15 },
  { unit: 'E', value: 1e18 },
] as const;

const roundTo2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Abbreviates large numbers with at most two decimals: 1500 -> '1,5 RB', 2500000 -> '2,5 JT',
 * 1234567890 -> '1,23 M', 999999 -> '1 JT' (rounding moves up a unit). Below 1.000 the number is
 * formatted as is. Null, undefined and non-finite values give ''.
 */
export function abbreviateNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  // A unit is used once the number shown in the unit below it would reach 1.000.
  let chosen: (typeof NUMBER_ABBREVIATIONS)[number] | undefined;
  let below = 1;
  for (const abbr of NUMBER_ABBREVIATIONS) {
    if (roundTo2(abs / below) >= 1000) chosen = abbr;
    below = abbr.value;
  }
  if (!chosen) return formatNumber(value, 2);
  const scaled = roundTo2(abs / chosen.value);
  const sign = value < 0 ? '-' : '';
  return `${sign}${formatNumber(scaled, 2)} ${chosen.unit}`;
}

/** Display patterns (dayjs tokens, Indonesian month names). */
export const DATE_FORMATS = {
  /** '5 Januari 2024' */
  long: 'D MMMM YYYY',
  /** '05/01/2024' */
  short: 'DD/MM/YYYY',
  /** '5 Jan 2024' */
  medium: 'D MMM YYYY',
  /** '5 Januari 2024 14:30' */
  dateTime: 'D MMMM YYYY HH:mm',
  /** 'Jumat, 5 Januari 2024' */
  withWeekday: 'dddd, D MMMM YYYY',
  /** '14:30' */
  time: 'HH:mm',
} as const;

export type DateDisplayInput = DateLike | number | Dayjs | null | undefined;

/** A dayjs in the Indonesian locale, or null when the input is not a valid date. */
export function toDayjs(value: DateDisplayInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    const date = parseIsoDate(text);
    if (date) return dayjs(new Date(date.year, date.month - 1, date.day)).locale(ID_LOCALE);
    const dateTime = parseDateTime(text);
    return dateTime ? dayjs(dateTime).locale(ID_LOCALE) : null;
  }
  const d = dayjs(value);
  return d.isValid() ? d.locale(ID_LOCALE) : null;
}

/**
 * Formats a date with dayjs in the Indonesian locale ('5 Januari 2024' by default). Accepts
 * 'YYYY-MM-DD' (strict: '2024-02-30' is invalid), ISO or SQL-style date-times (see
 * `parseDateTime`), Date, epoch milliseconds and dayjs values. An invalid or empty date gives '' (the spec: invalid date formatting yields empty
 * text).
 */
export function formatDate(value: DateDisplayInput, pattern: string = DATE_FORMATS.long): string {
  const d = toDayjs(value);
  return d ? d.format(pattern) : '';
}

/** Date and time: '5 Januari 2024 14:30'. */
export function formatDateTime(value: DateDisplayInput): string {
  return formatDate(value, DATE_FORMATS.dateTime);
}

const WIB_OFFSET_MS = 7 * 3_600_000;

/**
 * An instant as the hospital reads it, in WIB (UTC+7) whatever the device's time zone:
 * '5 Januari 2024 14:30 WIB' (or another dayjs `pattern`, then ' WIB'). '' when invalid.
 */
export function formatDateTimeWib(
  value: string | Date | number | null | undefined,
  pattern: string = DATE_FORMATS.dateTime,
): string {
  if (value === null || value === undefined || value === '') return '';
  const at =
    typeof value === 'string'
      ? (parseDateTime(value.trim())?.getTime() ?? Number.NaN)
      : new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  // The WIB wall clock, as a local date of the same fields (dayjs formats local time; only a
  // device in a daylight-saving zone, in its skipped hour, would shift it).
  const w = new Date(at + WIB_OFFSET_MS);
  const local = new Date(
    w.getUTCFullYear(),
    w.getUTCMonth(),
    w.getUTCDate(),
    w.getUTCHours(),
    w.getUTCMinutes(),
    w.getUTCSeconds(),
  );
  return `${formatDate(local, pattern)} WIB`;
}
