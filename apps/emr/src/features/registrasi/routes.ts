import { registrasiContract } from '@simrs/validators/contracts';
import { defineFeature } from '../types';
import { dayParams } from './dayParams';

/**
 * Context `registrasi`: the registrations (episodes). The day's list with a registration's
 * detail (status moves, voiding with a reason), and the returning patient's registration at the
 * admission counter.
 */
export default defineFeature({
  context: 'registrasi',
  routes: {
    'registrasi-pasien': {
      load: () => import('./RegistrasiPasienScreen'),
      data: ({ search }) => [
        { contract: registrasiContract, name: 'schedules', params: dayParams(search) },
      ],
    },
    'pasien-lama': { load: () => import('./PasienLamaScreen') },
    'report-admisi': { load: () => import('./LaporanAdmisiScreen') },
    rujukan: { load: () => import('./RujukanScreen') },
    'report-admisi-rajal': { load: () => import('./LaporanAdmisiScreen') },
  },
});
