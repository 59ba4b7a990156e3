import { registrasiRanapContract } from '@simrs/validators/contracts';
import { defineFeature } from '../types';

/**
 * Context `registrasi`: the registration of every visit (docs/registrasi.md). Bookings with their
 * check-in and cancellation, and the inpatient admission into a free bed.
 */
export default defineFeature({
  context: 'registrasi',
  routes: {
    'admisi-reservasi': {
      load: () => import('./ReservasiScreen'),
    },
    'pendaftaran-ranap': {
      load: () => import('./PendaftaranRanapScreen'),
      data: () => [{ contract: registrasiRanapContract, name: 'beds', params: {} }],
    },
  },
});
