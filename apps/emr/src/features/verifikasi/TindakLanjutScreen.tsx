import { useQuery } from '@simrs/api-client';
import {
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
  Stats,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  ToneChip,
  useToday,
} from '@simrs/design-system';
import { formatDateTimeWib } from '@simrs/validators';
import {
  FOLLOW_UP_KIND_LABELS,
  FOLLOW_UP_MENU,
  FOLLOW_UP_TEAM_ACTION,
  type FollowUpReminderView,
  type FollowUpRow,
  type KlpcmAnswer,
  type KlpcmFigure,
  ownerText,
  tindakLanjutContract,
} from '@simrs/validators/contracts';
import { patientColumn } from '../../layout/patientColumn';
import { useListAddress } from '../../resources/useListAddress';
import { canDo } from '../../routing/guards';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { FollowUpPanel, reminderColumns, reminderText } from './FollowUpPanel';
import { elapsedText, itemHref, percentText } from './followUpModel';

const FILTERS = ['from', 'to', 'kind', 'poliId', 'doctor', 'late', 'mine', 'tab', 'regId'] as const;
const TABS = ['belum-lengkap', 'klpcm', 'pengingat'] as const;
type TabKey = (typeof TABS)[number];

function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

const kindOptions = [
  { code: 'ALL', label: 'Semua Jenis' },
  ...(['RAJAL', 'UGD', 'RANAP'] as const).map((k) => ({
    code: k,
    label: FOLLOW_UP_KIND_LABELS[k],
  })),
];

/** The KLPCM figure as tiles: the percentage, then how the visits stand. */
function figureItems(f: KlpcmFigure) {
  return [
    {
      label: 'KLPCM (lengkap ≤ 2x24 jam)',
      value: percentText(f),
      hint: `${f.onTime} dari ${f.total} kunjungan selesai`,
      isEmphasized: true,
    },
    { label: 'Lengkap, lewat 2x24 jam', value: String(f.completeLate), tone: 'warning' as const },
    {
      label: 'Belum lengkap, lewat 2x24 jam',
      value: String(f.incompleteLate),
      tone: 'danger' as const,
    },
    { label: 'Belum lengkap, dalam 2x24 jam', value: String(f.pending), tone: 'info' as const },
  ];
}

function figureColumns<R extends KlpcmFigure>(first: DataTableColumn<R>): DataTableColumn<R>[] {
  return [
    first,
    { id: 'total', label: 'Kunjungan Selesai', value: (r) => String(r.total) },
    { id: 'onTime', label: 'Lengkap ≤ 2x24 jam', value: (r) => String(r.onTime) },
    { id: 'completeLate', label: 'Lengkap > 2x24 jam', value: (r) => String(r.completeLate) },
    { id: 'incompleteLate', label: 'Belum, lewat', value: (r) => String(r.incompleteLate) },
    { id: 'pending', label: 'Belum, dalam 2x24 jam', value: (r) => String(r.pending) },
    { id: 'percent', label: 'KLPCM', value: (r) => percentText(r) },
  ];
}

type UnitFigure = KlpcmAnswer['perUnit'][number];
type DoctorFigure = KlpcmAnswer['perDoctor'][number];

/**
 * Tindak Lanjut (follow-up): the finished visits whose medical record is incomplete (KLPCM), each
 * with what is missing in words and who must complete it, how long since the visit ended and
 * whether 2x24 hours have passed. The records team sees every visit, the KLPCM figure of the
 * range by unit and DPJP, and the reminders sent; a visit opens its follow-up (`?regId=`) to send
 * reminders. A clinician sees their own items ("Tindak lanjut saya") and the reminders on them.
 */
