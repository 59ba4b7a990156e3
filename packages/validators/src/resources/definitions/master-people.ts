/**
 * Demographics, payment and referral masters: zip codes, payment methods, education and
 * occupation, ethnic groups, referral origins, facilities, clinics and doctors, emergency referral
 * hospitals and health centres, COB insurers, vendors, bank accounts,
 * sub-specialty clinics. (Holidays, hari-libur, belong to the queue module.)
 */
import { payerType } from '@simrs/domain';
import {
  type CatalogResource,
  catalogResource,
  code,
  pairs,
  ref,
  select,
  simpleMaster,
  text,
  vocabularyOptions,
} from './master-kit';

const address = text('address', 'Alamat', { required: false, max: 255, inList: false });
const phone = text('phone', 'No. Telepon', { type: 'phone', required: false });

/** Zip codes with their village, district, city and province (large list: trigram-indexed). */
export const zipcodeResource = catalogResource({
  menu: 'zipcode',
  title: 'Master Kode Pos',
  objectName: 'Kode Pos',
  table: 'm_zipcode',
  fields: [
    code('Kode Pos', 5, { index: 'trigram' }),
    text('village', 'Kelurahan/Desa', { max: 100, index: 'trigram' }),
    text('district', 'Kecamatan', { max: 100, index: 'trigram' }),
    text('city', 'Kabupaten/Kota', { max: 100, index: 'trigram' }),
    text('province', 'Provinsi', { max: 100 }),
  ],
  search: ['code', 'village', 'district', 'city'],
  unique: [['code', 'village', 'district']],
});

export const caraPembayaranResource = simpleMaster(
  'cara-pembayaran',
  'Master Cara Pembayaran',
  'Cara Pembayaran',
  'm_cara_pembayaran',
  [select('payerType', 'Jenis Penjamin', vocabularyOptions(payerType))],
);

/** Serves both education and occupation (spec 2.4), told apart by `category`. */
export const pekerjaanResource = simpleMaster(
  'pekerjaan',
  'Master Pendidikan dan Pekerjaan',
  'Pendidikan/Pekerjaan',
  'm_pekerjaan',
  [
    select(
      'category',
      'Kategori',
      pairs([
        ['PENDIDIKAN', 'Pendidikan'],
        ['PEKERJAAN', 'Pekerjaan'],
      ]),
    ),
  ],
);

export const sukuResource = simpleMaster('suku', 'Master Suku', 'Suku', 'm_suku');

export const asalRujukanResource = simpleMaster(
  'asal-rujukan',
  'Master Asal Rujukan',
  'Asal Rujukan',
  'm_asal_rujukan',
);

export const faskesTypeOptions = pairs([
  ['RS', 'Rumah Sakit'],
  ['PUSKESMAS', 'Puskesmas'],
  ['KLINIK', 'Klinik'],
  ['DOKTER', 'Praktik Dokter'],
]);

export const faskesRujukanResource = simpleMaster(
  'faskes-rujukan',
  'Master Fasilitas Kesehatan Rujukan',
  'Faskes Rujukan',
  'm_faskes_rujukan',
  [select('faskesType', 'Jenis Faskes', faskesTypeOptions), address, phone],
);

export const poliRujukanResource = simpleMaster(
  'poli-rujukan',
  'Master Poli Rujukan',
  'Poli Rujukan',
  'm_poli_rujukan',
  [ref('faskesId', 'Faskes Rujukan', 'FaskesRujukan', { required: false })],
);

export const dokterRujukanResource = catalogResource({
  menu: 'dokter-rujukan',
  title: 'Master Dokter Rujukan',
  objectName: 'Dokter Rujukan',
  table: 'm_dokter_rujukan',
  fields: [
    code('Kode Dokter'),
    { name: 'name', label: 'Nama Dokter', type: 'name', max: 100 },
    ref('faskesId', 'Faskes Rujukan', 'FaskesRujukan', { required: false }),
    text('specialty', 'Spesialisasi', { required: false, max: 100 }),
    phone,
  ],
});

export const ugdRumahSakitResource = simpleMaster(
  'ugd-rumah-sakit',
  'Master Rumah Sakit Rujukan UGD',
  'Rumah Sakit',
  'm_ugd_rumah_sakit',
  [address, phone],
);

export const ugdPuskesmasResource = simpleMaster(
  'ugd-puskesmas',
  'Master Puskesmas Rujukan UGD',
  'Puskesmas',
  'm_ugd_puskesmas',
  [address, phone],
);

export const asuransiCobResource = simpleMaster(
  'asuransi-cob',
  'Master Asuransi COB',
  'Asuransi',
  'm_asuransi_cob',
  [address, phone],
);

export const vendorResource = simpleMaster('vendor', 'Master Vendor', 'Vendor', 'm_vendor', [
  address,
  phone,
  text('email', 'Email', { type: 'email', required: false, inList: false }),
]);

export const rekeningBankResource = catalogResource({
  menu: 'rekening-bank',
  title: 'Master Rekening Bank',
  objectName: 'Rekening Bank',
  table: 'm_rekening_bank',
  fields: [
    ref('bankId', 'Bank', 'Bank'),
    code('No. Rekening', 30),
    { name: 'name', label: 'Atas Nama', type: 'name', max: 100 },
    text('coaCode', 'Kode COA', { type: 'code', required: false, max: 20 }),
  ],
  unique: [['bankId', 'code']],
});

export const poliSubSpesialisResource = simpleMaster(
  'master-poli-sub-spesialis',
  'Master Poli Sub Spesialis',
  'Poli Sub Spesialis',
  'm_poli_sub_spesialis',
  [ref('poliId', 'Poli', 'Poli')],
);

export const peopleMasters: readonly CatalogResource[] = [
  zipcodeResource,
  caraPembayaranResource,
  pekerjaanResource,
  sukuResource,
  asalRujukanResource,
  faskesRujukanResource,
  poliRujukanResource,
  dokterRujukanResource,
  ugdRumahSakitResource,
  ugdPuskesmasResource,
  asuransiCobResource,
  vendorResource,
  rekeningBankResource,
  poliSubSpesialisResource,
];
