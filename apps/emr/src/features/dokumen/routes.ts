import { defineFeature } from '../types';

/**
 * Context `dokumen`: clinical documents. The patient chart (rekam-medis): a patient's visits with
 * their documents and CPPT, and a form of a visit filled from its template (draft, signed,
 * amended); Daftar CPPT (cppt-list): the notes waiting for the DPJP's verification.
 */
export default defineFeature({
  context: 'dokumen',
  routes: {
    'rekam-medis': { load: () => import('./RekamMedisScreen') },
    'cppt-list': { load: () => import('./CpptListScreen') },
  },
});
