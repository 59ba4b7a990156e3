import { defineFeature } from '../types';

export default defineFeature({
  context: 'laporan-antrean',
  routes: {
    'laporan-efektivitas-jadwal': { load: () => import('./LaporanEfektivitasJadwalScreen') },
  },
});
