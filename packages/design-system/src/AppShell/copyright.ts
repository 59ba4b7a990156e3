/** The hospital's time zone (the date fields' `HOSPITAL_TIME_ZONE`, without their date library). */
const WIB = 'Asia/Jakarta';

/**
 * The copyright line: '© 2022–2026 RSUD Contoh' (an en dash between the years), or one year while
 * it is still the first ('© 2022 RSUD Contoh'). Spec 9: the years start at 2022.
 */
export function copyrightText(startYear: number, year: number, holder: string): string {
  const years = year > startYear ? `${startYear}–${year}` : `${startYear}`;
  const name = holder.trim();
  return name ? `© ${years} ${name}` : `© ${years}`;
}

/** The calendar year at `epochMs` in the hospital's time zone (WIB): 1 January starts at 00:00 WIB. */
export function yearIn(epochMs: number, timeZone: string = WIB): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(epochMs));
}
