/**
 * Logistics and procurement status lists (vocabularies-statuses-limits.md section 4), in the
 * spec's order, each starting with 'ALL'. Their allowed transitions are in `../machines`.
 */
import { statusList, type VocabularyEntry } from '../vocabulary';

const DRAFT = { code: 'DRAFT', label: 'Draf', tone: 'neutral' } as const satisfies VocabularyEntry;

const prStates = [
  { code: 'WAITING-CREATE-PR', label: 'Menunggu Pembuatan PR', tone: 'warning' },
  { code: 'ANGGARAN-APPROVAL', label: 'Persetujuan Anggaran', tone: 'info' },
  { code: 'ANGGARAN-NEED-REVISION', label: 'Anggaran Perlu Revisi', tone: 'warning' },
  { code: 'ANGGARAN-REJECTED', label: 'Anggaran Ditolak', tone: 'danger' },
  { code: 'PR-APPROVAL', label: 'Persetujuan PR', tone: 'info' },
  { code: 'PR-REJECTED', label: 'PR Ditolak', tone: 'danger' },
  { code: 'PR-FINISHED', label: 'PR Selesai', tone: 'success' },
] as const;
const [, ...budgetApprovalStates] = prStates;

export const materialRequestStatus = statusList(
  'materialRequestStatus',
  'Status Permintaan Material (MR)',
  [
    DRAFT,
    { code: 'WAITING-APPROVAL-MR', label: 'Menunggu Persetujuan MR', tone: 'warning' },
    { code: 'MR-REJECTED', label: 'MR Ditolak', tone: 'danger' },
    ...prStates,
  ],
);

/** The purchase-request list: the material-request states without DRAFT and the MR states. */
export const purchaseRequestStatus = statusList(
  'purchaseRequestStatus',
  'Status Permintaan Pembelian (PR)',
  prStates,
);

/** The budget-approval list: the material-request states from ANGGARAN-APPROVAL on. */
export const purchaseBudgetApprovalStatus = statusList(
  'purchaseBudgetApprovalStatus',
  'Status Persetujuan Anggaran PR',
  budgetApprovalStates,
);

export const poRequestStatus = statusList('poRequestStatus', 'Status Permintaan PO', [
  { code: 'WAITING-CREATE-PO', label: 'Menunggu Pembuatan PO', tone: 'warning' },
  { code: 'PO-PROCESS', label: 'PO Diproses', tone: 'progress' },
  { code: 'PO-FINISHED', label: 'PO Selesai', tone: 'success' },
  { code: 'PO-REJECTED', label: 'PO Ditolak', tone: 'danger' },
]);

export const purchaseOrderStatus = statusList(
  'purchaseOrderStatus',
  'Status Pesanan Pembelian (PO)',
  [
    DRAFT,
    { code: 'PO-APPROVAL', label: 'Persetujuan PO', tone: 'info' },
    { code: 'SEND-GUDANG', label: 'Dikirim ke Gudang', tone: 'progress' },
    { code: 'PO-REJECTED', label: 'PO Ditolak', tone: 'danger' },
    { code: 'PO-FINISHED', label: 'PO Selesai', tone: 'success' },
  ],
);

export const doRequestStatus = statusList('doRequestStatus', 'Status Permintaan DO', [
  { code: 'WAITING-CREATE-DO', label: 'Menunggu Pembuatan DO', tone: 'warning' },
  { code: 'DO-PROCESS', label: 'DO Diproses', tone: 'progress' },
  { code: 'DO-FINISHED', label: 'DO Selesai', tone: 'success' },
  { code: 'DO-REJECTED', label: 'DO Ditolak', tone: 'danger' },
]);

export const deliveryOrderStatus = statusList(
  'deliveryOrderStatus',
  'Status Pengiriman Barang (DO)',
  [
    DRAFT,
    {
      code: 'WAITING-APPROVAL-PEMBELIAN',
      label: 'Menunggu Persetujuan Pembelian',
      tone: 'warning',
    },
    { code: 'DO-FINISHED', label: 'DO Selesai', tone: 'success' },
  ],
);

export const doMinutesStatus = statusList('doMinutesStatus', 'Status Berita Acara DO', [
  DRAFT,
  { code: 'DONE', label: 'Selesai', tone: 'success' },
]);

const transferEntries = [
  DRAFT,
  { code: 'WAITING-FOR-APPROVAL', label: 'Menunggu Persetujuan', tone: 'warning' },
  { code: 'APPROVED', label: 'Disetujui', tone: 'info' },
  { code: 'REJECTED', label: 'Ditolak', tone: 'danger' },
  { code: 'ACCEPTED', label: 'Diterima (Terverifikasi)', tone: 'success' },
] as const;

/** Linen and clean-goods transfers (mutasi sentral, mutasi bersih). */
export const transferStatus = statusList('transferStatus', 'Status Mutasi Linen', transferEntries);

/**
 * Goods transfers (logistik-mutasi): the transfer states plus VERIFIED_ANGGARAN, placed after
 * APPROVED where it happens in the workflow (the budget check of an approved transfer).
 */
