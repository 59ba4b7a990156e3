import { defineFeature } from '../types';

/**
 * Context `pasien`: the patient list (the generic list of the resource, names linking to the
 * record), the record page (`?form=detail&id=`) with the registration history, and the full
 * record's add and edit form (`?form=add`, `?form=edit&id=`).
 */
export default defineFeature({
  context: 'pasien',
  routes: {
    pasien: {
      load: () => import('./PasienScreen'),
      // Backed by the Pasien resource definition (its list, search, export and title); the
      // record page and the form are this feature's own.
      resource: true,
    },
  },
  data: () => import('./routeData'),
});
