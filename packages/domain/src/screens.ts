/**
 * The screen catalogue: every screen of `screens-routes-calls.md` section 2 (2.2 to 2.14) with its
 * path, optional parameters, route name, menu key, Indonesian page title, sidebar group and flags.
 *
 * One definition, read by the server (menu keys that permissions are checked against, the menus a
 * level can be granted) and by the EMR (route table, sidebar, guards, `routes:report`).
 *
 * Conventions:
 * - The menu key of a screen is its first path segment (what `menuRole` entries name).
 * - Public display and kiosk screens (section 2.2) are `displayOnly` and carry no menu key.
 * - `params` are the optional (`?`) or required path parameters after the first segment.
 */
import { PUBLIC_SCREEN_PATHS } from './public-screens';

export type ScreenSection =
  | '2.2'
  | '2.3'
  | '2.4'
  | '2.5'
  | '2.6'
  | '2.7'
  | '2.8'
  | '2.9'
  | '2.10'
  | '2.11'
  | '2.12'
  | '2.13'
  | '2.14';

export type ScreenGroup =
  | 'publik'
  | 'dashboard'
  | 'klinis'
  | 'master'
  | 'tarif'
  | 'administrasi'
  | 'admisi'
  | 'keuangan'
  | 'bpjs'
  | 'operasi'
  | 'ugd'
  | 'laporan'
  | 'ranap'
  | 'penunjang'
  | 'logistik';

export interface ScreenParam {
  readonly name: string;
  readonly optional: boolean;
}

export interface ScreenDef {
  /** First path segment, e.g. 'poli' or 'display-poli'. */
  readonly key: string;
  /** Route name in PascalCase (the spec's names where it gives them, e.g. VerifikasiRM). */
  readonly name: string;
  /** Indonesian page title. */
  readonly title: string;
  readonly section: ScreenSection;
  readonly group: ScreenGroup;
  /** Path parameters after the key, in order. */
  readonly params: readonly ScreenParam[];
  /** Menu key matched against menuRole; null for public screens. */
  readonly menuKey: string | null;
  readonly displayOnly: boolean;
  readonly redirectIfLoggedIn: boolean;
  /** Inpatient detail page (shows the inpatient patient header). */
  readonly inpatientDetail: boolean;
  /** Required query parameters (VerifikasiRM and Farmasi need pageSlug and regId). */
  readonly requiredQuery: readonly string[];
}

interface Row {
  readonly path: string;
  readonly title: string;
  readonly name?: string;
  readonly inpatientDetail?: boolean;
  readonly requiredQuery?: readonly string[];
}

/** 'pasien-lama' -> 'PasienLama'; 'icd-10-upla' -> 'Icd10Upla'. */
export function routeNameFromKey(key: string): string {
  return key
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function parse(path: string): { key: string; params: ScreenParam[] } {
  const [key, ...rest] = path.split('/');
  if (!key) throw new Error(`empty screen path: ${path}`);
  const params = rest.map((segment) => {
    const raw = segment.replace(/^:/, '').replace(/^\{/, '').replace(/\}$/, '');
    const optional = raw.endsWith('?');
    return { name: optional ? raw.slice(0, -1) : raw, optional };
  });
  return { key, params };
}

function rows(text: string): Row[] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [path = '', title = ''] = line.split('|').map((s) => s.trim());
      return { path, title };
    });
}

function group(
  section: ScreenSection,
  groupName: ScreenGroup,
  list: readonly Row[],
  opts: { displayOnly?: boolean } = {},
): ScreenDef[] {
  return list.map((row) => {
    const { key, params } = parse(row.path);
    const displayOnly = opts.displayOnly === true && key !== 'login';
    return {
      key,
      name: row.name ?? routeNameFromKey(key),
      title: row.title,
      section,
      group: groupName,
      params,
      menuKey: section === '2.2' ? null : key,
      displayOnly,
      redirectIfLoggedIn: key === 'login',
      inpatientDetail: row.inpatientDetail ?? false,
      requiredQuery: row.requiredQuery ?? [],
    };
  });
}

