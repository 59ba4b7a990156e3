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
  useToday,
} from '@simrs/design-system';
import { formatDate } from '@simrs/validators';
import {
  STAGE_LABELS,
  type VerificationRow,
  verifikasiContract,
} from '@simrs/validators/contracts';
import { patientColumn } from '../../layout/patientColumn';
import { useListAddress } from '../../resources/useListAddress';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { VerificationPanel, verificationList } from './VerificationPanel';

const FILTERS = ['from', 'to', 'kind', 'stage', 'poliId', 'regId'] as const;

function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

const kindOptions = [
  { code: 'ALL', label: 'Semua Jenis' },
  { code: 'RAJAL', label: 'Rawat Jalan' },
  { code: 'UGD', label: 'UGD' },
];
const stageOptions = [
  { code: 'ALL', label: 'Semua Tahap' },
  { code: 'RM', label: STAGE_LABELS.RM },
  { code: 'UPLA', label: STAGE_LABELS.UPLA },
  { code: 'SELESAI', label: STAGE_LABELS.SELESAI },
];

/**
 * Verifikasi UPLA (verifikasi-upla): the finished outpatient and emergency visits of a range of
 * days with their verification stage (records, UPLA, done), the clinician's and the coders'
 * primary diagnoses; a visit opens at its step: the records step on Verifikasi Rekam Medis (for
 * records staff), the UPLA step here (`?regId=`).
 */
export default function VerifikasiUplaScreen({ route }: ScreenProps) {
  const { user } = useSession();
  const today = useToday().toString();
  const { params, filter, setFilter, setParams } = useListAddress(FILTERS);
  const to = filter('to') || today;
  const from = filter('from') || daysBefore(to, 7);
  const answer = useQuery(
    verifikasiContract,
    'list',
    { from, to, kind: filter('kind'), stage: filter('stage'), poliId: filter('poliId') },
    { keepPreviousData: true },
  );
  const regId = Number(filter('regId'));
  const records = user ? canDo(user, 'verifikasi-rekam-medis', 'view') : false;
  /** Records staff open the records step on its screen; the UPLA step opens here. */
  const hrefOf = (r: VerificationRow) => {
    if (r.stage === 'RM' && records) {
      const slug = r.kind === 'RAJAL' ? 'rajal' : 'ugd';
      return `/verifikasi-rekam-medis?pageSlug=${slug}&regId=${r.registrationId}`;
    }
    const next = new URLSearchParams(params);
    next.set('regId', String(r.registrationId));
    return `/${route.key}?${next}`;
  };
  const data = answer.data;
  const columns: DataTableColumn<VerificationRow>[] = [
    { id: 'visitDate', label: 'Tanggal', value: (r) => formatDate(r.visitDate) },
    patientColumn(),
    {
      id: 'poli',
      label: 'Poli / DPJP',
      value: (r) => `${r.poliName ?? (r.kind === 'UGD' ? 'UGD' : '–')} · ${r.doctorName ?? '–'}`,
    },
    { id: 'clinical', label: 'Diagnosis Klinis', value: (r) => r.clinicalPrimary ?? '–' },
    { id: 'coded', label: 'Koding', value: (r) => r.codedPrimary ?? '–' },
    {
      id: 'status',
      label: 'Tahap',
      renderCell: (r) => <StatusChip list={verificationList(r.kind)} code={r.status} />,
    },
    {
      id: 'action',
      label: 'Aksi',
      renderCell: (r) => (
        <Link href={hrefOf(r)} aria-label={`Buka verifikasi ${r.patientName} ${r.regNo}`}>
          Buka
        </Link>
      ),
    },
  ];
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      {regId > 0 ? (
        <Stack gap={3}>
          <Link
            href={`/${route.key}`}
            onPress={() =>
              setParams((latest) => {
                const next = new URLSearchParams(latest);
                next.delete('regId');
                return next;
              })
            }
          >
            ← Kembali ke daftar
          </Link>
          <VerificationPanel key={regId} registrationId={regId} />
        </Stack>
      ) : (
        <Card>
          <Stack gap={4}>
            <FilterBar aria-label="Saring verifikasi" minFieldWidth={180}>
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
              <SelectField
                label="Jenis"
                options={kindOptions}
                value={filter('kind') || 'ALL'}
                onChange={(v) => setFilter('kind', v && v !== 'ALL' ? v : '')}
              />
              <SelectField
                label="Tahap"
                options={stageOptions}
                value={filter('stage') || 'ALL'}
                onChange={(v) => setFilter('stage', v && v !== 'ALL' ? v : '')}
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
            </FilterBar>
            <LoadError
              title="Daftar verifikasi gagal dimuat."
              error={answer.error}
              onRetry={() => void answer.mutate()}
            />
            {data && data.total > data.list.length ? (
              <Notice tone="info" title={`Menampilkan ${data.list.length} dari ${data.total}.`}>
                Persempit tanggal, jenis, tahap atau poli untuk melihat sisanya.
              </Notice>
            ) : null}
            <Text tone="muted" role="status">
              {data ? `${data.total} kunjungan selesai.` : ''}
            </Text>
            <DataTable<VerificationRow>
              aria-label="Kunjungan untuk diverifikasi"
              title={route.title}
              columns={columns}
              rows={data?.list ?? []}
              rowId={(r) => r.registrationId}
              isLoading={answer.isLoading}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
