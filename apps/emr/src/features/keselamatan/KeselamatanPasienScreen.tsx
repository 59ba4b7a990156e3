import { useQuery } from '@simrs/api-client';
import {
  Card,
  CheckboxField,
  DataTable,
  type DataTableColumn,
  FilterBar,
  Link,
  Notice,
  PageHeader,
  SelectField,
  Stack,
  Stats,
  StatusChip,
  Text,
  ToneChip,
} from '@simrs/design-system';
import { fallRiskLevel, fallRiskReviewState } from '@simrs/domain';
import { formatDateTime } from '@simrs/validators';
import {
  CARE_KIND_LABELS,
  FALL_RISK_TEMPLATE,
  type FallRiskRow,
  keselamatanPasienContract,
} from '@simrs/validators/contracts';
import { patientColumn } from '../../layout/patientColumn';
import { useListAddress } from '../../resources/useListAddress';
import { chartFormHref } from '../../routing/recordLinks';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { choicesWithAll, filterValue, placeOf } from './words';

const FILTERS = ['kind', 'wardId', 'poliId', 'band', 'due'] as const;

const kindOptions = [
  { code: 'ALL', label: 'Semua Jenis' },
  ...Object.entries(CARE_KIND_LABELS).map(([code, label]) => ({ code, label })),
];
const bandOptions = [
  { code: 'ALL', label: 'Tinggi & belum dinilai' },
  ...fallRiskLevel.entries.map((e) => ({ code: String(e.code), label: e.label })),
  { code: 'BELUM', label: 'Belum dinilai' },
  { code: 'SEMUA', label: 'Semua pasien dalam perawatan' },
];

