import { useQuery } from '@simrs/api-client';
import {
  type DataTableColumn,
  DatePickerField,
  Link,
  ListPage,
  SelectField,
  Stack,
  StatusChip,
  Text,
} from '@simrs/design-system';
import { labelOf, referralDocument, referralType, registrationKind } from '@simrs/domain';
import { formatDate } from '@simrs/validators';
import { type RegistrationView, rujukanMasukContract } from '@simrs/validators/contracts';
import { useListAddress } from '../../resources/useListAddress';
import { patientDetailHref } from '../../routing/recordLinks';
import type { ScreenProps } from '../types';
import { statusListOf } from './registrationModel';

const FILTERS = ['from', 'to', 'referralType', 'kind'] as const;

const columns: DataTableColumn<RegistrationView>[] = [
  {
    id: 'regNo',
    label: 'Registrasi',
    isRowHeader: true,
    allowsSorting: true,
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <Link href={`/registrasi-pasien?date=${r.visitDate}&id=${r.id}`}>{r.regNo}</Link>
        <Text tone="muted" size="sm">
          {formatDate(r.visitDate)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'name',
    label: 'Pasien',
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
    id: 'referral',
    label: 'Rujukan',
    renderCell: (r) =>
      r.referral ? (
        <Stack gap={1} align="start">
          <span>{labelOf(referralType, r.referral.type)}</span>
          <Text tone="muted" size="sm">
            {labelOf(referralDocument, r.referral.document)}
            {r.referral.number ? ` · ${r.referral.number}` : ''}
            {r.referral.date ? ` · ${formatDate(r.referral.date)}` : ''}
          </Text>
        </Stack>
      ) : (
        '–'
      ),
  },
  { id: 'source', label: 'Asal Rujukan', value: (r) => r.referral?.sourceName ?? '–' },
  {
    id: 'poli',
    label: 'Tujuan',
    value: (r) =>
      [labelOf(registrationKind, r.kind), r.poliName, r.doctorName].filter(Boolean).join(' · '),
  },
  {
    id: 'status',
    label: 'Status',
    allowsSorting: true,
    renderCell: (r) => <StatusChip list={statusListOf(r.kind)} code={r.status} />,
  },
];

/**
 * Rujukan: the incoming referrals, i.e. the registrations that came with a referral letter or a
 * control letter, over a range of visit days (this month by default, at most 31 days), by
 * referral type and kind, searched by RM number or name.
 */
export default function RujukanScreen({ route }: ScreenProps) {
  const { query, filter, setFilter, onQueryChange, input } = useListAddress(FILTERS);
  const list = useQuery(rujukanMasukContract, 'list', input, { keepPreviousData: true });
  const rangeError =
    list.error && 'errors' in list.error
      ? (list.error.errors as Record<string, string[]>).to?.[0]
      : undefined;
  return (
    <ListPage<RegistrationView>
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
          <DatePickerField
            label="Tanggal Awal"
            value={filter('from') || list.data?.from || null}
            onChange={(v) => setFilter('from', v ?? '')}
          />
          <DatePickerField
            label="Tanggal Akhir"
            value={filter('to') || list.data?.to || null}
            onChange={(v) => setFilter('to', v ?? '')}
            {...(rangeError ? { errorMessage: rangeError } : {})}
          />
          <SelectField
            label="Jenis Rujukan"
            options={[
              { code: '', label: 'Semua jenis rujukan' },
              ...referralType.entries.map((e) => ({ code: e.code, label: e.label })),
            ]}
            value={filter('referralType')}
            onChange={(v) => setFilter('referralType', v ?? '')}
          />
          <SelectField
            label="Jenis Registrasi"
            options={[
              { code: '', label: 'Semua jenis' },
              ...registrationKind.entries.map((e) => ({ code: e.code, label: e.label })),
            ]}
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
