import { defineFeature } from '../types';

/**
 * Context `dokumen`: clinical documents. The patient chart (rekam-medis): a patient's visits with
 * their documents and CPPT, and a form of a visit filled from its template (draft, signed,
 * amended), its diagnoses and procedures; Daftar CPPT (cppt-list): the notes waiting for the
 * DPJP's verification; Tindakan ICD-9 Pasien (pasien-tindakan-icd-9): the procedures by day.
 */
export default defineFeature({
  context: 'dokumen',
  routes: {
    'rekam-medis': { load: () => import('./RekamMedisScreen') },
    'cppt-list': { load: () => import('./CpptListScreen') },
    'pasien-tindakan-icd-9': { load: () => import('./TindakanIcd9Screen') },
  },
});
