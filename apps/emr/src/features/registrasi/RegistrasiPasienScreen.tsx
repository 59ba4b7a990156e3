import { useQuery } from '@simrs/api-client';
import {
  Button,
  type DataTableColumn,
  DatePickerField,
  ListPage,
  SelectField,
  Stack,
  Text,
  TextField,
} from '@simrs/design-system';
import { labelOf, payerType, registrationKind } from '@simrs/domain';
import { formatDate } from '@simrs/validators';
import { type RegistrationView, registrasiContract } from '@simrs/validators/contracts';
import { useListAddress } from '../../resources/useListAddress';
import type { ScreenProps } from '../types';
import { dayParams } from './dayParams';
import { RegistrationDetailPanel } from './RegistrationDetailPanel';
import {
  kindColumn,
  patientColumn,
  payerColumn,
  poliColumn,
  statusColumn,
  timeColumn,
} from './registrationColumns';
import { poliChoices, statusListOf } from './registrationModel';

/** The day list's own filters, kept in the address beside the list's page, sort and search. */
const FILTERS = ['date', 'poliId', 'doctor', 'payerType', 'status', 'kind'] as const;

const PAGED = { keepPreviousData: true } as const;

const STATUS_CHOICES = [
  { code: '', label: 'Semua status' },
  ...(['RAJAL', 'UGD', 'RANAP'] as const).flatMap((kind) =>
    statusListOf(kind)
      .entries.filter((e) => e.code !== 'ALL')
      .map((e) => ({
        code: String(e.code),
        label: `${e.label} (${labelOf(registrationKind, kind)})`,
      })),
  ),
].filter((c, i, all) => all.findIndex((o) => o.code === c.code) === i);

const columns: DataTableColumn<RegistrationView>[] = [
  { id: 'regNo', label: 'No. Registrasi', isRowHeader: true, allowsSorting: true },
  timeColumn,
  patientColumn,
  kindColumn,
  poliColumn,
  payerColumn,
  statusColumn,
];

/**
 * Registrasi Pasien: the day's registrations (today by default) by clinic, doctor, payer, status
 * and kind, searched by RM number or name; a registration's detail opens beside the list
 * (`?id=`), with its events, BPJS task times, charges, status moves and voiding with a reason.
 */
export default function RegistrasiPasienScreen({ route }: ScreenProps) {
  const { params, setParams, query, filter, setFilter, onQueryChange, input } =
    useListAddress(FILTERS);
  const selected = params.get('id');
  const day = dayParams(params);
  const schedules = useQuery(registrasiContract, 'schedules', day);
  const list = useQuery(registrasiContract, 'list', input, PAGED);
  const open = (id: number | null) =>
    setParams((latest) => {
      const next = new URLSearchParams(latest);
      if (id === null) next.delete('id');
      else next.set('id', String(id));
      return next;
    });

  const shownDate = list.data?.date ?? day.date ?? '';
  return (
    <Stack gap={5}>
      {selected && /^\d+$/.test(selected) ? (
        <RegistrationDetailPanel key={selected} id={selected} onClose={() => open(null)} />
      ) : null}
      <ListPage<RegistrationView>
        title={route.title}
        query={query}
        onQueryChange={onQueryChange}
        total={list.data?.total ?? 0}
        isTotalExact={list.data?.totalExact !== false}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.mutate()}
        canAdd
        addHref="/pasien-lama"
        headerActions={
          <Text tone="muted">{shownDate ? `Tanggal ${formatDate(shownDate)}` : null}</Text>
        }
        filters={
          <Stack direction="horizontal" wrap gap={4}>
            <DatePickerField
              label="Tanggal"
              value={filter('date') || shownDate || null}
              onChange={(v) => setFilter('date', v ?? '')}
            />
            <SelectField
              label="Poli"
              options={poliChoices(schedules.data?.list ?? [])}
              value={filter('poliId')}
              onChange={(v) => setFilter('poliId', v ?? '')}
            />
            <TextField
              label="Dokter"
              value={filter('doctor')}
              onChange={(v) => setFilter('doctor', v)}
            />
            <SelectField
              label="Cara Bayar"
              options={[
                { code: '', label: 'Semua cara bayar' },
                ...payerType.entries.map((e) => ({ code: String(e.code), label: e.label })),
              ]}
              value={filter('payerType')}
              onChange={(v) => setFilter('payerType', v ?? '')}
            />
            <SelectField
              label="Jenis"
              options={[
                { code: '', label: 'Semua jenis' },
                ...registrationKind.entries.map((e) => ({ code: e.code, label: e.label })),
              ]}
              value={filter('kind')}
              onChange={(v) => setFilter('kind', v ?? '')}
            />
            <SelectField
              label="Status"
              options={STATUS_CHOICES}
              value={filter('status')}
              onChange={(v) => setFilter('status', v ?? '')}
            />
          </Stack>
        }
        columns={[
          ...columns,
          {
            id: 'open',
            label: 'Detail',
            renderCell: (r) => (
              <Button size="sm" variant="secondary" onPress={() => open(r.id)}>
                Detail {r.regNo}
              </Button>
            ),
          },
        ]}
        rows={list.data?.list ?? []}
        rowId={(r) => r.id}
      />
    </Stack>
  );
}
