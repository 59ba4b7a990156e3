import { useQuery } from '@simrs/api-client';
import {
  Card,
  DataTable,
  type DataTableColumn,
  PageHeader,
  SelectField,
  Stack,
  Stats,
} from '@simrs/design-system';
import { type AvailabilityRow, ketersediaanKamarContract } from '@simrs/validators/contracts';
import { useState } from 'react';
import { LiveChip } from '../../layout/LiveChip';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { useBedsLive } from './live';

type Row = AvailabilityRow & { id: string };

const count = (n: number) => n.toLocaleString('id-ID');

const columns: DataTableColumn<Row>[] = [
  { id: 'ward', label: 'Bangsal', isRowHeader: true },
  { id: 'kelas', label: 'Kelas' },
  { id: 'capacity', label: 'Kapasitas', kind: 'number' },
  { id: 'occupied', label: 'Terisi', kind: 'number' },
  { id: 'booked', label: 'Dipesan', kind: 'number' },
  { id: 'cleaning', label: 'Dibersihkan', kind: 'number' },
  { id: 'available', label: 'Kosong', kind: 'number' },
];

/** What the filter lists: each ward (or class) of the answer once, by name. */
function choices(list: readonly AvailabilityRow[], key: 'ward' | 'kelas') {
  const seen = new Map<string, string>();
  for (const r of list) {
    const id = String(key === 'ward' ? r.wardId : r.kelasId);
    seen.set(id, key === 'ward' ? r.ward : r.kelas);
  }
  return [
    { code: '', label: key === 'ward' ? 'Semua bangsal' : 'Semua kelas' },
    ...[...seen]
      .sort((a, b) => a[1].localeCompare(b[1], 'id'))
      .map(([code, label]) => ({ code, label })),
  ];
}

/**
 * Ketersediaan Kamar Rawat Inap: beds by ward and class as the occupancy intervals count them
 * now (capacity, occupied, booked, being cleaned, free), with the totals; live.
 */
export default function KetersediaanKamarScreen({ route }: ScreenProps) {
  const live = useBedsLive();
  const answer = useQuery(ketersediaanKamarContract, 'availability', {});
  const [ward, setWard] = useState('');
  const [kelas, setKelas] = useState('');
  const all = answer.data?.list ?? [];
  const rows: Row[] = all
    .filter(
      (r) =>
        (ward === '' || String(r.wardId) === ward) && (kelas === '' || String(r.kelasId) === kelas),
    )
    .map((r) => ({ ...r, id: `${r.wardId}:${r.kelasId}` }));
  const sum = (key: 'capacity' | 'occupied' | 'booked' | 'cleaning' | 'available') =>
    rows.reduce((total, r) => total + r[key], 0);
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} actions={<LiveChip live={live} />} />
      <LoadError
        title="Ketersediaan kamar gagal dimuat."
        error={answer.error}
        onRetry={() => answer.mutate()}
      />
      <Stats
        aria-label="Jumlah tempat tidur"
        items={[
          { label: 'Kapasitas', value: count(sum('capacity')), hint: 'tempat tidur aktif' },
          {
            label: 'Kosong',
            value: count(sum('available')),
            tone: 'success',
            hint: 'siap dipakai',
          },
          { label: 'Terisi', value: count(sum('occupied')), tone: 'danger', hint: 'ada pasien' },
          {
            label: 'Dipesan',
            value: count(sum('booked')),
            tone: 'warning',
            hint: 'menunggu pasien masuk',
          },
          { label: 'Dibersihkan', value: count(sum('cleaning')), tone: 'info', hint: 'belum siap' },
        ]}
      />
      <Card>
        <Stack gap={4}>
          <Stack direction="horizontal" wrap gap={4}>
            <SelectField
              label="Bangsal"
              options={choices(all, 'ward')}
              value={ward}
              onChange={(v) => setWard(v ?? '')}
            />
            <SelectField
              label="Kelas"
              options={choices(all, 'kelas')}
              value={kelas}
              onChange={(v) => setKelas(v ?? '')}
            />
          </Stack>
          <DataTable
            aria-label="Ketersediaan per bangsal dan kelas"
            title={route.title}
            columns={columns}
            rows={rows}
            isLoading={answer.isLoading}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