/** Titles of the public screens (their paths are `PUBLIC_SCREEN_PATHS`, read at boot). */
const PUBLIC_TITLES: Readonly<Record<string, string>> = {
  'display-poli': 'Layar Antrean Poliklinik',
  'display-penunjang': 'Layar Antrean Penunjang',
  'display-antrian': 'Layar Antrean',
  'display-anjungan-ranap': 'Anjungan Ketersediaan Kamar Rawat Inap',
  'display-cetak': 'Ambil Nomor Antrean',
  'display-finger-print': 'Layar Sidik Jari',
  'display-antrian-admisi': 'Layar Antrean Admisi',
  'display-antrian-perawat': 'Layar Antrean Perawat',
  'display-antrian-farmasi': 'Layar Antrean Farmasi',
  'display-antrian-farmasi-ugd': 'Layar Antrean Farmasi UGD',
  'display-check-in': 'Check-in Mandiri',
  'input-kode-booking': 'Masukkan Kode Booking',
  'scan-qr-code': 'Pindai Kode QR',
  'scan-qr-code-surat': 'Pindai Kode QR Surat',
  'done-checkin': 'Check-in Selesai',
  'input-kode-bpjs': 'Masukkan Nomor BPJS',
  'display-antrian-ugd': 'Layar Antrean UGD',
  'display-antrian-admisi-ugd': 'Layar Antrean Admisi UGD',
};

const publicScreens: Row[] = [
  { path: 'login', title: 'Masuk', name: 'Login' },
  ...PUBLIC_SCREEN_PATHS.map((path) => {
    const key = path.split('/')[0] ?? path;
    const title = Object.hasOwn(PUBLIC_TITLES, key) ? PUBLIC_TITLES[key] : undefined;
    if (!title) throw new Error(`Public screen ${key} has no title`);
    return { path, title };
  }),
];

const dashboards: Row[] = [
  { path: 'dashboard/{pageSlug?}', title: 'Dashboard', name: 'Dashboard' },
  ...rows(`
dashboard-ugd | Dashboard UGD
dashboard-ranap | Dashboard Rawat Inap
hais | HAIs
keselamatan-pasien | Keselamatan Pasien (Risiko Jatuh)
laporan-insiden | Laporan Insiden
dokter/{pageSlug?}/{pageId?} | Dokter
`),
  {
    path: 'rekam-medis/{pageSlug?}/{rmNo?}/{typeKajian?}',
    title: 'Rekam Medis',
    name: 'RekamMedis',
  },
  ...rows(`
registrasi-pasien | Registrasi Pasien
`),
  { path: 'farmasi', title: 'Farmasi', name: 'Farmasi', requiredQuery: ['pageSlug', 'regId'] },
  {
    path: 'verifikasi-rekam-medis',
    title: 'Verifikasi Rekam Medis',
    name: 'VerifikasiRM',
    requiredQuery: ['pageSlug', 'regId'],
  },
  { path: 'verifikasi-upla', title: 'Verifikasi UPLA', name: 'VerifikasiUpla' },
  ...rows(`
laporan-management | Laporan Manajemen
report-billing | Laporan Billing
follow-up | Tindak Lanjut
`),
];

