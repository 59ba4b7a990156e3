/**
 * Clinical and front-office status lists (vocabularies-statuses-limits.md section 4), in the
 * spec's order, each starting with 'ALL'. Codes are strings, numeric ones included ('2', '99').
 * Their allowed transitions are in `../machines`.
 */
import { statusList } from '../vocabulary';

export const outpatientVisitStatus = statusList(
  'outpatientVisitStatus',
  'Status Kunjungan Rawat Jalan',
  [
    { code: 'QUEUE', label: 'Dalam Antrean', tone: 'warning' },
    { code: 'ABSEN', label: 'Tidak Hadir', tone: 'muted' },
    { code: 'ACTION', label: 'Dalam Tindakan', tone: 'progress' },
    { code: 'PASIEN_INAP', label: 'Pasien Inap', tone: 'info' },
    { code: 'VOID', label: 'Batal', tone: 'danger' },
    { code: 'DONE', label: 'Selesai', tone: 'success' },
  ],
);

export const callStatus = statusList('callStatus', 'Status Panggilan', [
  { code: 'Y', label: 'Hadir', tone: 'success' },
  { code: 'B', label: 'Belum Hadir', tone: 'warning' },
  { code: 'N', label: 'Tidak Hadir', tone: 'muted' },
]);

export const pharmacyStatus = statusList('pharmacyStatus', 'Status Farmasi', [
  { code: 'N', label: 'Menunggu', tone: 'warning' },
  { code: 'Y', label: 'Selesai', tone: 'success' },
]);

export const billingStatus = statusList('billingStatus', 'Status Billing', [
  { code: 'N', label: 'Menunggu', tone: 'warning' },
  { code: 'Y', label: 'Selesai', tone: 'success' },
]);

export const cashierStatus = statusList('cashierStatus', 'Status Kasir', [
  { code: 'N', label: 'Menunggu', tone: 'warning' },
  { code: 'Y', label: 'Selesai', tone: 'success' },
]);

export const radiologyStatus = statusList('radiologyStatus', 'Status Radiologi', [
  { code: 'N', label: 'Dalam Tindakan', tone: 'progress' },
  { code: 'Y', label: 'Tindakan Selesai', tone: 'success' },
]);

export const laboratoryStatus = statusList('laboratoryStatus', 'Status Laboratorium', [
  { code: 'N', label: 'Dalam Tindakan', tone: 'progress' },
  { code: 'Y', label: 'Tindakan Selesai', tone: 'success' },
]);

export const outpatientRecordsVerificationStatus = statusList(
  'outpatientRecordsVerificationStatus',
  'Status Verifikasi Rawat Jalan',
  [
    { code: '6', label: 'Verifikasi Rekam Medis', tone: 'warning' },
    { code: '8', label: 'Verifikasi UPLA', tone: 'info' },
    { code: '7', label: 'Selesai', tone: 'success' },
  ],
);

export const emergencyRecordsVerificationStatus = statusList(
  'emergencyRecordsVerificationStatus',
  'Status Verifikasi UGD',
  [
    { code: '4', label: 'Verifikasi Rekam Medis', tone: 'warning' },
    { code: '5', label: 'Verifikasi UPLA', tone: 'info' },
    { code: '6', label: 'Selesai', tone: 'success' },
  ],
);

/** Inpatient statuses in the filter order the spec suggests (2, 3, 4, 5, 7, 8, 6), void last. */
export const inpatientStatus = statusList('inpatientStatus', 'Status Rawat Inap', [
  { code: '2', label: 'Dalam Perawatan', tone: 'progress' },
  { code: '3', label: 'Keluar Rawat Inap', tone: 'info' },
  { code: '4', label: 'Verifikasi Rekam Medis', tone: 'warning' },
  { code: '5', label: 'Verifikasi UPLA', tone: 'warning' },
  { code: '7', label: 'Verifikasi Dokter Verifikator', tone: 'warning' },
  { code: '8', label: 'Verifikasi Piutang', tone: 'warning' },
  { code: '6', label: 'Selesai', tone: 'success' },
  { code: '99', label: 'Batal', tone: 'danger' },
]);

export const emergencyAssessmentStatus = statusList(
  'emergencyAssessmentStatus',
  'Status Asesmen UGD',
  [
    { code: '1', label: 'Triase', tone: 'warning' },
    { code: '2', label: 'Dalam Asesmen', tone: 'progress' },
    { code: '3', label: 'Keluar UGD', tone: 'info' },
    { code: 'selesai', label: 'Selesai', tone: 'success' },
  ],
);

/**
 * An emergency (UGD) registration: the emergency assessment's states plus '99' Batal (the
 * inpatient list's void code), since a registration made in error must be voidable and the
 * assessment list has no such state (docs/decisions.md).
 */
