/**
 * `@simrs/validators/contracts`: the wire contract of every bounded context (docs/architecture.md).
 * One file per context; `contracts` lists them all (the server registers a handler for each,
 * a test checks that none is left without one).
 */
import { antreanContract, antreanContracts } from './antrean';
import { auditContracts } from './audit';
import { authContracts } from './auth';
import { dashboardContracts } from './dashboard';
import { dokumenContracts } from './dokumen';
import { kamarContracts } from './kamar';
import { keselamatanContracts } from './keselamatan';
import type { AnyContract, DisplayInput, DisplayNames, DisplayOutput } from './kit';
import { laporanAntreanContracts } from './laporan-antrean';
import { masterContracts } from './master';
import { notifikasiContracts } from './notifikasi';
import { pasienContracts } from './pasien';
import { pengaturanContracts, staticSettingsContract } from './pengaturan';
import { penggunaContracts } from './pengguna';
import { registrasiContracts } from './registrasi';
import { registrasiKontrolContracts } from './registrasi-kontrol';
import { simulasiBiayaContracts } from './simulasi-biaya';
import { suratContracts } from './surat';
import { tagihanContracts } from './tagihan';
import { ugdContracts } from './ugd';
import { verifikasiContracts } from './verifikasi';

export * from './access';
export * from './antrean';
export * from './audit';
export * from './auth';
export * from './dashboard';
export * from './diagnosa';
export * from './dokumen';
export * from './files';
export * from './grants';
export * from './kamar';
export * from './keselamatan';
export * from './kit';
export * from './laporan-antrean';
export * from './list';
export * from './master';
export * from './notifikasi';
export * from './params';
export * from './pasien';
export * from './pengaturan';
export * from './pengguna';
export * from './registrasi';
export * from './registrasi-kontrol';
export * from './resource';
export * from './simulasi-biaya';
export * from './surat';
export * from './tagihan';
export * from './ugd';
export * from './verifikasi';

/** Every contract, by context. */
export const contractsByContext: Readonly<Record<string, readonly AnyContract[]>> = {
  auth: authContracts,
  pengguna: penggunaContracts,
  pengaturan: pengaturanContracts,
  audit: auditContracts,
  notifikasi: notifikasiContracts,
  master: masterContracts,
  pasien: pasienContracts,
  antrean: antreanContracts,
  'laporan-antrean': laporanAntreanContracts,
  'simulasi-biaya': simulasiBiayaContracts,
  tagihan: tagihanContracts,
  kamar: kamarContracts,
  registrasi: [...registrasiContracts, ...registrasiKontrolContracts],
  ugd: ugdContracts,
  dokumen: dokumenContracts,
  verifikasi: verifikasiContracts,
  surat: suratContracts,
  keselamatan: keselamatanContracts,
  dashboard: dashboardContracts,
};

export const contracts: readonly AnyContract[] = /* @__PURE__ */ Object.values(
  contractsByContext,
).flat();

/** The contracts that own display screens (`/display/{screen}`), the kiosk's whole protocol. */
export const displayContracts = [antreanContract, staticSettingsContract] as const;

type DisplaysOf<C> = C extends AnyContract
  ? { [N in DisplayNames<C>]: { input: DisplayInput<C, N>; output: DisplayOutput<C, N> } }
  : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void
  ? I
  : never;

/** Every display screen by name: its input and its answer (a type: nothing reaches a bundle). */
export type DisplayScreens = Intersect<DisplaysOf<(typeof displayContracts)[number]>>;