/** Master data: each takes an optional pageSlug (list, add, edit) and pageId. */
const masterRows = rows(`
master-hais | Master HAIs
dosis | Dosis
poli | Poliklinik
asal-rujukan | Asal Rujukan
obat | Obat
alat-kesehatan | Alat Kesehatan
alat-infus | Alat Infus
radiologi | Radiologi
fisioterapi | Fisioterapi
fisioterapi-head | Kepala Fisioterapi
insiden | Insiden
inform-consent | Inform Consent
zipcode | Kode Pos
nutrition-diagnosis | Diagnosis Gizi
nutrition-intervention | Intervensi Gizi
nutrition-goal | Tujuan Gizi
nutrition-etiology | Etiologi Gizi
nutrition-problem | Problem Gizi
nutrition-sign | Tanda dan Gejala Gizi
jenis-diit | Jenis Diit
bentuk-makanan | Bentuk Makanan
icd-9 | ICD-9
icd-10 | ICD-10
icd-9-upla | ICD-9 UPLA
icd-10-upla | ICD-10 UPLA
tindakan-dokter | Tindakan Dokter
tindakan-perawat | Tindakan Perawat
alat-bantu-tarik | Alat Bantu Tarik
tindakan-fisioterapi | Tindakan Fisioterapi
cara-pembayaran | Cara Pembayaran
cairan | Cairan
darah-balance-cairan | Darah Balance Cairan
kesadaran | Kesadaran
pekerjaan | Pendidikan dan Pekerjaan
laboratorium | Laboratorium
sub-laboratorium | Sub Laboratorium
jenis-tindakan-operasi | Jenis Tindakan Operasi
penyakit-menular | Penyakit Menular
implan | Implan
tindakan-operasi | Tindakan Operasi
agama | Agama
sdki | SDKI
sdki-kategori | Kategori SDKI
sdki-kriteria | Kriteria SDKI
slki | SLKI
slki-kategori | Kategori SLKI
slki-kriteria | Kriteria SLKI
siki | SIKI
siki-kategori | Kategori SIKI
siki-kriteria | Kriteria SIKI
type-satuan | Tipe Satuan
faskes-rujukan | Fasilitas Kesehatan Rujukan
poli-rujukan | Poli Rujukan
dokter-rujukan | Dokter Rujukan
suku | Suku
riwayat-alergi | Riwayat Alergi
vendor | Vendor
rekening-bank | Rekening Bank
bank | Bank
asal-darah | Asal Darah
asuransi-cob | Asuransi COB
fasilitas | Fasilitas
m-ruangan | Ruangan
ugd-rumah-sakit | Rumah Sakit Rujukan UGD
ugd-puskesmas | Puskesmas Rujukan UGD
ranap-bangsal | Bangsal Rawat Inap
ranap-kelas | Kelas Rawat Inap
ranap-kamar | Kamar Rawat Inap
ranap-bed | Tempat Tidur Rawat Inap
template-resep | Template Resep
template-penunjang | Template Penunjang
master-flag-aktivitas-jadwal | Flag Aktivitas Jadwal
laporan-efektivitas-jadwal | Laporan Efektivitas Jadwal
logistik-unit | Unit Logistik
logistik-sub-unit | Sub Unit Logistik
logistik-aset-bidang | Bidang Aset
logistik-aset-kategori | Kategori Aset
logistik-aset-merk | Merek Aset
logistik-aset-barang | Barang Aset
logistik-gudang-master | Gudang
logistik-kategori | Kategori Logistik
logistik-barang-umum | Barang Umum
logistik-barang-umum-kategori | Kategori Barang Umum
tarif-komponen | Komponen Tarif
ncc-mapping | Pemetaan NCC
config-tarif | Konfigurasi Tarif
logistik-industri | Industri Farmasi
logistik-supplier | Supplier
master-logistik-anggaran | Master Anggaran Logistik
master-coa-pendapatan | COA Pendapatan
master-logistik-vendor-pemusnahan | Vendor Pemusnahan
master-poli-sub-spesialis | Poli Sub Spesialis
master-billing-margin | Margin Billing
master-tindakan-pa | Tindakan Patologi Anatomi
master-vendor-pencucian | Vendor Pencucian
simulasi-biaya-penunjang | Simulasi Biaya Penunjang
config-logistik | Konfigurasi Logistik
`).map((row) => ({ ...row, path: `${row.path}/{pageSlug?}/{pageId?}` }));

/** hari-libur takes no slug (spec 2.4). */
const holidays: Row[] = [{ path: 'hari-libur', title: 'Hari Libur' }];

const tariffRows = rows(`
registrasi | Tarif Registrasi
akomodasi | Tarif Akomodasi
periksa-dokter | Tarif Periksa Dokter
visit-dokter-spesialis | Tarif Visit Dokter Spesialis
tindakan-dokter-spesialis | Tarif Tindakan Dokter Spesialis
tindakan-dokter-umum | Tarif Tindakan Dokter Umum
tindakan-perawat | Tarif Tindakan Perawat
visit-dokter-umum | Tarif Visit Dokter Umum
konsul-online | Tarif Konsul Online
konsul-ahli-gizi | Tarif Konsul Ahli Gizi
ambulance | Tarif Ambulans
radiologi | Tarif Radiologi
radiologi-external | Tarif Radiologi Eksternal
tindakan-operasi | Tarif Tindakan Operasi
fisioterapi | Tarif Fisioterapi
lab-external | Tarif Laboratorium Eksternal
lab | Tarif Laboratorium
pa-internal | Tarif PA Internal
pa-external | Tarif PA Eksternal
laundry | Tarif Laundry
medical-report | Tarif Medical Report
gizi | Tarif Gizi
mcu | Tarif MCU
home-care | Tarif Home Care
transfusi | Tarif Transfusi
phlebotomy | Tarif Phlebotomy
pa | Tarif Patologi Anatomi
pemeriksaan-hiv | Tarif Pemeriksaan HIV
crossmatch | Tarif Crossmatch
`).map((row) => ({ ...row, path: `tarif-${row.path}/{pageSlug?}/{pageId?}` }));

