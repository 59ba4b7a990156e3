/**
 * task-id-harian (RoTaskIDHarian): a day's bookings with the time of each BPJS task id (1-7 and
 * 99) in WIB, HH:mm:ss. Names come masked from the server for staff without the patient menu.
 */
import { useQuery } from '@simrs/api-client';
import {
  DataTable,
  type DataTableColumn,
  DatePickerField,
  DescriptionList,
  FilterBar,
  PageHeader,
  Section,
  Stack,
  Stats,
  Text,
  ToneChip,
  useToday,
} from '@simrs/design-system';
import type { Tone } from '@simrs/domain';
import type { TaskIdRow } from '@simrs/domain/queue';
import { taskIdHarianContract } from '@simrs/validators/contracts';
import { useState } from 'react';
import type { ScreenProps } from '../types';
import { figure, Who } from './parts';
import { TASK_IDS, TASK_LABEL, wibTime } from './ticketState';

const BOOKING_STATUS: Record<string, { label: string; tone: Tone }> = {
  BOOKED: { label: 'Belum check-in', tone: 'warning' },
  CHECKED_IN: { label: 'Sudah check-in', tone: 'success' },
  CANCELLED: { label: 'Batal', tone: 'muted' },
};

export default function TaskIdHarianScreen({ route }: ScreenProps) {
  const today = useToday().toString();
  const [date, setDate] = useState<string | null>(today);
  const tasks = useQuery(taskIdHarianContract, 'list', date ? { date } : null, {
    keepPreviousData: true,
  });
  const rows = tasks.data?.list ?? [];

  const columns: DataTableColumn<TaskIdRow>[] = [
    {
      id: 'bookingCode',
      label: 'Kode Booking',
      isRowHeader: true,
      renderCell: (r) => {
        const s = BOOKING_STATUS[r.status] ?? { label: r.status, tone: 'neutral' as Tone };
        return <Who first={r.bookingCode} second={<ToneChip tone={s.tone} label={s.label} />} />;
      },
    },
    {
      id: 'patientName',
      label: 'Pasien',
      renderCell: (r) => <Who first={r.patientName} second={`${r.unitName} · ${r.payer}`} />,
    },
    ...TASK_IDS.map(
      (id): DataTableColumn<TaskIdRow> => ({
        id: `task${id}`,
        label: `Task ${id}`,
        align: 'center',
        value: (r) => wibTime(r.tasks[id]) || '-',
      }),
    ),
  ];

  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <FilterBar aria-label="Pilih tanggal task id" minFieldWidth={240}>
        <DatePickerField
          label="Tanggal"
          value={date}
          onChange={(v) => setDate(v)}
          description="Tanggal kunjungan (WIB)."
        />
      </FilterBar>
      <Stats
        aria-label="Ringkasan task id"
        minTileWidth={150}
        items={[
          { label: 'Booking', value: figure(rows.length, 'count-bookings') },
          {
            label: 'Sudah check-in',
            value: figure(rows.filter((r) => r.status === 'CHECKED_IN').length),
          },
          {
            label: 'Obat selesai (task 7)',
            value: figure(rows.filter((r) => r.tasks['7']).length),
          },
          {
            label: 'Tidak hadir / batal (99)',
            value: figure(rows.filter((r) => r.tasks['99']).length),
          },
        ]}
      />
      {tasks.data?.nameMasked ? (
        <Text role="note" tone="muted" size="sm">
          Nama pasien disamarkan karena level Anda tidak memiliki akses menu Pasien.
        </Text>
      ) : null}
      {tasks.error ? (
        <Text role="alert" tone="danger" size="sm">
          {tasks.error.message}
        </Text>
      ) : null}
      <DataTable<TaskIdRow>
        aria-label={`Task ID tanggal ${date ?? ''}`}
        title={route.title}
        columns={columns}
        rows={rows}
        rowId={(r) => r.reservationId}
        isLoading={tasks.isValidating}
      />
      <Section title="Keterangan task id (BPJS Antrean)" gap={3}>
        <DescriptionList
          items={TASK_IDS.map((id) => ({ term: `Task ${id}`, description: TASK_LABEL[id] }))}
        />
      </Section>
    </Stack>
  );
}
