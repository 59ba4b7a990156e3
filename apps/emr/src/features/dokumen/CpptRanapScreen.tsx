import { useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  FilterBar,
  Notice,
  PageHeader,
  SelectField,
  Stack,
  Text,
  ToneChip,
} from '@simrs/design-system';
import { formatDate, formatDateTime } from '@simrs/validators';
import {
  CPPT_FORMAT_LABELS,
  CPPT_SCREENS,
  type CpptInpatientRow,
  type CpptScreen,
  cpptContract,
} from '@simrs/validators/contracts';
import { useSearchParams } from 'react-router-dom';
import { patientColumn } from '../../layout/patientColumn';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { CpptPanel } from './CpptPanel';
import { professionsText } from './cpptModel';

type Row = CpptInpatientRow & { id: number };

/** The screen's preset from its route key (`cppt` when the key is not one of them). */
export function screenOf(key: string): CpptScreen {
  return CPPT_SCREENS[key] ?? (CPPT_SCREENS.cppt as CpptScreen);
}

/**
 * The CPPT screens of the wards (section 2.12): `cppt` (every profession) and one per profession
 * or format (`cppt-soap`, `cppt-sbar`, `cppt-dokter`, `cppt-ppa-radio`, `cppt-ppa-lab`,
 * `cppt-dietisien`, `cppt-fisio`, `cppt-farmasi`), one screen set by the route (`CPPT_SCREENS`).
 * The ward's patients now (by ward); choosing one (`?reg=`) shows the timeline of the screen's
 * profession and its write form in the screen's format. `{cpptNo}` in the path opens that note.
 */
export default function CpptRanapScreen({ route, params }: ScreenProps) {
  const screen = screenOf(route.key);
  const [search, setSearch] = useSearchParams();
  const wardId = search.get('bangsal') ?? '';
  const noteNo = params.cpptNo && /^\d+$/.test(params.cpptNo) ? Number(params.cpptNo) : null;
  const patients = useQuery(cpptContract, 'inpatients', { wardId }, { keepPreviousData: true });
  const opened = useQuery(
    cpptContract,
    'note',
    noteNo !== null ? { pageId: String(noteNo) } : null,
  );
  const openedNote = noteNo !== null ? (opened.data?.note ?? null) : null;
  const chosenReg = Number(search.get('reg') ?? 0) || openedNote?.registrationId || 0;
  const data = patients.data;
  const rows: Row[] = (data?.list ?? []).map((r) => ({ ...r, id: r.registrationId }));
  const chosen = rows.find((r) => r.registrationId === chosenReg) ?? null;

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next);
  };

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'bed',
      label: 'Bangsal / Kamar / Bed',
      value: (r) => `${r.ward} · ${r.room} · ${r.bed}`,
    },
    patientColumn((r) => (r.birthDate ? ` · Lahir ${formatDate(r.birthDate)}` : '')),
    { id: 'doctorName', label: 'DPJP', value: (r) => r.doctorName ?? '–' },
    { id: 'since', label: 'Sejak', value: (r) => formatDateTime(r.since) },
    {
      id: 'waiting',
      label: 'Verifikasi DPJP',
      renderCell: (r) => (
        <Stack direction="horizontal" wrap gap={2}>
          {r.overdue > 0 ? <ToneChip tone="danger" label={`${r.overdue} lewat 24 jam`} /> : null}
          {r.waiting > 0 ? (
            <ToneChip tone="warning" label={`${r.waiting} menunggu`} />
          ) : (
            <Text tone="muted">–</Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'action',
      label: 'Aksi',
      renderCell: (r) => (
        <Button
          size="sm"
          variant={r.registrationId === chosenReg ? 'primary' : 'secondary'}
          onPress={() => setParam('reg', String(r.registrationId))}
          aria-label={`Buka CPPT ${r.patientName}`}
        >
          {r.registrationId === chosenReg ? 'Dibuka' : 'Buka CPPT'}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <Text tone="muted">
        {screen.professions
          ? `CPPT ${professionsText(screen.professions)} pasien rawat inap; format awal ${CPPT_FORMAT_LABELS[screen.format]}.`
          : 'CPPT semua profesi pasien rawat inap.'}
      </Text>
      <Card title="Pasien Rawat Inap">
        <Stack gap={4}>
          <FilterBar aria-label="Saring pasien rawat inap" minFieldWidth={220}>
            <SelectField
              label="Bangsal"
              options={[
                { code: 'ALL', label: 'Semua Bangsal' },
                ...(data?.wards ?? []).map((w) => ({ code: String(w.id), label: w.name })),
              ]}
              value={wardId || 'ALL'}
              onChange={(v) => setParam('bangsal', v && v !== 'ALL' ? v : '')}
            />
          </FilterBar>
          <LoadError
            title="Pasien rawat inap gagal dimuat."
            error={patients.error}
            onRetry={() => void patients.mutate()}
          />
          <Text tone="muted" role="status">
            {data ? `${data.list.length} pasien di tempat tidur saat ini.` : ''}
          </Text>
          <DataTable<Row>
            aria-label="Pasien rawat inap"
            title="Pasien Rawat Inap"
            columns={columns}
            rows={rows}
            isLoading={patients.isLoading}
          />
        </Stack>
      </Card>
      <LoadError
        title={`Catatan CPPT nomor ${noteNo ?? ''} gagal dimuat.`}
        error={noteNo !== null ? opened.error : undefined}
        onRetry={() => void opened.mutate()}
      />
      {chosen ? (
        <Card title={`${chosen.patientName} · ${chosen.ward} · ${chosen.room} · ${chosen.bed}`}>
          <DescriptionList
            layout="inline"
            items={[
              { id: 'rm', term: 'No. RM', description: chosen.rmNo },
              { id: 'reg', term: 'No. Registrasi', description: chosen.regNo },
              { id: 'dpjp', term: 'DPJP', description: chosen.doctorName ?? '–' },
              {
                id: 'since',
                term: 'Di tempat tidur sejak',
                description: formatDateTime(chosen.since),
              },
            ]}
          />
        </Card>
      ) : chosenReg && data ? (
        <Notice tone="info" title="Pasien ini tidak sedang dirawat di tempat tidur.">
          Catatan kunjungannya tetap ditampilkan di bawah.
        </Notice>
      ) : null}
      {chosenReg ? (
        <CpptPanel
          key={`${route.key}-${chosenReg}`}
          registrationId={chosenReg}
          screen={screen}
          focusNoteId={openedNote && openedNote.registrationId === chosenReg ? noteNo : null}
        />
      ) : data && rows.length > 0 ? (
        <Text tone="muted">Pilih pasien untuk membuka CPPT-nya.</Text>
      ) : null}
    </Stack>
  );
}
