/**
 * task-id-harian (RoTaskIDHarian): a day's bookings with the time of each BPJS task id (1-7 and
 * 99) in WIB, HH:mm:ss. Names come masked from the server for staff without the patient menu.
 */
import { type TaskIdRow, useTaskIdHarian } from '@simrs/api-client';
import {
  DataTable,
  type DataTableColumn,
  DatePickerField,
  DescriptionList,
  PageHeader,
  ToneChip,
  useToday,
} from '@simrs/design-system';
import type { Tone } from '@simrs/domain';
import { useState } from 'react';
import styled from 'styled-components';
import type { ScreenProps } from '../types';
import { FieldRow, Legend, Muted, Page, Stat, Stats, Who } from './parts';
import { TASK_IDS, TASK_LABEL, wibTime } from './ticketState';

const BOOKING_STATUS: Record<string, { label: string; tone: Tone }> = {
  BOOKED: { label: 'Belum check-in', tone: 'warning' },
  CHECKED_IN: { label: 'Sudah check-in', tone: 'success' },
  CANCELLED: { label: 'Batal', tone: 'muted' },
};

export default function TaskIdHarianScreen({ route }: ScreenProps) {
  const today = useToday().toString();
  const [date, setDate] = useState<string | null>(today);
  const tasks = useTaskIdHarian(date);
  const rows = tasks.rows;

  const columns: DataTableColumn<TaskIdRow>[] = [
    {
      id: 'bookingCode',
      label: 'Kode Booking',
      isRowHeader: true,
      renderCell: (r) => {
        const s = BOOKING_STATUS[r.status] ?? { label: r.status, tone: 'neutral' as Tone };
        return (
          <Who>
            <strong>{r.bookingCode}</strong>
            <ToneChip tone={s.tone} label={s.label} />
          </Who>
        );
      },
    },
    {
      id: 'patientName',
      label: 'Pasien',
      renderCell: (r) => (
        <Who>
          <strong>{r.patientName}</strong>
          <span>
            {r.unitName} · {r.payer}
          </span>
        </Who>
      ),
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
    <Page>
      <PageHeader title={route.title} canAdd={false} />
      <FieldRow>
        <DateBox>
          <DatePickerField
            label="Tanggal"
            value={date}
            onChange={(v) => setDate(v)}
            description="Tanggal kunjungan (WIB)."
          />
        </DateBox>
      </FieldRow>
      <Stats aria-label="Ringkasan task id">
        <Stat label="Booking" value={rows.length} testId="count-bookings" />
        <Stat label="Sudah check-in" value={rows.filter((r) => r.status === 'CHECKED_IN').length} />
        <Stat label="Obat selesai (task 7)" value={rows.filter((r) => r.tasks['7']).length} />
        <Stat label="Tidak hadir / batal (99)" value={rows.filter((r) => r.tasks['99']).length} />
      </Stats>
      {tasks.data?.nameMasked ? (
        <Muted role="note">
          Nama pasien disamarkan karena level Anda tidak memiliki akses menu Pasien.
        </Muted>
      ) : null}
      {tasks.error ? <Muted role="alert">{tasks.error.message}</Muted> : null}
      <DataTable<TaskIdRow>
        aria-label={`Task ID tanggal ${date ?? ''}`}
        title={route.title}
        columns={columns}
        rows={rows}
        rowId={(r) => r.reservationId}
        isLoading={tasks.isValidating}
      />
      <Legend>
        <h2>Keterangan task id (BPJS Antrean)</h2>
        <DescriptionList
          items={TASK_IDS.map((id) => ({ term: `Task ${id}`, description: TASK_LABEL[id] }))}
        />
      </Legend>
    </Page>
  );
}

const DateBox = styled.div`
  width: min(100%, 280px);
`;
