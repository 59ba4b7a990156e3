/**
 * The master-data and tariff catalogue (spec 2.4): every family in dependency order (a resource
 * comes after the resources it references), and the catalogue screens that are deliberately not
 * catalogue resources.
 */
import { clinicalMasters } from './master-clinical';
import { facilityMasters } from './master-facility';
import { icdMasters } from './master-icd';
import type { CatalogResource } from './master-kit';
import { logisticsMasters } from './master-logistics';
import { nursingMasters } from './master-nursing';
import { nutritionMasters } from './master-nutrition';
import { peopleMasters } from './master-people';
import { serviceMasters } from './master-services';
import { tariffMasters } from './tarif';

export const catalogResources: readonly CatalogResource[] = [
  ...serviceMasters,
  ...peopleMasters,
  ...facilityMasters,
  ...nursingMasters,
  ...nutritionMasters,
  ...icdMasters,
  ...clinicalMasters,
  ...logisticsMasters,
  ...tariffMasters,
];

/**
 * Screens of the master and tariff groups that are not catalogue resources, with the reason: a
 * report and a calculator keep no records of their own; holidays belong to the queue module.
 */
export const NON_RESOURCE_SCREENS: Readonly<Record<string, string>> = {
  'laporan-efektivitas-jadwal':
    'Laporan: dihitung dari jadwal dokter dan flag aktivitas jadwal, tidak menyimpan data sendiri.',
  'hari-libur': 'Dilayani oleh modul antrean (HariLibur, tabel q_holidays).',
  'simulasi-biaya-penunjang':
    'Simulasi: menjumlahkan tarif penunjang (laboratorium, radiologi) yang dipilih, tidak menyimpan data.',
};
