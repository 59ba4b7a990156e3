import { screenCatalog } from '@simrs/domain/screens';
import { CPPT_SCREENS } from '@simrs/validators/contracts';
import type { MenuAction, MenuRoleEntry } from '@simrs/validators/resources';

const ALL: MenuAction[] = ['view', 'add', 'edit', 'delete', 'status', 'export'];
const WRITE: MenuAction[] = ['view', 'add', 'edit', 'status'];
const VIEW: MenuAction[] = ['view'];

/** Every level sees these (own account, dashboard, sidebar badges). */
const COMMON: MenuRoleEntry[] = [
  { menu: 'dashboard', actions: VIEW },
  { menu: 'account-setting', actions: ['view', 'edit'] },
  { menu: 'Notifikasi', actions: VIEW },
];

/**
 * The staff who care for patients (clinical levels, pharmacy, medical records, coders) report
 * patient-safety incidents and read their own reports; only the safety team (`edit`) reads all
 * of them and processes them (docs/keselamatan.md). The menu is a clinical one (a report names a
 * patient): granting it needs canManageAll, so it is not given to the administrative levels.
 */
const REPORT_INCIDENT: MenuRoleEntry = { menu: 'laporan-insiden', actions: ['view', 'add'] };

/**
 * CPPT's list of notes waiting for the DPJP's verification: doctors read it and verify (the
 * server also requires a doctor level to verify), nurses and midwives read it.
 */
const CPPT_VERIFY: MenuRoleEntry = { menu: 'cppt-list', actions: ['view', 'edit'] };
const CPPT_READ: MenuRoleEntry = { menu: 'cppt-list', actions: VIEW };

/**
 * A doctor level: verifies CPPT and issues letters and medical reports (docs/surat.md); voids
 * its own (`edit`). The medical records level voids anyone's (`delete`).
 */
const DOCTOR: MenuRoleEntry[] = [
  CPPT_VERIFY,
  { menu: 'penerbitan-surat', actions: WRITE },
  { menu: 'poliklinik-medical-report', actions: WRITE },
];

/**
 * The wards' CPPT screens (cppt, cppt-soap, ... cppt-farmasi): every clinical level opens them;
 * who writes there is the note's profession (docs/dokumen.md "CPPT").
 */
const CPPT_SCREEN_MENUS: MenuRoleEntry[] = Object.keys(CPPT_SCREENS).map((menu) => ({
  menu,
  actions: VIEW,
}));

/**
 * Tindak Lanjut (follow-up): the records team (`add`) follows up every incomplete record and
 * sends reminders; a clinician (`view`) sees their own items (docs/verifikasi.md).
 */
const FOLLOW_UP_OWN: MenuRoleEntry = { menu: 'follow-up', actions: VIEW };

const clinical = (extra: MenuRoleEntry[]): MenuRoleEntry[] => [
  ...COMMON,
  { menu: 'rekam-medis', actions: ['view', 'add', 'edit'] },
  FOLLOW_UP_OWN,
  ...CPPT_SCREEN_MENUS,
  { menu: 'pasien', actions: VIEW },
  { menu: 'pasien-tindakan-icd-9', actions: VIEW },
  { menu: 'edukasi-terintegrasi', actions: VIEW },
  { menu: 'poliklinik-edukasi-terintegrasi', actions: VIEW },
  // The patients in care at fall risk (docs/keselamatan.md).
  { menu: 'keselamatan-pasien', actions: VIEW },
  REPORT_INCIDENT,
  ...extra,
];

export interface DemoLevel {
  id: number;
  name: string;
  username: string;
  menuRole: MenuRoleEntry[];
}

