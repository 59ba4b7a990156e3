import { defineFeature } from '../types';

/**
 * Context `surat`: letters and reports of a visit. Penerbitan Surat (penerbitan-surat): sick
 * leave, health certificate, referral and control letters; Medical Report Poliklinik
 * (poliklinik-medical-report): a visit's medical report with the doctor's conclusion. Each is
 * issued by a doctor, printed as a PDF with the QR of its verification page, and voided with a
 * reason.
 */
export default defineFeature({
  context: 'surat',
  routes: {
    'penerbitan-surat': { load: () => import('./SuratScreen') },
    'poliklinik-medical-report': { load: () => import('./MedicalReportScreen') },
  },
});
