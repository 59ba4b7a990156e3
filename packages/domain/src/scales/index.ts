/** Clinical scales: data plus pure scoring functions. */
import { apgar } from './apgar';
import { fallRiskAdult, fallRiskPediatric } from './fall-risk';
import { gcsAdult, gcsChild, gcsNeonatal } from './gcs';
import { malnutritionScreening, strongKids } from './nutrition';
import { painScale } from './pain';
import { bromageScore, stewardScore } from './recovery';

export * from './apgar';
export * from './fall-risk';
export * from './gcs';
export * from './model';
export * from './nutrition';
export * from './pain';
export * from './recovery';
export * from './zscore';

/**
 * Every additive scale (items summed into a banded total, scored by `scoreScale`), for stories
 * and generic scale widgets. Scales with their own rule are separate exports: `aldrete`
 * (`aldreteResult`), the geriatric fall-risk scale (`fallRiskGeriatric`), ASA (`asaClass`,
 * `formatAsa`, `parseAsa`) and z-score bands (`zScoreBandOf`).
 */
export const scaleRegistry = [
  gcsAdult,
  gcsChild,
  gcsNeonatal,
  painScale,
  fallRiskAdult,
  fallRiskPediatric,
  apgar,
  bromageScore,
  stewardScore,
  malnutritionScreening,
  strongKids,
] as const;
export type RegisteredScale = (typeof scaleRegistry)[number];