export const emergencyVisitStatus = statusList('emergencyVisitStatus', 'Status Kunjungan UGD', [
  { code: '1', label: 'Triase', tone: 'warning' },
  { code: '2', label: 'Dalam Asesmen', tone: 'progress' },
  { code: '3', label: 'Keluar UGD', tone: 'info' },
  { code: 'selesai', label: 'Selesai', tone: 'success' },
  { code: '99', label: 'Batal', tone: 'danger' },
]);

export const externalBillingStatus = statusList(
  'externalBillingStatus',
  'Status Billing Eksternal',
  [
    { code: 'M', label: 'Menunggu', tone: 'warning' },
    { code: 'DP', label: 'Dalam Perawatan', tone: 'progress' },
    { code: 'K', label: 'Billing Selesai', tone: 'info' },
    { code: 'S', label: 'Kasir Selesai', tone: 'success' },
  ],
);

export const externalCashierStatus = statusList('externalCashierStatus', 'Status Kasir Eksternal', [
  { code: 'P', label: 'Menunggu', tone: 'warning' },
  { code: 'F', label: 'Selesai', tone: 'success' },
]);

export const referralStatus = statusList('referralStatus', 'Status Rujukan', [
  { code: 'Q', label: 'Menunggu', tone: 'warning' },
  { code: 'D', label: 'Selesai', tone: 'success' },
]);

export const incomingReferralStatus = statusList('incomingReferralStatus', 'Status Rujukan Masuk', [
  { code: 'M', label: 'Menunggu', tone: 'warning' },
  { code: 'A', label: 'Diterima', tone: 'success' },
  { code: 'T', label: 'Ditolak', tone: 'danger' },
]);

export const outgoingReferralStatus = statusList(
  'outgoingReferralStatus',
  'Status Rujukan Keluar',
  [
    { code: 'M', label: 'Menunggu', tone: 'warning' },
    { code: 'MR', label: 'Menunggu Respons', tone: 'info' },
    { code: 'A', label: 'Diterima', tone: 'success' },
    { code: 'T', label: 'Ditolak', tone: 'danger' },
  ],
);

export const medicationReconciliationStatus = statusList(
  'medicationReconciliationStatus',
  'Status Rekonsiliasi Obat',
  [
    { code: 'N', label: 'Menunggu', tone: 'warning' },
    { code: 'Y', label: 'Selesai', tone: 'success' },
  ],
);

export const checkInStatus = statusList('checkInStatus', 'Status Check-in', [
  { code: 'N', label: 'Belum Check-in', tone: 'warning' },
  { code: 'Y', label: 'Sudah Check-in', tone: 'success' },
]);

export const claimVerificationStatus = statusList(
  'claimVerificationStatus',
  'Status Verifikasi Klaim',
  [
    { code: 'N', label: 'Dalam Proses', tone: 'progress' },
    { code: 'B', label: 'Klaim BPJS', tone: 'success' },
    { code: 'A', label: 'Klaim Asuransi', tone: 'success' },
  ],
);

export const surgeryStatus = statusList('surgeryStatus', 'Status Operasi', [
  { code: '1', label: 'Terdaftar', tone: 'neutral' },
  { code: '2', label: 'Terjadwal', tone: 'info' },
  { code: '3', label: 'Direncanakan', tone: 'info' },
  { code: '4', label: 'Sedang Berlangsung', tone: 'progress' },
  { code: '5', label: 'Operasi Selesai', tone: 'info' },
  { code: '6', label: 'Selesai', tone: 'success' },
]);

export const pathologyExamStatus = statusList(
  'pathologyExamStatus',
  'Status Pemeriksaan Patologi Anatomi',
  [
    { code: 'PENDING', label: 'Menunggu', tone: 'warning' },
    { code: 'DONE', label: 'Selesai', tone: 'success' },
    { code: 'REJECT', label: 'Ditolak', tone: 'danger' },
  ],
);

/** A record's active flag (section 4, "Record active toggle"; filter 'active'). */
export const activeStatus = statusList('activeStatus', 'Status Aktif', [
  { code: 'Y', label: 'Aktif', tone: 'success' },
  { code: 'N', label: 'Nonaktif', tone: 'muted' },
]);

/**
 * A clinical document (docs/dokumen.md): a draft is signed (final); a final one is superseded by
 * its amendment or marked entered in error; a draft may be marked entered in error too.
 */
export const clinicalDocumentStatus = statusList(
  'clinicalDocumentStatus',
  'Status Dokumen Klinis',
  [
    { code: 'DRAFT', label: 'Draf', tone: 'warning' },
    { code: 'FINAL', label: 'Final', tone: 'success' },
    { code: 'AMENDED', label: 'Diubah', tone: 'info' },
    { code: 'ENTERED_IN_ERROR', label: 'Salah Input', tone: 'danger' },
  ],
);
