/**
 * belum-dilayani (RoBelumDilayani): today's numbers that nobody has served yet (waiting, called
 * but not present, absent) across the units the user may see, oldest first, with how long each
 * has waited. Live through the units' rooms; the waiting times tick every 30 s.
 */
import { useBelumDilayani, useQueueRooms, type WaitingTicket } from '@simrs/api-client';
import {
  DataTable,
  type DataTableColumn,
  PageHeader,
  SelectField,
  StatusChip,
  ToneChip,
} from '@simrs/design-system';
import { callStatus } from '@simrs/domain';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ScreenProps } from '../types';
import { FieldRow, LiveChip, Muted, Page, Stat, Stats, TicketStatusChip } from './parts';
import { categoryLabel, formatWait, wibTime } from './ticketState';

const ALL = 'ALL';

/** Re-renders every `ms`, returning the current time. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Tone of a waiting time: over 30 minutes is a warning, over an hour is urgent. */
function waitTone(seconds: number) {
  return seconds >= 3600 ? 'danger' : seconds >= 1800 ? 'warning' : 'neutral';
}

export default function BelumDilayaniScreen({ route }: ScreenProps) {
  const [category, setCategory] = useState(ALL);
  const [unitId, setUnitId] = useState(ALL);
  const pending = useBelumDilayani({ category, unitId });
  const data = pending.data;
  const units = data?.units ?? [];
  const live = useQueueRooms(useMemo(() => units.map((u) => u.id), [units]));

  // Waiting time = the server's figure + the time since the answer arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer restarts the count
  const receivedAt = useMemo(() => Date.now(), [data]);
  const now = useNow(30_000);
  const waited = (row: WaitingTicket) =>
    row.waitingSeconds + Math.max(0, Math.floor((now - receivedAt) / 1000));

  const categories = [...new Set(units.map((u) => u.category))];
  const unitOptions = units.filter((u) => category === ALL || u.category === category);
  const rows = pending.rows;
  const oldest = rows[0];

  const columns: DataTableColumn<WaitingTicket>[] = [
    { id: 'code', label: 'Nomor', isRowHeader: true },
    { id: 'unitName', label: 'Unit' },
    { id: 'patientName', label: 'Nama Pasien', value: (r) => r.patientName ?? '-' },
    { id: 'status', label: 'Status', renderCell: (r) => <TicketStatusChip status={r.status} /> },
    {
      id: 'callStatus',
      label: 'Kehadiran',
      renderCell: (r) =>
        r.callStatus ? <StatusChip list={callStatus} code={r.callStatus} /> : <span>-</span>,
    },
    { id: 'counter', label: 'Loket', value: (r) => r.counter ?? '-' },
    { id: 'createdAt', label: 'Diambil', value: (r) => wibTime(r.createdAt).slice(0, 5) },
    {
      id: 'waiting',
      label: 'Lama Menunggu',
      renderCell: (r) => {
        const s = waited(r);
        return <ToneChip tone={waitTone(s)} label={formatWait(s)} data-seconds={s} />;
      },
    },
  ];

  return (
    <Page>
      <PageHeader
        title={route.title}
        canAdd={false}
        actions={<LiveChip live={{ ...live, joined: live.joined && data !== undefined }} />}
      />
      <Muted>
        Nomor antrean hari ini yang belum dilayani: masih menunggu, sudah dipanggil tetapi belum
        hadir, atau tidak hadir. Diurutkan dari yang paling lama menunggu.
      </Muted>
      <FieldRow>
        <SelectField
          label="Kategori Unit"
          options={[
            { code: ALL, label: 'Semua kategori' },
            ...categories.map((c) => ({ code: c, label: categoryLabel(c) })),
          ]}
          value={category}
          onChange={(v) => {
            setCategory(v ?? ALL);
            setUnitId(ALL);
          }}
        />
        <SelectField
          label="Unit"
          options={[
            { code: ALL, label: 'Semua unit' },
            ...unitOptions.map((u) => ({ code: String(u.id), label: u.name })),
          ]}
          value={unitId}
          onChange={(v) => setUnitId(v ?? ALL)}
        />
      </FieldRow>
      <Stats aria-label="Ringkasan belum dilayani">
        <Stat label="Belum dilayani" value={rows.length} testId="count-pending" />
        <Stat label="Menunggu" value={rows.filter((r) => r.status === 'WAITING').length} />
        <Stat
          label="Dipanggil, belum hadir"
          value={rows.filter((r) => r.status === 'CALLED').length}
        />
        <Stat label="Tidak hadir" value={rows.filter((r) => r.status === 'SKIPPED').length} />
        <div>
          <dt>Terlama menunggu</dt>
          <dd>{oldest ? formatWait(waited(oldest)) : '-'}</dd>
        </div>
      </Stats>
      {pending.error ? <Muted role="alert">{pending.error.message}</Muted> : null}
      <TableBox>
        <DataTable<WaitingTicket>
          aria-label="Daftar nomor belum dilayani"
          title={route.title}
          columns={columns}
          rows={rows}
          isLoading={pending.isValidating && !pending.data}
        />
      </TableBox>
    </Page>
  );
}

const TableBox = styled.div`
  min-width: 0;
`;