const administration: Row[] = [
  { path: 'account-setting', title: 'Pengaturan Akun', name: 'AccountSetting' },
  ...rows(`
user/{pageSlug?}/{pageId?} | Pengguna
user-level/{pageSlug?}/{pageId?} | Level Pengguna
static-settings | Pengaturan Statis
audit-trail | Jejak Audit
`),
  { path: 'Notifikasi', title: 'Notifikasi', name: 'Notification' },
];

const admission: Row[] = [
  { path: 'pasien-lama', title: 'Pasien Lama', name: 'RoPasien' },
  { path: 'pasien', title: 'Pasien', name: 'Pasien' },
  ...rows(`
admisi-reservasi | Reservasi
kasir | Kasir
audio-antrean | Audio Antrean
unit-tujuan | Unit Tujuan
group-antrean | Grup Antrean
display-layar | Pengaturan Layar Display
jadwal-dokter | Jadwal Dokter
rujukan | Rujukan
rencana-kontrol | Rencana Kontrol
admisi-antrean | Antrean Admisi
ranap-admisi-antrean | Antrean Admisi Rawat Inap
informasi-admisi-antrean | Antrean Informasi
report-admisi | Laporan Admisi
`),
  { path: 'task-id-harian', title: 'Task ID Harian', name: 'RoTaskIDHarian' },
  { path: 'belum-dilayani', title: 'Belum Dilayani', name: 'RoBelumDilayani' },
  ...rows(`
post-opname | Post Opname
`),
];

const finance = rows(`
billing | Billing
billing-eksternal | Billing Eksternal
billing-medical-report | Billing Medical Report
kasir-poliklinik | Kasir Poliklinik
kasir-ugd | Kasir UGD
kasir-ranap | Kasir Rawat Inap
revisi-akuntansi-ranap | Revisi Akuntansi Rawat Inap
revisi-akuntansi-ugd | Revisi Akuntansi UGD
revisi-akuntansi-poli | Revisi Akuntansi Poliklinik
revisi-akuntansi-eksternal-ranap | Revisi Akuntansi Eksternal Rawat Inap
revisi-akuntansi-eksternal-ugd | Revisi Akuntansi Eksternal UGD
revisi-akuntansi-eksternal-poli | Revisi Akuntansi Eksternal Poliklinik
penagihan-piutang/{pageSlug?}/{pageId?} | Penagihan Piutang
pembayaran-piutang/{pageSlug?}/{pageId?} | Pembayaran Piutang
e-klaim-ranap | E-Klaim Rawat Inap
e-klaim-ugd | E-Klaim UGD
e-klaim-poli | E-Klaim Poliklinik
pembayaran-hutang | Pembayaran Hutang
pembayaran-hutang-do | Pembayaran Hutang DO
pembayaran-hutang-laundry | Pembayaran Hutang Laundry
verifikasi-jurnal-keuangan | Verifikasi Jurnal Keuangan
verifikasi-jurnal-rajal | Verifikasi Jurnal Rawat Jalan
verifikasi-jurnal-ugd | Verifikasi Jurnal UGD
verifikasi-jurnal-rawat-inap | Verifikasi Jurnal Rawat Inap
verifikasi-jurnal-rawat-inap-old | Verifikasi Jurnal Rawat Inap (Lama)
verifikasi-jurnal-logistik | Verifikasi Jurnal Logistik
verifikasi-kasir-jurnal-rajal | Verifikasi Jurnal Kasir Rawat Jalan
verifikasi-kasir-jurnal-ugd | Verifikasi Jurnal Kasir UGD
verifikasi-kasir-jurnal-rawat-inap | Verifikasi Jurnal Kasir Rawat Inap
verifikasi-jurnal-eklaim-poli | Verifikasi Jurnal E-Klaim Poliklinik
verifikasi-jurnal-eklaim-ugd | Verifikasi Jurnal E-Klaim UGD
verifikasi-jurnal-eklaim-ranap | Verifikasi Jurnal E-Klaim Rawat Inap
verifikasi-jurnal-eksternal-rajal | Verifikasi Jurnal Eksternal Rawat Jalan
verifikasi-jurnal-eksternal-ugd | Verifikasi Jurnal Eksternal UGD
verifikasi-jurnal-eksternal-ranap | Verifikasi Jurnal Eksternal Rawat Inap
kasir-eksternal-rajal | Kasir Eksternal Rawat Jalan
kasir-eksternal-ugd | Kasir Eksternal UGD
kasir-eksternal-ranap | Kasir Eksternal Rawat Inap
tutup-kasir | Tutup Kasir
setup-saldo-awal | Setup Saldo Awal
rekonsil-bank/{pageSlug?}/{pageId?} | Rekonsiliasi Bank
laporan-billing | Laporan Billing
laporan-akuntansi | Laporan Akuntansi
laporan-hutang | Laporan Hutang
laporan-piutang | Laporan Piutang
billing-kuitansi-non | Kuitansi Non Billing
billing-return-obat-farmasi | Return Obat Farmasi
billing-return-obat-kasir | Return Obat Kasir
billing-jurnal-return-obat | Jurnal Return Obat
billing-transfer | Transfer Billing
report-ubs | Laporan UBS
`);

