import { useQuery } from '@simrs/api-client';
import {
  type DataTableColumn,
  Link,
  LinkButton,
  ListPage,
  SelectField,
  Stack,
  Text,
} from '@simrs/design-system';
import { formatDate } from '@simrs/validators';
import { type DischargeView, postOpnameContract } from '@simrs/validators/contracts';
import { useListAddress } from '../../resources/useListAddress';
import { canDo } from '../../routing/guards';
import { patientDetailHref } from '../../routing/recordLinks';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';
import { BookingStatus } from './BookingPanels';
import { mayPlanFrom, stayLength } from './kontrolModel';
import { RangeFilter, rangeErrorOf } from './RangeFilter';
import { registrationHref } from './registrationColumns';

const FILTERS = ['from', 'to', 'control'] as const;
const CONTROL_CHOICES = [
  { code: '', label: 'Semua pasien pulang' },
  { code: 'Y', label: 'Sudah ada rencana kontrol' },
  { code: 'N', label: 'Belum ada rencana kontrol' },
];

/** The control form for the stay (the discharge list comes back from there). */
export const planFromHref = (registrationId: number) =>
  `/rencana-kontrol?originId=${registrationId}&dari=post-opname`;

/**
 * Post Opname (post-opname): the patients whose inpatient stay ended over a range of days (this
 * month by default), with the bed they left, the length of stay, the DPJP and their control plan;
 * 'Buat Rencana Kontrol' opens the control form for the stay (for a user who may plan controls).
 */
export default function PostOpnameScreen({ route }: ScreenProps) {
  const { user } = useSession();
  const { query, filter, setFilter, onQueryChange, input } = useListAddress(FILTERS);
  const list = useQuery(postOpnameContract, 'list', input, { keepPreviousData: true });
  const rangeError = rangeErrorOf(list.error);
  const mayPlan = user ? canDo(user, 'rencana-kontrol', 'add') : false;
  const columns: DataTableColumn<DischargeView>[] = [
    {
      id: 'name',
      label: 'Pasien',
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (d) => (
        <Stack gap={1} align="start">
          <Link href={patientDetailHref(d.registration.patient.id)}>
            {d.registration.patient.name}
          </Link>
          <Text tone="muted" size="sm">
            No. RM {d.registration.patient.rmNo}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'dischargedAt',
      label: 'Pulang',
      allowsSorting: true,
      renderCell: (d) => (
        <Stack gap={1} align="start">
          <span>{formatDate(d.dischargedAt)}</span>
          <Text tone="muted" size="sm">
            Masuk {formatDate(d.admittedAt)} · {stayLength(d)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'stay',
      label: 'Rawat Inap',
      renderCell: (d) => (
        <Stack gap={1} align="start">
          <Link href={registrationHref(d.registration)}>{d.registration.regNo}</Link>
          <Text tone="muted" size="sm">
            {[d.ward, d.bed].filter(Boolean).join(' · ') || '–'}
          </Text>
        </Stack>
      ),
    },
    { id: 'dpjp', label: 'DPJP', value: (d) => d.registration.doctorName ?? '–' },
    {
      id: 'control',
      label: 'Rencana Kontrol',
      renderCell: (d) =>
        d.control ? (
          <Stack gap={1} align="start" data-control={d.control.bookingCode}>
            <span>
              {formatDate(d.control.visitDate)} · {d.control.poliName ?? d.control.unitName}
            </span>
            <Text tone="muted" size="sm">
              {d.control.bookingCode} · {d.control.doctorName ?? '–'}
            </Text>
            <BookingStatus booking={d.control} />
          </Stack>
        ) : (
          <Text tone="muted">Belum ada</Text>
        ),
    },
    ...(mayPlan
      ? [
          {
            id: 'act',
            label: 'Tindakan',
            renderCell: (d: DischargeView) =>
              mayPlanFrom(d) ? (
                <LinkButton
                  size="sm"
                  variant="secondary"
                  href={planFromHref(d.registration.id)}
                  aria-label={`Buat rencana kontrol ${d.registration.patient.name}`}
                >
                  Buat Rencana Kontrol
                </LinkButton>
              ) : null,
          } satisfies DataTableColumn<DischargeView>,
        ]
      : []),
  ];
  return (
    <ListPage<DischargeView>
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
            label="Rencana Kontrol"
            options={CONTROL_CHOICES}
            value={filter('control')}
            onChange={(v) => setFilter('control', v ?? '')}
          />
        </Stack>
      }
      columns={columns}
      rows={list.data?.list ?? []}
      rowId={(d) => d.registration.id}
    />
  );
}
