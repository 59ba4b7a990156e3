import { isBoError, useCommand, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  ColumnsItem,
  type DataTableColumn,
  DatePickerField,
  Form,
  Link,
  LinkButton,
  ListPage,
  Notice,
  Section,
  SelectField,
  Stack,
  Text,
  useDialog,
  useFormField,
  useToday,
} from '@simrs/design-system';
import { consultationSlotLabel, labelOf, registrationKind } from '@simrs/domain';
import { formatDate } from '@simrs/validators';
import {
  type CheckInAnswer,
  type ControlOriginCandidate,
  type ControlView,
  rencanaKontrolContract,
} from '@simrs/validators/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormChoice, FormText } from '../../forms/boundFields';
import { schemaResolver } from '../../resources/formModel';
import { useListAddress } from '../../resources/useListAddress';
import { canDo } from '../../routing/guards';
import { patientDetailHref } from '../../routing/recordLinks';
import { useSession } from '../../session/SessionProvider';
import { LoadError, PrintBlocked } from '../../ui';
import type { ScreenProps } from '../types';
import {
  BookingStatus,
  CancelPanel,
  CheckedIn,
  printClinicTicket,
  printSlip,
  SavedBooking,
} from './BookingPanels';
import type { PickedPatient } from './finderModel';
import {
  controlClinic,
  controlOriginLabel,
  firstControlDay,
  mayCheckIn,
  originChoices,
} from './kontrolModel';
import { PatientFinder } from './PatientFinder';
import { RangeFilter, rangeErrorOf } from './RangeFilter';
import { scheduleChoices } from './reservasiModel';

const MENU = 'rencana-kontrol';
const FILTERS = ['from', 'to', 'poliId', 'status'] as const;
const FORM_SOURCE = { keepPreviousData: true, revalidateOnFocus: false } as const;
const SLIP = 'Bukti Rencana Kontrol';
const STATUS_CHOICES = [
  { code: '', label: 'Semua status' },
  { code: 'BOOKED', label: 'Belum check-in' },
  { code: 'CHECKED_IN', label: 'Sudah check-in' },
  { code: 'CANCELLED', label: 'Dibatalkan' },
];
const addInput = rencanaKontrolContract.commands.add.input;

interface ControlValues {
  originRegistrationId: string;
  scheduleId: string;
  visitDate: string;
  note: string;
}

/**
 * Rencana Kontrol (rencana-kontrol): the controls planned for a range of days (today and the next
 * 30 by default) by clinic and status; a new control planned from a visit (a served clinic visit,
 * an emergency visit that left, an ended stay; `?originId=` opens the form for one, as the
 * discharge list does) on a schedule of a later day within its quota; the desk checks a control
 * in on its day (the control visit's registration and clinic ticket) or cancels it with a reason.
 */