const bpjs = rows(`
bpjs-peserta | Peserta BPJS
referensi | Referensi BPJS
log-antrean | Log Antrean BPJS
monitoring | Monitoring BPJS
sep | SEP
referensi-antrean | Referensi Antrean BPJS
rujukan-bpjs | Rujukan BPJS
prb | Program Rujuk Balik
rencana-kontrol-bpjs | Rencana Kontrol BPJS
data-sep/{pageSlug?} | Data SEP
lpk/{pageSlug?} | Lembar Pengajuan Klaim
ketersediaan-kamar | Ketersediaan Kamar (Aplicares)
kyc-verification | Verifikasi KYC SATUSEHAT
satu-sehat-encounter | Encounter SATUSEHAT Rawat Jalan
satu-sehat-encounter-ugd | Encounter SATUSEHAT UGD
satu-sehat-encounter-ranap | Encounter SATUSEHAT Rawat Inap
`);

const surgery = rows(`
jadwal-operasi-crud | Kelola Jadwal Operasi
jadwal-operasi | Jadwal Operasi
`);

const emergency: Row[] = [
  ...rows(`
pendaftaran-ugd | Pendaftaran UGD
triase-ugd | Triase UGD
`),
  { path: 'assesment-ugd-dokter', title: 'Asesmen Dokter UGD', name: 'UGDAssesment' },
  ...rows(`
assesment-ugd-perawat | Asesmen Perawat UGD
list-assesment | Daftar Asesmen
`),
  {
    path: 'ugd-form-perawat/{pageSlug?}/{rmNo?}',
    title: 'Form Perawat UGD',
    name: 'UGDFormPerawat',
  },
  { path: 'ugd-form-dokter/{pageSlug?}/{rmNo?}', title: 'Form Dokter UGD', name: 'UGDFormDokter' },
  {
    path: 'ugd-tindak-lanjut/{pageSlug?}/{typeDokumen?}',
    title: 'Tindak Lanjut UGD',
    name: 'UGDTindakLanjut',
  },
  ...rows(`
assesment-ugd-lab | Asesmen Laboratorium UGD
ugd-poct-laboratorium | POCT Laboratorium UGD
assesment-ugd-radiologi | Asesmen Radiologi UGD
`),
  { path: 'ugd-form-lab/{pageSlug?}/{rmNo?}', title: 'Form Laboratorium UGD', name: 'UGDFormLab' },
  {
    path: 'ugd-form-radiologi/{pageSlug?}/{rmNo?}',
    title: 'Form Radiologi UGD',
    name: 'UGDFormRadiologi',
  },
  { path: 'ugd-catatan-asuhan/{pageSlug}', title: 'Catatan Asuhan UGD', name: 'UGDCatatanAsuhan' },
  ...rows(`
ugd-admisi-antrean | Antrean Admisi UGD
ugd-farmasi | Farmasi UGD
rekonsiliasi-obat | Rekonsiliasi Obat
ugd-rekam-medis | Rekam Medis UGD
ugd-upla | UPLA UGD
ugd-rujukan-masuk | Rujukan Masuk UGD
ugd-rujukan-keluar | Rujukan Keluar UGD
ugd-penerbitan-surat | Penerbitan Surat UGD
ugd-surat-emergency | Surat Emergency UGD
ugd-report-admisi | Laporan Admisi UGD
ugd-hais | HAIs UGD
`),
  { path: 'ugd-pasien-ranap', title: 'Pasien Rawat Inap dari UGD', name: 'UGDPasienRanap' },
  ...rows(`
ugd-pemberian-makan | Pemberian Makan UGD
ugd-medical-report | Medical Report UGD
ugd-farmasi-penunjang | Farmasi Penunjang UGD
ugd-cppt-dokter-spesialis/{pageSlug?}/{kajianNo?} | CPPT Dokter Spesialis UGD
pemeriksaan-pa-ugd | Pemeriksaan PA UGD
assesment-ugd-dokter-radiologi | Asesmen Dokter Radiologi UGD
assesment-ugd-dokter-lab | Asesmen Dokter Laboratorium UGD
`),
];

