/**
 * The initial-assessment rule (spec: "Initial-assessment menu chosen by patient type"): ANAK
 * child nursing, OBSG obstetrics nursing, PER newborn nursing, ICU / NICU / PICU their own,
 * anything else general nursing; the doctor's form is the newborn medical form for PER, otherwise
 * the general one (the domain's `initialAssessmentMenu`).
 *
 * The spec names the types but not where they come from; a registration carries none. This
 * context derives the type from the registration and the patient (docs/dokumen.md):
 *
 * 1. a RANAP stay of inpatient type 4 (Perawatan Kritis): NICU under 28 days of age, PICU under
 *    18 years, otherwise ICU;
 * 2. under 28 days of age: PER (newborn);
 * 3. a woman at an obstetrics clinic (poli code OBG/OBSG/KANDUNGAN) or in a RANAP stay of
 *    inpatient type 1 (Obsgyn): OBSG;
 * 4. under 18 years: ANAK;
 * 5. otherwise none (general).
 */
import {
  type AssessmentPatientType,
  type InitialAssessmentMenu,
  initialAssessmentMenu,
} from '@simrs/domain';

export interface PatientTypeFacts {
  /** YYYY-MM-DD, or null when unknown (then no age rule applies). */
  readonly birthDate: string | null;
  /** The day the assessment is for (YYYY-MM-DD), usually the visit day. */
  readonly on: string;
  /** The spec's sex code: 1 male, 2 female, others unknown. */
  readonly sex: string | number | null;
  readonly kind: 'RAJAL' | 'UGD' | 'RANAP';
  /** 1 Obsgyn, 3 Umum, 4 Perawatan Kritis (RANAP). */
  readonly inpatientType: number | null;
  /** The clinic's code (m_poli.code). */
  readonly poliCode: string | null;
}

const OBSTETRIC_POLI = new Set(['OBG', 'OBSG', 'OBGYN', 'KANDUNGAN']);

/** Whole days from `from` to `to` (YYYY-MM-DD), or null when either is not a day. */
export function daysBetween(from: string, to: string): number | null {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return Math.floor((b - a) / 86_400_000);
}

/** Completed years from `birth` to `on`. */
function yearsOld(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The patient type of the assessment rule for a visit, or null (general). */
export function assessmentPatientType(facts: PatientTypeFacts): AssessmentPatientType | null {
  const days = facts.birthDate ? daysBetween(facts.birthDate, facts.on) : null;
  const known = days !== null && days >= 0 && facts.birthDate !== null;
  const newborn = known && (days as number) < 28;
  const child = known && yearsOld(facts.birthDate as string, facts.on) < 18;
  if (facts.kind === 'RANAP' && facts.inpatientType === 4) {
    return newborn ? 'NICU' : child ? 'PICU' : 'ICU';
  }
  if (newborn) return 'PER';
  const female = String(facts.sex) === '2';
  const obstetric =
    (facts.poliCode !== null && OBSTETRIC_POLI.has(facts.poliCode.trim().toUpperCase())) ||
    (facts.kind === 'RANAP' && facts.inpatientType === 1);
  if (female && obstetric) return 'OBSG';
  if (child) return 'ANAK';
  return null;
}

/** The initial nursing and medical assessments (template keys) for a visit. */
export function initialAssessmentFor(facts: PatientTypeFacts): InitialAssessmentMenu & {
  patientType: AssessmentPatientType | null;
} {
  const patientType = assessmentPatientType(facts);
  return { patientType, ...initialAssessmentMenu(patientType) };
}
