/**
 * Facilities and rooms: hospital facilities, rooms (m-ruangan), inpatient rooms (each in a ward,
 * ranap-bangsal) and beds (each in a room).
 */
import {
  type CatalogResource,
  catalogResource,
  code,
  integer,
  name,
  pairs,
  ref,
  select,
  simpleMaster,
} from './master-kit';

export const fasilitasResource = simpleMaster(
  'fasilitas',
  'Master Fasilitas',
  'Fasilitas',
  'm_fasilitas',
);

export const ruanganResource = simpleMaster('m-ruangan', 'Master Ruangan', 'Ruangan', 'm_ruangan', [
  select(
    'category',
    'Kategori Unit',
    pairs([
      ['admisi', 'Admisi'],
      ['ranap', 'Rawat Inap'],
      ['informasi', 'Informasi'],
      ['loket', 'Loket'],
      ['penunjang', 'Penunjang'],
      ['poli', 'Poli'],
      ['farmasi', 'Farmasi'],
      ['admisi-ugd', 'Admisi UGD'],
      ['farmasi-ugd', 'Farmasi UGD'],
    ]),
  ),
  integer('floor', 'Lantai', { required: false }),
]);

export const ranapKamarResource = catalogResource({
  menu: 'ranap-kamar',
  title: 'Master Kamar Rawat Inap',
  objectName: 'Kamar',
  table: 'm_ranap_kamar',
  fields: [
    code('Kode Kamar', 10),
    name('Nama Kamar', 100),
    ref('bangsalId', 'Bangsal', 'RanapBangsal'),
    ref('kelasId', 'Kelas', 'RanapKelas'),
    select(
      'gender',
      'Peruntukan',
      pairs([
        ['L', 'Laki-laki'],
        ['P', 'Perempuan'],
        ['C', 'Campur'],
      ]),
    ),
  ],
});

/**
 * Whether a bed can be used: in service (BAIK) or out of service (RUSAK). Who lies in it, a
 * booking and the cleaning after a patient leaves are the occupancy intervals (context kamar),
 * never a value staff set by hand here.
 */
export const bedConditionOptions = pairs([
  ['BAIK', 'Baik (dapat dipakai)'],
  ['RUSAK', 'Rusak (tidak dapat dipakai)'],
]);

export const ranapBedResource = catalogResource({
  menu: 'ranap-bed',
  title: 'Master Tempat Tidur Rawat Inap',
  objectName: 'Tempat Tidur',
  table: 'm_ranap_bed',
  fields: [
    ref('kamarId', 'Kamar', 'RanapKamar'),
    code('Kode Tempat Tidur', 10),
    name('Nama Tempat Tidur', 50),
    select('condition', 'Kondisi', bedConditionOptions),
  ],
  unique: [['kamarId', 'code']],
});

export const facilityMasters: readonly CatalogResource[] = [
  fasilitasResource,
  ruanganResource,
  ranapKamarResource,
  ranapBedResource,
];