export default function RencanaKontrolScreen({ route }: ScreenProps) {
  const { user, app } = useSession();
  const hospital = app?.hospitalName ?? route.title;
  const dialog = useDialog();
  const today = useToday().toString();
  const { params, setParams, query, filter, setFilter, onQueryChange, input } =
    useListAddress(FILTERS);
  const originId = params.get('originId');
  const from = params.get('dari');
  const list = useQuery(rencanaKontrolContract, 'list', input, { keepPreviousData: true });
  const act = useCommands(rencanaKontrolContract);
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<ControlView | null>(null);
  const [checkedIn, setCheckedIn] = useState<CheckInAnswer | null>(null);
  const [cancelling, setCancelling] = useState<ControlView | null>(null);
  const [printBlocked, setPrintBlocked] = useState(false);
  const mayAdd = user ? canDo(user, route.menuKey ?? MENU, 'add') : false;
  const mayEdit = user ? canDo(user, route.menuKey ?? MENU, 'edit') : false;
  const rangeError = rangeErrorOf(list.error);
  const formOpen = mayAdd && saved === null && (adding || originId !== null);

  const closeForm = () => {
    setAdding(false);
    if (originId !== null) {
      setParams((latest) => {
        const next = new URLSearchParams(latest);
        next.delete('originId');
        return next;
      });
    }
  };
  const checkIn = async (c: ControlView) => {
    const result = await act.run('check-in', { id: c.id });
    if (!result.ok) {
      dialog.showError(result.error);
      return;
    }
    if (result.response.data) setCheckedIn(result.response.data);
    setSaved(null);
    void list.mutate();
  };
  const print = (done: boolean) => setPrintBlocked(!done);

  const columns: DataTableColumn<ControlView>[] = [
    {
      id: 'visitDate',
      label: 'Tanggal Kontrol',
      allowsSorting: true,
      renderCell: (c) => (
        <Stack gap={1} align="start">
          <span>{formatDate(c.visitDate)}</span>
          <Text tone="muted" size="sm">
            {c.slot ? consultationSlotLabel(c.slot) : ''}
          </Text>
        </Stack>
      ),
    },
    { id: 'bookingCode', label: 'Kode Booking', isRowHeader: true, allowsSorting: true },
    {
      id: 'name',
      label: 'Pasien',
      allowsSorting: true,
      renderCell: (c) => (
        <Stack gap={1} align="start">
          <Link href={patientDetailHref(c.patientId)}>{c.patientName}</Link>
          <Text tone="muted" size="sm">
            No. RM {c.rmNo}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'poli',
      label: 'Poli / Dokter',
      renderCell: (c) => (
        <Stack gap={1} align="start">
          <span>{c.poliName ?? c.unitName}</span>
          <Text tone="muted" size="sm">
            {c.doctorName ?? '–'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'origin',
      label: 'Kunjungan Asal',
      renderCell: (c) => (
        <Stack gap={1} align="start">
          <span>{c.origin.regNo}</span>
          <Text tone="muted" size="sm">
            {labelOf(registrationKind, c.origin.kind)}
            {c.origin.kind === 'RANAP' ? ` · pulang ${formatDate(c.origin.endDay)}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      renderCell: (c) => (
        <Stack gap={1} align="start">
          <BookingStatus booking={c} />
          {c.regNo ? (
            <Text size="sm" data-reg-no={c.regNo}>
              {c.regNo}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'act',
      label: 'Tindakan',
      renderCell: (c) => (
        <Stack direction="horizontal" wrap gap={2}>
          {c.status === 'CANCELLED' ? null : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Cetak bukti ${c.bookingCode}`}
              onPress={() => print(printSlip(hospital, c, SLIP))}
            >
              Cetak
            </Button>
          )}
          {mayEdit && mayCheckIn(c, today) ? (
            <Button
              size="sm"
              aria-label={`Check-in ${c.bookingCode}`}
              isPending={act.pending === 'check-in'}
              onPress={() => checkIn(c)}
            >
              Check-in
            </Button>
          ) : null}
          {mayEdit && c.status === 'BOOKED' ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={`Batalkan ${c.bookingCode}`}
              onPress={() => {
                setCancelling(c);
                setCheckedIn(null);
                setSaved(null);
              }}
            >
              Batalkan
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap={5}>
      <PrintBlocked show={printBlocked} />
      {saved ? (
        <SavedBooking
          booking={saved}
          title="Rencana Kontrol Tersimpan"
          printLabel="Cetak Bukti Rencana Kontrol"
          onPrint={() => print(printSlip(hospital, saved, SLIP))}
          onClose={() => setSaved(null)}
        >
          {from === 'post-opname' ? (
            <LinkButton variant="secondary" href="/post-opname">
              Kembali ke Post Opname
            </LinkButton>
          ) : null}
        </SavedBooking>
      ) : null}
      {checkedIn ? (
        <CheckedIn
          answer={checkedIn}
          onPrint={() => print(printClinicTicket(hospital, checkedIn))}
          onClose={() => setCheckedIn(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelPanel
          noun="Rencana Kontrol"
          booking={cancelling}
          run={(v) => act.run('batal', v)}
          onDone={(message) => {
            setCancelling(null);
            dialog.showSuccess(message);
            void list.mutate();
          }}
          onClose={() => setCancelling(null)}
        />
      ) : null}
      {formOpen ? (
        <ControlForm
          key={originId ?? 'baru'}
          originId={originId}
          today={today}
          onSaved={(c) => {
            setSaved(c);
            closeForm();
            void list.mutate();
          }}
          onClose={closeForm}
        />
      ) : null}
      <ListPage<ControlView>
        title={route.title}
        query={query}
        onQueryChange={onQueryChange}
        total={list.data?.total ?? 0}
        isLoading={list.isLoading}
        error={rangeError ? undefined : list.error}
        onRetry={() => list.mutate()}
        canAdd={false}
        headerActions={
          mayAdd && !formOpen ? (
            <Button
              onPress={() => {
                setAdding(true);
                setSaved(null);
                setCheckedIn(null);
              }}
            >
              Tambah Rencana Kontrol
            </Button>
          ) : null
        }
        filters={
          <Stack direction="horizontal" wrap gap={4}>
            <RangeFilter
              from={filter('from')}
              to={filter('to')}
              answered={list.data}
              error={rangeError}
              onChange={setFilter}
            />
            <SelectField
              label="Poli"
              options={[
                { code: '', label: 'Semua poli' },
                ...(list.data?.polis ?? []).map((p) => ({ code: String(p.id), label: p.name })),
              ]}
              value={filter('poliId')}
              onChange={(v) => setFilter('poliId', v ?? '')}
            />
            <SelectField
              label="Status"
              options={STATUS_CHOICES}
              value={filter('status')}
              onChange={(v) => setFilter('status', v ?? '')}
            />
          </Stack>
        }
        columns={columns}
        rows={list.data?.list ?? []}
        rowId={(c) => c.id}
      />
    </Stack>
  );
}

/** The visit a control comes from, as the form shows it once chosen. */
function OriginSummary({ origin }: { origin: ControlOriginCandidate }) {
  const r = origin.registration;
  return (
    <Stack gap={2} align="start" data-origin={r.id}>
      <Text weight="bold">
        {r.patient.name} · No. RM {r.patient.rmNo}
      </Text>
      <Text>{controlOriginLabel(origin)}</Text>
      {origin.refusal ? (
        <Notice tone="warning" title="Rencana kontrol tidak dapat dibuat dari kunjungan ini.">
          {origin.refusal}
        </Notice>
      ) : null}
    </Stack>
  );
}

/**
 * A new control: the visit it comes from (given, or found through the patient), the day (after
 * the visit ended) and a schedule of that day with its places (the visit's clinic for a clinic
 * visit), and the doctor's note.
 */
function ControlForm({
  originId,
  today,
  onSaved,
  onClose,
}: {
  originId: string | null;
  today: string;
  onSaved: (c: ControlView) => void;
  onClose: () => void;
}) {
  const dialog = useDialog();
  const save = useCommand(rencanaKontrolContract, 'add');
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const given = useQuery(
    rencanaKontrolContract,
    'origin',
    originId ? { pageId: originId } : null,
    FORM_SOURCE,
  );
  const found = useQuery(
    rencanaKontrolContract,
    'origins',
    originId === null && patient ? { pageId: String(patient.id) } : null,
    FORM_SOURCE,
  );
  const form = useForm<ControlValues>({
    defaultValues: {
      originRegistrationId: originId ?? '',
      scheduleId: '',
      visitDate: '',
      note: '',
    },
    resolver: schemaResolver(addInput),
  });
  const { control, setValue } = form;
  const [originValue, visitDate] = useWatch({
    control,
    name: ['originRegistrationId', 'visitDate'],
  });
  const candidates = found.data?.list ?? [];
  const origin =
    originId !== null
      ? given.data
      : candidates.find((c) => String(c.registration.id) === originValue);
  const clinic = origin ? controlClinic(origin) : null;
  // A BPJS visit with a card books its control as JKN (the server's rule): its share's places.
  const share =
    origin?.registration.payerType === '3' && origin.registration.bpjsNo ? 'JKN' : 'NON JKN';
  const schedules = useQuery(
    rencanaKontrolContract,
    'schedules',
    origin && visitDate ? { date: visitDate, ...(clinic ? { poliId: String(clinic) } : {}) } : null,
    FORM_SOURCE,
  );
  const dateField = useFormField(control, 'visitDate');
  const scheduleField = useFormField(control, 'scheduleId');
  const originError = form.formState.errors.originRegistrationId?.message;

  // A visit chosen: the first day its control may take.
  const endDay = origin?.endDay;
  const { clearErrors } = form;
  useEffect(() => {
    if (endDay) {
      setValue('visitDate', firstControlDay(endDay, today));
      setValue('scheduleId', '');
      clearErrors(['originRegistrationId', 'visitDate']);
    }
  }, [endDay, today, setValue, clearErrors]);

  const choosePatient = (p: PickedPatient | null) => {
    setPatient(p);
    setValue('originRegistrationId', '');
    setValue('scheduleId', '');
  };

  const submit = async (values: ControlValues) => {
    setRefusal(null);
    const result = await save.run(values as never);
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Rencana kontrol tersimpan.');
      const saved = result.response.data?.control;
      if (saved) onSaved(saved);
      return;
    }
    const error = result.error;
    if (isBoError(error)) {
      for (const [name, messages] of Object.entries(error.errors)) {
        if (messages[0]) {
          form.setError(name as keyof ControlValues, { type: 'server', message: messages[0] });
        }
      }
      // A plan already waiting, a full quota: the server's words stay on the form.
      if (Object.keys(error.errors).length === 0 || error.status === 409) {
        setRefusal(error.message);
      }
    }
    dialog.showError(error);
  };

  const schedulesList = schedules.data?.list ?? [];
  const open = candidates.filter((c) => c.refusal !== null && c.openPlan !== null);
  return (
    <Card title="Tambah Rencana Kontrol">
      <Form form={form} onSubmit={submit} aria-label="Form Rencana Kontrol">
        <Stack gap={5}>
          <Section title="Kunjungan Asal" level={3}>
            {originId !== null ? (
              <Stack gap={3}>
                <LoadError
                  title="Kunjungan asal gagal dimuat."
                  error={given.error}
                  onRetry={() => given.mutate()}
                />
                {given.data ? <OriginSummary origin={given.data} /> : null}
                {originError ? <Text tone="danger">{originError}</Text> : null}
              </Stack>
            ) : (
              <Stack gap={4}>
                <PatientFinder
                  label="Cari pasien"
                  value={patient}
                  onChange={choosePatient}
                  errorMessage={patient ? undefined : originError}
                />
                {patient ? (
                  originChoices(candidates).length > 0 ? (
                    <FormChoice
                      control={control}
                      name="originRegistrationId"
                      label="Kunjungan Asal *"
                      options={originChoices(candidates)}
                      description="Kunjungan poli yang sedang atau sudah dilayani, kunjungan UGD yang sudah keluar, atau rawat inap yang sudah pulang (90 hari terakhir)."
                    />
                  ) : (
                    <Text tone="muted" size="sm">
                      {found.isLoading
                        ? 'Memuat kunjungan pasien…'
                        : 'Pasien ini tidak memiliki kunjungan yang dapat dibuatkan rencana kontrol.'}
                    </Text>
                  )
                ) : null}
                {open.map((c) => (
                  <Text key={c.registration.id} tone="muted" size="sm">
                    {c.registration.regNo}: {c.refusal}
                  </Text>
                ))}
              </Stack>
            )}
          </Section>
          <Section title="Jadwal Kontrol" level={3}>
            <Columns minColumnWidth={260}>
              <DatePickerField
                label="Tanggal Kontrol *"
                name={dateField.name}
                value={dateField.value || null}
                disallow="past"
                isDisabled={!origin}
                onChange={(v) => {
                  dateField.onChange(v ?? '');
                  setValue('scheduleId', '');
                }}
                {...(dateField.errorMessage ? { errorMessage: dateField.errorMessage } : {})}
              />
              <ColumnsItem span={2}>
                <SelectField
                  label="Jadwal Dokter *"
                  name={scheduleField.name}
                  options={scheduleChoices(schedulesList, share)}
                  value={scheduleField.value || null}
                  onChange={(v) => scheduleField.onChange(v ?? '')}
                  onBlur={scheduleField.onBlur}
                  placeholder={
                    schedulesList.length ? 'Pilih jadwal dokter' : 'Tidak ada jadwal praktik'
                  }
                  isDisabled={!origin || schedulesList.length === 0}
                  description={
                    !origin
                      ? 'Pilih kunjungan asal dahulu.'
                      : schedules.isLoading
                        ? 'Memuat jadwal…'
                        : schedulesList.length === 0
                          ? 'Tidak ada dokter yang praktik pada tanggal ini.'
                          : clinic !== null
                            ? `Jadwal ${origin.registration.poliName ?? 'poli'} (poli kunjungan asal); sisa kuota dari registrasi dan reservasi.`
                            : 'Sisa kuota dihitung dari registrasi dan reservasi yang belum dibatalkan.'
                  }
                  {...(scheduleField.errorMessage
                    ? { errorMessage: scheduleField.errorMessage }
                    : {})}
                />
              </ColumnsItem>
              <ColumnsItem span="all">
                <FormText
                  control={control}
                  name="note"
                  label="Catatan Kontrol"
                  kind="clinical"
                  multiline
                  description="Misalnya pemeriksaan yang perlu dibawa atau dilakukan saat kontrol."
                />
              </ColumnsItem>
            </Columns>
          </Section>
          {refusal ? (
            <Notice tone="danger" title="Rencana kontrol tidak dapat disimpan.">
              {refusal}
            </Notice>
          ) : null}
          <Stack direction="horizontal" wrap gap={3}>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              Simpan Rencana Kontrol
            </Button>
            <Button variant="secondary" onPress={onClose}>
              Batal
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}