export default function TindakLanjutScreen({ route }: ScreenProps) {
  const { user } = useSession();
  const today = useToday().toString();
  const { params, filter, setFilter, setParams } = useListAddress(FILTERS);
  const team = user ? canDo(user, FOLLOW_UP_MENU, FOLLOW_UP_TEAM_ACTION) : false;
  const canVerify = user ? canDo(user, 'verifikasi-rekam-medis', 'view') : false;
  const to = filter('to') || today;
  const from = filter('from') || daysBefore(to, 7);
  const range = { from, to, kind: filter('kind'), poliId: filter('poliId') };
  const tab: TabKey =
    team && TABS.includes(filter('tab') as TabKey) ? (filter('tab') as TabKey) : 'belum-lengkap';
  const regId = Number(filter('regId'));
  const answer = useQuery(
    tindakLanjutContract,
    'list',
    regId > 0
      ? null
      : { ...range, doctor: filter('doctor'), late: filter('late'), mine: filter('mine') },
    { keepPreviousData: true },
  );
  const klpcm = useQuery(
    tindakLanjutContract,
    'klpcm',
    team && tab === 'klpcm' && !(regId > 0) ? { ...range, doctor: filter('doctor') } : null,
    { keepPreviousData: true },
  );
  const reminders = useQuery(
    tindakLanjutContract,
    'reminders',
    team && tab === 'pengingat' && !(regId > 0) ? range : null,
    { keepPreviousData: true },
  );
  const data = answer.data;
  const mine = data?.scope === 'saya';

  const openHref = (r: FollowUpRow) => {
    const next = new URLSearchParams(params);
    next.set('regId', String(r.registrationId));
    return `/${route.key}?${next}`;
  };

  const columns: DataTableColumn<FollowUpRow>[] = [
    {
      id: 'ended',
      label: 'Selesai',
      value: (r) => formatDateTimeWib(r.endedAt),
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Text>{formatDateTimeWib(r.endedAt)}</Text>
          <Text tone="muted" size="sm">
            {elapsedText(r.endedAt, data?.now ?? r.endedAt)} lalu
          </Text>
          {r.late ? (
            <ToneChip tone="danger" label="Lewat 2x24 jam" data-testid="follow-up-late" />
          ) : (
            <Text tone="muted" size="sm">
              Batas {formatDateTimeWib(r.dueAt)}
            </Text>
          )}
        </Stack>
      ),
    },
    patientColumn((r) => ` · ${FOLLOW_UP_KIND_LABELS[r.kind]}`),
    {
      id: 'unit',
      label: 'Unit / DPJP',
      renderCell: (r) => (
        <Stack gap={1} align="start">
          <Text>{r.unitName}</Text>
          <Text tone="muted" size="sm">
            {r.doctorName ?? '–'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'items',
      label: mine ? 'Yang harus Anda lengkapi' : 'Belum lengkap',
      value: (r) => r.items.map((i) => i.label).join('; '),
      renderCell: (r) => (
        <ul aria-label={`Belum lengkap ${r.patientName}`}>
          {r.items.map((i) => (
            <li key={i.key} data-testid={`item-${i.key}`}>
              <Stack gap={1} align="start">
                <Text weight="semibold">
                  {i.label}
                  {i.detail ? ` · ${i.detail}` : ''}
                </Text>
                <Text size="sm">Penanggung jawab: {i.owners.map(ownerText).join(', ')}</Text>
                {i.lastReminder ? (
                  <Text size="sm" tone="muted">
                    {reminderText(i)}
                    {i.lastReminder.note ? `: “${i.lastReminder.note}”` : ''}
                  </Text>
                ) : null}
                {mine ? (
                  <Link href={itemHref(r, i)} aria-label={`Lengkapi ${i.label} ${r.patientName}`}>
                    Lengkapi
                  </Link>
                ) : null}
              </Stack>
            </li>
          ))}
        </ul>
      ),
    },
    ...(team && !mine
      ? [
          {
            id: 'action',
            label: 'Aksi',
            renderCell: (r: FollowUpRow) => (
              <Link href={openHref(r)} aria-label={`Tindak lanjuti ${r.patientName} ${r.regNo}`}>
                Tindak Lanjuti
              </Link>
            ),
          },
        ]
      : []),
  ];

  const filters = (
    <FilterBar aria-label="Saring tindak lanjut" minFieldWidth={170}>
      <DatePickerField
        label="Selesai Dari"
        value={from}
        onChange={(v) => setFilter('from', v ?? '')}
      />
      <DatePickerField label="Sampai" value={to} onChange={(v) => setFilter('to', v ?? '')} />
      <SelectField
        label="Jenis"
        options={kindOptions}
        value={filter('kind') || 'ALL'}
        onChange={(v) => setFilter('kind', v && v !== 'ALL' ? v : '')}
      />
      <SelectField
        label="Poli"
        options={[
          { code: 'ALL', label: 'Semua Poli' },
          ...(data?.polis ?? []).map((p) => ({ code: String(p.id), label: p.name })),
        ]}
        value={filter('poliId') || 'ALL'}
        onChange={(v) => setFilter('poliId', v && v !== 'ALL' ? v : '')}
      />
      <SelectField
        label="DPJP"
        options={[
          { code: 'ALL', label: 'Semua DPJP' },
          ...[
            ...new Set([...(data?.doctors ?? []), ...(filter('doctor') ? [filter('doctor')] : [])]),
          ].map((d) => ({ code: d, label: d })),
        ]}
        value={filter('doctor') || 'ALL'}
        onChange={(v) => setFilter('doctor', v && v !== 'ALL' ? v : '')}
      />
      <SelectField
        label="Keterlambatan"
        options={[
          { code: 'ALL', label: 'Semua' },
          { code: '1', label: 'Lewat 2x24 jam' },
        ]}
        value={filter('late') === '1' ? '1' : 'ALL'}
        onChange={(v) => setFilter('late', v === '1' ? '1' : '')}
      />
      {team ? (
        <SelectField
          label="Cakupan"
          options={[
            { code: 'ALL', label: 'Semua kunjungan' },
            { code: '1', label: 'Tindak lanjut saya' },
          ]}
          value={filter('mine') === '1' ? '1' : 'ALL'}
          onChange={(v) => setFilter('mine', v === '1' ? '1' : '')}
        />
      ) : null}
    </FilterBar>
  );

  const list = (
    <Stack gap={4}>
      <LoadError
        title="Daftar tindak lanjut gagal dimuat."
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
      {data?.klpcm ? (
        <Stats aria-label="KLPCM rentang ini" items={figureItems(data.klpcm)} minTileWidth={200} />
      ) : null}
      {mine && data && data.remindersForMe > 0 ? (
        <Notice
          tone="warning"
          title={`Anda mendapat ${data.remindersForMe} pengingat dari Rekam Medis.`}
        >
          Lengkapi butir rekam medis di bawah ini; setiap butir membuka formulirnya atau rekam medis
          kunjungannya.
        </Notice>
      ) : null}
      {data && data.total > data.list.length ? (
        <Notice tone="info" title={`Menampilkan ${data.list.length} dari ${data.total}.`}>
          Persempit tanggal, jenis, poli atau DPJP untuk melihat sisanya.
        </Notice>
      ) : null}
      <Text tone="muted" role="status">
        {data
          ? `${data.total} kunjungan belum lengkap${data.lateTotal ? `, ${data.lateTotal} lewat 2x24 jam` : ''}.`
          : ''}
      </Text>
      <DataTable<FollowUpRow>
        aria-label={mine ? 'Tindak lanjut saya' : 'Rekam medis belum lengkap'}
        title={mine ? 'Tindak lanjut saya' : route.title}
        columns={columns}
        rows={data?.list ?? []}
        rowId={(r) => r.registrationId}
        isLoading={answer.isLoading}
      />
    </Stack>
  );

  if (regId > 0 && team) {
    return (
      <Stack gap={5}>
        <PageHeader title={route.title} canAdd={false} />
        <Link
          href={`/${route.key}`}
          onPress={() =>
            setParams((latest) => {
              const next = new URLSearchParams(latest);
              next.delete('regId');
              return next;
            })
          }
        >
          ← Kembali ke daftar
        </Link>
        <FollowUpPanel key={regId} registrationId={regId} canVerify={canVerify} />
      </Stack>
    );
  }

  return (
    <Stack gap={5}>
      <PageHeader
        title={team && !mine ? route.title : `${route.title} · Tindak lanjut saya`}
        canAdd={false}
      />
      <Card>
        <Stack gap={4}>
          {filters}
          {team ? (
            <Tabs
              selectedKey={tab}
              onSelectionChange={(key) =>
                setFilter('tab', key === 'belum-lengkap' ? '' : String(key))
              }
            >
              <TabList aria-label="Bagian tindak lanjut">
                <Tab id="belum-lengkap">Belum Lengkap</Tab>
                <Tab id="klpcm">KLPCM</Tab>
                <Tab id="pengingat">Pengingat Terkirim</Tab>
              </TabList>
              <TabPanel id="belum-lengkap">{list}</TabPanel>
              <TabPanel id="klpcm">
                <KlpcmPanel
                  answer={klpcm.data}
                  error={klpcm.error}
                  retry={() => void klpcm.mutate()}
                />
              </TabPanel>
              <TabPanel id="pengingat">
                <Stack gap={3}>
                  <LoadError
                    title="Pengingat gagal dimuat."
                    error={reminders.error}
                    onRetry={() => void reminders.mutate()}
                  />
                  <Text tone="muted" role="status">
                    {reminders.data ? `${reminders.data.total} pengingat terkirim.` : ''}
                  </Text>
                  <DataTable<FollowUpReminderView>
                    aria-label="Pengingat terkirim"
                    title="Pengingat terkirim"
                    columns={[
                      patientColumn<FollowUpReminderView>((r) => ` · ${r.unitName}`),
                      ...reminderColumns,
                    ]}
                    rows={reminders.data?.list ?? []}
                    isLoading={reminders.isLoading}
                  />
                </Stack>
              </TabPanel>
            </Tabs>
          ) : (
            list
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function KlpcmPanel({
  answer,
  error,
  retry,
}: {
  answer: KlpcmAnswer | undefined;
  error: { message: string } | undefined;
  retry: () => void;
}) {
  return (
    <Stack gap={4}>
      <LoadError title="KLPCM gagal dimuat." error={error} onRetry={retry} />
      <Text tone="muted">
        Kelengkapan rekam medis kunjungan yang selesai pada rentang ini: lengkap dalam 2x24 jam
        sejak kunjungan selesai atau pasien pulang, dibagi semua kunjungan selesai.
      </Text>
      {answer ? (
        <Stats
          aria-label="KLPCM keseluruhan"
          items={figureItems(answer.overall)}
          minTileWidth={200}
        />
      ) : null}
      <DataTable<UnitFigure>
        aria-label="KLPCM per unit"
        title="KLPCM per unit"
        columns={figureColumns<UnitFigure>({
          id: 'unit',
          label: 'Unit',
          isRowHeader: true,
          value: (r) => `${r.unitName} (${FOLLOW_UP_KIND_LABELS[r.kind]})`,
        })}
        rows={answer?.perUnit ?? []}
        rowId={(r) => `${r.kind}:${r.poliId ?? r.unitName}`}
      />
      <DataTable<DoctorFigure>
        aria-label="KLPCM per DPJP"
        title="KLPCM per DPJP"
        columns={figureColumns<DoctorFigure>({
          id: 'doctor',
          label: 'DPJP',
          isRowHeader: true,
          value: (r) => r.doctorName ?? 'Tanpa DPJP',
        })}
        rows={answer?.perDoctor ?? []}
        rowId={(r) => r.doctorName ?? '-'}
      />
    </Stack>
  );
}
