import { abbreviateNumber, formatNumber, formatRupiah } from '@simrs/validators';

/**
 * The short and the full text of an abbreviated figure: 1234567890 gives '1,23 M' and
 * '1.234.567.890'; as currency 'Rp 1,23 M' and 'Rp 1.234.567.890' (sign before 'Rp').
 */
export function abbreviatedTexts(value: number, currency = false): { short: string; full: string } {
  const short = abbreviateNumber(value);
  if (!currency) return { short, full: formatNumber(value, 2) };
  const negative = short.startsWith('-');
  return {
    short: `${negative ? '-' : ''}Rp ${negative ? short.slice(1) : short}`,
    full: formatRupiah(value),
  };
}
