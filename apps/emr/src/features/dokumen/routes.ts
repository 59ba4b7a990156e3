import { defineFeature } from '../types';

/**
 * Context `dokumen`: clinical documents. The patient chart (rekam-medis): a patient's visits with
 * their documents, and a form of a visit filled from its template (draft, signed, amended).
 */
export default defineFeature({
  context: 'dokumen',
  routes: {
    'rekam-medis': { load: () => import('./RekamMedisScreen') },
  },
});
