/**
 * belum-dilayani (RoBelumDilayani): today's numbers that nobody has served yet (waiting, called
 * but not present, absent) across the units the user may see, oldest first, with how long each
 * has waited. Live through the units' rooms; the waiting times tick every 30 s.
 */
import { useQuery, useQueueRooms } from '@simrs/api-client';
import {
  DataTable,
  type DataTableColumn,
  FilterBar,
  PageHeader,
  SelectField,
  Stack,
  Stats,
  StatusChip,
  Text,
  ToneChip,
} from '@simrs/design-system';
import { callStatus } from '@simrs/domain';
import type { WaitingTicket } from '@simrs/domain/queue';
import { belumDilayaniContract } from '@simrs/validators/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { ScreenProps } from '../types';
import { figure, LiveChip, TicketStatusChip } from './parts';
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
  const pending = useQuery(
    belumDilayaniContract,
    'list',
    { category, unitId },
    { keepPreviousData: true },
  );
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
  const rows = pending.data?.list ?? [];
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

  const count = (status: WaitingTicket['status']) => rows.filter((r) => r.status === status).length;
  return (
    <Stack gap={5}>
      <PageHeader
        title={route.title}
        canAdd={false}
        actions={<LiveChip live={{ ...live, joined: live.joined && data !== undefined }} />}
      />
      <Text tone="muted" size="sm">
        Nomor antrean hari ini yang belum dilayani: masih menunggu, sudah dipanggil tetapi belum
        hadir, atau tidak hadir. Diurutkan dari yang paling lama menunggu.
      </Text>
      <FilterBar aria-label="Saring nomor belum dilayani" minFieldWidth={200}>
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
      </FilterBar>
      <Stats
        aria-label="Ringkasan belum dilayani"
        minTileWidth={150}
        items={[
          { label: 'Belum dilayani', value: figure(rows.length, 'count-pending') },
          { label: 'Menunggu', value: figure(count('WAITING')) },
          { label: 'Dipanggil, belum hadir', value: figure(count('CALLED')) },
          { label: 'Tidak hadir', value: figure(count('SKIPPED')) },
          { label: 'Terlama menunggu', value: oldest ? formatWait(waited(oldest)) : '-' },
        ]}
      />
      {pending.error ? (
        <Text role="alert" tone="danger" size="sm">
          {pending.error.message}
        </Text>
      ) : null}
      <DataTable<WaitingTicket>
        aria-label="Daftar nomor belum dilayani"
        title={route.title}
        columns={columns}
        rows={rows}
        isLoading={pending.isValidating && !pending.data}
      />
    </Stack>
  );
}