export const goodsTransferStatus = statusList('goodsTransferStatus', 'Status Mutasi Barang', [
  DRAFT,
  { code: 'WAITING-FOR-APPROVAL', label: 'Menunggu Persetujuan', tone: 'warning' },
  { code: 'APPROVED', label: 'Disetujui', tone: 'info' },
  { code: 'VERIFIED_ANGGARAN', label: 'Anggaran Terverifikasi', tone: 'info' },
  { code: 'REJECTED', label: 'Ditolak', tone: 'danger' },
  { code: 'ACCEPTED', label: 'Diterima (Terverifikasi)', tone: 'success' },
]);

export const withdrawalStatus = statusList('withdrawalStatus', 'Status Penarikan Barang', [
  DRAFT,
  { code: 'WAITING-FOR-VERIFIED', label: 'Menunggu Verifikasi', tone: 'warning' },
  { code: 'VERIFIED', label: 'Terverifikasi', tone: 'success' },
]);

export const withdrawalTransferStatus = statusList(
  'withdrawalTransferStatus',
  'Status Penarikan ke Mutasi',
  [
    { code: 'WAITING', label: 'Menunggu', tone: 'warning' },
    { code: 'MUTASI-PROCESS', label: 'Proses Mutasi', tone: 'progress' },
    { code: 'FINISHED', label: 'Selesai', tone: 'success' },
  ],
);

export const budgetStatus = statusList('budgetStatus', 'Status Anggaran', [
  DRAFT,
  { code: 'REVISED', label: 'Revisi Anggaran', tone: 'warning' },
  { code: 'REVISED-MANAGEMENT', label: 'Revisi Manajemen', tone: 'warning' },
  { code: 'WAITING-FOR-APPROVAL-ANGGARAN', label: 'Menunggu Persetujuan Anggaran', tone: 'info' },
  {
    code: 'WAITING-FOR-APPROVAL-MANAGEMENT',
    label: 'Menunggu Persetujuan Manajemen',
    tone: 'info',
  },
  { code: 'FINISHED', label: 'Selesai', tone: 'success' },
]);

const approvalEntries = [
  DRAFT,
  { code: 'WAITING_FOR_APPROVAL', label: 'Menunggu Persetujuan', tone: 'warning' },
  { code: 'APPROVED', label: 'Disetujui', tone: 'success' },
  { code: 'REJECTED', label: 'Ditolak', tone: 'danger' },
] as const;

export const returnStatus = statusList('returnStatus', 'Status Retur', approvalEntries);

export const destructionStatus = statusList(
  'destructionStatus',
  'Status Pemusnahan Barang',
  approvalEntries,
);

export const maintenanceStatus = statusList('maintenanceStatus', 'Status Pemeliharaan', [
  { code: 'WAITING', label: 'Menunggu', tone: 'warning' },
  { code: 'WAITING-VERIFY', label: 'Menunggu Verifikasi', tone: 'warning' },
  { code: 'WAITING-MEMO', label: 'Menunggu Memo', tone: 'warning' },
  { code: 'FORM-SPAREPART', label: 'Form Suku Cadang', tone: 'info' },
  { code: 'PENDING-SPAREPART', label: 'Menunggu Suku Cadang', tone: 'warning' },
  { code: 'ISI-HASIL', label: 'Isi Hasil Perbaikan', tone: 'progress' },
  { code: 'REKOMENDASI-KERUSAKAN', label: 'Rekomendasi Kerusakan', tone: 'info' },
  { code: 'WAITING-BA', label: 'Menunggu Berita Acara', tone: 'warning' },
  { code: 'VERIFIKASI-PENGEMBALIAN', label: 'Verifikasi Pengembalian', tone: 'info' },
  { code: 'DONE', label: 'Selesai', tone: 'success' },
  { code: 'REKOMENDASI-IT', label: 'Rekomendasi IT', tone: 'info' },
  { code: 'REJECT', label: 'Ditolak', tone: 'danger' },
]);

export const debtDoStatus = statusList('debtDoStatus', 'Status Hutang DO', [
  { code: 'WAITING-APPROVAL', label: 'Menunggu Persetujuan', tone: 'warning' },
  { code: 'WAITING-FOR-VERIFIED', label: 'Menunggu Verifikasi', tone: 'info' },
  { code: 'DONE', label: 'Selesai', tone: 'success' },
]);

export const washingStatus = statusList('washingStatus', 'Status Pencucian', [
  DRAFT,
  { code: 'MENUNGGU_BA_UNIT_KE_LAUNDRY', label: 'Menunggu BA Unit ke Laundry', tone: 'warning' },
  { code: 'VERIFIKASI_LAUNDRY', label: 'Verifikasi Laundry', tone: 'info' },
  { code: 'DONE_VERIF', label: 'Selesai Verifikasi', tone: 'success' },
  { code: 'REJECT', label: 'Ditolak', tone: 'danger' },
]);

export const washingReturnStatus = statusList('washingReturnStatus', 'Status Pengembalian Cucian', [
  DRAFT,
  { code: 'BUAT_INVOICE', label: 'Buat Invoice', tone: 'warning' },
  { code: 'BUAT_HUTANG', label: 'Buat Hutang', tone: 'warning' },
  { code: 'DONE', label: 'Selesai', tone: 'success' },
]);

export const washingInvoiceStatus = statusList('washingInvoiceStatus', 'Status Invoice Pencucian', [
  DRAFT,
  { code: 'MENUNGGU_PEMBAYARAN', label: 'Menunggu Pembayaran', tone: 'warning' },
  { code: 'SELESAI', label: 'Selesai', tone: 'success' },
]);
