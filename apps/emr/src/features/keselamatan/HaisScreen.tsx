import { useQuery } from '@simrs/api-client';
import {
  Card,
  DataTable,
  type DataTableColumn,
  FilterBar,
  Link,
  Notice,
  PageHeader,
  SelectField,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  ToneChip,
  useToday,
} from '@simrs/design-system';
import { haiExposureKind, haiKind, labelOf } from '@simrs/domain';
import { formatDate } from '@simrs/validators';
import { type HaiPatientRow, type HaiRateRow, haisContract } from '@simrs/validators/contracts';
import { useSearchParams } from 'react-router-dom';
import { patientColumn } from '../../layout/patientColumn';
import { useListAddress } from '../../resources/useListAddress';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { HaiRegisterView } from './HaiRegister';
import { choicesWithAll, filterValue, HAIS_PATH, rateText, recentMonths } from './words';

const FILTERS = ['tab', 'wardId', 'month', 'reg'] as const;

/**
 * HAIs: the infection-prevention register. "Pasien Rawat Inap": the inpatients in a bed now
 * with their devices in place (days, last daily check, signs seen); "Laju HAIs": the month's
 * rates per HAI kind, computed by the server; `?reg=` a stay's register.
 */
export default function HaisScreen({ route }: ScreenProps) {
  const { filter, setFilter, setParams } = useListAddress(FILTERS);
  const reg = filter('reg');
  if (reg) {
    return (
      <HaiRegisterView
        title={route.title}
        registrationId={reg}
        onBack={() =>
          setParams((latest) => {
            const next = new URLSearchParams(latest);
            next.delete('reg');
            return next;
          })
        }
      />
    );
  }
  const tab = filter('tab') === 'laju' ? 'laju' : 'pasien';
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <Tabs
        selectedKey={tab}
        onSelectionChange={(k) => setFilter('tab', k === 'laju' ? 'laju' : '')}
      >
        <TabList aria-label="Bagian HAIs">
          <Tab id="pasien">Pasien Rawat Inap</Tab>
          <Tab id="laju">Laju HAIs</Tab>
        </TabList>
        <TabPanel id="pasien">
          <Patients
            title={route.title}
            wardId={filter('wardId')}
            onWard={(v) => setFilter('wardId', v)}
          />
        </TabPanel>
        <TabPanel id="laju">
          <Rates
            month={filter('month')}
            wardId={filter('wardId')}
            onMonth={(v) => setFilter('month', v)}
            onWard={(v) => setFilter('wardId', v)}
          />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

function Patients({
  title,
  wardId,
  onWard,
}: {
  title: string;
  wardId: string;
  onWard: (v: string) => void;
}) {
  const [params] = useSearchParams();
  const answer = useQuery(haisContract, 'list', { wardId }, { keepPreviousData: true });
  const data = answer.data;
  const open = (r: HaiPatientRow) => {
    const next = new URLSearchParams(params);
    next.set('reg', String(r.registrationId));
    return `${HAIS_PATH}?${next}`;
  };
  const columns: DataTableColumn<HaiPatientRow>[] = [
    patientColumn(),
    { id: 'bed', label: 'Tempat Tidur', value: (r) => `${r.ward} · ${r.room} · ${r.bed}` },
    {
      id: 'exposures',
      label: 'Paparan Terpasang',
      value: (r) => r.exposures.length,
      renderCell: (r) =>
        r.exposures.length === 0 ? (
          <Text tone="muted">Tidak ada</Text>
        ) : (
          <Stack gap={2} align="start">
            {r.exposures.map((e) => (
              <Stack key={e.id} gap={1} align="start">
                <Text>
                  {labelOf(haiExposureKind, e.kind)} · hari ke-{e.days}
                </Text>
                <Stack direction="horizontal" wrap gap={2} align="center">
                  <Text tone="muted" size="sm">
                    {e.lastCheck ? `Diperiksa ${formatDate(e.lastCheck)}` : 'Belum diperiksa'}
                  </Text>
                  {e.signsSeen ? <ToneChip tone="warning" label="Ada tanda infeksi" /> : null}
                </Stack>
              </Stack>
            ))}
          </Stack>
        ),
    },
    { id: 'events', label: 'Kejadian HAIs', kind: 'number', value: (r) => r.events },
    {
      id: 'action',
      label: 'Aksi',
      renderCell: (r) => (
        <Link href={open(r)} aria-label={`Buka register HAIs ${r.patientName}`}>
          Buka Register
        </Link>
      ),
    },
  ];
  return (
    <Card>
      <Stack gap={4}>
        <FilterBar aria-label="Saring pasien rawat inap" minFieldWidth={200}>
          <SelectField
            label="Bangsal"
            options={choicesWithAll('Semua Bangsal', data?.wards)}
            value={wardId || 'ALL'}
            onChange={(v) => onWard(filterValue(v))}
          />
        </FilterBar>
        <LoadError
          title="Daftar pasien gagal dimuat."
          error={answer.error}
          onRetry={() => void answer.mutate()}
        />
        <Text tone="muted" role="status">
          {data ? `${data.list.length} pasien rawat inap.` : ''}
        </Text>
        <DataTable<HaiPatientRow>
          aria-label="Pasien rawat inap dan paparannya"
          title={title}
          columns={columns}
          rows={data?.list ?? []}
          rowId={(r) => r.registrationId}
          isLoading={answer.isLoading}
        />
      </Stack>
    </Card>
  );
}

const rateColumns: DataTableColumn<HaiRateRow>[] = [
  { id: 'kind', label: 'Jenis HAIs', isRowHeader: true, value: (r) => labelOf(haiKind, r.kind) },
  {
    id: 'denominator',
    label: 'Paparan',
    value: (r) =>
      r.unit === 'days'
        ? `${r.denominator} hari · ${labelOf(haiExposureKind, r.exposure)}`
        : `${r.denominator} operasi`,
  },
  { id: 'events', label: 'Kejadian', kind: 'number', value: (r) => r.events },
  {
    id: 'rate',
    label: 'Laju',
    value: (r) => rateText(r.rate, r.rateLabel),
    renderCell: (r) =>
      r.rate !== null && r.rate > 0 ? (
        <ToneChip tone="warning" label={rateText(r.rate, r.rateLabel)} />
      ) : (
        <Text tone="muted">{rateText(r.rate, r.rateLabel)}</Text>
      ),
  },
];

function Rates({
  month,
  wardId,
  onMonth,
  onWard,
}: {
  month: string;
  wardId: string;
  onMonth: (v: string) => void;
  onWard: (v: string) => void;
}) {
  const today = useToday().toString();
  const months = recentMonths(today);
  const chosen = month || today.slice(0, 7);
  const answer = useQuery(
    haisContract,
    'laju',
    { month: chosen, wardId },
    { keepPreviousData: true },
  );
  const data = answer.data;
  return (
    <Card>
      <Stack gap={4}>
        <FilterBar aria-label="Saring laju HAIs" minFieldWidth={200}>
          <SelectField
            label="Bulan"
            options={
              months.some((m) => m.code === chosen)
                ? months
                : [{ code: chosen, label: chosen }, ...months]
            }
            value={chosen}
            onChange={(v) => onMonth(v ?? '')}
          />
          <SelectField
            label="Bangsal"
            options={choicesWithAll('Semua Bangsal', data?.wards)}
            value={wardId || 'ALL'}
            onChange={(v) => onWard(filterValue(v))}
          />
        </FilterBar>
        <LoadError
          title="Laju HAIs gagal dihitung."
          error={answer.error}
          onRetry={() => void answer.mutate()}
        />
        <Notice tone="info" title="Cara menghitung">
          Laju = jumlah kejadian / jumlah hari paparan x 1000 (per mil): ISK per hari kateter urin,
          IADP per hari CVL, VAP per hari ventilator, plebitis per hari infus perifer, HAP dan
          dekubitus per hari tirah baring; IDO per jumlah operasi x 100%. Setiap hari alat terpasang
          dihitung, hari pasang sebagai hari ke-1.
        </Notice>
        <Text tone="muted" role="status">
          {data ? `Periode ${formatDate(data.from)} – ${formatDate(data.to)}.` : ''}
        </Text>
        <DataTable<HaiRateRow>
          aria-label="Laju HAIs per jenis"
          title="Laju HAIs"
          columns={rateColumns}
          rows={data?.rows ?? []}
          rowId={(r) => r.kind}
          isLoading={answer.isLoading}
        />
      </Stack>
    </Card>
  );
}
