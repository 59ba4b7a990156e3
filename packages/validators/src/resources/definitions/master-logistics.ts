/**
 * Logistics masters: units and sub-units, asset fields/categories/brands/items, warehouses,
 * categories, general goods, pharmaceutical industries, suppliers, budgets, destruction and
 * laundry vendors, logistics configuration.
 */
import { itemSubtype, itemType } from '@simrs/domain';
import {
  type CatalogResource,
  catalogResource,
  code,
  integer,
  money,
  name,
  note,
  ref,
  select,
  simpleMaster,
  text,
  vocabularyOptions,
} from './master-kit';

const address = text('address', 'Alamat', { required: false, max: 255, inList: false });
const phone = text('phone', 'No. Telepon', { type: 'phone', required: false });

export const logistikUnitResource = simpleMaster(
  'logistik-unit',
  'Master Unit Logistik',
  'Unit',
  'm_logistik_unit',
);

export const logistikSubUnitResource = simpleMaster(
  'logistik-sub-unit',
  'Master Sub Unit Logistik',
  'Sub Unit',
  'm_logistik_sub_unit',
  [ref('unitId', 'Unit', 'LogistikUnit')],
);

export const asetBidangResource = simpleMaster(
  'logistik-aset-bidang',
  'Master Bidang Aset',
  'Bidang Aset',
  'm_aset_bidang',
);

export const asetKategoriResource = simpleMaster(
  'logistik-aset-kategori',
  'Master Kategori Aset',
  'Kategori Aset',
  'm_aset_kategori',
  [
    ref('bidangId', 'Bidang Aset', 'LogistikAsetBidang'),
    integer('usefulLifeYears', 'Masa Manfaat (Tahun)', { required: false }),
  ],
);

export const asetMerkResource = simpleMaster(
  'logistik-aset-merk',
  'Master Merek Aset',
  'Merek',
  'm_aset_merk',
);

export const asetBarangResource = simpleMaster(
  'logistik-aset-barang',
  'Master Barang Aset',
  'Barang Aset',
  'm_aset_barang',
  [
    ref('kategoriId', 'Kategori Aset', 'LogistikAsetKategori'),
    ref('merkId', 'Merek', 'LogistikAsetMerk', { required: false }),
    ref('satuanId', 'Satuan', 'TypeSatuan'),
    money('price', 'Harga Perolehan'),
  ],
);

export const gudangResource = simpleMaster(
  'logistik-gudang-master',
  'Master Gudang',
  'Gudang',
  'm_gudang',
  [select('itemType', 'Jenis Barang', vocabularyOptions(itemType))],
);

export const logistikKategoriResource = simpleMaster(
  'logistik-kategori',
  'Master Kategori Logistik',
  'Kategori Logistik',
  'm_logistik_kategori',
  [select('subtype', 'Sub Jenis Barang', vocabularyOptions(itemSubtype))],
);

export const barangUmumKategoriResource = simpleMaster(
  'logistik-barang-umum-kategori',
  'Master Kategori Barang Umum',
  'Kategori Barang Umum',
  'm_barang_umum_kategori',
);

export const barangUmumResource = simpleMaster(
  'logistik-barang-umum',
  'Master Barang Umum',
  'Barang Umum',
  'm_barang_umum',
  [
    ref('kategoriId', 'Kategori', 'LogistikBarangUmumKategori'),
    ref('satuanId', 'Satuan', 'TypeSatuan'),
    money('price', 'Harga'),
    integer('minStock', 'Stok Minimum'),
  ],
);

export const industriResource = simpleMaster(
  'logistik-industri',
  'Master Industri Farmasi',
  'Industri',
  'm_logistik_industri',
  [address, phone],
);

export const supplierResource = simpleMaster(
  'logistik-supplier',
  'Master Supplier',
  'Supplier',
  'm_logistik_supplier',
  [
    address,
    phone,
    text('email', 'Email', { type: 'email', required: false, inList: false }),
    text('npwp', 'NPWP', { type: 'code', required: false, max: 20 }),
    integer('paymentTermDays', 'Jangka Waktu Bayar (Hari)', { required: false }),
  ],
);

export const logistikAnggaranResource = catalogResource({
  menu: 'master-logistik-anggaran',
  title: 'Master Anggaran Logistik',
  objectName: 'Anggaran',
  table: 'm_logistik_anggaran',
  fields: [
    code('Kode Anggaran'),
    name('Nama Anggaran', 150),
    ref('subUnitId', 'Sub Unit', 'LogistikSubUnit'),
    integer('year', 'Tahun Anggaran'),
    money('amount', 'Pagu Anggaran'),
  ],
  unique: [['code', 'year']],
});

export const vendorPemusnahanResource = simpleMaster(
  'master-logistik-vendor-pemusnahan',
  'Master Vendor Pemusnahan',
  'Vendor Pemusnahan',
  'm_vendor_pemusnahan',
  [address, phone],
);

export const vendorPencucianResource = simpleMaster(
  'master-vendor-pencucian',
  'Master Vendor Pencucian',
  'Vendor Pencucian',
  'm_vendor_pencucian',
  [address, phone, money('pricePerKg', 'Harga per Kg')],
);

/** Logistics settings as code/value rows (e.g. the default warehouse, approval limits). */
export const configLogistikResource = catalogResource({
  menu: 'config-logistik',
  title: 'Konfigurasi Logistik',
  objectName: 'Konfigurasi',
  table: 'm_config_logistik',
  fields: [
    code('Kode Konfigurasi', 50),
    name('Nama Konfigurasi', 150),
    text('value', 'Nilai', { max: 255 }),
    note(),
  ],
});

export const logisticsMasters: readonly CatalogResource[] = [
  logistikUnitResource,
  logistikSubUnitResource,
  asetBidangResource,
  asetKategoriResource,
  asetMerkResource,
  asetBarangResource,
  gudangResource,
  logistikKategoriResource,
  barangUmumKategoriResource,
  barangUmumResource,
  industriResource,
  supplierResource,
  logistikAnggaranResource,
  vendorPemusnahanResource,
  vendorPencucianResource,
  configLogistikResource,
];
