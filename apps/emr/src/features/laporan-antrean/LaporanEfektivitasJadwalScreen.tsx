/**
 * laporan-efektivitas-jadwal: how doctors' clinic schedules were used over a range (at most 31
 * days): practice days, quota, bookings, patients served, utilisation and start delay per
 * schedule, with totals, a legend of every figure and a CSV export (see docs/queue.md).
 */
import { useQuery } from '@simrs/api-client';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DatePickerField,
  DescriptionList,
  FilterBar,
  Notice,
  PageHeader,
  Section,
  SelectField,
  Stack,
  Stats,
  Text,
  TextField,
  useToday,
} from '@simrs/design-system';
import { consultationSlotLabel } from '@simrs/domain';
import type { ScheduleEffectivenessRow, ScheduleEffectivenessTotals } from '@simrs/domain/queue';
import {
  laporanEfektivitasJadwalContract,
  MAX_RANGE_DAYS as MAX_DAYS,
} from '@simrs/validators/contracts';
import { type ReactNode, useState } from 'react';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';

const WEEKDAY = ['', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
const ALL = 'ALL';

type Line = ScheduleEffectivenessRow | (ScheduleEffectivenessTotals & { scheduleId: 0 });
const isTotal = (r: Line): r is ScheduleEffectivenessTotals & { scheduleId: 0 } =>
  r.scheduleId === 0;

/** A table cell of two lines: the name, and a muted second line. */
function Who({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Stack gap={1} align="start">
      <Text as="strong" weight="medium">
        {first}
      </Text>
      <Text as="span" tone="muted" size="xs">
        {second}
      </Text>
    </Stack>
  );
}

const count = (n: number) => n.toLocaleString('id-ID');
const fmt1 = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 1 });
const pct = (n: number | null) => (n === null ? '' : `${fmt1(n)}%`);
const minutes = (n: number | null) => (n === null ? '' : `${n > 0 ? '+' : ''}${fmt1(n)} mnt`);

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** Problems of the range as the form shows them (the server checks the same rules). */
function rangeErrors(from: string | null, to: string | null): { from?: string; to?: string } {
  if (!from) return { from: 'Tanggal Awal wajib diisi.' };
  if (!to) return { to: 'Tanggal Akhir wajib diisi.' };
  if (from > to) return { to: 'Tanggal Akhir tidak boleh sebelum Tanggal Awal.' };
  if (daysBetween(from, to) > MAX_DAYS) return { to: `Rentang tanggal maksimal ${MAX_DAYS} hari.` };
  return {};
}

const LEGEND = [
  {
    term: 'Hari praktik',
    description:
      'Jumlah tanggal dalam rentang yang jatuh pada hari jadwal, tidak termasuk hari libur (master Hari Libur).',
  },
  { term: 'Kuota', description: 'Kuota per hari jadwal × hari praktik.' },
  {
    term: 'Booking / Check-in / Batal',
    description:
      'Reservasi untuk jadwal ini dengan tanggal kunjungan dalam rentang, menurut statusnya saat ini: belum check-in, sudah check-in, dibatalkan.',
  },
  {
    term: 'Dilayani',
    description:
      'Nomor antrean di unit jadwal pada hari praktik, berstatus Selesai atau Dialihkan, yang jam panggilnya (panggilan terakhir, termasuk panggil ulang) dalam jam jadwal (mulai ≤ jam panggil < selesai, WIB). Bila beberapa dokter praktik di unit dan jam yang sama, pasien dihitung pada setiap jadwal tersebut.',
  },
  { term: 'Utilisasi', description: 'Dilayani ÷ kuota × 100%, dibulatkan satu desimal.' },
  {
    term: 'Keterlambatan mulai',
    description:
      'Rata-rata, atas hari praktik yang ada panggilan, dari (jam panggil paling awal di unit dalam jam jadwal − jam mulai jadwal), dalam menit. Negatif berarti lebih awal; kosong bila tidak ada panggilan. Pada baris Total: rata-rata atas semua pasangan jadwal dan hari yang ada panggilan.',
  },
];

