import { defineFeature } from '../types';

/**
 * Context `keselamatan`: patient safety and infection prevention (docs/keselamatan.md).
 * Keselamatan Pasien (keselamatan-pasien): the patients in care at fall risk. Laporan Insiden
 * (laporan-insiden): incident reports, the form, a report with its history and the safety team's
 * steps. HAIs (hais): the infection surveillance register of inpatient stays and its rates.
 */
export default defineFeature({
  context: 'keselamatan',
  routes: {
    'keselamatan-pasien': { load: () => import('./KeselamatanPasienScreen') },
    'laporan-insiden': { load: () => import('./LaporanInsidenScreen') },
    hais: { load: () => import('./HaisScreen') },
  },
});