const columns: DataTableColumn<FallRiskRow>[] = [
  patientColumn(),
  {
    id: 'place',
    label: 'Lokasi',
    value: (r) => placeOf(r),
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <Text>{placeOf(r)}</Text>
        <Text tone="muted" size="sm">
          {CARE_KIND_LABELS[r.kind]}
          {r.doctorName ? ` · ${r.doctorName}` : ''}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'risk',
    label: 'Risiko Jatuh',
    value: (r) => r.assessment?.bandLabel ?? 'Belum dinilai',
    renderCell: (r) =>
      r.assessment ? (
        <Stack gap={1} align="start">
          <ToneChip tone={r.assessment.tone} label={r.assessment.bandLabel} />
          <Text tone="muted" size="sm">
            {r.assessment.scale} · skor {r.assessment.score}
          </Text>
        </Stack>
      ) : (
        <Text tone="muted">Belum ada skor</Text>
      ),
  },
  {
    id: 'assessed',
    label: 'Dinilai',
    value: (r) => r.assessment?.at ?? '',
    renderCell: (r) =>
      r.assessment ? (
        <Stack gap={1} align="start">
          <Text>{formatDateTime(r.assessment.at)}</Text>
          <Text tone="muted" size="sm">
            {r.assessment.by ?? '–'}
          </Text>
        </Stack>
      ) : (
        <Text tone="muted">–</Text>
      ),
  },
  {
    id: 'review',
    label: 'Penilaian',
    value: (r) => r.review.state,
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <StatusChip list={fallRiskReviewState} code={r.review.state} />
        {r.review.reason ? (
          <Text tone="muted" size="sm">
            {r.review.reason}
          </Text>
        ) : r.review.dueAt ? (
          <Text tone="muted" size="sm">
            Nilai ulang sebelum {formatDateTime(r.review.dueAt)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'action',
    label: 'Aksi',
    renderCell: (r) => (
      <Link
        href={chartFormHref(
          r.rmNo,
          r.assessment?.templateKey ?? FALL_RISK_TEMPLATE,
          r.registrationId,
        )}
        aria-label={`${r.assessment ? 'Nilai ulang' : 'Nilai'} risiko jatuh ${r.patientName}`}
      >
        {r.assessment ? 'Nilai ulang' : 'Nilai'}
      </Link>
    ),
  },
];

/**
 * Keselamatan Pasien (Risiko Jatuh): the patients in care now (today's clinic visits, open
 * emergency visits, inpatients) whose latest signed fall-risk score puts them at high risk, and
 * those not assessed yet; the hospital's rule marks who must be assessed (again) now. Filters in
 * the address; "Nilai" opens the chart's fall-risk form of that visit.
 */
export default function KeselamatanPasienScreen({ route }: ScreenProps) {
  const { filter, setFilter } = useListAddress(FILTERS);
  const answer = useQuery(
    keselamatanPasienContract,
    'list',
    {
      kind: filter('kind'),
      wardId: filter('wardId'),
      poliId: filter('poliId'),
      band: filter('band'),
      due: filter('due'),
    },
    { keepPreviousData: true },
  );
  const data = answer.data;
  const kind = filter('kind');
  const pick = (name: (typeof FILTERS)[number]) => (v: string | null) =>
    setFilter(name, filterValue(v));
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <Stats
        aria-label="Ringkasan risiko jatuh"
        items={[
          {
            label: 'Dalam perawatan',
            value: data ? String(data.counts.inCare) : '–',
            hint: 'pasien sesuai jenis dan lokasi',
          },
          {
            label: 'Risiko tinggi',
            value: data ? String(data.counts.atRisk) : '–',
            tone: 'danger',
            hint: 'skor terakhir berisiko',
          },
          {
            label: 'Belum dinilai',
            value: data ? String(data.counts.unassessed) : '–',
            tone: 'warning',
            hint: 'belum ada skor ditandatangani',
          },
          {
            label: 'Perlu dinilai sekarang',
            value: data ? String(data.counts.due) : '–',
            tone: 'warning',
            hint: 'belum dinilai atau lewat batas',
          },
        ]}
      />
      <Card>
        <Stack gap={4}>
          <FilterBar aria-label="Saring pasien risiko jatuh" minFieldWidth={190}>
            <SelectField
              label="Jenis"
              options={kindOptions}
              value={kind || 'ALL'}
              onChange={pick('kind')}
            />
            {kind !== 'RAJAL' && kind !== 'UGD' ? (
              <SelectField
                label="Bangsal"
                options={choicesWithAll('Semua Bangsal', data?.wards)}
                value={filter('wardId') || 'ALL'}
                onChange={pick('wardId')}
              />
            ) : null}
            {kind !== 'RANAP' && kind !== 'UGD' ? (
              <SelectField
                label="Poli"
                options={choicesWithAll('Semua Poli', data?.polis)}
                value={filter('poliId') || 'ALL'}
                onChange={pick('poliId')}
              />
            ) : null}
            <SelectField
              label="Risiko"
              options={bandOptions}
              value={filter('band') || 'ALL'}
              onChange={pick('band')}
            />
            <CheckboxField
              label="Hanya yang perlu dinilai sekarang"
              value={filter('due') === '1'}
              onChange={(v) => setFilter('due', v ? '1' : '')}
            />
          </FilterBar>
          <Text tone="muted" size="sm">
            Aturan rumah sakit: setiap pasien dalam perawatan dinilai risiko jatuhnya; pasien rawat
            inap dinilai ulang paling lambat {data?.reviewHours ?? 24} jam setelah penilaian
            terakhir, dan setiap pasien dinilai ulang setelah jatuh (laporan insiden tipe Pasien
            Jatuh).
          </Text>
          <LoadError
            title="Daftar risiko jatuh gagal dimuat."
            error={answer.error}
            onRetry={() => void answer.mutate()}
          />
          {data && data.counts.due > 0 ? (
            <Notice tone="warning" title={`${data.counts.due} pasien perlu dinilai sekarang.`}>
              Pasien belum dinilai, atau penilaiannya lewat batas atau sebelum pasien jatuh.
            </Notice>
          ) : null}
          <Text tone="muted" role="status">
            {data ? `${data.list.length} pasien ditampilkan.` : ''}
          </Text>
          <DataTable<FallRiskRow>
            aria-label="Pasien risiko jatuh"
            title={route.title}
            columns={columns}
            rows={data?.list ?? []}
            rowId={(r) => r.registrationId}
            isLoading={answer.isLoading}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
