import { isBoError, useQuery } from '@simrs/api-client';
import {
  Card,
  CheckboxField,
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
} from '@simrs/design-system';
import {
  incidentCategory,
  incidentGrading,
  incidentLocation,
  incidentReportStatus,
  incidentType,
  labelOf,
  withoutAll,
} from '@simrs/domain';
import { formatDateTime } from '@simrs/validators';
import { can } from '@simrs/validators/access';
import { type IncidentRow, laporanInsidenContract } from '@simrs/validators/contracts';
import { useSearchParams } from 'react-router-dom';
import { useListAddress } from '../../resources/useListAddress';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';
import { IncidentDetailView } from './IncidentDetail';
import { IncidentForm } from './IncidentForm';
import { filterValue, INCIDENT_PATH } from './words';

const MENU = 'laporan-insiden';
const FILTERS = ['from', 'to', 'type', 'grade', 'status', 'late'] as const;

const all = (label: string) => ({ code: 'ALL', label });
const typeOptions = [
  all('Semua Jenis'),
  ...incidentType.entries.map((e) => ({ code: String(e.code), label: e.label })),
];
const gradeOptions = [
  all('Semua Grading'),
  ...incidentGrading.entries.map((e) => ({ code: e.code, label: e.label })),
];
const statusOptions = [
  all('Semua Status'),
  ...withoutAll(incidentReportStatus).entries.map((e) => ({ code: e.code, label: e.label })),
];

const columns: DataTableColumn<IncidentRow>[] = [
  {
    id: 'number',
    label: 'No. Laporan',
    isRowHeader: true,
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <Link href={`${INCIDENT_PATH}?id=${r.id}`}>{r.number}</Link>
        {r.mine ? (
          <Text tone="muted" size="sm">
            Laporan Anda
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'incidentAt',
    label: 'Waktu Insiden',
    value: (r) => r.incidentAt,
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <Text>{formatDateTime(r.incidentAt)}</Text>
        {r.late ? (
          <ToneChip tone="warning" label="Lapor > 2 x 24 jam" />
        ) : (
          <Text tone="muted" size="sm">
            Dilapor {formatDateTime(r.reportedAt)}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'title',
    label: 'Insiden',
    value: (r) => r.title,
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <Text>{r.title}</Text>
        <Text tone="muted" size="sm">
          {labelOf(incidentCategory, r.category)} · {labelOf(incidentLocation, r.location)} ·{' '}
          {r.unit}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'type',
    label: 'Jenis',
    renderCell: (r) => <StatusChip list={incidentType} code={r.type} />,
  },
  {
    id: 'patient',
    label: 'Pasien',
    value: (r) => (r.patientName ? `${r.patientName} (${r.rmNo})` : '–'),
  },
  {
    id: 'grade',
    label: 'Grading',
    renderCell: (r) =>
      r.grade ? (
        <StatusChip list={incidentGrading} code={r.grade} />
      ) : (
        <Text tone="muted">Belum digrading</Text>
      ),
  },
  {
    id: 'status',
    label: 'Status',
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <StatusChip list={incidentReportStatus} code={r.status} />
        {r.investigationOverdue ? <ToneChip tone="danger" label="Investigasi lewat batas" /> : null}
      </Stack>
    ),
  },
];

/**
 * Laporan Insiden: the reports of a range of incident days (the caller's own, or every report for
 * the safety team) with filters in the address; `?buat=1` the reporting form; `?id=` a report with
 * its history and the team's steps.
 */
export default function LaporanInsidenScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <IncidentDetailView title={route.title} id={id} />;
  if (params.get('buat')) return <IncidentForm title={route.title} />;
  return <Reports title={route.title} />;
}

function Reports({ title }: { title: string }) {
  const { user } = useSession();
  const mayReport = user !== null && can(user, MENU, 'add');
  const { filter, setFilter } = useListAddress(FILTERS);
  const answer = useQuery(
    laporanInsidenContract,
    'list',
    {
      from: filter('from'),
      to: filter('to'),
      type: filter('type'),
      grade: filter('grade'),
      status: filter('status'),
      late: filter('late'),
    },
    { keepPreviousData: true },
  );
  const data = answer.data;
  const rangeError =
    answer.error && isBoError(answer.error) ? answer.error.errors.to?.[0] : undefined;
  const pick = (name: (typeof FILTERS)[number]) => (v: string | null) =>
    setFilter(name, filterValue(v));
  return (
    <Stack gap={5}>
      <PageHeader title={title} canAdd={mayReport} addHref={`${INCIDENT_PATH}?buat=1`} />
      {data && !data.allReports ? (
        <Notice tone="info" title="Laporan bersifat rahasia.">
          Anda melihat laporan yang Anda buat. Semua laporan hanya dibaca oleh Tim Keselamatan
          Pasien; identitas pelapor tidak ditampilkan kepada orang lain.
        </Notice>
      ) : null}
      <Card>
        <Stack gap={4}>
          <FilterBar aria-label="Saring laporan insiden" minFieldWidth={180}>
            <DatePickerField
              label="Tanggal Awal"
              value={filter('from') || data?.from || null}
              onChange={(v) => setFilter('from', v ?? '')}
            />
            <DatePickerField
              label="Tanggal Akhir"
              value={filter('to') || data?.to || null}
              onChange={(v) => setFilter('to', v ?? '')}
              {...(rangeError ? { errorMessage: rangeError } : {})}
            />
            <SelectField
              label="Jenis Insiden"
              options={typeOptions}
              value={filter('type') || 'ALL'}
              onChange={pick('type')}
            />
            <SelectField
              label="Grading"
              options={gradeOptions}
              value={filter('grade') || 'ALL'}
              onChange={pick('grade')}
            />
            <SelectField
              label="Status"
              options={statusOptions}
              value={filter('status') || 'ALL'}
              onChange={pick('status')}
            />
            <CheckboxField
              label="Hanya yang dilapor lewat 2 x 24 jam"
              value={filter('late') === '1'}
              onChange={(v) => setFilter('late', v ? '1' : '')}
            />
          </FilterBar>
          {answer.error && !rangeError ? (
            <Notice tone="danger" title="Daftar laporan gagal dimuat.">
              {answer.error.message}
            </Notice>
          ) : null}
          {data && data.total > data.list.length ? (
            <Notice tone="info" title={`Menampilkan ${data.list.length} dari ${data.total}.`}>
              Persempit tanggal atau saringan untuk melihat sisanya.
            </Notice>
          ) : null}
          <Text tone="muted" role="status">
            {data ? `${data.total} laporan insiden.` : ''}
          </Text>
          <DataTable<IncidentRow>
            aria-label="Laporan insiden"
            title={title}
            columns={columns}
            rows={data?.list ?? []}
            rowId={(r) => r.id}
            isLoading={answer.isLoading}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