const reports = rows(`
report-fisioterapi | Laporan Fisioterapi
report-farmasi | Laporan Farmasi
report-laboratorium | Laporan Laboratorium
report-radiologi | Laporan Radiologi
report-admisi-rajal | Laporan Admisi Rawat Jalan
report-admisi-ugd | Laporan Admisi UGD
report-admisi-ranap | Laporan Admisi Rawat Inap
report-ranap | Laporan Rawat Inap
report-dinkes | Laporan Dinas Kesehatan
kirim-pesan-massal | Kirim Pesan Massal
`);

const inpatientLists = rows(`
pendaftaran-ranap | Pendaftaran Rawat Inap
pasien-rujukan | Pasien Rujukan
ketersediaan-kamar-ranap | Ketersediaan Kamar Rawat Inap
pasien-bangsal | Pasien Bangsal
pasien-perawatan | Pasien Perawatan
pasien-perawatan-dpjp | Pasien Perawatan DPJP
pasien-selesai | Pasien Selesai
pasien-perawatan-gizi | Pasien Perawatan Gizi
pasien-selesai-farmasi | Pasien Selesai Farmasi
`);

/** Inpatient detail pages: they show the inpatient patient header. */
const inpatientDetail = rows(`
kajian-awal-umum/{pageSlug?}/{rmNo?} | Kajian Awal Keperawatan Umum
kajian-awal-anak/{pageSlug?}/{rmNo?} | Kajian Awal Keperawatan Anak
kajian-awal-obsgyn/{pageSlug?}/{rmNo?} | Kajian Awal Keperawatan Obsgyn
kajian-awal-icu/{pageSlug?}/{rmNo?} | Kajian Awal Keperawatan ICU
kajian-awal-nicu/{pageSlug?}/{rmNo?} | Kajian Awal Keperawatan NICU
kajian-awal-picu/{pageSlug?}/{rmNo?} | Kajian Awal Keperawatan PICU
kajian-awal-bbl/{pageSlug?}/{rmNo?} | Kajian Awal Keperawatan Bayi Baru Lahir
kajian-awal-medis | Kajian Awal Medis
kajian-awal-medis-bbl | Kajian Awal Medis Bayi Baru Lahir
kajian-awal-gizi | Kajian Awal Gizi
kriteria-discharge-planning | Kriteria Discharge Planning
monitoring-ranap | Monitoring Rawat Inap
cppt | CPPT
cppt-soap/{cpptNo?} | CPPT SOAP
cppt-sbar/{cpptNo?} | CPPT SBAR
cppt-dokter/{cpptNo?} | CPPT Dokter
cppt-ppa-radio/{cpptNo?} | CPPT PPA Radiologi
cppt-ppa-lab/{cpptNo?} | CPPT PPA Laboratorium
cppt-dietisien/{cpptNo?} | CPPT Dietisien
cppt-fisio/{cpptNo?} | CPPT Fisioterapi
cppt-farmasi/{cpptNo?} | CPPT Farmasi
cppt-list | Daftar CPPT
dokter-anestesi | Dokter Anestesi
perawat-bedah | Perawat Bedah
dokter-operator | Dokter Operator
ppjp | PPJP
ranap-pasien-operasi | Pasien Operasi
mpp-ranap | MPP Rawat Inap
laundry-ranap | Laundry Rawat Inap
discharge-planning-perawat | Discharge Planning Perawat
discharge-planning-dokter | Discharge Planning Dokter
discharge-planning-gizi | Discharge Planning Gizi
discharge-planning-farmasi | Discharge Planning Farmasi
edukasi-integrasi-perawat | Edukasi Terintegrasi Perawat
edukasi-integrasi-dokter | Edukasi Terintegrasi Dokter
edukasi-integrasi-gizi | Edukasi Terintegrasi Gizi
edukasi-integrasi-farmasi | Edukasi Terintegrasi Farmasi
ranap-meso | MESO Rawat Inap
pemberian-makan-dietisien | Pemberian Makan Dietisien
pemberian-makan | Pemberian Makan
tindak-lanjut-lab/{labNo?} | Tindak Lanjut Laboratorium
tindak-lanjut-radiologi/{radiologiNo?} | Tindak Lanjut Radiologi
tindak-lanjut-fisioterapi/{fisioNo?} | Tindak Lanjut Fisioterapi
tindakan-lab | Tindakan Laboratorium
tindakan-radiologi | Tindakan Radiologi
tindakan-fisioterapi-ranap | Tindakan Fisioterapi
poct-lab | POCT Laboratorium
ranap-pasien-tindakan-icd-9 | Tindakan ICD-9 Pasien
asuhan-keperawatan/{askepNo?} | Asuhan Keperawatan
permintaan-resep/{resepNo?} | Permintaan Resep
serah-terima-pasien/{pageSlug?}/{form?}/{id?} | Serah Terima Pasien
ranap-farmasi | Farmasi Rawat Inap
resep-pulang | Resep Pulang
return-obat | Return Obat
konsultasi | Konsultasi
raber | Rawat Bersama
alih-rawat | Alih Rawat
konsultasi-dietisien | Konsultasi Dietisien
kajian-nyeri/{kajianNo?} | Kajian Nyeri
kajian-resiko-jatuh/{kajianNo?} | Kajian Risiko Jatuh
kajian-terminal/{kajianNo?} | Kajian Terminal
kajian-tbc/{kajianNo?} | Kajian TBC
catatan-persalinan | Catatan Persalinan
kajian-mandiri-sc | Kajian Mandiri SC
form-laporan-nifas/{pageSlug?} | Laporan Nifas
form-laporan-persalinan/{pageSlug?} | Laporan Persalinan
ranap-kajian-restrain/{pageSlug?}/{kajianNo?} | Kajian Restrain
formulir-lainnya-perawat/{pageSlug?}/{type?}/{id?} | Formulir Lainnya Perawat
ranap-kajian-fibrinolisis/{pageSlug?}/{kajianNo?} | Kajian Fibrinolisis
ranap-laporan-insiden | Laporan Insiden Rawat Inap
ranap-hais | HAIs Rawat Inap
ranap-resume-medis | Resume Medis
ranap-resume-medis-pasien | Resume Medis Pasien
ranap-rekonsiliasi-obat | Rekonsiliasi Obat Rawat Inap
ranap-rencana-ranap | Rencana Rawat Inap
ranap-rekam-medis | Rekam Medis Rawat Inap
ranap-upla | UPLA Rawat Inap
pemeriksaan-pa | Pemeriksaan PA
verifikasi-pasien-selesai | Verifikasi Pasien Selesai
verifikasi-piutang | Verifikasi Piutang
ranap-medical-report | Medical Report Rawat Inap
ranap-tindakan-dokter-lab | Tindakan Dokter Laboratorium
ranap-tindakan-dokter-radiologi | Tindakan Dokter Radiologi
tarif-tambahan-dietisien | Tarif Tambahan Dietisien
`).map((row) => ({ ...row, inpatientDetail: true }));

