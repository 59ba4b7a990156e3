/**
 * Public boards never show a patient's name: each word keeps its first two letters and the
 * rest becomes asterisks ('Budi Santoso' -> 'Bu** Sa*****'). One-letter words stay as they are.
 */
export function maskName(name: string | null | undefined): string | null {
  if (!name) return null;
  return name
    .trim()
    .split(/\s+/)
    .map((w) =>
      w.length <= 2
        ? `${w.slice(0, 1)}${'*'.repeat(w.length - 1)}`
        : `${w.slice(0, 2)}${'*'.repeat(w.length - 2)}`,
    )
    .join(' ');
}

export { isoWeekday, wibDay } from '../../platform/time';

/** Ticket code: prefix and the number padded to three digits ('A' 7 -> 'A007'). */
export function ticketCode(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(3, '0')}`;
}

const BOOKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A booking code: 'RS' + 8 characters without look-alikes (0/O, 1/I). */
export function newBookingCode(random: (n: number) => Uint8Array): string {
  const bytes = random(8);
  let out = 'RS';
  for (const b of bytes) out += BOOKING_ALPHABET[b % BOOKING_ALPHABET.length];
  return out;
}
