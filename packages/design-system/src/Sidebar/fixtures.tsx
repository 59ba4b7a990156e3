import { IconFile, IconFolder, IconHome, IconInbox, IconTag, IconUsers } from '../icons';
import type { MenuBadges, MenuItem } from './menu';

/** A small menu tree as an app builds it from the screen catalogue and the user's menuRole. */
export const sampleMenus: MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <IconHome /> },
  {
    key: 'master',
    label: 'Master Data',
    icon: <IconFile />,
    children: [
      { key: 'poli', label: 'Poli', href: '/poli' },
      { key: 'obat', label: 'Obat', href: '/obat' },
    ],
  },
  {
    key: 'pemeliharaan',
    label: 'Pemeliharaan Aset',
    icon: <IconFolder />,
    children: [
      {
        key: 'logistik-pemeliharaan-internal',
        label: 'Pemeliharaan Internal',
        href: '/logistik-pemeliharaan-internal',
      },
      {
        key: 'logistik-pemeliharaan-eksternal',
        label: 'Pemeliharaan Eksternal',
        href: '/logistik-pemeliharaan-eksternal',
      },
    ],
  },
  {
    key: 'barang',
    label: 'Permintaan Barang',
    icon: <IconInbox />,
    children: [
      { key: 'barang-farmasi', label: 'Obat', href: '/logistik-mutasi?jenis=FARMASI_OBAT' },
      {
        key: 'barang-alkes',
        label: 'Alat Kesehatan',
        href: '/logistik-mutasi?jenis=FARMASI_ALKES',
      },
      { key: 'barang-infus', label: 'Infus', href: '/logistik-mutasi?jenis=FARMASI_INFUS' },
      { key: 'barang-umum', label: 'Umum', href: '/logistik-mutasi?jenis=UMUM' },
      { key: 'barang-aset', label: 'Aset', href: '/logistik-mutasi?jenis=ASET' },
    ],
  },
];

/** Pending counts as `useNotificationCounts` reports them, keyed by menu key. */
export const sampleBadges: MenuBadges = {
  'logistik-pemeliharaan-internal': 3,
  'logistik-pemeliharaan-eksternal': 1,
  'barang-farmasi': 4,
  'barang-alkes': 2,
  'barang-infus': 0,
  'barang-umum': 120,
  'barang-aset': 1,
};

const masterNames = [
  'Poli',
  'Obat',
  'Alat Kesehatan',
  'Alat Infus',
  'Radiologi',
  'Fisioterapi',
  'Laboratorium',
  'Agama',
  'Bank',
  'Suku',
  'Pekerjaan',
  'Kesadaran',
];
const tariffNames = ['Registrasi', 'Akomodasi', 'Radiologi', 'Laboratorium', 'Ambulance'];

/**
 * A long menu as a level with hundreds of menus sees it (the filter shows from
 * `MENU_FILTER_MIN_ENTRIES` entries): operational groups first, then master data and tariffs.
 */
export const longMenus: MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <IconHome /> },
  {
    key: 'grup-admisi',
    label: 'Admisi Rawat Jalan',
    icon: <IconUsers />,
    children: [
      { key: 'pasien', label: 'Pasien', href: '/pasien' },
      { key: 'admisi-antrean', label: 'Antrean Admisi', href: '/admisi-antrean' },
      { key: 'jadwal-dokter', label: 'Jadwal Dokter', href: '/jadwal-dokter' },
    ],
  },
  {
    key: 'grup-master',
    label: 'Master Data',
    icon: <IconFile />,
    children: masterNames.map((name) => ({
      key: `master-${name.toLowerCase().replace(/ /g, '-')}`,
      label: `Master ${name}`,
      href: `/${name.toLowerCase().replace(/ /g, '-')}`,
    })),
  },
  {
    key: 'grup-tarif',
    label: 'Tarif',
    icon: <IconTag />,
    children: tariffNames.map((name) => ({
      key: `tarif-${name.toLowerCase()}`,
      label: `Tarif ${name}`,
      href: `/tarif-${name.toLowerCase()}`,
    })),
  },
];
