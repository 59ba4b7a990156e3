import { useQuery } from '@simrs/api-client';
import { ListPage, SelectField, Stack, TextField } from '@simrs/design-system';
import { outpatientVisitStatus } from '@simrs/domain';
import { pasienUmumContract, type RegistrationView } from '@simrs/validators/contracts';
import { useListAddress } from '../../resources/useListAddress';
import type { ScreenProps } from '../types';
import { RangeFilter, rangeErrorOf } from './RangeFilter';
import { patientColumn, poliColumn, regNoWithDayColumn, statusColumn } from './registrationColumns';

const FILTERS = ['from', 'to', 'poliId', 'doctor', 'status'] as const;

const columns = [regNoWithDayColumn, patientColumn, poliColumn, statusColumn];

/**
 * Pasien Umum: the self-pay outpatients (payer Umum, clinic visits) of the day (today by default)
 * or of a range of days, by clinic, doctor and status, searched by RM number or name. The day
 * list's own query with the payer fixed; a registration opens in the day list.
 */
export default function PasienUmumScreen({ route }: ScreenProps) {
  const { query, filter, setFilter, onQueryChange, input } = useListAddress(FILTERS);
  const list = useQuery(pasienUmumContract, 'list', input, { keepPreviousData: true });
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
            label="Poli"
            options={[
              { code: '', label: 'Semua poli' },
              ...(list.data?.polis ?? []).map((p) => ({ code: String(p.id), label: p.name })),
            ]}
            value={filter('poliId')}
            onChange={(v) => setFilter('poliId', v ?? '')}
          />
          <TextField
            label="Dokter"
            value={filter('doctor')}
            onChange={(v) => setFilter('doctor', v)}
          />
          <SelectField
            label="Status"
            options={outpatientVisitStatus.entries.map((e) => ({
              code: e.code === 'ALL' ? '' : e.code,
              label: e.code === 'ALL' ? 'Semua status' : e.label,
            }))}
            value={filter('status')}
            onChange={(v) => setFilter('status', v ?? '')}
          />
        </Stack>
      }
      columns={columns}
      rows={list.data?.list ?? []}
      rowId={(r) => r.id}
    />
  );
}
