/**
 * Logistics, linen and stock option lists (vocabularies-statuses-limits.md section 3,
 * "Logistics"). Where the spec gives only a meaning (other costs), the code is chosen here.
 */
import { optionList } from '../vocabulary';

export const itemType = optionList('itemType', 'Jenis Barang', [
  { code: 'FARMASI', label: 'Farmasi', tone: 'neutral' },
  { code: 'ASET', label: 'Aset', tone: 'neutral' },
  { code: 'UMUM', label: 'Umum', tone: 'neutral' },
]);

export const itemSubtype = optionList('itemSubtype', 'Sub Jenis Barang', [
  { code: 'FARMASI_OBAT', label: 'Obat', tone: 'neutral' },
  { code: 'FARMASI_ALKES', label: 'Alat Kesehatan', tone: 'neutral' },
  { code: 'FARMASI_INFUS', label: 'Infus', tone: 'neutral' },
  { code: 'ASET', label: 'Aset', tone: 'neutral' },
  { code: 'UMUM', label: 'Umum', tone: 'neutral' },
]);

export const discountUnit = optionList('discountUnit', 'Satuan Diskon', [
  { code: 'RUPIAH', label: 'Rupiah', tone: 'neutral' },
  { code: 'PERSEN', label: 'Persen', tone: 'neutral' },
]);

export const itemOrigin = optionList('itemOrigin', 'Asal Barang', [
  { code: 'GUDANG', label: 'Gudang', tone: 'neutral' },
  { code: 'SUB_UNIT', label: 'Sub Unit', tone: 'neutral' },
]);

export const itemCondition = optionList('itemCondition', 'Barang Baru/Lama', [
  { code: 'NEW', label: 'Baru', tone: 'neutral' },
  { code: 'OLD', label: 'Lama', tone: 'neutral' },
]);

export const returnOrigin = optionList('returnOrigin', 'Asal Retur', [
  { code: 'PENARIKAN', label: 'Penarikan', tone: 'neutral' },
  { code: 'DO', label: 'Delivery Order (DO)', tone: 'neutral' },
]);

export const otherCost = optionList('otherCost', 'Biaya Lain', [
  { code: 'ONGKIR', label: 'Ongkos Kirim', tone: 'neutral' },
  { code: 'MATERAI', label: 'Bea Materai', tone: 'neutral' },
]);

export const destructionMethod = optionList('destructionMethod', 'Metode Pemusnahan', [
  { code: 'DIHANCURKAN', label: 'Dihancurkan', tone: 'neutral' },
  { code: 'DIJUAL', label: 'Dijual', tone: 'neutral' },
]);

export const linenStatus = optionList('linenStatus', 'Status Linen', [
  { code: 'KOTOR', label: 'Kotor', tone: 'warning' },
  { code: 'DICUCI', label: 'Dicuci', tone: 'progress' },
  { code: 'BERSIH', label: 'Bersih', tone: 'success' },
  { code: 'RUSAK', label: 'Rusak', tone: 'danger' },
]);

export const washPlace = optionList('washPlace', 'Tempat Pencucian', [
  { code: 'SENTRAL', label: 'Sentral', tone: 'neutral' },
  { code: 'SUB_UNIT', label: 'Sub Unit', tone: 'neutral' },
]);

export const linenReturn = optionList('linenReturn', 'Pengembalian Linen', [
  { code: 'BERSIH', label: 'Bersih', tone: 'success' },
  { code: 'RUSAK', label: 'Rusak', tone: 'danger' },
]);

export const centralLinenRoom = optionList('centralLinenRoom', 'Ruang Linen Sentral', [
  { code: 'CSSD', label: 'CSSD', tone: 'neutral' },
  { code: 'LAUNDRY', label: 'Laundry', tone: 'neutral' },
]);

/** Stock level of an item against its buffer and minimum (computed, not a workflow). */
export const stockStatus = optionList('stockStatus', 'Status Stok', [
  { code: 'AVAILABLE', label: 'Tersedia', tone: 'success' },
  { code: 'BUFFER', label: 'Stok Penyangga', tone: 'info' },
  { code: 'MIN', label: 'Stok Minimum', tone: 'warning' },
  { code: 'MORE', label: 'Stok Berlebih', tone: 'info' },
  { code: 'EMPTY', label: 'Habis', tone: 'danger' },
]);

/** Budget decision on a purchase request (maps to a material-request transition). */
export const budgetDecision = optionList('budgetDecision', 'Keputusan Anggaran', [
  { code: 'APPROVE', label: 'Setujui', tone: 'success' },
  { code: 'REJECT', label: 'Tolak', tone: 'danger' },
  { code: 'REVISE', label: 'Revisi', tone: 'warning' },
]);

/** Decision on a budget plan (maps to a budget transition). */
export const budgetApprovalDecision = optionList('budgetApprovalDecision', 'Persetujuan Anggaran', [
  { code: 'REVISE', label: 'Revisi', tone: 'warning' },
  { code: 'APPROVED', label: 'Disetujui', tone: 'success' },
]);
