/**
 * Services and their items: radiology, physiotherapy, laboratory (with sub-laboratories),
 * doctor and nurse procedures, operations (types, procedures, implants), anatomical pathology,
 * medical devices, infusions and unit types.
 */
import { type CatalogResource, money, pairs, ref, select, simpleMaster, text } from './master-kit';

export const typeSatuanResource = simpleMaster(
  'type-satuan',
  'Master Tipe Satuan',
  'Satuan',
  'm_type_satuan',
);

export const radiologiResource = simpleMaster(
  'radiologi',
  'Master Radiologi',
  'Pemeriksaan Radiologi',
  'm_radiologi',
  [
    select(
      'modality',
      'Modalitas',
      pairs([
        ['XRAY', 'Rontgen (X-Ray)'],
        ['USG', 'USG'],
        ['CT', 'CT Scan'],
        ['MRI', 'MRI'],
        ['MAMMO', 'Mamografi'],
        ['FLUORO', 'Fluoroskopi'],
      ]),
    ),
  ],
);

export const fisioterapiHeadResource = simpleMaster(
  'fisioterapi-head',
  'Master Kepala Fisioterapi',
  'Kelompok Fisioterapi',
  'm_fisioterapi_head',
);

export const fisioterapiResource = simpleMaster(
  'fisioterapi',
  'Master Fisioterapi',
  'Fisioterapi',
  'm_fisioterapi',
  [ref('headId', 'Kelompok Fisioterapi', 'FisioterapiHead')],
);

export const tindakanFisioterapiResource = simpleMaster(
  'tindakan-fisioterapi',
  'Master Tindakan Fisioterapi',
  'Tindakan Fisioterapi',
  'm_tindakan_fisioterapi',
  [ref('fisioterapiId', 'Fisioterapi', 'Fisioterapi')],
);

export const laboratoriumResource = simpleMaster(
  'laboratorium',
  'Master Laboratorium',
  'Laboratorium',
  'm_laboratorium',
);

export const subLaboratoriumResource = simpleMaster(
  'sub-laboratorium',
  'Master Sub Laboratorium',
  'Sub Laboratorium',
  'm_sub_laboratorium',
  [
    ref('laboratoriumId', 'Laboratorium', 'Laboratorium'),
    text('unit', 'Satuan Hasil', { required: false, max: 30 }),
    text('normalValue', 'Nilai Normal', { required: false, max: 100 }),
  ],
);

export const tindakanDokterResource = simpleMaster(
  'tindakan-dokter',
  'Master Tindakan Dokter',
  'Tindakan Dokter',
  'm_tindakan_dokter',
  [
    select(
      'doctorType',
      'Jenis Dokter',
      pairs([
        ['UMUM', 'Dokter Umum'],
        ['SPESIALIS', 'Dokter Spesialis'],
      ]),
    ),
    text('icd9Code', 'Kode ICD-9', { type: 'code', required: false, max: 10 }),
  ],
);

export const tindakanPerawatResource = simpleMaster(
  'tindakan-perawat',
  'Master Tindakan Perawat',
  'Tindakan Perawat',
  'm_tindakan_perawat',
  [text('icd9Code', 'Kode ICD-9', { type: 'code', required: false, max: 10 })],
);

export const operationSizeOptions = pairs([
  ['BESAR', 'Besar'],
  ['SEDANG', 'Sedang'],
  ['KECIL', 'Kecil'],
  ['KHUSUS', 'Khusus'],
]);

export const jenisTindakanOperasiResource = simpleMaster(
  'jenis-tindakan-operasi',
  'Master Jenis Tindakan Operasi',
  'Jenis Tindakan Operasi',
  'm_jenis_tindakan_operasi',
  [select('size', 'Golongan Operasi', operationSizeOptions)],
);

export const tindakanOperasiResource = simpleMaster(
  'tindakan-operasi',
  'Master Tindakan Operasi',
  'Tindakan Operasi',
  'm_tindakan_operasi',
  [
    ref('jenisId', 'Jenis Tindakan Operasi', 'JenisTindakanOperasi'),
    text('icd9Code', 'Kode ICD-9', { type: 'code', required: false, max: 10 }),
  ],
);

export const implanResource = simpleMaster('implan', 'Master Implan', 'Implan', 'm_implan', [
  text('brand', 'Merek', { required: false, max: 100 }),
  money('price', 'Harga'),
]);

export const tindakanPaResource = simpleMaster(
  'master-tindakan-pa',
  'Master Tindakan Patologi Anatomi',
  'Tindakan PA',
  'm_tindakan_pa',
  [
    select(
      'examType',
      'Jenis Pemeriksaan',
      pairs([
        ['HISTOPATOLOGI', 'Histopatologi'],
        ['SITOLOGI', 'Sitologi'],
        ['FNAB', 'FNAB'],
        ['IHK', 'Imunohistokimia'],
      ]),
    ),
  ],
);

export const alatKesehatanResource = simpleMaster(
  'alat-kesehatan',
  'Master Alat Kesehatan',
  'Alat Kesehatan',
  'm_alat_kesehatan',
  [ref('satuanId', 'Satuan', 'TypeSatuan'), money('price', 'Harga')],
);

export const alatInfusResource = simpleMaster(
  'alat-infus',
  'Master Alat Infus',
  'Alat Infus',
  'm_alat_infus',
  [ref('satuanId', 'Satuan', 'TypeSatuan'), money('price', 'Harga')],
);

export const serviceMasters: readonly CatalogResource[] = [
  typeSatuanResource,
  radiologiResource,
  fisioterapiHeadResource,
  fisioterapiResource,
  tindakanFisioterapiResource,
  laboratoriumResource,
  subLaboratoriumResource,
  tindakanDokterResource,
  tindakanPerawatResource,
  jenisTindakanOperasiResource,
  tindakanOperasiResource,
  implanResource,
  tindakanPaResource,
  alatKesehatanResource,
  alatInfusResource,
];
