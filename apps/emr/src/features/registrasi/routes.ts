import { defineFeature } from '../types';

/**
 * Context `registrasi`: the registration of every visit (docs/registrasi.md). The day's list with
 * a registration's detail (status moves, voiding with a reason), the returning patient's
 * registration at the admission counter, bookings with their check-in and cancellation, the
 * inpatient admission into a free bed, the incoming referrals and the admission reports.
 */
export default defineFeature({
  context: 'registrasi',
  routes: {
    'registrasi-pasien': { load: () => import('./RegistrasiPasienScreen') },
    'pasien-lama': { load: () => import('./PasienLamaScreen') },
    'admisi-reservasi': { load: () => import('./ReservasiScreen') },
    'pendaftaran-ranap': { load: () => import('./PendaftaranRanapScreen') },
    rujukan: { load: () => import('./RujukanScreen') },
    'pasien-umum': { load: () => import('./PasienUmumScreen') },
    'rencana-kontrol': { load: () => import('./RencanaKontrolScreen') },
    'post-opname': { load: () => import('./PostOpnameScreen') },
    'pasien-rujukan': { load: () => import('./PasienRujukanScreen') },
    dokter: { load: () => import('./DokterScreen') },
    'report-admisi': { load: () => import('./LaporanAdmisiScreen') },
    'report-admisi-rajal': { load: () => import('./LaporanAdmisiScreen') },
  },
  data: () => import('./routeData'),
});
