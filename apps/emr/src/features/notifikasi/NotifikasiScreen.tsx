import { useNotificationCounts } from '@simrs/api-client';
import { PageHeader, Stack, Stats, Text } from '@simrs/design-system';
import type { ScreenProps } from '../types';

/** Pending items from the two Notification calls (maintenance and goods). */
export default function NotifikasiScreen({ route }: ScreenProps) {
  const counts = useNotificationCounts();
  const rows: [string, number][] = [
    ['Pemeliharaan internal tertunda', counts.maintenance.internal],
    ['Pemeliharaan eksternal tertunda', counts.maintenance.external],
    ['Permintaan obat (farmasi) tertunda', counts.goods.farmasi],
    ['Permintaan alat kesehatan tertunda', counts.goods.alkes],
    ['Permintaan alat infus tertunda', counts.goods.infus],
    ['Permintaan barang umum tertunda', counts.goods.umum],
    ['Permintaan aset tertunda', counts.goods.aset],
  ];
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      {counts.error ? (
        <Text role="alert" tone="danger">
          Notifikasi tidak dapat dimuat.
        </Text>
      ) : null}
      <Stats
        aria-label="Jumlah tertunda"
        minTileWidth={220}
        items={rows.map(([label, value]) => ({
          label,
          value: counts.isLoading ? '…' : value.toLocaleString('id-ID'),
        }))}
      />
    </Stack>
  );
}
