/**
 * The one list of the server's modules: one bounded context each, the same name as its
 * contracts (`@simrs/validators/contracts/<context>.ts`) and its EMR feature
 * (`apps/emr/src/features/<context>/`). Adding a context is one line here (docs/architecture.md).
 */
import type { ServerModule } from '../platform/module';
import { antreanModule } from './antrean/index';
import { auditModule } from './audit/index';
import { authModule } from './auth/index';
import { dashboardModule } from './dashboard/index';
import { dokumenModule } from './dokumen/index';
import { kamarModule } from './kamar/index';
import { keselamatanModule } from './keselamatan/index';
import { laporanAntreanModule } from './laporan-antrean/index';
import { masterModule } from './master/index';
import { notifikasiModule } from './notifikasi/index';
import { pasienModule } from './pasien/index';
import { pengaturanModule } from './pengaturan/index';
import { penggunaModule } from './pengguna/index';
import { registrasiModule } from './registrasi/index';
import { simulasiBiayaModule } from './simulasi-biaya/index';
import { suratModule } from './surat/index';
import { tagihanModule } from './tagihan/index';
import { ugdModule } from './ugd/index';
import { verifikasiModule } from './verifikasi/index';

/** In dependency order: a module's demo seed may read what the modules before it seeded. */
export const modules: readonly ServerModule[] = [
  masterModule,
  penggunaModule,
  authModule,
  pengaturanModule,
  auditModule,
  notifikasiModule,
  pasienModule,
  kamarModule,
  antreanModule,
  laporanAntreanModule,
  tagihanModule,
  simulasiBiayaModule,
  registrasiModule,
  ugdModule,
  dokumenModule,
  verifikasiModule,
  suratModule,
  keselamatanModule,
  dashboardModule,
];
