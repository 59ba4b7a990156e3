import { defineFeature } from '../types';

/**
 * Context `verifikasi`: the medical-records verification of finished visits. Verifikasi UPLA
 * (verifikasi-upla): the worklist of finished outpatient and emergency visits by stage, and a
 * visit's UPLA step (`?regId=`); Verifikasi Rekam Medis (verifikasi-rekam-medis, with the spec's
 * required `pageSlug` and `regId`): a visit's records step; Tindak Lanjut (follow-up): the
 * incomplete records of finished visits (KLPCM), reminders, and each clinician's own items.
 */
export default defineFeature({
  context: 'verifikasi',
  routes: {
    'verifikasi-upla': { load: () => import('./VerifikasiUplaScreen') },
    'verifikasi-rekam-medis': { load: () => import('./VerifikasiRmScreen') },
    'follow-up': { load: () => import('./TindakLanjutScreen') },
  },
});
