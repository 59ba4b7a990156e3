import {
  poliKunjunganContract,
  registrasiContract,
  registrasiRanapContract,
} from '@simrs/validators/contracts';
import { defineFeature } from '../types';
import { dayParams } from './dayParams';
import { readWorkplace } from './worklistModel';

/**
 * Context `registrasi`: the registration of every visit (docs/registrasi.md). The day's list with
 * a registration's detail (status moves, voiding with a reason), the returning patient's
 * registration at the admission counter, bookings with their check-in and cancellation, the
 * inpatient admission into a free bed, the incoming referrals and the admission reports.
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
    'admisi-reservasi': { load: () => import('./ReservasiScreen') },
    'pendaftaran-ranap': {
      load: () => import('./PendaftaranRanapScreen'),
      data: () => [{ contract: registrasiRanapContract, name: 'beds', params: {} }],
    },
    rujukan: { load: () => import('./RujukanScreen') },
    'pasien-umum': { load: () => import('./PasienUmumScreen') },
    'rencana-kontrol': { load: () => import('./RencanaKontrolScreen') },
    'post-opname': { load: () => import('./PostOpnameScreen') },
    'pasien-rujukan': { load: () => import('./PasienRujukanScreen') },
    dokter: {
      load: () => import('./DokterScreen'),
      // The clinic this browser last worked in, as the screen reads it.
      data: () => [
        {
          contract: poliKunjunganContract,
          name: 'list',
          params: { poliId: readWorkplace(window.localStorage).poliId || null },
        },
      ],
    },
    'report-admisi': { load: () => import('./LaporanAdmisiScreen') },
    'report-admisi-rajal': { load: () => import('./LaporanAdmisiScreen') },
  },
});
