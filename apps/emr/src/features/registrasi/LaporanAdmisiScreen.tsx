import { useBoClient, useQuery } from '@simrs/api-client';
import {
  BarChart,
  Button,
  Card,
  Columns,
  DataTable,
  type DataTableColumn,
  DatePickerField,
  DonutChart,
  PageHeader,
  Section,
  SelectField,
  Stack,
  Stats,
} from '@simrs/design-system';
import { registrationKind } from '@simrs/domain';
import { formatDate } from '@simrs/validators';
import {
  type AdmissionReportGroup,
  laporanAdmisiContract,
  laporanAdmisiRajalContract,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';

const count = (n: number) => n.toLocaleString('id-ID');

const groupColumns = (label: string): DataTableColumn<AdmissionReportGroup & { id: string }>[] => [
  { id: 'label', label, isRowHeader: true },
  { id: 'count', label: 'Registrasi', kind: 'number', value: (g) => count(g.count) },
];

function GroupTable({
  title,
  label,
  rows,
}: {
  title: string;
  label: string;
  rows: AdmissionReportGroup[];
}) {
  return (
    <Section title={title} level={3}>
      <DataTable
        aria-label={title}
        title={title}
        columns={groupColumns(label)}
        rows={rows.map((g) => ({ ...g, id: g.key || g.label }))}
      />
    </Section>
  );
}

/**
 * Laporan Admisi (report-admisi: every kind; report-admisi-rajal: outpatients): registrations of
 * a range of visit days (this month by default, at most a year) by day, clinic, doctor, payer,
 * channel and kind; new and returning patients; voided apart; the registrations as CSV or XLSX.
 */
export default function LaporanAdmisiScreen({ route }: ScreenProps) {
  const bo = useBoClient();
  const { user } = useSession();
  const rajal = route.key === 'report-admisi-rajal';
  const contract = rajal ? laporanAdmisiRajalContract : laporanAdmisiContract;
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [kind, setKind] = useState('');
  const input = { from, to, kind: rajal || kind === '' ? null : kind };
  const answer = useQuery(contract, 'report', input, { keepPreviousData: true });
  const data = answer.data;
  const mayExport = Boolean(user && canDo(user, route.menuKey ?? route.key, 'export'));
  const download = (format: 'csv' | 'xlsx') => {
    const q: Record<string, string> = {};
    for (const [k, v] of Object.entries(input)) if (v) q[k] = v;
    if (data) Object.assign(q, { from: data.from, to: data.to });
    window.open(bo.exportUrl(contract.module, q, format), '_blank', 'noopener');
  };
  const fieldError = (name: 'from' | 'to') =>
    answer.error && 'errors' in answer.error
      ? (answer.error.errors as Record<string, string[]>)[name]?.[0]
      : undefined;
  return (
    <Stack gap={5}>
      <PageHeader
        title={route.title}
        canAdd={false}
        actions={
          mayExport ? (
            <>
              <Button variant="secondary" onPress={() => download('csv')} isDisabled={!data}>
                Ekspor CSV
              </Button>
              <Button variant="secondary" onPress={() => download('xlsx')} isDisabled={!data}>
                Ekspor Excel
              </Button>
            </>
          ) : null
        }
      />
      <Card>
        <Stack direction="horizontal" wrap gap={4}>
          <DatePickerField
            label="Tanggal Awal"
            value={from ?? data?.from ?? null}
            onChange={setFrom}
            {...(fieldError('from') ? { errorMessage: fieldError('from') } : {})}
          />
          <DatePickerField
            label="Tanggal Akhir"
            value={to ?? data?.to ?? null}
            onChange={setTo}
            {...(fieldError('to') ? { errorMessage: fieldError('to') } : {})}
          />
          {rajal ? null : (
            <SelectField
              label="Jenis Registrasi"
              options={[
                { code: '', label: 'Semua jenis' },
                ...registrationKind.entries.map((e) => ({ code: e.code, label: e.label })),
              ]}
              value={kind}
              onChange={(v) => setKind(v ?? '')}
            />
          )}
        </Stack>
      </Card>
      <LoadError
        title="Laporan gagal dimuat."
        error={fieldError('from') || fieldError('to') ? undefined : answer.error}
        onRetry={() => answer.mutate()}
      />
      {data ? (
        <>
          <Stats
            aria-label={`Ringkasan ${formatDate(data.from)} sampai ${formatDate(data.to)}`}
            items={[
              {
                label: 'Registrasi',
                value: count(data.totals.registrations),
                hint: `${formatDate(data.from)} – ${formatDate(data.to)}`,
              },
              {
                label: 'Pasien Baru',
                value: count(data.totals.newPatients),
                tone: 'info',
                hint: 'registrasi pertama',
              },
              {
                label: 'Pasien Lama',
                value: count(data.totals.returningPatients),
                hint: 'pernah terdaftar',
              },
              {
                label: 'Dibatalkan',
                value: count(data.totals.voided),
                tone: 'danger',
                hint: 'tidak dihitung di atas',
              },
            ]}
          />
          <Card>
            <BarChart
              title="Registrasi per hari"
              categories={data.byDay.map((d) => formatDate(d.day, 'D MMM'))}
              categoryLabel="Tanggal"
              series={[
                { key: 'count', label: 'Registrasi', values: data.byDay.map((d) => d.count) },
              ]}
            />
          </Card>
          <Columns minColumnWidth={320}>
            <Card>
              <DonutChart
                title="Cara bayar"
                categoryLabel="Cara Bayar"
                segments={data.byPayer.map((g) => ({ key: g.key, label: g.label, value: g.count }))}
              />
            </Card>
            <Card>
              <DonutChart
                title="Pasien baru dan lama"
                categoryLabel="Pasien"
                segments={[
                  { key: 'baru', label: 'Pasien Baru', value: data.totals.newPatients },
                  { key: 'lama', label: 'Pasien Lama', value: data.totals.returningPatients },
                ]}
              />
            </Card>
          </Columns>
          <Card>
            <Columns minColumnWidth={320}>
              <GroupTable title="Per poli" label="Poli" rows={data.byPoli} />
              <GroupTable title="Per dokter" label="Dokter" rows={data.byDoctor} />
              <GroupTable title="Per jalur pendaftaran" label="Jalur" rows={data.byChannel} />
              {rajal ? null : (
                <GroupTable title="Per jenis registrasi" label="Jenis" rows={data.byKind} />
              )}
            </Columns>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
