import { useQuery } from '@simrs/api-client';
import {
  type DataTableColumn,
  Link,
  LinkButton,
  ListPage,
  SelectField,
  Stack,
  StatusChip,
  Text,
} from '@simrs/design-system';
import { labelOf, registrationKind } from '@simrs/domain';
import { formatDateTime } from '@simrs/validators';
import { type AdmissionRequestView, pasienRujukanContract } from '@simrs/validators/contracts';
import { useListAddress } from '../../resources/useListAddress';
import { canDo } from '../../routing/guards';
import { patientDetailHref } from '../../routing/recordLinks';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';
import { RangeFilter, rangeErrorOf } from './RangeFilter';
import { registrationHref } from './registrationColumns';
import { statusListOf } from './registrationModel';

const FILTERS = ['from', 'to', 'state', 'kind'] as const;
const STATE_CHOICES = [
  { code: '', label: 'Menunggu rawat inap' },
  { code: 'DIRAWAT', label: 'Sudah dirawat' },
];
const KIND_CHOICES = [
  { code: '', label: 'Poli dan UGD' },
  { code: 'RAJAL', label: labelOf(registrationKind, 'RAJAL') },
  { code: 'UGD', label: labelOf(registrationKind, 'UGD') },
];

/** The admission form for the request (pre-filled from its visit). */
export const admitFromHref = (requestId: number) => `/pendaftaran-ranap?permintaan=${requestId}`;

/**
 * Pasien Rujukan (pasien-rujukan): the clinic and emergency visits whose doctor asked for the
 * patient's admission over the last days, waiting (not yet admitted, still admittable) or
 * admitted (with the admission's number); 'Daftarkan Rawat Inap' opens the admission form
 * pre-filled from the visit (for a user who may admit).
 */
export default function PasienRujukanScreen({ route }: ScreenProps) {
  const { user } = useSession();
  const { query, filter, setFilter, onQueryChange, input } = useListAddress(FILTERS);
  const list = useQuery(pasienRujukanContract, 'list', input, { keepPreviousData: true });
  const rangeError = rangeErrorOf(list.error);
  const mayAdmit = user ? canDo(user, 'pendaftaran-ranap', 'add') : false;
  const columns: DataTableColumn<AdmissionRequestView>[] = [
    {
      id: 'name',
      label: 'Pasien',
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Link href={patientDetailHref(r.patient.id)}>{r.patient.name}</Link>
          <Text tone="muted" size="sm">
            No. RM {r.patient.rmNo}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'visit',
      label: 'Kunjungan',
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Link href={registrationHref(r.registration)}>{r.registration.regNo}</Link>
          <Text tone="muted" size="sm">
            {r.registration.kind === 'UGD' ? 'UGD' : (r.registration.poliName ?? '–')} ·{' '}
            {r.registration.doctorName ?? '–'}
          </Text>
          <StatusChip
            list={statusListOf(r.registration.kind)}
            code={r.registration.status}
            data-status={r.registration.status}
          />
        </Stack>
      ),
    },
    {
      id: 'requestedAt',
      label: 'Diminta',
      allowsSorting: true,
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <span>{formatDateTime(r.requestedAt)}</span>
          <Text tone="muted" size="sm">
            oleh {r.requestedBy ?? '–'}
          </Text>
        </Stack>
      ),
    },
    { id: 'doctor', label: 'DPJP Diusulkan', value: (r) => r.doctorName },
    { id: 'note', label: 'Indikasi', value: (r) => r.note ?? '–' },
    {
      id: 'admission',
      label: 'Rawat Inap',
      renderCell: (r) =>
        r.admission ? (
          <Link href={`/registrasi-pasien?id=${r.admission.id}`} data-admission={r.admission.regNo}>
            {r.admission.regNo}
          </Link>
        ) : mayAdmit && r.admittable ? (
          <LinkButton
            size="sm"
            href={admitFromHref(r.id)}
            aria-label={`Daftarkan rawat inap ${r.patient.name}`}
          >
            Daftarkan Rawat Inap
          </LinkButton>
        ) : (
          <Text tone="muted">Menunggu</Text>
        ),
    },
  ];
  return (
    <ListPage<AdmissionRequestView>
      title={route.title}
      query={query}
      onQueryChange={onQueryChange}
      total={list.data?.total ?? 0}
      isLoading={list.isLoading}
      error={rangeError ? undefined : list.error}
      onRetry={() => list.mutate()}
      canAdd={false}
      filters={
        <Stack direction="horizontal" wrap gap={4}>
          <RangeFilter
            from={filter('from')}
            to={filter('to')}
            answered={list.data}
            error={rangeError}
            onChange={setFilter}
          />
          <SelectField
            label="Status"
            options={STATE_CHOICES}
            value={filter('state')}
            onChange={(v) => setFilter('state', v ?? '')}
          />
          <SelectField
            label="Asal"
            options={KIND_CHOICES}
            value={filter('kind')}
            onChange={(v) => setFilter('kind', v ?? '')}
          />
        </Stack>
      }
      columns={columns}
      rows={list.data?.list ?? []}
      rowId={(r) => r.id}
    />
  );
}
