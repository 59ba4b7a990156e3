// Prints throughput figures of the hot lookups (labels/tones for table cells, transition checks
// for every status write, scale scoring). Figures only; nothing here is asserted.
import {
  canTransition,
  fallRiskAdult,
  inpatientStatus,
  labelOf,
  materialRequestStatus,
  scoreScale,
  toneOf,
} from '../src';

function bench(name: string, iterations: number, fn: (i: number) => unknown): void {
  for (let i = 0; i < 1000; i++) fn(i);
  const start = process.hrtime.bigint();
  let sink = 0;
  for (let i = 0; i < iterations; i++) if (fn(i)) sink++;
  const ns = Number(process.hrtime.bigint() - start);
  const perSecond = Math.round((iterations / ns) * 1e9);
  console.log(
    `${name.padEnd(40)} ${perSecond.toLocaleString('en-US').padStart(14)} ops/s (${sink})`,
  );
}

const codes = ['2', '3', '4', '5', '7', '8', '6', '99'];
bench('labelOf + toneOf (inpatientStatus)', 1_000_000, (i) => {
  const code = codes[i % codes.length];
  return labelOf(inpatientStatus, code) && toneOf(inpatientStatus, code);
});
bench('canTransition (materialRequestStatus)', 1_000_000, (i) =>
  canTransition(
    'materialRequestStatus',
    materialRequestStatus.entries[(i % 10) + 1]?.code ?? 'DRAFT',
    'PR-APPROVAL',
  ),
);
const answers = {
  age: 2,
  mental: 3,
  elimination: 1,
  medicines: 2,
  diagnosis: 4,
  ambulation: 1,
  nutrition: 2,
  fallHistory: 2,
};
bench('scoreScale (fallRiskAdult)', 300_000, () => scoreScale(fallRiskAdult, answers).total);
