/**
 * The one list of the staff app's features: one bounded context each, the same name as its
 * folder, its contracts' `context` and its server module (`apps/server/src/modules/<context>/`).
 * Adding a feature is its folder and one line here (docs/architecture.md).
 */
import antrean from './antrean/routes';
import audit from './audit/routes';
import auth from './auth/routes';
import dashboard from './dashboard/routes';
import dokumen from './dokumen/routes';
import kamar from './kamar/routes';
import keselamatan from './keselamatan/routes';
import laporanAntrean from './laporan-antrean/routes';
import master from './master/routes';
import notifikasi from './notifikasi/routes';
import pasien from './pasien/routes';
import pengaturan from './pengaturan/routes';
import pengguna from './pengguna/routes';
import registrasi from './registrasi/routes';
import simulasiBiaya from './simulasi-biaya/routes';
import surat from './surat/routes';
import type { Feature } from './types';
import verifikasi from './verifikasi/routes';

export const featureList: readonly Feature[] = [
  antrean,
  audit,
  auth,
  dashboard,
  dokumen,
  kamar,
  keselamatan,
  laporanAntrean,
  master,
  notifikasi,
  pasien,
  pengaturan,
  pengguna,
  registrasi,
  simulasiBiaya,
  verifikasi,
  surat,
];
