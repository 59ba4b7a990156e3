/**
 * NIK (Nomor Induk Kependudukan): 16 digits =
 * province (2) + regency/city (2) + district (2) + birth date DDMMYY (day + 40 for women) +
 * serial (4).
 *
 * Century of the two-digit year: the most recent century that does not put the birth date after
 * `today`. With today 2026-11-22, '200126' is 2026-01-20, but '251126' would be 2026-11-25 (after
 * today), so it is 1926-11-25. A NIK cannot tell a newborn from a centenarian; the birth date typed on the
 * form stays authoritative and {@link checkNikAgainst} compares the two.
 */
import { NIK_LENGTH } from './constants';
import {
  type CalendarDate,
  compareCalendarDates,
  type DateLike,
  isValidCalendarDate,
  toCalendarDate,
  todayIso,
  toIsoDateString,
} from './dates';
import { provinceName } from './provinces';

/** Sex as coded in the domain's vocabulary: 1 male, 2 female. */
export type NikSex = 1 | 2;

export interface DecodedNik {
  nik: string;
  provinceCode: string;
  provinceName: string;
  /** Regency/city code including its province: 4 digits (e.g. '3171'). */
  regencyCode: string;
  /** District code including province and regency: 6 digits (e.g. '317101'). */
  districtCode: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  sex: NikSex;
  /** The last 4 digits. */
  serial: string;
}

export type NikDecodeResult = { ok: true; value: DecodedNik } | { ok: false; message: string };

export const NIK_MESSAGES = {
  format: 'NIK harus 16 digit angka',
  province: (code: string): string => `Kode provinsi pada NIK (${code}) tidak dikenal`,
  regency: 'Kode kabupaten/kota pada NIK tidak valid',
  district: 'Kode kecamatan pada NIK tidak valid',
  birthDate: 'Tanggal lahir pada NIK tidak valid',
  future: 'Tanggal lahir pada NIK berada di masa depan',
  serial: 'Nomor urut pada NIK tidak valid',
  birthDateMismatch: 'Tanggal lahir tidak sesuai dengan NIK',
  sexMismatch: 'Jenis kelamin tidak sesuai dengan NIK',
} as const;

const NIK_RE = /^\d{16}$/;

/** True when the text is exactly 16 digits (format only; see {@link decodeNik} for plausibility). */
export function isNikFormat(nik: string): boolean {
  return nik.length === NIK_LENGTH && NIK_RE.test(nik);
}

/**
 * Decodes a NIK and checks that it is plausible: known province code, regency and district not
 * '00', day 01-31 (men) or 41-71 (women), month 01-12, an existing calendar date (29 Feb only in
 * leap years), birth date not after `today`, serial not '0000'.
 */
export function decodeNik(nik: string, today: DateLike = todayIso()): NikDecodeResult {
  if (!isNikFormat(nik)) return { ok: false, message: NIK_MESSAGES.format };
  const provinceCode = nik.slice(0, 2);
  const province = provinceName(provinceCode);
  if (!province) return { ok: false, message: NIK_MESSAGES.province(provinceCode) };
  if (nik.slice(2, 4) === '00') return { ok: false, message: NIK_MESSAGES.regency };
  if (nik.slice(4, 6) === '00') return { ok: false, message: NIK_MESSAGES.district };

  const rawDay = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const yy = Number(nik.slice(10, 12));
  const sex: NikSex = rawDay > 40 ? 2 : 1;
  const day = sex === 2 ? rawDay - 40 : rawDay;
  if (day < 1 || day > 31 || month < 1 || month > 12) {
    return { ok: false, message: NIK_MESSAGES.birthDate };
  }
  const todayDate = toCalendarDate(today);
  if (!todayDate) throw new RangeError('decodeNik: invalid "today"');
  const birth = resolveCentury(yy, month, day, todayDate);
  if (birth === 'invalid') return { ok: false, message: NIK_MESSAGES.birthDate };
  if (birth === 'future') return { ok: false, message: NIK_MESSAGES.future };

  const serial = nik.slice(12, 16);
  if (serial === '0000') return { ok: false, message: NIK_MESSAGES.serial };

  return {
    ok: true,
    value: {
      nik,
      provinceCode,
      provinceName: province,
      regencyCode: nik.slice(0, 4),
      districtCode: nik.slice(0, 6),
      birthDate: toIsoDateString(birth),
      sex,
      serial,
    },
  };
}

function resolveCentury(
  yy: number,
  month: number,
  day: number,
  today: CalendarDate,
): CalendarDate | 'invalid' | 'future' {
  let sawValid = false;
  const currentCentury = Math.floor(today.year / 100) * 100;
  for (const century of [currentCentury, currentCentury - 100]) {
    const year = century + yy;
    if (!isValidCalendarDate(year, month, day)) continue;
    sawValid = true;
    const date = { year, month, day };
    if (compareCalendarDates(date, today) <= 0) return date;
  }
  return sawValid ? 'future' : 'invalid';
}

/** The plausibility message for a NIK, or null when it decodes. */
export function validateNik(nik: string, today?: DateLike): string | null {
  const result = decodeNik(nik, today);
  return result.ok ? null : result.message;
}

/**
 * Compares a decoded NIK with the birth date and sex typed on a form. Returns the messages of the
 * mismatches (empty when consistent or when the NIK does not decode: that is reported elsewhere).
 */
export function checkNikAgainst(
  nik: string,
  facts: { birthDate?: DateLike | null; sex?: number | null },
  today?: DateLike,
): string[] {
  const result = decodeNik(nik, today);
  if (!result.ok) return [];
  const messages: string[] = [];
  if (facts.birthDate) {
    const typed = toCalendarDate(facts.birthDate);
    if (typed && toIsoDateString(typed) !== result.value.birthDate) {
      const decoded = result.value.birthDate;
      const sameDayOtherCentury = decoded.slice(2) === toIsoDateString(typed).slice(2);
      if (!sameDayOtherCentury) messages.push(NIK_MESSAGES.birthDateMismatch);
    }
  }
  if ((facts.sex === 1 || facts.sex === 2) && facts.sex !== result.value.sex) {
    messages.push(NIK_MESSAGES.sexMismatch);
  }
  return messages;
}
