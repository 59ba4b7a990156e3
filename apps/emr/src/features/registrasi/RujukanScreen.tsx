import { useQuery } from '@simrs/api-client';
import { type DataTableColumn, ListPage, SelectField, Stack, Text } from '@simrs/design-system';
import { labelOf, referralDocument, referralType, registrationKind } from '@simrs/domain';
import { formatDate } from '@simrs/validators';
import { type RegistrationView, rujukanMasukContract } from '@simrs/validators/contracts';
import { useListAddress } from '../../resources/useListAddress';
import type { ScreenProps } from '../types';
import { RangeFilter, rangeErrorOf } from './RangeFilter';
import { patientColumn, regNoWithDayColumn, statusColumn } from './registrationColumns';

const FILTERS = ['from', 'to', 'referralType', 'kind'] as const;

const columns: DataTableColumn<RegistrationView>[] = [
  regNoWithDayColumn,
  patientColumn,
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
  statusColumn,
];

/**
 * Rujukan: the incoming referrals, i.e. the registrations that came with a referral letter or a
 * control letter, over a range of visit days (this month by default, at most 31 days), by
 * referral type and kind, searched by RM number or name.
 */
export default function RujukanScreen({ route }: ScreenProps) {
  const { query, filter, setFilter, onQueryChange, input } = useListAddress(FILTERS);
  const list = useQuery(rujukanMasukContract, 'list', input, { keepPreviousData: true });
  const rangeError = rangeErrorOf(list.error);
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
          <RangeFilter
            from={filter('from')}
            to={filter('to')}
            answered={list.data}
            error={rangeError}
            onChange={setFilter}
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
