/**
 * Clinical master data: infections, doses, incidents, consents, allergies, consciousness, fluids,
 * blood, traction aids, prescription and supporting-exam templates, schedule activity flags.
 */
import { allergyType, haiKind, incidentType } from '@simrs/domain';
import {
  type CatalogResource,
  catalogResource,
  code,
  integer,
  name,
  note,
  pairs,
  select,
  simpleMaster,
  text,
  vocabularyOptions,
} from './master-kit';

/** The HAI kinds of the domain (`haiKind`): surveillance rates are computed per kind. */
export const haisKindOptions = vocabularyOptions(haiKind);

export const masterHaisResource = simpleMaster('master-hais', 'Master HAIs', 'HAIs', 'm_hais', [
  select('kind', 'Jenis HAIs', haisKindOptions),
  note(),
]);

export const dosisResource = catalogResource({
  menu: 'dosis',
  title: 'Master Dosis',
  objectName: 'Dosis',
  table: 'm_dosis',
  fields: [
    code('Kode Dosis'),
    name('Aturan Pakai', 100),
    integer('timesPerDay', 'Frekuensi per Hari', { required: false }),
    note(),
  ],
});

export const insidenResource = simpleMaster('insiden', 'Master Insiden', 'Insiden', 'm_insiden', [
  select('incidentType', 'Jenis Insiden', vocabularyOptions(incidentType)),
  note(),
]);

export const informConsentResource = simpleMaster(
  'inform-consent',
  'Master Inform Consent',
  'Inform Consent',
  'm_inform_consent',
  [
    note('content', 'Isi Persetujuan'),
    select(
      'requiresWitness',
      'Perlu Saksi',
      pairs([
        ['Y', 'Ya'],
        ['N', 'Tidak'],
      ]),
    ),
  ],
);

export const riwayatAlergiResource = simpleMaster(
  'riwayat-alergi',
  'Master Riwayat Alergi',
  'Alergi',
  'm_riwayat_alergi',
  [select('allergyType', 'Jenis Alergi', vocabularyOptions(allergyType))],
);

export const penyakitMenularResource = simpleMaster(
  'penyakit-menular',
  'Master Penyakit Menular',
  'Penyakit Menular',
  'm_penyakit_menular',
  [
    text('icd10Code', 'Kode ICD-10', { type: 'code', required: false, max: 10 }),
    select(
      'transmission',
      'Cara Penularan',
      pairs([
        ['AIRBORNE', 'Udara (Airborne)'],
        ['DROPLET', 'Percikan (Droplet)'],
        ['KONTAK', 'Kontak'],
        ['DARAH', 'Darah dan Cairan Tubuh'],
        ['VEKTOR', 'Vektor'],
      ]),
    ),
  ],
);

/** Consciousness levels; the seed is the domain's list (1 compos mentis .. 6 coma, GCS bands). */
export const kesadaranResource = catalogResource({
  menu: 'kesadaran',
  title: 'Master Kesadaran',
  objectName: 'Kesadaran',
  table: 'm_kesadaran',
  fields: [
    code('Kode Kesadaran', 10),
    name('Nama Kesadaran', 50),
    integer('gcsMin', 'GCS Minimal', { required: false }),
    integer('gcsMax', 'GCS Maksimal', { required: false }),
  ],
});

export const cairanResource = simpleMaster('cairan', 'Master Cairan', 'Cairan', 'm_cairan', [
  select(
    'direction',
    'Jenis',
    pairs([
      ['MASUK', 'Cairan Masuk'],
      ['KELUAR', 'Cairan Keluar'],
    ]),
  ),
]);

export const darahBalanceCairanResource = simpleMaster(
  'darah-balance-cairan',
  'Master Darah Balance Cairan',
  'Darah Balance Cairan',
  'm_darah_balance_cairan',
  [integer('volumeMl', 'Volume per Kantong (ml)', { required: false })],
);

export const asalDarahResource = simpleMaster(
  'asal-darah',
  'Master Asal Darah',
  'Asal Darah',
  'm_asal_darah',
  [text('address', 'Alamat', { required: false, max: 255, inList: false })],
);

export const alatBantuTarikResource = simpleMaster(
  'alat-bantu-tarik',
  'Master Alat Bantu Tarik',
  'Alat Bantu Tarik',
  'm_alat_bantu_tarik',
  [note()],
);

export const templateResepResource = simpleMaster(
  'template-resep',
  'Master Template Resep',
  'Template Resep',
  'm_template_resep',
  [note('content', 'Isi Resep')],
);

export const templatePenunjangResource = simpleMaster(
  'template-penunjang',
  'Master Template Penunjang',
  'Template Penunjang',
  'm_template_penunjang',
  [
    select(
      'category',
      'Kategori Penunjang',
      pairs([
        ['LAB', 'Laboratorium'],
        ['RADIO', 'Radiologi'],
        ['FISIO', 'Fisioterapi'],
        ['DIETISIEN', 'Dietisien'],
      ]),
    ),
    note('content', 'Isi Template'),
  ],
);

export const flagAktivitasJadwalResource = simpleMaster(
  'master-flag-aktivitas-jadwal',
  'Master Flag Aktivitas Jadwal',
  'Flag Aktivitas',
  'm_flag_aktivitas_jadwal',
  [text('color', 'Warna (Hex)', { type: 'code', max: 7, required: false })],
);

export const clinicalMasters: readonly CatalogResource[] = [
  masterHaisResource,
  dosisResource,
  insidenResource,
  informConsentResource,
  riwayatAlergiResource,
  penyakitMenularResource,
  kesadaranResource,
  cairanResource,
  darahBalanceCairanResource,
  asalDarahResource,
  alatBantuTarikResource,
  templateResepResource,
  templatePenunjangResource,
  flagAktivitasJadwalResource,
];
