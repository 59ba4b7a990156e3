import { defineFeature } from '../types';

/**
 * Context `kamar`: the beds. The ward list (who lies where; transfer, discharge, a cleaned bed
 * ready) and the availability by ward and class, both live through the beds' room.
 */
export default defineFeature({
  context: 'kamar',
  routes: {
    'pasien-bangsal': { load: () => import('./PasienBangsalScreen') },
    'ketersediaan-kamar-ranap': { load: () => import('./KetersediaanKamarScreen') },
  },
  data: () => import('./routeData'),
});
