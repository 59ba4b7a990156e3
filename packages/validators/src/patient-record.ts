/**
 * The patient record as the API accepts it (context `pasien`): identity with the spec's
 * vocabularies (sex 0-4, marital status 1-4, blood type, citizenship), the address with its
 * Kemendagri region codes, BPJS card and class, the COB insurer, and two child lists
 * (responsible persons, allergies). Used by the contract (`contracts/pasien.ts`), the server and
 * the EMR's patient form.
 *
 * Region codes follow the official layout: province `11`, regency/city `11.01`, district
 * `11.01.01`, village `11.01.01.2001`. A NIK's first six digits are the same province, regency
 * and district without the dots ({@link nikRegionCodes}).
 */
import {
  allergyType,
  bloodType,
  bpjsClass,
  citizenship,
  maritalStatus,
  responsibleRelation,
  sex,
} from '@simrs/domain';
import { z } from 'zod';
import { optionalId } from './contracts/params';
import { codeSchema, dateSchema, nameSchema, nikSchema, phoneSchema, textSchema } from './schemas';

// ---------------------------------------------------------------------------------------------
// Region codes

export const REGION_LEVELS = ['province', 'regency', 'district', 'village'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

/** Level names as the address form labels them. */
export const REGION_LEVEL_LABELS: Readonly<Record<RegionLevel, string>> = {
  province: 'Provinsi',
  regency: 'Kabupaten/Kota',
  district: 'Kecamatan',
  village: 'Kelurahan/Desa',
};

const REGION_PATTERNS: Readonly<Record<RegionLevel, RegExp>> = {
  province: /^\d{2}$/,
  regency: /^\d{2}\.\d{2}$/,
  district: /^\d{2}\.\d{2}\.\d{2}$/,
  village: /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/,
};

/** The level of a region code in the official layout, or null when it is not one. */
export function regionLevelOf(code: string): RegionLevel | null {
  for (const level of REGION_LEVELS) if (REGION_PATTERNS[level].test(code)) return level;
  return null;
}

/** The code one level up ('11.01.01' -> '11.01'); null for a province or a malformed code. */
export function parentRegionCode(code: string): string | null {
  const level = regionLevelOf(code);
  if (level === null || level === 'province') return null;
  return code.slice(0, code.lastIndexOf('.'));
}

/** The province, regency and district codes a NIK carries ('5171014107850003' -> 51, 51.71, 51.71.01). */
export function nikRegionCodes(nik: string): {
  province: string;
  regency: string;
  district: string;
} {
  return {
    province: nik.slice(0, 2),
    regency: `${nik.slice(0, 2)}.${nik.slice(2, 4)}`,
    district: `${nik.slice(0, 2)}.${nik.slice(2, 4)}.${nik.slice(4, 6)}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Messages

export const PATIENT_MESSAGES = {
  sex: 'Jenis Kelamin wajib dipilih.',
  citizenship: 'Kewarganegaraan harus WNI atau WNA.',
  passportRequired: 'No. Paspor wajib diisi untuk pasien WNA.',
  maritalStatus: 'Status Perkawinan tidak valid.',
  bloodType: 'Golongan Darah tidak valid.',
  bpjsNo: 'No. Kartu BPJS harus 13 digit angka.',
  bpjsClass: 'Kelas BPJS harus 1, 2 atau 3.',
  rtRw: (label: string) => `${label} maksimal 3 digit angka.`,
  postalCode: 'Kode Pos harus 5 digit angka.',
  regionFormat: (label: string) => `Kode ${label} tidak sesuai format Kemendagri.`,
  regionParent: (label: string, parent: string) =>
    `${label} tidak berada di dalam ${parent} yang dipilih.`,
  regionMissingParent: (label: string, parent: string) =>
    `${parent} wajib dipilih sebelum ${label}.`,
  relationship: 'Hubungan dengan Pasien tidak valid.',
  allergyType: 'Jenis Alergi harus Obat, Makanan, Udara atau Lainnya.',
  tooManyPersons: 'Penanggung jawab paling banyak 5 orang.',
  tooManyAllergies: 'Riwayat alergi paling banyak 30 baris.',
  duplicateAllergy: 'Alergi yang sama tercatat dua kali.',
} as const;

// ---------------------------------------------------------------------------------------------
// Field schemas

const codesOf = <T extends { code: string | number }>(v: { entries: readonly T[] }) =>
  v.entries.map((e) => String(e.code)) as [string, ...string[]];

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** An optional choice among `values` ('' and null give null); numbers are read as text. */
function choice(values: readonly [string, ...string[]], message: string) {
  return z.preprocess(
    (v) => (empty(v) ? null : typeof v === 'number' ? String(v) : v),
    z.enum(values, { error: message }).nullable(),
  );
}

/** An optional text of digits matching `re` ('' gives null). */
function digits(re: RegExp, message: string) {
  return z.preprocess(
    (v) => (empty(v) ? null : typeof v === 'number' ? String(v) : v),
    z.string({ error: message }).trim().regex(re, { error: message }).nullable(),
  );
}

function regionCode(level: RegionLevel) {
  const message = PATIENT_MESSAGES.regionFormat(REGION_LEVEL_LABELS[level]);
  return digits(REGION_PATTERNS[level], message);
}

export const SEX_CODES = codesOf(sex);
export const MARITAL_STATUS_CODES = codesOf(maritalStatus);
export const BLOOD_TYPE_CODES = codesOf(bloodType);
export const CITIZENSHIP_CODES = codesOf(citizenship);
export const BPJS_CLASS_CODES = codesOf(bpjsClass);
export const ALLERGY_TYPE_CODES = codesOf(allergyType);
export const RESPONSIBLE_RELATION_CODES = codesOf(responsibleRelation);

/** One responsible person (penanggung jawab) of a patient. */
export const responsiblePersonSchema = z.object({
  name: nameSchema({ label: 'Nama Penanggung Jawab' }),
  relationship: z.preprocess(
    (v) => (empty(v) ? undefined : v),
    z.enum(RESPONSIBLE_RELATION_CODES, { error: PATIENT_MESSAGES.relationship }),
  ),
  phone: phoneSchema({ label: 'No. Telepon Penanggung Jawab', required: false }),
  nik: nikSchema({ label: 'NIK Penanggung Jawab', required: false }),
  address: textSchema({ label: 'Alamat Penanggung Jawab', required: false, maxLength: 255 }),
});
export type ResponsiblePersonInput = z.output<typeof responsiblePersonSchema>;

/** One recorded allergy: its type (drug, food, air, other), what, and the reaction seen. */
export const allergySchema = z.object({
  type: z.preprocess(
    (v) => (empty(v) ? undefined : v),
    z.enum(ALLERGY_TYPE_CODES, { error: PATIENT_MESSAGES.allergyType }),
  ),
  allergen: textSchema({ label: 'Nama Alergen', maxLength: 100 }),
  reaction: textSchema({ label: 'Reaksi', required: false, maxLength: 255 }),
});
export type AllergyInput = z.output<typeof allergySchema>;

/** The identity, address and payer fields of a patient (no RM number: the server assigns it). */
export const patientFieldsShape = {
  name: nameSchema({ label: 'Nama Pasien' }),
  nik: nikSchema({ required: false }),
  passportNo: codeSchema({ label: 'No. Paspor', required: false, maxLength: 20 }),
  citizenship: z.preprocess(
    (v) => (empty(v) ? 'WNI' : v),
    z.enum(CITIZENSHIP_CODES, { error: PATIENT_MESSAGES.citizenship }),
  ),
  sex: z.preprocess(
    (v) => (empty(v) ? undefined : typeof v === 'number' ? String(v) : v),
    z.enum(SEX_CODES, { error: PATIENT_MESSAGES.sex }),
  ),
  birthPlace: textSchema({ label: 'Tempat Lahir', required: false, maxLength: 100 }),
  birthDate: dateSchema({ label: 'Tanggal Lahir', noFuture: true }),
  maritalStatus: choice(MARITAL_STATUS_CODES, PATIENT_MESSAGES.maritalStatus),
  bloodType: choice(BLOOD_TYPE_CODES, PATIENT_MESSAGES.bloodType),
  religionId: optionalId('Agama tidak valid.'),
  educationId: optionalId('Pendidikan tidak valid.'),
  occupationId: optionalId('Pekerjaan tidak valid.'),
  ethnicityId: optionalId('Suku tidak valid.'),
  address: textSchema({ label: 'Alamat', required: false, maxLength: 255 }),
  rt: digits(/^\d{1,3}$/, PATIENT_MESSAGES.rtRw('RT')),
  rw: digits(/^\d{1,3}$/, PATIENT_MESSAGES.rtRw('RW')),
  postalCode: digits(/^\d{5}$/, PATIENT_MESSAGES.postalCode),
  provinceCode: regionCode('province'),
  regencyCode: regionCode('regency'),
  districtCode: regionCode('district'),
  villageCode: regionCode('village'),
  phone: phoneSchema({ label: 'No. Telepon', required: false }),
  phoneAlt: phoneSchema({ label: 'No. Telepon Lain', required: false }),
  motherName: nameSchema({ label: 'Nama Ibu Kandung', required: false }),
  bpjsNo: digits(/^\d{13}$/, PATIENT_MESSAGES.bpjsNo),
  bpjsClass: choice(BPJS_CLASS_CODES, PATIENT_MESSAGES.bpjsClass),
  insurerId: optionalId('Asuransi tidak valid.'),
  insurerCardNo: codeSchema({ label: 'No. Kartu Asuransi', required: false, maxLength: 30 }),
} as const;

/** The child lists (absent: none on add, unchanged on update) and the duplicate confirmation. */
export const patientChildLists = {
  responsiblePersons: z
    .array(responsiblePersonSchema, { error: 'Daftar penanggung jawab tidak valid.' })
    .max(5, { error: PATIENT_MESSAGES.tooManyPersons })
    .optional(),
  allergies: z
    .array(allergySchema, { error: 'Daftar alergi tidak valid.' })
    .max(30, { error: PATIENT_MESSAGES.tooManyAllergies })
    .optional(),
  /** Save although patients with the same name and birth date exist (the clerk checked them). */
  confirmDuplicate: z.preprocess((v) => v === true || v === 'true' || v === 'Y', z.boolean()),
};

type Fields = { [K in keyof typeof patientFieldsShape]: unknown };

/** The cross-field rules: a WNA's passport, region codes nested in their parents, allergies once. */
export function patientRecordRefinement(
  value: Partial<Fields> & { allergies?: AllergyInput[] },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  if (value.citizenship === 'WNA' && !value.passportNo) {
    ctx.addIssue({
      code: 'custom',
      message: PATIENT_MESSAGES.passportRequired,
      path: ['passportNo'],
      input: value.passportNo,
    });
  }
  const chain: [RegionLevel, keyof Fields][] = [
    ['province', 'provinceCode'],
    ['regency', 'regencyCode'],
    ['district', 'districtCode'],
    ['village', 'villageCode'],
  ];
  for (let i = 1; i < chain.length; i++) {
    const [level, key] = chain[i] as [RegionLevel, keyof Fields];
    const [parentLevel, parentKey] = chain[i - 1] as [RegionLevel, keyof Fields];
    const code = value[key];
    // A code of the wrong layout is reported by its own field.
    if (typeof code !== 'string' || regionLevelOf(code) !== level) continue;
    const parent = value[parentKey];
    const label = REGION_LEVEL_LABELS[level];
    const parentLabel = REGION_LEVEL_LABELS[parentLevel];
    if (typeof parent !== 'string') {
      ctx.addIssue({
        code: 'custom',
        message: PATIENT_MESSAGES.regionMissingParent(label, parentLabel),
        path: [parentKey],
        input: parent,
      });
    } else if (parentRegionCode(code) !== parent) {
      ctx.addIssue({
        code: 'custom',
        message: PATIENT_MESSAGES.regionParent(label, parentLabel),
        path: [key],
        input: code,
      });
    }
  }
  const seen = new Set<string>();
  for (const [i, a] of (value.allergies ?? []).entries()) {
    const k = `${a.type}|${a.allergen.toLowerCase()}`;
    if (seen.has(k)) {
      ctx.addIssue({
        code: 'custom',
        message: PATIENT_MESSAGES.duplicateAllergy,
        path: ['allergies', i, 'allergen'],
        input: a.allergen,
      });
    }
    seen.add(k);
  }
}
