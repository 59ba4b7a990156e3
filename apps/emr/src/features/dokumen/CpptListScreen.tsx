import { useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DatePickerField,
  FilterBar,
  Link,
  Notice,
  PageHeader,
  SelectField,
  Stack,
  Text,
  ToneChip,
  useDialog,
  useToday,
} from '@simrs/design-system';
import { formatDate, formatDateTime } from '@simrs/validators';
import {
  CPPT_FORMAT_LABELS,
  CPPT_PROFESSION_LABELS,
  type CpptWaitingRow,
  cpptContract,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { NoteBody } from './CpptPanel';
import { mayVerify, professionChoices } from './cpptModel';
import { chartHref } from './links';

const WEEK_DAYS = 7;

function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Daftar CPPT (cppt-list): the notes waiting for the DPJP's verification (every profession but
 * the doctors', not corrected, not verified), oldest first, by the days written, clinic and
 * profession; an inpatient note past its 24 hours is marked (and can be listed alone); a doctor
 * verifies each from here.
 */
export default function CpptListScreen({ route }: ScreenProps) {
  const { user } = useSession();
  const dialog = useDialog();
  const today = useToday().toString();
  const [from, setFrom] = useState(daysBefore(today, WEEK_DAYS));
  const [to, setTo] = useState(today);
  const [poliId, setPoliId] = useState('');
  const [profession, setProfession] = useState('');
  const [overdue, setOverdue] = useState('');
  const waiting = useQuery(
    cpptContract,
    'waiting',
    { from, to, poliId, profession, overdue },
    { keepPreviousData: true },
  );
  const act = useCommands(cpptContract);
  const data = waiting.data;

  const verify = async (row: CpptWaitingRow) => {
    const result = await act.run('verifikasi', { id: row.id });
    if (!result.ok) return dialog.showError(result.error);
    dialog.showSuccess(result.message ?? 'CPPT diverifikasi.');
  };

  const columns: DataTableColumn<CpptWaitingRow>[] = [
    {
      id: 'writtenAt',
      label: 'Ditulis',
      value: (r) => formatDateTime(r.writtenAt),
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Text>{formatDateTime(r.writtenAt)}</Text>
          {r.overdue ? (
            <ToneChip tone="danger" label="Lewat 24 jam" data-testid="cppt-overdue" />
          ) : r.verifyBy ? (
            <Text tone="muted" size="sm">
              Batas verifikasi {formatDateTime(r.verifyBy)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'patient',
      label: 'Pasien',
      isRowHeader: true,
      value: (r) => `${r.patientName} (${r.rmNo})`,
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Link href={chartHref(r.rmNo, r.registrationId)}>{r.patientName}</Link>
          <Text tone="muted" size="sm">
            No. RM {r.rmNo} · {r.regNo} · {formatDate(r.visitDate)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'poli',
      label: 'Poli / DPJP',
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Text>{r.poliName ?? (r.kind === 'RANAP' ? 'Rawat Inap' : r.kind)}</Text>
          <Text tone="muted" size="sm">
            {r.doctorName ?? '–'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'author',
      label: 'Profesi / Penulis',
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Text>{CPPT_PROFESSION_LABELS[r.profession]}</Text>
          <Text tone="muted" size="sm">
            {r.author.name ?? '–'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'note',
      label: 'Catatan',
      renderCell: (r) => (
        <Stack gap={2} align="start">
          <Text weight="semibold">
            {CPPT_FORMAT_LABELS[r.format]}
            {r.correctionOf !== null ? ' · Koreksi' : ''}
          </Text>
          <NoteBody note={r} />
        </Stack>
      ),
    },
    {
      id: 'action',
      label: 'Aksi',
      renderCell: (r) =>
        mayVerify(user, r) ? (
          <Button
            size="sm"
            onPress={() => void verify(r)}
            isPending={act.pending === 'verifikasi'}
            aria-label={`Verifikasi CPPT ${r.patientName} ${formatDateTime(r.writtenAt)}`}
          >
            Verifikasi
          </Button>
        ) : (
          <Text tone="muted">–</Text>
        ),
    },
  ];

  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <Card>
        <Stack gap={4}>
          <FilterBar aria-label="Saring CPPT menunggu verifikasi" minFieldWidth={200}>
            <DatePickerField label="Dari Tanggal" value={from} onChange={(v) => setFrom(v ?? '')} />
            <DatePickerField label="Sampai Tanggal" value={to} onChange={(v) => setTo(v ?? '')} />
            <SelectField
              label="Poli"
              options={[
                { code: 'ALL', label: 'Semua Poli' },
                ...(data?.polis ?? []).map((p) => ({ code: String(p.id), label: p.name })),
              ]}
              value={poliId || 'ALL'}
              onChange={(v) => setPoliId(v && v !== 'ALL' ? v : '')}
            />
            <SelectField
              label="Profesi"
              options={[{ code: 'ALL', label: 'Semua Profesi' }, ...professionChoices]}
              value={profession || 'ALL'}
              onChange={(v) => setProfession(v && v !== 'ALL' ? v : '')}
            />
            <SelectField
              label="Batas Verifikasi"
              options={[
                { code: 'ALL', label: 'Semua' },
                { code: '1', label: 'Lewat 24 jam (rawat inap)' },
              ]}
              value={overdue || 'ALL'}
              onChange={(v) => setOverdue(v === '1' ? '1' : '')}
            />
          </FilterBar>
          <LoadError
            title="Daftar CPPT gagal dimuat."
            error={waiting.error}
            onRetry={() => void waiting.mutate()}
          />
          {data && data.total > data.list.length ? (
            <Notice tone="info" title={`Menampilkan ${data.list.length} dari ${data.total}.`}>
              Persempit tanggal, poli atau profesi untuk melihat sisanya.
            </Notice>
          ) : null}
          {data && data.overdueTotal > 0 ? (
            <Notice
              tone="warning"
              title={`${data.overdueTotal} catatan rawat inap lewat 24 jam belum diverifikasi DPJP.`}
            >
              Catatan PPA pasien rawat inap diverifikasi DPJP dalam 24 jam sejak ditulis.
            </Notice>
          ) : null}
          <Text tone="muted" role="status">
            {data ? `${data.total} catatan menunggu verifikasi DPJP.` : ''}
          </Text>
          <DataTable<CpptWaitingRow>
            aria-label="CPPT menunggu verifikasi"
            title={route.title}
            columns={columns}
            rows={data?.list ?? []}
            isLoading={waiting.isLoading}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
