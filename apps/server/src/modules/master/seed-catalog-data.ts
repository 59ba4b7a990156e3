/** Demo rows of the master-data and tariff catalogue (deterministic; names as hospitals use). */
import { consciousnessBands } from '@simrs/domain';

type Row = Record<string, string | number | null>;

export const SUKU: Row[] = (
  [
    ['JAWA', 'Jawa'],
    ['SUNDA', 'Sunda'],
    ['BATAK', 'Batak'],
    ['MINANG', 'Minangkabau'],
    ['BUGIS', 'Bugis'],
    ['MADURA', 'Madura'],
    ['BETAWI', 'Betawi'],
    ['BALI', 'Bali'],
    ['MELAYU', 'Melayu'],
    ['DAYAK', 'Dayak'],
    ['TIONGHOA', 'Tionghoa'],
    ['LAIN', 'Lainnya'],
  ] as const
).map(([code, name]) => ({ code, name }));

export const PEKERJAAN: Row[] = (
  [
    ['PD-TS', 'Tidak/Belum Sekolah', 'PENDIDIKAN'],
    ['PD-SD', 'SD/Sederajat', 'PENDIDIKAN'],
    ['PD-SMP', 'SMP/Sederajat', 'PENDIDIKAN'],
    ['PD-SMA', 'SMA/Sederajat', 'PENDIDIKAN'],
    ['PD-D3', 'Diploma III', 'PENDIDIKAN'],
    ['PD-S1', 'Diploma IV/Strata I', 'PENDIDIKAN'],
    ['PD-S2', 'Strata II', 'PENDIDIKAN'],
    ['PD-S3', 'Strata III', 'PENDIDIKAN'],
    ['PK-TB', 'Belum/Tidak Bekerja', 'PEKERJAAN'],
    ['PK-IRT', 'Mengurus Rumah Tangga', 'PEKERJAAN'],
    ['PK-PLJ', 'Pelajar/Mahasiswa', 'PEKERJAAN'],
    ['PK-PNS', 'Pegawai Negeri Sipil', 'PEKERJAAN'],
    ['PK-TNI', 'TNI/Polri', 'PEKERJAAN'],
    ['PK-SWS', 'Karyawan Swasta', 'PEKERJAAN'],
    ['PK-WRS', 'Wiraswasta', 'PEKERJAAN'],
    ['PK-PTN', 'Petani/Pekebun', 'PEKERJAAN'],
    ['PK-NLY', 'Nelayan', 'PEKERJAAN'],
    ['PK-PSN', 'Pensiunan', 'PEKERJAAN'],
  ] as const
).map(([code, name, category]) => ({ code, name, category }));

export const CARA_PEMBAYARAN: Row[] = [
  { code: 'UMUM', name: 'Umum/Tunai', payerType: '1' },
  { code: 'ASURANSI', name: 'Asuransi Swasta', payerType: '2' },
  { code: 'PERUSAHAAN', name: 'Perusahaan', payerType: '2' },
  { code: 'BPJS', name: 'BPJS Kesehatan', payerType: '3' },
];

/** The domain's consciousness levels with their GCS bands. */
export const KESADARAN: Row[] = consciousnessBands.map((b) => ({
  code: String(b.code),
  name: b.label,
  gcsMin: b.min,
  gcsMax: b.max,
}));

export const ICD10: Row[] = (
  [
    ['A09', 'Diare dan gastroenteritis yang diduga infeksi', 'Y'],
    ['A01.0', 'Demam tifoid', 'Y'],
    ['A91', 'Demam berdarah dengue', 'Y'],
    ['B20', 'Penyakit HIV', 'Y'],
    ['E11.9', 'Diabetes melitus tipe 2 tanpa komplikasi', 'Y'],
    ['I10', 'Hipertensi esensial (primer)', 'Y'],
    ['I50.0', 'Gagal jantung kongestif', 'Y'],
    ['I63.9', 'Infark serebral', 'Y'],
    ['J06.9', 'Infeksi saluran pernapasan atas akut', 'Y'],
    ['J18.9', 'Pneumonia', 'Y'],
    ['J45.9', 'Asma', 'Y'],
    ['K29.7', 'Gastritis', 'Y'],
    ['K35.8', 'Apendisitis akut', 'Y'],
    ['N39.0', 'Infeksi saluran kemih', 'Y'],
    ['O80', 'Persalinan spontan tunggal', 'Y'],
    ['R50.9', 'Demam', 'N'],
    ['Z00.0', 'Pemeriksaan kesehatan umum', 'N'],
  ] as const
).map(([code, name, validPrimary]) => ({ code, name, validPrimary }));

