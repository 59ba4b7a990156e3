/**
 * Prints throughput figures of the hot paths (run on every keystroke or on every field of every
 * request). Figures only: nothing here passes or fails.
 */

import { z } from 'zod';
import {
  abbreviateNumber,
  cleanInput,
  decodeNik,
  filterName,
  formatDate,
  formatMoney,
  formatRupiah,
  maskMoneyInput,
  nameSchema,
  parseMoney,
  zodIssuesToFieldErrors,
} from '../src/index';

const DURATION_MS = 300;

function bench(name: string, fn: (i: number) => unknown): void {
  for (let i = 0; i < 1000; i += 1) fn(i);
  let runs = 0;
  let sink = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < DURATION_MS) {
    for (let i = 0; i < 500; i += 1) {
      const out = fn(runs + i);
      if (out) sink += 1;
    }
    runs += 500;
    elapsed = performance.now() - start;
  }
  const perSecond = Math.round((runs / elapsed) * 1000);
  const micro = ((elapsed * 1000) / runs).toFixed(2);
  console.log(
    `${name.padEnd(34)} ${perSecond.toLocaleString('en-US').padStart(12)} ops/s  ${micro.padStart(8)} µs/op${sink < 0 ? '!' : ''}`,
  );
}

const texts = [
  '  Budi   Santoso!!  ',
  "Siti Nur'aini, S.Kep.",
  'Jl. Merdeka #5 / RT 01',
  'a'.repeat(200),
];
const record = z.object({ nama: nameSchema(), alias: nameSchema({ required: false }) });

bench('cleanInput', (i) => cleanInput(texts[i % texts.length] ?? ''));
bench('filterName', (i) => filterName(texts[i % texts.length] ?? ''));
bench('maskMoneyInput (decimal)', (i) => maskMoneyInput(`${i}123456,789`, 3));
bench('parseMoney + formatMoney', (i) => formatMoney(parseMoney(`${i}.234.567`) ?? 0));
bench('formatRupiah', (i) => formatRupiah(i * 1234.5));
bench('abbreviateNumber', (i) => abbreviateNumber(i * 987654.3));
bench('decodeNik', (i) =>
  decodeNik(`32730157059${String(i % 10000).padStart(5, '0')}`, '2026-11-22'),
);
bench('formatDate', (i) => formatDate(`2024-01-${String((i % 28) + 1).padStart(2, '0')}`));
bench('nameSchema object parse (valid)', () =>
  record.safeParse({ nama: 'Budi Santoso', alias: '' }),
);
bench('object parse + 422 errors (invalid)', () => {
  const r = record.safeParse({ nama: '', alias: 'B2' });
  return r.success ? null : zodIssuesToFieldErrors(r.error);
});
