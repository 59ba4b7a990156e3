import { CPPT_SCREENS } from '@simrs/validators/contracts';
import { defineFeature, type FeatureRoute } from '../types';

/** The CPPT screens of the wards: one screen, set by its route key. */
const cpptScreen: FeatureRoute = { load: () => import('./CpptRanapScreen') };

/**
 * Context `dokumen`: clinical documents. The patient chart (rekam-medis): a patient's visits with
 * their documents and CPPT, and a form of a visit filled from its template (draft, signed,
 * amended), its diagnoses and procedures; Daftar CPPT (cppt-list): the notes waiting for the
 * DPJP's verification; Tindakan ICD-9 Pasien (pasien-tindakan-icd-9): the procedures by day;
 * the wards' CPPT screens (cppt, cppt-soap, ... cppt-farmasi): an inpatient's timeline by
 * profession with its write form; the integrated education records (edukasi-terintegrasi and
 * poliklinik-edukasi-terintegrasi: clinic visits only).
 */
export default defineFeature({
  context: 'dokumen',
  routes: {
    'rekam-medis': { load: () => import('./RekamMedisScreen') },
    'cppt-list': { load: () => import('./CpptListScreen') },
    'pasien-tindakan-icd-9': { load: () => import('./TindakanIcd9Screen') },
    'edukasi-terintegrasi': { load: () => import('./EdukasiScreen') },
    'poliklinik-edukasi-terintegrasi': { load: () => import('./EdukasiScreen') },
    ...Object.fromEntries(Object.keys(CPPT_SCREENS).map((key) => [key, cpptScreen])),
  },
});