/** The user levels of the spec (ids 1, 3..46) with menuRoles fitting each job. */
export const DEMO_LEVELS: DemoLevel[] = [
  { id: 1, name: 'Super Admin', username: 'superadmin', menuRole: [] },
  {
    id: 3,
    name: 'Perawat',
    username: 'perawat',
    menuRole: clinical([
      CPPT_READ,
      // The clinic nurse calls, serves and finishes visits on the clinic's worklist; the nurse
      // station's PC announces the clinics' calls in their waiting hall.
      { menu: 'dokter', actions: WRITE },
      { menu: 'audio-antrean', actions: VIEW },
    ]),
  },
  {
    id: 5,
    name: 'Dokter',
    username: 'dokter',
    menuRole: clinical([
      ...DOCTOR,
      { menu: 'dokter', actions: WRITE },
      // The clinic doctor plans the patient's next control visit.
      { menu: 'rencana-kontrol', actions: ['view', 'add'] },
    ]),
  },
  {
    id: 6,
    name: 'Dokter Gizi',
    username: 'dokter.gizi',
    menuRole: clinical([...DOCTOR, { menu: 'dokter', actions: WRITE }]),
  },
  {
    id: 7,
    name: 'Dokter Fisioterapi',
    username: 'dokter.fisio',
    menuRole: clinical([...DOCTOR, { menu: 'dokter', actions: WRITE }]),
  },
  { id: 9, name: 'Fisioterapis', username: 'fisioterapis', menuRole: clinical([]) },
  {
    id: 11,
    name: 'Farmasi',
    username: 'farmasi',
    menuRole: [
      ...COMMON,
      { menu: 'farmasi', actions: WRITE },
      { menu: 'obat', actions: ALL },
      { menu: 'pasien', actions: VIEW },
      REPORT_INCIDENT,
    ],
  },
  { id: 12, name: 'Laboratorium', username: 'laboratorium', menuRole: clinical([]) },
  { id: 13, name: 'Radiologi', username: 'radiologi', menuRole: clinical([]) },
  {
    id: 14,
    name: 'Rekam Medis',
    username: 'rekam.medis',
    menuRole: [
      ...COMMON,
      { menu: 'rekam-medis', actions: ALL },
      { menu: 'verifikasi-rekam-medis', actions: WRITE },
      // The verification worklist (records' stage opens from it).
      { menu: 'verifikasi-upla', actions: VIEW },
      // The follow-up of incomplete records: every visit, KLPCM, reminders.
      { menu: 'follow-up', actions: ['view', 'add'] },
      { menu: 'penerbitan-surat', actions: ['view', 'edit', 'delete'] },
      { menu: 'poliklinik-medical-report', actions: ['view', 'edit', 'delete'] },
      { menu: 'pasien-tindakan-icd-9', actions: VIEW },
      { menu: 'pasien', actions: ['view', 'add', 'edit', 'export'] },
      { menu: 'agama', actions: ALL },
      REPORT_INCIDENT,
    ],
  },
  {
    id: 17,
    name: 'Admin',
    username: 'admin',
    menuRole: [
      ...COMMON,
      { menu: 'user', actions: ALL },
      { menu: 'user-level', actions: ALL },
      { menu: 'audit-trail', actions: ['view', 'export'] },
      { menu: 'static-settings', actions: WRITE },
      // Every master-data and tariff screen of spec 2.4 (one definition: the screen catalogue).
      ...screenCatalog
        .filter((s) => s.group === 'master' || s.group === 'tarif')
        .map((s) => ({ menu: s.key, actions: ALL })),
    ],
  },
  {
    id: 18,
    name: 'Admisi',
    username: 'admisi',
    menuRole: [
      ...COMMON,
      { menu: 'registrasi-pasien', actions: WRITE },
      { menu: 'report-admisi', actions: ['view', 'export'] },
      { menu: 'rujukan', actions: VIEW },
      { menu: 'report-admisi-rajal', actions: ['view', 'export'] },
      { menu: 'pasien', actions: ['view', 'add', 'edit'] },
      { menu: 'pasien-lama', actions: VIEW },
      { menu: 'poli', actions: VIEW },
      { menu: 'admisi-antrean', actions: WRITE },
      { menu: 'informasi-admisi-antrean', actions: WRITE },
      { menu: 'admisi-reservasi', actions: WRITE },
      { menu: 'pendaftaran-ranap', actions: ['view', 'add'] },
      { menu: 'task-id-harian', actions: VIEW },
      { menu: 'belum-dilayani', actions: VIEW },
      { menu: 'audio-antrean', actions: VIEW },
      { menu: 'simulasi-biaya-penunjang', actions: VIEW },
      { menu: 'laporan-efektivitas-jadwal', actions: ['view', 'export'] },
      { menu: 'ketersediaan-kamar-ranap', actions: VIEW },
      { menu: 'rencana-kontrol', actions: WRITE },
      { menu: 'post-opname', actions: VIEW },
      { menu: 'pasien-umum', actions: VIEW },
      { menu: 'pasien-rujukan', actions: VIEW },
    ],
  },
  {
    id: 19,
    name: 'UPLA',
    username: 'upla',
    menuRole: [
      ...COMMON,
      { menu: 'verifikasi-upla', actions: WRITE },
      // Coders read the record and set the claim's diagnoses and procedures (source KODING).
      { menu: 'rekam-medis', actions: ['view', 'add'] },
      { menu: 'pasien-tindakan-icd-9', actions: VIEW },
      { menu: 'pasien', actions: VIEW },
      REPORT_INCIDENT,
    ],
  },
  {
    id: 23,
    name: 'Perawat UGD',
    username: 'perawat.ugd',
    menuRole: clinical([CPPT_READ, { menu: 'dashboard-ugd', actions: VIEW }]),
  },
  {
    id: 24,
    name: 'Dokter UGD',
    username: 'dokter.ugd',
    menuRole: clinical([...DOCTOR, { menu: 'dashboard-ugd', actions: VIEW }]),
  },
  {
    id: 25,
    name: 'Admisi UGD',
    username: 'admisi.ugd',
    menuRole: [
      ...COMMON,
      { menu: 'dashboard-ugd', actions: VIEW },
      { menu: 'pasien', actions: ['view', 'add', 'edit'] },
      { menu: 'ugd-admisi-antrean', actions: WRITE },
      { menu: 'belum-dilayani', actions: VIEW },
      { menu: 'audio-antrean', actions: VIEW },
    ],
  },
  {
    id: 26,
    name: 'Dokter Rawat Inap',
    username: 'dokter.ranap',
    menuRole: clinical([...DOCTOR, { menu: 'dashboard-ranap', actions: VIEW }]),
  },
  { id: 27, name: 'Bidan', username: 'bidan', menuRole: clinical([CPPT_READ]) },
  {
    id: 28,
    name: 'Perawat Rawat Inap',
    username: 'perawat.ranap',
    menuRole: clinical([
      CPPT_READ,
      { menu: 'dashboard-ranap', actions: VIEW },
      { menu: 'ranap-bangsal', actions: VIEW },
      // The ward desk: who lies where, transfers, discharges, beds cleaned and ready.
      { menu: 'pasien-bangsal', actions: ['view', 'edit'] },
      { menu: 'ketersediaan-kamar-ranap', actions: VIEW },
      // The ward's devices in place and their daily checks for the infection register.
      { menu: 'hais', actions: ['view', 'add'] },
    ]),
  },
  {
    id: 29,
    name: 'Manajer Pelayanan Pasien (MPP)',
    username: 'mpp',
    menuRole: clinical([{ menu: 'dashboard-ranap', actions: VIEW }]),
  },
  {
    id: 30,
    name: 'Perawat Jaga Bangsal',
    username: 'perawat.jaga',
    menuRole: clinical([
      CPPT_READ,
      { menu: 'dashboard-ranap', actions: VIEW },
      { menu: 'ranap-bangsal', actions: VIEW },
      // The ward desk: who lies where, transfers, discharges, beds cleaned and ready.
      { menu: 'pasien-bangsal', actions: ['view', 'edit'] },
      { menu: 'ketersediaan-kamar-ranap', actions: VIEW },
      // The ward's devices in place and their daily checks for the infection register.
      { menu: 'hais', actions: ['view', 'add'] },
    ]),
  },
  {
    id: 37,
    name: 'Gudang',
    username: 'gudang',
    menuRole: [
      ...COMMON,
      { menu: 'logistik-gudang-master', actions: ALL },
      { menu: 'logistik-barang-umum', actions: ALL },
      { menu: 'obat', actions: VIEW },
    ],
  },
  {
    id: 38,
    name: 'Pembelian',
    username: 'pembelian',
    menuRole: [
      ...COMMON,
      { menu: 'logistik-barang-umum', actions: WRITE },
      { menu: 'bank', actions: VIEW },
    ],
  },
  {
    id: 45,
    name: 'Dokter Radiologi',
    username: 'dokter.radiologi',
    menuRole: clinical(DOCTOR),
  },
  {
    id: 46,
    name: 'Dokter Laboratorium',
    username: 'dokter.lab',
    menuRole: clinical(DOCTOR),
  },
  {
    id: 47,
    name: 'Tim Keselamatan Pasien',
    username: 'tim.kp',
    // A level the hospital creates (not one of the spec's): reads every incident report,
    // verifies and grades it, investigates and closes it; reads the chart and the registers.
    menuRole: [
      ...COMMON,
      { menu: 'laporan-insiden', actions: WRITE },
      { menu: 'keselamatan-pasien', actions: VIEW },
      { menu: 'hais', actions: VIEW },
      { menu: 'rekam-medis', actions: VIEW },
      { menu: 'insiden', actions: ALL },
    ],
  },
  {
    id: 48,
    name: 'IPCN (Perawat PPI)',
    username: 'ipcn',
    // The infection-prevention nurse: keeps the HAI register (confirms HAI events, corrects any
    // entry) and the kinds of the master master-hais.
    menuRole: clinical([
      { menu: 'hais', actions: WRITE },
      { menu: 'master-hais', actions: ALL },
    ]),
  },
];

/**
 * Password of every demo user of the evaluation mode (printed at its start and written in
 * docs/server.md). The password policy refuses it everywhere else, and a production start refuses
 * to run while any account still has it.
 */
export { DEMO_PASSWORD } from '@simrs/validators';
