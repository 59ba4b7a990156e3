/**
 * The patient form's values (text for every input, the two child lists) and the pure steps
 * around them: from a record to values, and what a NIK pre-fills.
 */
import type { NikCheckAnswer, PatientRecordData } from '@simrs/validators/contracts';

export const MAX_PERSONS = 5;
export const MAX_ALLERGIES = 30;

export const PATIENT_TEXT_FIELDS = [
  'name',
  'nik',
  'passportNo',
  'citizenship',
  'sex',
  'birthPlace',
  'birthDate',
  'maritalStatus',
  'bloodType',
  'religionId',
  'educationId',
  'occupationId',
  'ethnicityId',
  'address',
  'rt',
  'rw',
  'postalCode',
  'provinceCode',
  'regencyCode',
  'districtCode',
  'villageCode',
  'phone',
  'phoneAlt',
  'motherName',
  'bpjsNo',
  'bpjsClass',
  'insurerId',
  'insurerCardNo',
] as const;
export type PatientTextField = (typeof PATIENT_TEXT_FIELDS)[number];

export interface PersonValues {
  name: string;
  relationship: string;
  phone: string;
  nik: string;
  address: string;
}
export interface AllergyValues {
  type: string;
  allergen: string;
  reaction: string;
}

export type PatientFormValues = Record<PatientTextField, string> & {
  responsiblePersons: PersonValues[];
  allergies: AllergyValues[];
};

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export const emptyPerson = (): PersonValues => ({
  name: '',
  relationship: '',
  phone: '',
  nik: '',
  address: '',
});
export const emptyAllergy = (): AllergyValues => ({ type: '', allergen: '', reaction: '' });

/** The form's values for a record (edit) or an empty form (add: a WNI patient). */
export function patientFormValues(data: PatientRecordData | null): PatientFormValues {
  const record: Record<string, unknown> = data?.record ?? {};
  const values = Object.fromEntries(PATIENT_TEXT_FIELDS.map((f) => [f, str(record[f])])) as Record<
    PatientTextField,
    string
  >;
  if (values.citizenship === '') values.citizenship = 'WNI';
  return {
    ...values,
    responsiblePersons: (data?.responsiblePersons ?? []).map((p) => ({
      name: str(p.name),
      relationship: str(p.relationship),
      phone: str(p.phone),
      nik: str(p.nik),
      address: str(p.address),
    })),
    allergies: (data?.allergies ?? []).map((a) => ({
      type: str(a.type),
      allergen: str(a.allergen),
      reaction: str(a.reaction),
    })),
  };
}

/**
 * What a decoded NIK fills in: birth date, sex and the region down to the district, each only
 * where the clerk has not typed one (a value typed that disagrees stays, and the NIK check
 * warns). A province or regency kept that differs from the NIK's stops the levels below it.
 */
export function prefillFromNik(
  current: Pick<
    PatientFormValues,
    'birthDate' | 'sex' | 'provinceCode' | 'regencyCode' | 'districtCode'
  >,
  prefill: NikCheckAnswer['prefill'],
): ['birthDate' | 'sex' | 'provinceCode' | 'regencyCode' | 'districtCode', string][] {
  if (!prefill) return [];
  const out: ['birthDate' | 'sex' | 'provinceCode' | 'regencyCode' | 'districtCode', string][] = [];
  if (current.birthDate === '') out.push(['birthDate', prefill.birthDate]);
  if (current.sex === '') out.push(['sex', prefill.sex]);
  const chain = [
    ['provinceCode', prefill.provinceCode, prefill.provinceName],
    ['regencyCode', prefill.regencyCode, prefill.regencyName],
    ['districtCode', prefill.districtCode, prefill.districtName],
  ] as const;
  for (const [name, code, known] of chain) {
    // A code the region table does not hold is not offered (the picker could not show it).
    if (known === null) break;
    if (current[name] === '') out.push([name, code]);
    else if (current[name] !== code) break;
  }
  return out;
}