export const ICD9: Row[] = (
  [
    ['47.09', 'Apendektomi'],
    ['74.1', 'Seksio sesarea transperitoneal profunda'],
    ['73.59', 'Persalinan spontan dengan bantuan manual'],
    ['86.59', 'Penjahitan kulit dan jaringan subkutan'],
    ['87.44', 'Foto toraks rutin'],
    ['88.76', 'USG abdomen'],
    ['89.52', 'Elektrokardiogram'],
    ['90.59', 'Pemeriksaan darah mikroskopik'],
    ['93.94', 'Terapi inhalasi (nebulisasi)'],
    ['99.04', 'Transfusi sel darah merah'],
  ] as const
).map(([code, name]) => ({ code, name }));

export const TYPE_SATUAN: Row[] = (
  [
    ['PCS', 'Pcs'],
    ['BOX', 'Box'],
    ['ROLL', 'Roll'],
    ['SET', 'Set'],
    ['UNIT', 'Unit'],
  ] as const
).map(([code, name]) => ({ code, name }));

export const LABORATORIUM: Row[] = [
  { code: 'HEM', name: 'Hematologi' },
  { code: 'KK', name: 'Kimia Klinik' },
  { code: 'URI', name: 'Urinalisis' },
];

/** [laboratorium code, code, name, unit, normal value] */
export const SUB_LABORATORIUM = [
  ['HEM', 'HB', 'Hemoglobin', 'g/dL', '12-16'],
  ['HEM', 'LEU', 'Leukosit', 'ribu/uL', '4-10'],
  ['HEM', 'TROM', 'Trombosit', 'ribu/uL', '150-400'],
  ['KK', 'GDS', 'Glukosa Darah Sewaktu', 'mg/dL', '<200'],
  ['KK', 'UREUM', 'Ureum', 'mg/dL', '10-50'],
  ['URI', 'UL', 'Urin Lengkap', null, null],
] as const;

/**
 * [bangsal code, room code, room name, gender, beds]: one letter per bed giving its state on the
 * demo day (K free, T occupied, D being cleaned, R out of service), so the bed board shows a
 * believable mix: the VIP ward full, a bed being cleaned, one out of service. Only R reaches the
 * bed master (condition RUSAK; the others are BAIK); T and D become occupancy intervals of the
 * demo (`demoBedPlan`: the registrations module admits, the kamar module starts the cleaning).
 */
export const KAMAR = [
  ['ANG', 'ANG-01', 'Anggrek 1', 'C', 'T'],
  ['ANG', 'ANG-02', 'Anggrek 2', 'C', 'T'],
  ['MEL', 'MEL-01', 'Melati 1', 'P', 'TK'],
  ['MEL', 'MEL-02', 'Melati 2', 'L', 'TD'],
  ['MAW', 'MAW-01', 'Mawar 1', 'P', 'TTKK'],
  ['MAW', 'MAW-02', 'Mawar 2', 'L', 'TKDK'],
  ['DAH', 'DAH-01', 'Dahlia 1', 'P', 'TTTKKR'],
  ['DAH', 'DAH-02', 'Dahlia 2', 'L', 'TTKKKK'],
] as const;

/** The bed code of the demo room `room`'s bed number `index` (0: A). */
export const demoBedCode = (room: string, index: number) =>
  `${room}-${String.fromCharCode(65 + index)}`;

/** The demo beds occupied (T) and being cleaned (D) on the demo day, by bed code. */
export function demoBedPlan(): { code: string; plan: 'T' | 'D' }[] {
  return KAMAR.flatMap(([, room, , , beds]) =>
    [...beds].flatMap((letter, i) =>
      letter === 'T' || letter === 'D' ? [{ code: demoBedCode(room, i), plan: letter }] : [],
    ),
  );
}

export const TARIF_KOMPONEN: Row[] = [
  { code: 'JS', name: 'Jasa Sarana', componentType: 'JASA_SARANA', coaCode: '4.1.01' },
  { code: 'JP', name: 'Jasa Pelayanan', componentType: 'JASA_PELAYANAN', coaCode: '4.1.02' },
  { code: 'BHP', name: 'Bahan Habis Pakai', componentType: 'BHP', coaCode: '4.1.03' },
];