const otherClinical = rows(`
penerbitan-surat | Penerbitan Surat
edukasi-terintegrasi | Edukasi Terintegrasi
poliklinik-edukasi-terintegrasi | Edukasi Terintegrasi Poliklinik
batalkan-tindakan-penunjang | Batalkan Tindakan Penunjang
poct-laboratorium | POCT Laboratorium
pasien-tindakan-icd-9 | Tindakan ICD-9 Pasien
pasien-umum | Pasien Umum
poliklinik-medical-report | Medical Report Poliklinik
pemeriksaan-pa-poli | Pemeriksaan PA Poliklinik
dashboard-tindakan-dokter-lab | Dashboard Tindakan Dokter Laboratorium
dashboard-tindakan-dokter-radiologi | Dashboard Tindakan Dokter Radiologi
poliklinik-farmasi-penunjang | Farmasi Penunjang Poliklinik
farmasi-jual-obat | Penjualan Obat Bebas
finger-print-data | Data Sidik Jari
test | Uji Coba
`);

const logistics = rows(`
logistik-material-request | Material Request
logistik-purchase-request | Purchase Request
logistik-approval-anggaran | Persetujuan Anggaran
logistik-anggaran | Anggaran
logistik-po-request | Permintaan PO
logistik-po-list | Daftar PO
logistik-po-approval | Persetujuan PO
logistik-do | Delivery Order
logistik-request-do | Permintaan DO
logistik-berita-acara | Berita Acara
logistik-mutasi | Mutasi Barang
logistik-approval-mutasi | Persetujuan Mutasi
logistik-verifikasi-mutasi-anggaran | Verifikasi Anggaran Mutasi
logistik-stok-unit | Stok Unit
logistik-gudang-penarikan | Penarikan Gudang
logistik-penarikan-barang | Penarikan Barang
logistik-gudang | Gudang
logistik-barang-repack | Repack Barang
logistik-return | Return Barang
logistik-pemusnahan-barang | Pemusnahan Barang
stok-opname | Stok Opname
logistik-mutasi-sentral | Mutasi Linen Sentral
logistik-approval-mutasi-sentral | Persetujuan Mutasi Linen Sentral
logistik-verifikasi-mutasi-sentral | Verifikasi Anggaran Mutasi Linen Sentral
logistik-mutasi-bersih | Mutasi Linen Bersih
logistik-approval-mutasi-bersih | Persetujuan Mutasi Linen Bersih
logistik-verifikasi-mutasi-bersih | Verifikasi Anggaran Mutasi Linen Bersih
logistik-laundry | Laundry
logistik-laundry-verifikasi-pengembalian | Verifikasi Pengembalian Laundry
logistik-laundry-pembuatan-invoice | Pembuatan Invoice Laundry
logistik-stok-linen | Stok Linen
logistik-pemeliharaan-aset | Pemeliharaan Aset
`).concat([
  {
    path: 'logistik-pemeliharaan-internal',
    title: 'Pemeliharaan Internal',
    name: 'LogistikPemeliharaanInternal',
  },
  {
    path: 'logistik-pemeliharaan-eksternal',
    title: 'Pemeliharaan Eksternal',
    name: 'LogistikPemeliharaanEksternal',
  },
]);

