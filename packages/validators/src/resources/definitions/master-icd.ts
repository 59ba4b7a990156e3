/**
 * ICD-9-CM procedures and ICD-10 diagnoses, each twice: the general list used by clinicians and
 * the UPLA list (the coding unit's variant used for claims, with its INA-CBG mapping fields).
 * Lists are large: code and name are trigram-indexed in the database.
 */
import {
  type CatalogResource,
  catalogResource,
  code,
  name,
  pairs,
  select,
  text,
} from './master-kit';

/** Large lists: code and name searched by substring through trigram indexes. */
const trigram = { index: 'trigram' } as const;

const yesNo = pairs([
  ['Y', 'Ya'],
  ['N', 'Tidak'],
]);

export const icd10Resource = catalogResource({
  menu: 'icd-10',
  title: 'Master ICD-10',
  objectName: 'ICD-10',
  table: 'm_icd10',
  fields: [
    code('Kode ICD-10', 10, trigram),
    name('Nama Diagnosis', 255, trigram),
    text('nameEn', 'Nama (Inggris)', { required: false, max: 255, inList: false }),
    select('validPrimary', 'Boleh Diagnosis Utama', yesNo),
  ],
  search: ['code', 'name'],
  importBy: 'code',
});

export const icd9Resource = catalogResource({
  menu: 'icd-9',
  title: 'Master ICD-9',
  objectName: 'ICD-9',
  table: 'm_icd9',
  fields: [
    code('Kode ICD-9', 10, trigram),
    name('Nama Tindakan', 255, trigram),
    text('nameEn', 'Nama (Inggris)', { required: false, max: 255, inList: false }),
  ],
  search: ['code', 'name'],
  importBy: 'code',
});

export const icd10UplaResource = catalogResource({
  menu: 'icd-10-upla',
  title: 'Master ICD-10 UPLA',
  objectName: 'ICD-10 UPLA',
  table: 'm_icd10_upla',
  fields: [
    code('Kode ICD-10', 10, trigram),
    name('Nama Diagnosis', 255, trigram),
    text('inaCbgCode', 'Kode INA-CBG', { type: 'code', required: false, max: 15 }),
    select('validPrimary', 'Boleh Diagnosis Utama', yesNo),
  ],
  search: ['code', 'name'],
  importBy: 'code',
});

export const icd9UplaResource = catalogResource({
  menu: 'icd-9-upla',
  title: 'Master ICD-9 UPLA',
  objectName: 'ICD-9 UPLA',
  table: 'm_icd9_upla',
  fields: [
    code('Kode ICD-9', 10, trigram),
    name('Nama Tindakan', 255, trigram),
    text('inaCbgCode', 'Kode INA-CBG', { type: 'code', required: false, max: 15 }),
  ],
  search: ['code', 'name'],
  importBy: 'code',
});

export const icdMasters: readonly CatalogResource[] = [
  icd9Resource,
  icd10Resource,
  icd9UplaResource,
  icd10UplaResource,
];
