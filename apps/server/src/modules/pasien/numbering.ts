/**
 * Medical record (RM) numbers. One row (`patient_numbering`) holds the last number given and the
 * format (`rm_digits`, default 8: '00000293'). `nextRmNo` bumps it with `update ... returning`
 * inside the add command's transaction: the row lock serialises concurrent adds, so they get
 * distinct consecutive numbers, and a rolled-back add gives its number back. A number already
 * taken (a patient inserted by an import with its own RM) is skipped.
 */
import { sql } from 'kysely';
import type { Trx } from '../../platform/module';
import './tables';

/** Formats `n` with the numbering's digits ('293', 8 -> '00000293'). */
export function formatRmNo(n: number | bigint | string, digits: number): string {
  return String(n).padStart(digits, '0');
}

export async function nextRmNo(trx: Trx): Promise<string> {
  for (;;) {
    const row = await sql<{ last_no: string; rm_digits: number }>`update patient_numbering
      set last_no = last_no + 1 where id returning last_no::text as last_no, rm_digits`.execute(
      trx,
    );
    const next = row.rows[0];
    if (!next) throw new Error('patient_numbering has no row');
    const rmNo = formatRmNo(next.last_no, next.rm_digits);
    const taken = await sql`select 1 from patients where rm_no = ${rmNo}`.execute(trx);
    if (taken.rows.length === 0) return rmNo;
  }
}

/** Moves the counter past every numeric RM on file (after a seed or an import). */
export async function syncRmCounter(trx: Trx): Promise<void> {
  await sql`update patient_numbering set last_no = greatest(last_no,
    (select coalesce(max(rm_no::bigint), 0) from patients where rm_no ~ '^\\d{1,15}$'))
    where id`.execute(trx);
}
