import { defineFeature } from '../types';

export default defineFeature({
  context: 'notifikasi',
  routes: { Notifikasi: { load: () => import('./NotifikasiScreen') } },
});
