import { useQuery } from '@simrs/api-client';
import {
  Card,
  DataTable,
  type DataTableColumn,
  DatePickerField,
  FilterBar,
  Link,
  Notice,
  PageHeader,
  SelectField,
  Stack,
  StatusChip,
  Text,
  ToneChip,
  useToday,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import { dokumenContract, type EducationRow } from '@simrs/validators/contracts';
import { clinicalDocumentStatus } from '@simrs/validators/forms';
import { patientColumn } from '../../layout/patientColumn';
import { useListAddress } from '../../resources/useListAddress';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { formHref } from './links';

const FILTERS = ['from', 'to', 'kind', 'poliId', 'followUp'] as const;

const kindOptions = [
  { code: 'ALL', label: 'Semua Jenis' },
  { code: 'RAJAL', label: 'Rawat Jalan' },
  { code: 'UGD', label: 'UGD' },
  { code: 'RANAP', label: 'Rawat Inap' },
];
const followUpOptions = [
  { code: 'ALL', label: 'Semua' },
  { code: '1', label: 'Perlu edukasi ulang' },
];
const KIND_LABEL: Readonly<Record<string, string>> = {
  RAJAL: 'Rawat Jalan',
  UGD: 'UGD',
  RANAP: 'Rawat Inap',
};

/**
 * Edukasi Terintegrasi (edukasi-terintegrasi, every kind of visit) and Edukasi Terintegrasi
 * Poliklinik (poliklinik-edukasi-terintegrasi, clinic visits only): the integrated education
 * records written on the chosen days, each with its sessions (topic, audience, evaluation,
 * educator), the ones that ask for the education again marked (and filtered: the follow-up list);
 * a record opens in the chart's form.
 */
export default function EdukasiScreen({ route }: ScreenProps) {
  const clinicOnly = route.key === 'poliklinik-edukasi-terintegrasi';
  const today = useToday().toString();
  const { filter, setFilter } = useListAddress(FILTERS);
  const to = filter('to') || today;
  const from = filter('from') || to;
  const answer = useQuery(
    dokumenContract,
    'education',
    {
      from,
      to,
      kind: clinicOnly ? 'RAJAL' : filter('kind'),
      poliId: filter('poliId'),
      followUp: filter('followUp'),
    },
    { keepPreviousData: true },
  );
  const data = answer.data;
  const columns: DataTableColumn<EducationRow>[] = [
    { id: 'updatedAt', label: 'Terakhir Diisi', value: (r) => formatDateTime(r.updatedAt) },
    patientColumn(),
    {
      id: 'visit',
      label: 'Kunjungan',
      value: (r) => `${KIND_LABEL[r.kind] ?? r.kind}${r.poliName ? ` · ${r.poliName}` : ''}`,
    },
    {
      id: 'sessions',
      label: 'Sesi Edukasi',
      renderCell: (r) =>
        r.sessions.length === 0 ? (
          <Text tone="muted">Belum ada sesi.</Text>
        ) : (
          <ul>
            {r.sessions.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the sessions of one record, in order
              <li key={i}>
                {s.at ? `${formatDateTime(s.at)} · ` : ''}
                {s.topic ?? '–'} · {s.audience ?? '–'} · {s.evaluation ?? '–'}
                {s.educator ? ` · ${s.educator}` : ''}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'status',
      label: 'Status',
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <StatusChip list={clinicalDocumentStatus} code={r.status} />
          {r.needsRepeat ? <ToneChip tone="warning" label="Perlu edukasi ulang" /> : null}
        </Stack>
      ),
    },
    {
      id: 'open',
      label: 'Aksi',
      renderCell: (r) => (
        <Link
          href={formHref(r.rmNo, 'edukasi-terintegrasi', r.registrationId)}
          aria-label={`Buka catatan edukasi ${r.patientName} ${r.regNo}`}
        >
          Buka
        </Link>
      ),
    },
  ];
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <Card>
        <Stack gap={4}>
          <FilterBar aria-label="Saring catatan edukasi" minFieldWidth={180}>
            <DatePickerField
              label="Tanggal Awal"
              value={from}
              onChange={(v) => setFilter('from', v ?? '')}
            />
            <DatePickerField
              label="Tanggal Akhir"
              value={to}
              onChange={(v) => setFilter('to', v ?? '')}
            />
            {clinicOnly ? null : (
              <SelectField
                label="Jenis"
                options={kindOptions}
                value={filter('kind') || 'ALL'}
                onChange={(v) => setFilter('kind', v && v !== 'ALL' ? v : '')}
              />
            )}
            <SelectField
              label="Poli"
              options={[
                { code: 'ALL', label: 'Semua Poli' },
                ...(data?.polis ?? []).map((p) => ({ code: String(p.id), label: p.name })),
              ]}
              value={filter('poliId') || 'ALL'}
              onChange={(v) => setFilter('poliId', v && v !== 'ALL' ? v : '')}
            />
            <SelectField
              label="Evaluasi"
              options={followUpOptions}
              value={filter('followUp') || 'ALL'}
              onChange={(v) => setFilter('followUp', v && v !== 'ALL' ? v : '')}
            />
          </FilterBar>
          <LoadError
            title="Catatan edukasi gagal dimuat."
            error={answer.error}
            onRetry={() => void answer.mutate()}
          />
          {data && data.total > data.list.length ? (
            <Notice tone="info" title={`Menampilkan ${data.list.length} dari ${data.total}.`}>
              Persempit tanggal atau poli untuk melihat sisanya.
            </Notice>
          ) : null}
          <Text tone="muted" role="status">
            {data ? `${data.total} catatan edukasi.` : ''}
          </Text>
          <DataTable<EducationRow>
            aria-label="Catatan edukasi terintegrasi"
            title={route.title}
            columns={columns}
            rows={data?.list ?? []}
            rowId={(r) => r.documentId}
            isLoading={answer.isLoading}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
