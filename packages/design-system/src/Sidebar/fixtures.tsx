import { IconFile, IconFolder, IconHome, IconInbox } from '../icons';
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