/** Every screen of the spec, in the spec's order. */
export const screenCatalog: readonly ScreenDef[] = [
  ...group('2.2', 'publik', publicScreens, { displayOnly: true }),
  ...group('2.3', 'dashboard', dashboards),
  ...group('2.4', 'master', [...masterRows, ...holidays]),
  ...group('2.4', 'tarif', tariffRows),
  ...group('2.5', 'administrasi', administration),
  ...group('2.6', 'admisi', admission),
  ...group('2.7', 'keuangan', finance),
  ...group('2.8', 'bpjs', bpjs),
  ...group('2.9', 'operasi', surgery),
  ...group('2.10', 'ugd', emergency),
  ...group('2.11', 'laporan', reports),
  ...group('2.12', 'ranap', [...inpatientLists, ...inpatientDetail]),
  ...group('2.13', 'penunjang', otherClinical),
  ...group('2.14', 'logistik', logistics),
];

export const screenGroupTitles: Readonly<Record<ScreenGroup, string>> = {
  publik: 'Layar Publik',
  dashboard: 'Dashboard & Daftar Klinis',
  klinis: 'Klinis',
  master: 'Master Data',
  tarif: 'Tarif',
  administrasi: 'Administrasi',
  admisi: 'Admisi Rawat Jalan',
  keuangan: 'Billing & Keuangan',
  bpjs: 'BPJS & SATUSEHAT',
  operasi: 'Jadwal Operasi',
  ugd: 'UGD',
  laporan: 'Laporan & Pesan',
  ranap: 'Rawat Inap',
  penunjang: 'Klinis & Penunjang Lain',
  logistik: 'Logistik & Pemeliharaan',
};

/** Menu keys staff can be granted (every screen that is not public). */
export const menuKeys: readonly string[] = screenCatalog
  .filter((s) => s.menuKey !== null)
  .map((s) => s.menuKey as string);

export function findScreen(key: string): ScreenDef | undefined {
  return screenCatalog.find((s) => s.key === key);
}

export function findScreenByName(name: string): ScreenDef | undefined {
  return screenCatalog.find((s) => s.name === name);
}
