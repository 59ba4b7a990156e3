import { useQuery } from '@simrs/api-client';
import {
  Card,
  DataTable,
  type DataTableColumn,
  DatePickerField,
  FilterBar,
  Notice,
  PageHeader,
  SelectField,
  Stack,
  Text,
  ToneChip,
  useToday,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import { CODING_LABELS, diagnosaContract, type ProcedureRow } from '@simrs/validators/contracts';
import { patientColumn } from '../../layout/patientColumn';
import { useListAddress } from '../../resources/useListAddress';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';

const FILTERS = ['from', 'to', 'poliId', 'source'] as const;

const sourceOptions = [
  { code: 'ALL', label: 'Semua Sumber' },
  { code: 'KLINIS', label: CODING_LABELS.source.KLINIS },
  { code: 'KODING', label: CODING_LABELS.source.KODING },
];

/**
 * Tindakan ICD-9 Pasien (pasien-tindakan-icd-9): the procedures (ICD-9-CM) done on the chosen
 * days (today by default), newest first, by clinic and source (clinical or coded), each with its
 * patient (a link to the chart), visit and who recorded it; entries marked entered in error show
 * struck through with their chip.
 */
export default function TindakanIcd9Screen({ route }: ScreenProps) {
  const today = useToday().toString();
  const { filter, setFilter } = useListAddress(FILTERS);
  const from = filter('from') || today;
  const to = filter('to') || from;
  const answer = useQuery(
    diagnosaContract,
    'procedures',
    { from, to, poliId: filter('poliId'), source: filter('source') },
    { keepPreviousData: true },
  );
  const data = answer.data;
  const columns: DataTableColumn<ProcedureRow>[] = [
    {
      id: 'performedAt',
      label: 'Waktu Tindakan',
      value: (r) => (r.performedAt ? formatDateTime(r.performedAt) : '–'),
    },
    patientColumn(),
    {
      id: 'poli',
      label: 'Poli / DPJP',
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Text>{r.poliName ?? r.kind}</Text>
          <Text tone="muted" size="sm">
            {r.doctorName ?? '–'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'procedure',
      label: 'Tindakan (ICD-9-CM)',
      value: (r) => `${r.code} ${r.display}`,
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Text weight="semibold">
            {r.error ? (
              <s>
                {r.code} · {r.display}
              </s>
            ) : (
              `${r.code} · ${r.display}`
            )}
          </Text>
          {r.error ? <ToneChip tone="danger" label="Salah Input" /> : null}
        </Stack>
      ),
    },
    { id: 'source', label: 'Sumber', value: (r) => CODING_LABELS.source[r.source] },
    {
      id: 'recordedBy',
      label: 'Dicatat Oleh',
      value: (r) => `${r.recordedBy.name ?? '–'} · ${formatDateTime(r.recordedAt)}`,
    },
  ];
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <Card>
        <Stack gap={4}>
          <FilterBar aria-label="Saring tindakan" minFieldWidth={200}>
            <DatePickerField
              label="Dari Tanggal"
              value={from}
              onChange={(v) => setFilter('from', v ?? '')}
            />
            <DatePickerField
              label="Sampai Tanggal"
              value={to}
              onChange={(v) => setFilter('to', v ?? '')}
            />
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
              label="Sumber"
              options={sourceOptions}
              value={filter('source') || 'ALL'}
              onChange={(v) => setFilter('source', v && v !== 'ALL' ? v : '')}
            />
          </FilterBar>
          <LoadError
            title="Daftar tindakan gagal dimuat."
            error={answer.error}
            onRetry={() => void answer.mutate()}
          />
          {data && data.total > data.list.length ? (
            <Notice tone="info" title={`Menampilkan ${data.list.length} dari ${data.total}.`}>
              Persempit tanggal, poli atau sumber untuk melihat sisanya.
            </Notice>
          ) : null}
          <Text tone="muted" role="status">
            {data ? `${data.total} tindakan.` : ''}
          </Text>
          <DataTable<ProcedureRow>
            aria-label="Tindakan ICD-9 pasien"
            title={route.title}
            columns={columns}
            rows={data?.list ?? []}
            isLoading={answer.isLoading}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