function csvCell(v: string | number | null | undefined): string {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",;\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function downloadCsv(lines: Line[], from: string, to: string) {
  const head = [
    'Dokter',
    'Unit',
    'Hari',
    'Sesi',
    'Jam',
    'Hari Praktik',
    'Kuota',
    'Booking',
    'Check-in',
    'Batal',
    'Dilayani',
    'Utilisasi (%)',
    'Keterlambatan Mulai (menit)',
  ];
  const body = lines.map((r) =>
    [
      isTotal(r) ? 'Total' : r.doctorName,
      isTotal(r) ? '' : r.unitName,
      isTotal(r) ? '' : WEEKDAY[r.weekday],
      isTotal(r) ? '' : consultationSlotLabel(r.slot),
      isTotal(r) ? '' : `${r.startTime}-${r.endTime}`,
      r.practiceDays,
      r.quotaTotal,
      r.booked,
      r.checkedIn,
      r.cancelled,
      r.served,
      r.utilisation,
      r.avgStartDelay,
    ]
      .map(csvCell)
      .join(','),
  );
  const blob = new Blob([`\uFEFF${[head.join(','), ...body].join('\r\n')}\r\n`], {
    type: 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `laporan-efektivitas-jadwal_${from}_${to}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export default function LaporanEfektivitasJadwalScreen({ route }: ScreenProps) {
  const today = useToday().toString();
  const { user } = useSession();
  const mayExport = Boolean(user && canDo(user, 'laporan-efektivitas-jadwal', 'export'));
  const [from, setFrom] = useState<string | null>(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState<string | null>(today);
  const [unitId, setUnitId] = useState<string>(ALL);
  const [doctor, setDoctor] = useState('');
  const errors = rangeErrors(from, to);
  const valid = !errors.from && !errors.to && from && to;
  const report = useQuery(
    laporanEfektivitasJadwalContract,
    'report',
    valid ? { from, to, unitId: unitId === ALL ? null : unitId, doctor: doctor.trim() } : null,
    { keepPreviousData: true },
  );
  const data = report.data;
  const rows = data?.list ?? [];
  const lines: Line[] = data ? [...rows, { ...data.totals, scheduleId: 0 }] : [];

  const columns: DataTableColumn<Line>[] = [
    {
      id: 'doctor',
      label: 'Dokter / Unit',
      isRowHeader: true,
      renderCell: (r) =>
        isTotal(r) ? (
          <strong>Total ({rows.length} jadwal)</strong>
        ) : (
          <Who first={r.doctorName} second={r.unitName} />
        ),
    },
    {
      id: 'when',
      label: 'Hari / Sesi',
      renderCell: (r) =>
        isTotal(r) ? null : (
          <Who
            first={`${WEEKDAY[r.weekday]} · ${consultationSlotLabel(r.slot)}`}
            second={`${r.startTime}–${r.endTime}`}
          />
        ),
    },
    { id: 'practiceDays', label: 'Hari praktik', kind: 'number', value: (r) => r.practiceDays },
    { id: 'quotaTotal', label: 'Kuota', kind: 'number', value: (r) => r.quotaTotal },
    { id: 'booked', label: 'Booking', kind: 'number', value: (r) => r.booked },
    { id: 'checkedIn', label: 'Check-in', kind: 'number', value: (r) => r.checkedIn },
    { id: 'cancelled', label: 'Batal', kind: 'number', value: (r) => r.cancelled },
    { id: 'served', label: 'Dilayani', kind: 'number', value: (r) => r.served },
    {
      id: 'utilisation',
      label: 'Utilisasi',
      align: 'end',
      value: (r) => pct(r.utilisation) || '-',
    },
    {
      id: 'delay',
      label: 'Keterlambatan mulai',
      align: 'end',
      value: (r) => minutes(r.avgStartDelay) || '-',
    },
  ];

  const unitChoices = [
    { code: ALL, label: 'Semua unit' },
    ...(data?.units ?? []).map((u) => ({ code: String(u.id), label: u.name })),
  ];

  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <FilterBar
        aria-label="Saring laporan efektivitas jadwal"
        minFieldWidth={200}
        actions={
          mayExport ? (
            <Button
              variant="secondary"
              isDisabled={!data || !valid}
              onPress={() => data && downloadCsv(lines, data.from, data.to)}
            >
              Ekspor CSV
            </Button>
          ) : undefined
        }
      >
        <DatePickerField
          label="Tanggal Awal"
          value={from}
          onChange={setFrom}
          errorMessage={errors.from}
        />
        <DatePickerField
          label="Tanggal Akhir"
          value={to}
          onChange={setTo}
          errorMessage={errors.to}
          description={`Maksimal ${MAX_DAYS} hari.`}
        />
        <SelectField
          label="Unit"
          options={unitChoices}
          value={unitId}
          onChange={(v) => setUnitId(v ?? ALL)}
        />
        <TextField
          label="Nama Dokter"
          value={doctor}
          onChange={setDoctor}
          placeholder="Cari dokter"
        />
      </FilterBar>
      {report.error ? (
        <Notice tone="danger" role="alert" title="Laporan tidak dapat dimuat">
          {report.error.message}
        </Notice>
      ) : null}
      {data ? (
        <Stats
          aria-label="Ringkasan"
          items={[
            {
              label: 'Jadwal',
              value: <span data-testid="count-schedules">{count(rows.length)}</span>,
            },
            { label: 'Kuota', value: count(data.totals.quotaTotal) },
            { label: 'Dilayani', value: count(data.totals.served) },
            {
              label: 'Booking (semua status)',
              value: count(data.totals.booked + data.totals.checkedIn + data.totals.cancelled),
            },
          ]}
        />
      ) : null}
      <DataTable<Line>
        aria-label={`Efektivitas jadwal ${data?.from ?? ''} s.d. ${data?.to ?? ''}`}
        title={route.title}
        columns={columns}
        rows={lines}
        rowId={(r) => r.scheduleId}
        rowLabel={(r) =>
          isTotal(r)
            ? 'Total'
            : `${r.doctorName} ${WEEKDAY[r.weekday]} ${consultationSlotLabel(r.slot)}`
        }
        isLoading={report.isValidating}
      />
      <Section title="Keterangan" gap={3}>
        <DescriptionList layout="inline" items={LEGEND} />
      </Section>
    </Stack>
  );
}
