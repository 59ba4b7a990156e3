import { useQuery } from '@simrs/api-client';
import {
  Card,
  DataTable,
  type DataTableColumn,
  Pagination,
  Section,
  Stack,
  Text,
} from '@simrs/design-system';
import { formatDateTimeWib } from '@simrs/validators';
import {
  PATIENT_LOOKUP_LABELS,
  type PatientAccessRow,
  pasienAksesContract,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { LoadError } from '../../ui';

const PAGE_SIZES = [10, 20, 30] as const;

const columns: DataTableColumn<PatientAccessRow>[] = [
  { id: 'at', label: 'Waktu', value: (r) => formatDateTimeWib(r.at) },
  {
    id: 'who',
    label: 'Pengguna',
    isRowHeader: true,
    value: (r) => (r.name ? `${r.name} (${r.username ?? '–'})` : (r.username ?? 'Sistem')),
  },
  {
    id: 'kind',
    label: 'Jenis Akses',
    value: (r) =>
      r.patientCount > 1
        ? `${PATIENT_LOOKUP_LABELS[r.kind]} · bersama ${r.patientCount - 1} pasien lain`
        : PATIENT_LOOKUP_LABELS[r.kind],
  },
  {
    id: 'from',
    label: 'Dari',
    value: (r) => `${r.screen ?? 'Layar tidak tercatat'} · ${r.address ?? '–'}`,
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <Text>{r.screen ?? 'Layar tidak tercatat'}</Text>
        <Text tone="muted" size="sm">
          Alamat {r.address ?? '–'}
        </Text>
      </Stack>
    ),
  },
];

/**
 * Riwayat Akses (the chart's "who viewed this record"): every read of the patient's data, newest
 * first, a page at a time: who, when (WIB), what kind of read, from which screen's call and network
 * address. For
 * the records team only (`export` on rekam-medis); the chart does not show it to anyone else and
 * the server refuses them anyway.
 */
export function AccessHistoryPanel({ patientId }: { patientId: number }) {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<number>(PAGE_SIZES[0]);
  const answer = useQuery(
    pasienAksesContract,
    'list',
    { patientId, page, shown },
    { keepPreviousData: true },
  );
  const data = answer.data;
  return (
    <Card>
      <Section
        title="Riwayat Akses"
        description="Siapa saja yang membuka atau mencari data pasien ini, terbaru di atas."
      >
        <Stack gap={3}>
          <LoadError
            title="Riwayat akses gagal dimuat."
            error={answer.error}
            onRetry={() => void answer.mutate()}
          />
          {data && data.total === 0 ? (
            <Text tone="muted">Belum ada akses tercatat.</Text>
          ) : (
            <DataTable<PatientAccessRow>
              aria-label="Riwayat akses pasien"
              title="Riwayat Akses"
              columns={columns}
              rows={data?.list ?? []}
              isLoading={answer.isLoading}
            />
          )}
          {data && data.total > 0 ? (
            <Pagination
              aria-label="Halaman riwayat akses"
              page={data.page}
              shown={data.shown}
              total={data.total}
              onPageChange={setPage}
              onShownChange={(n) => {
                setShown(n);
                setPage(1);
              }}
              pageSizes={PAGE_SIZES}
            />
          ) : null}
        </Stack>
      </Section>
    </Card>
  );
}