/** [tariff menu, code, name, kelas code or null, jasa sarana, jasa pelayanan] (price = sum). */
export const TARIF = [
  ['tarif-registrasi', 'REG-BARU', 'Registrasi Pasien Baru', null, 25000, 10000],
  ['tarif-registrasi', 'REG-LAMA', 'Registrasi Pasien Lama', null, 15000, 5000],
  ['tarif-periksa-dokter', 'PD-UMUM', 'Pemeriksaan Dokter Umum', null, 20000, 30000],
  ['tarif-periksa-dokter', 'PD-SPES', 'Pemeriksaan Dokter Spesialis', null, 40000, 110000],
  ['tarif-akomodasi', 'AK-VIP', 'Kamar VIP per Hari', 'VIP', 650000, 100000],
  ['tarif-akomodasi', 'AK-K1', 'Kamar Kelas 1 per Hari', 'K1', 350000, 50000],
  ['tarif-akomodasi', 'AK-K2', 'Kamar Kelas 2 per Hari', 'K2', 225000, 25000],
  ['tarif-akomodasi', 'AK-K3', 'Kamar Kelas 3 per Hari', 'K3', 125000, 25000],
  ['tarif-lab', 'LAB-DL', 'Darah Lengkap', null, 60000, 25000],
  ['tarif-lab', 'LAB-GDS', 'Glukosa Darah Sewaktu', null, 20000, 10000],
  ['tarif-radiologi', 'RAD-THX', 'Foto Toraks PA', null, 120000, 30000],
  ['tarif-radiologi', 'RAD-USG', 'USG Abdomen', null, 200000, 100000],
  ['tarif-visit-dokter-spesialis', 'VST-SP', 'Visit Dokter Spesialis', null, 0, 150000],
  ['tarif-ambulance', 'AMB-DK', 'Ambulans Dalam Kota', null, 250000, 50000],
] as const;

/**
 * The HAI kinds the infection-prevention nurses record (master-hais): one row per kind, named as
 * the surveillance forms name them (docs/keselamatan.md).
 */
export const HAIS: Row[] = [
  { code: 'ISK-CAUTI', name: 'ISK terkait kateter urin (CAUTI)', kind: 'ISK' },
  { code: 'IADP-CLABSI', name: 'IADP terkait kateter vena sentral (CLABSI)', kind: 'IADP' },
  { code: 'VAP', name: 'Pneumonia terkait ventilator (VAP)', kind: 'VAP' },
  { code: 'HAP', name: 'Pneumonia didapat di rumah sakit (HAP)', kind: 'HAP' },
  { code: 'IDO-SUP', name: 'IDO superfisial', kind: 'IDO' },
  { code: 'IDO-DLM', name: 'IDO dalam/organ', kind: 'IDO' },
  { code: 'PLEB', name: 'Plebitis', kind: 'PLEBITIS' },
  { code: 'DEKU', name: 'Dekubitus (luka tekan)', kind: 'DEKUBITUS' },
];

/** One row (or a small chain) for every master other masters reference, so forms have options. */
export const REFERENCED = {
  FisioterapiHead: [{ code: 'FT-FIS', name: 'Fisioterapi Fisik' }],
  JenisTindakanOperasi: [{ code: 'OP-BU', name: 'Bedah Umum', size: 'SEDANG' }],
  FaskesRujukan: [
    { code: 'PKM-01', name: 'Puskesmas Kecamatan Menteng', faskesType: 'PUSKESMAS', phone: null },
  ],
  SdkiKategori: [{ code: 'FIS', name: 'Fisiologis' }],
  SlkiKategori: [{ code: 'L-FIS', name: 'Fisiologis' }],
  SikiKategori: [{ code: 'I-FIS', name: 'Fisiologis' }],
  LogistikUnit: [{ code: 'YANMED', name: 'Pelayanan Medis' }],
  LogistikAsetBidang: [{ code: 'MED', name: 'Peralatan Medis' }],
  LogistikAsetMerk: [{ code: 'UMUM', name: 'Tanpa Merek' }],
  LogistikBarangUmumKategori: [{ code: 'ATK', name: 'Alat Tulis Kantor' }],
  MasterCoaPendapatan: [
    { code: '4.1.01', name: 'Pendapatan Rawat Jalan', serviceKind: 'poli' },
    { code: '4.1.03', name: 'Pendapatan Rawat Inap', serviceKind: 'ranap' },
  ],
} satisfies Record<string, Row[]>;
