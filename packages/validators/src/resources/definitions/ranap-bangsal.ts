import { catalogResource, code, integer, name, ref } from './master-kit';

export const ranapBangsalResource = catalogResource({
  menu: 'ranap-bangsal',
  title: 'Master Bangsal Rawat Inap',
  objectName: 'Bangsal',
  table: 'm_ranap_bangsal',
  fields: [
    code('Kode Bangsal', 10),
    name('Nama Bangsal', 100),
    ref('kelasId', 'Kelas', 'RanapKelas'),
    integer('capacity', 'Kapasitas Bed', { min: 0, max: 1000 }),
  ],
  status: 'active',
  sort: ['code', 'name', 'capacity', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
});
