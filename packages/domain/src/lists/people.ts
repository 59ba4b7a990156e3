/**
 * User levels and staff types (vocabularies-statuses-limits.md section 6) and the initial
 * assessment menu by patient type (screens-routes-calls.md section 2.13).
 */
import { optionList } from '../vocabulary';

/** User levels (roles). Level 1 is the super administrator with every menu. */
export const userLevel = optionList('userLevel', 'Level Pengguna', [
  { code: 1, label: 'Super Admin', tone: 'neutral' },
  { code: 3, label: 'Perawat', tone: 'neutral' },
  { code: 5, label: 'Dokter', tone: 'neutral' },
  { code: 6, label: 'Dokter Gizi', tone: 'neutral' },
  { code: 7, label: 'Dokter Fisioterapi', tone: 'neutral' },
  { code: 9, label: 'Fisioterapis', tone: 'neutral' },
  { code: 11, label: 'Farmasi', tone: 'neutral' },
  { code: 12, label: 'Laboratorium', tone: 'neutral' },
  { code: 13, label: 'Radiologi', tone: 'neutral' },
  { code: 14, label: 'Rekam Medis', tone: 'neutral' },
  { code: 17, label: 'Admin', tone: 'neutral' },
  { code: 18, label: 'Admisi', tone: 'neutral' },
  { code: 19, label: 'UPLA', tone: 'neutral' },
  { code: 23, label: 'Perawat UGD', tone: 'neutral' },
  { code: 24, label: 'Dokter UGD', tone: 'neutral' },
  { code: 25, label: 'Admisi UGD', tone: 'neutral' },
  { code: 26, label: 'Dokter Rawat Inap', tone: 'neutral' },
  { code: 27, label: 'Bidan', tone: 'neutral' },
  { code: 28, label: 'Perawat Rawat Inap', tone: 'neutral' },
  { code: 29, label: 'Manajer Pelayanan Pasien (MPP)', tone: 'neutral' },
  { code: 30, label: 'Perawat Jaga Ruangan', tone: 'neutral' },
  { code: 37, label: 'Gudang', tone: 'neutral' },
  { code: 38, label: 'Pembelian', tone: 'neutral' },
  { code: 45, label: 'Dokter Radiologi', tone: 'neutral' },
  { code: 46, label: 'Dokter Laboratorium', tone: 'neutral' },
]);
export type UserLevelId = (typeof userLevel.entries)[number]['code'];

/** Named user-level ids for code that branches on a level. */
export const USER_LEVEL = {
  superAdmin: 1,
  nurse: 3,
  doctor: 5,
  nutritionDoctor: 6,
  physioDoctor: 7,
  physio: 9,
  pharmacy: 11,
  lab: 12,
  radiology: 13,
  medicalRecords: 14,
  admin: 17,
  admissions: 18,
  upla: 19,
  erNurse: 23,
  erDoctor: 24,
  erAdmissions: 25,
  inpatientDoctor: 26,
  midwife: 27,
  inpatientNurse: 28,
  caseManager: 29,
  wardDutyNurse: 30,
  warehouse: 37,
  purchasing: 38,
  radiologyDoctor: 45,
  labDoctor: 46,
} as const satisfies Record<string, UserLevelId>;

/** Level 1 is treated as having every menu (the session's 'all menus' flag). */
export function levelHasAllMenus(levelId: number): boolean {
  return levelId === USER_LEVEL.superAdmin;
}

export const staffType = optionList('staffType', 'Jenis Tenaga', [
  { code: 1, label: 'Perawat', tone: 'neutral' },
  { code: 2, label: 'Dokter', tone: 'neutral' },
  { code: 3, label: 'Fisioterapis', tone: 'neutral' },
  { code: 5, label: 'Profesional Pemberi Asuhan (PPA)', tone: 'neutral' },
  { code: 6, label: 'Rekam Medis', tone: 'neutral' },
  { code: 8, label: 'UPLA', tone: 'neutral' },
  { code: 99, label: 'Batal', tone: 'muted' },
]);
export type StaffTypeId = (typeof staffType.entries)[number]['code'];

export const STAFF_TYPE = {
  nurse: 1,
  doctor: 2,
  physio: 3,
  ppa: 5,
  medicalRecords: 6,
  upla: 8,
  void: 99,
} as const satisfies Record<string, StaffTypeId>;

/** Patient types that choose a specific initial assessment; any other type is general. */
export const assessmentPatientTypes = ['ANAK', 'OBSG', 'PER', 'ICU', 'NICU', 'PICU'] as const;
export type AssessmentPatientType = (typeof assessmentPatientTypes)[number];

export type NursingAssessmentKey =
  | 'kajian-awal-umum'
  | 'kajian-awal-anak'
  | 'kajian-awal-obsgyn'
  | 'kajian-awal-icu'
  | 'kajian-awal-nicu'
  | 'kajian-awal-picu'
  | 'kajian-awal-bbl';
export type DoctorAssessmentKey = 'kajian-awal-medis' | 'kajian-awal-medis-bbl';

export interface InitialAssessmentMenu {
  /** Route key of the initial nursing assessment (screens-routes-calls.md 2.12). */
  readonly nursing: NursingAssessmentKey;
  /** Route key of the initial medical (doctor) assessment. */
  readonly doctor: DoctorAssessmentKey;
}

const nursingByType: Readonly<Record<AssessmentPatientType, NursingAssessmentKey>> = {
  ANAK: 'kajian-awal-anak',
  OBSG: 'kajian-awal-obsgyn',
  PER: 'kajian-awal-bbl',
  ICU: 'kajian-awal-icu',
  NICU: 'kajian-awal-nicu',
  PICU: 'kajian-awal-picu',
};

function isAssessmentPatientType(value: string): value is AssessmentPatientType {
  return (assessmentPatientTypes as readonly string[]).includes(value);
}

/**
 * The initial-assessment forms for a patient type (section 2.13): ANAK child, OBSG obstetrics,
 * PER newborn, ICU/NICU/PICU their own, anything else general nursing; the doctor form is the
 * newborn medical form for PER, otherwise the general one. The type is compared trimmed and
 * upper-cased; a missing type is "any other".
 */
export function initialAssessmentMenu(
  patientType: AssessmentPatientType | string | null | undefined,
): InitialAssessmentMenu {
  const type = (patientType ?? '').trim().toUpperCase();
  if (!isAssessmentPatientType(type)) {
    return { nursing: 'kajian-awal-umum', doctor: 'kajian-awal-medis' };
  }
  return {
    nursing: nursingByType[type],
    doctor: type === 'PER' ? 'kajian-awal-medis-bbl' : 'kajian-awal-medis',
  };
}
