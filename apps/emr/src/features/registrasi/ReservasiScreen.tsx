import { type DoResult, isBoError, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  ColumnsItem,
  DataTable,
  type DataTableColumn,
  DatePickerField,
  FilterBar,
  Form,
  NikField,
  Notice,
  PageHeader,
  RadioGroupField,
  Section,
  SelectField,
  Stack,
  Stats,
  Text,
  TextField,
  useDialog,
  useFormField,
  useToday,
} from '@simrs/design-system';
import {
  type BookingView,
  type CheckInAnswer,
  registrasiContract,
  registrasiReservasiContract,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { schemaResolver } from '../../resources/formModel';
import { canDo } from '../../routing/guards';
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
import { PatientFinder } from './PatientFinder';
import { bookableDay, bookingCounts, scheduleChoices } from './reservasiModel';

const MENU = 'admisi-reservasi';
const PAYERS = [
  { code: 'NON JKN', label: 'NON JKN (umum/asuransi)' },
  { code: 'JKN', label: 'JKN (BPJS Kesehatan)' },
];
const PATIENT_KINDS = [
  { code: 'lama', label: 'Pasien lama (sudah punya No. RM)' },
  { code: 'baru', label: 'Pasien baru' },
];
const FORM_SOURCE = { keepPreviousData: true, revalidateOnFocus: false } as const;

interface BookingValues {
  scheduleId: string;
  visitDate: string;
  patientId: string;
  patientName: string;
  nik: string;
  bpjsNo: string;
  payer: string;
}

const addInput = registrasiReservasiContract.commands.add.input;

/**
 * Reservasi (admisi-reservasi): a day's bookings with their status and registration; a new
 * booking within a schedule's quota (the code large with its QR and a printable slip); the desk's
 * check-in by code (the registration number and the clinic ticket); a cancellation with a reason.
 */
export default function ReservasiScreen({ route }: ScreenProps) {
  const { user, app } = useSession();
  const hospital = app?.hospitalName ?? route.title;
  const dialog = useDialog();
  const today = useToday().toString();
  const [date, setDate] = useState<string>(today);
  const bookings = useQuery(registrasiReservasiContract, 'list', { date }, FORM_SOURCE);
  const act = useCommands(registrasiReservasiContract);
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<BookingView | null>(null);
  const [checkedIn, setCheckedIn] = useState<CheckInAnswer | null>(null);
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const [code, setCode] = useState('');
  const [printBlocked, setPrintBlocked] = useState(false);
  const mayAdd = user ? canDo(user, route.menuKey ?? MENU, 'add') : false;
  const mayEdit = user ? canDo(user, route.menuKey ?? MENU, 'edit') : false;
  const list = bookings.data?.list ?? [];
  const counts = bookingCounts(list);

  const checkIn = async (bookingCode: string) => {
    const result = await act.run('check-in', { bookingCode });
    if (!result.ok) {
      dialog.showError(result.error);
      return;
    }
    const answer = result.response.data;
    if (answer) {
      setCheckedIn(answer);
      setSaved(null);
      setCode('');
    }
    void bookings.mutate();
  };

  const print = (done: boolean) => setPrintBlocked(!done);

  const columns: DataTableColumn<BookingView>[] = [
    {
      id: 'bookingCode',
      label: 'Kode Booking',
      isRowHeader: true,
    },
    {
      id: 'patient',
      label: 'Pasien',
      renderCell: (b) => (
        <Stack gap={1} align="start">
          <Text>{b.patientName}</Text>
          <Text tone="muted" size="sm">
            {b.rmNo && b.newPatient !== 'Y' ? `No. RM ${b.rmNo}` : 'Pasien baru'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'unit',
      label: 'Poli / Dokter',
      renderCell: (b) => (
        <Stack gap={1} align="start">
          <Text>{b.unitName}</Text>
          <Text tone="muted" size="sm">
            {b.doctorName ?? '–'}
          </Text>
        </Stack>
      ),
    },
    { id: 'payer', label: 'Jenis Pasien' },
    {
      id: 'status',
      label: 'Status',
      renderCell: (b) => <BookingStatus booking={b} />,
    },
    { id: 'regNo', label: 'No. Registrasi', value: (b) => b.regNo ?? '–' },
    {
      id: 'act',
      label: 'Tindakan',
      renderCell: (b) => (
        <Stack direction="horizontal" wrap gap={2}>
          {b.status === 'CANCELLED' ? null : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Cetak bukti ${b.bookingCode}`}
              onPress={() => print(printSlip(hospital, b))}
            >
              Cetak
            </Button>
          )}
          {b.status === 'BOOKED' && mayEdit ? (
            <>
              <Button
                size="sm"
                aria-label={`Check-in ${b.bookingCode}`}
                isPending={act.pending === 'check-in'}
                onPress={() => checkIn(b.bookingCode)}
              >
                Check-in
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Batalkan ${b.bookingCode}`}
                onPress={() => {
                  setCancelling(b);
                  setCheckedIn(null);
                  setSaved(null);
                }}
              >
                Batalkan
              </Button>
            </>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap={5}>
      <PageHeader
        title={route.title}
        canAdd={false}
        actions={
          mayAdd && !adding ? (
            <Button
              onPress={() => {
                setAdding(true);
                setSaved(null);
                setCheckedIn(null);
              }}
            >
              Tambah Reservasi
            </Button>
          ) : null
        }
      />
      <PrintBlocked show={printBlocked} />
      {saved ? (
        <SavedBooking
          booking={saved}
          onPrint={() => print(printSlip(hospital, saved))}
          onClose={() => setSaved(null)}
        />
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
          booking={cancelling}
          onDone={(message) => {
            setCancelling(null);
            dialog.showSuccess(message);
            void bookings.mutate();
          }}
          onClose={() => setCancelling(null)}
          run={(v) => act.run('batal', v)}
        />
      ) : null}
      {adding ? (
        <BookingForm
          defaultDate={bookableDay(date, today)}
          today={today}
          onSaved={(b) => {
            setSaved(b);
            setAdding(false);
            setDate(b.visitDate);
            void bookings.mutate();
          }}
          onClose={() => setAdding(false)}
          run={(v) => act.run('add', v as never)}
        />
      ) : null}
      {mayEdit ? (
        <Card title="Check-in di loket">
          <FilterBar
            aria-label="Check-in dengan kode booking"
            onSubmit={() => {
              if (code.trim()) void checkIn(code.trim().toUpperCase());
            }}
            actions={
              <Button
                type="submit"
                isPending={act.pending === 'check-in'}
                isDisabled={!code.trim()}
              >
                Check-in
              </Button>
            }
          >
            <TextField
              label="Kode Booking"
              kind="code"
              value={code}
              onChange={setCode}
              autoComplete="off"
              description="Ketik atau pindai kode booking pasien (RS…)."
            />
          </FilterBar>
        </Card>
      ) : null}
      <Card>
        <Stack gap={4}>
          <FilterBar aria-label="Pilih tanggal reservasi" minFieldWidth={240}>
            <DatePickerField
              label="Tanggal Kunjungan"
              value={date}
              onChange={(v) => setDate(v ?? today)}
            />
          </FilterBar>
          <Stats
            aria-label="Ringkasan reservasi"
            minTileWidth={150}
            items={[
              { label: 'Reservasi', value: counts.total },
              { label: 'Belum check-in', value: counts.booked, tone: 'warning' },
              { label: 'Sudah check-in', value: counts.checkedIn, tone: 'success' },
              { label: 'Dibatalkan', value: counts.cancelled },
            ]}
          />
          <LoadError
            title="Daftar reservasi gagal dimuat."
            error={bookings.error}
            onRetry={() => bookings.mutate()}
          />
          <DataTable<BookingView>
            aria-label={`Reservasi tanggal ${date}`}
            title={route.title}
            columns={columns}
            rows={list}
            isLoading={bookings.isLoading}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

/** A text input bound to the booking form. */
function BookingText({
  control,
  name,
  label,
  kind,
}: {
  control: Control<BookingValues>;
  name: 'patientName' | 'bpjsNo';
  label: string;
  kind: 'name' | 'digits';
}) {
  const f = useFormField(control, name);
  return (
    <TextField
      label={label}
      name={f.name}
      kind={kind}
      autoComplete="off"
      value={f.value}
      onChange={f.onChange}
      onBlur={f.onBlur}
      {...(f.errorMessage ? { errorMessage: f.errorMessage } : {})}
    />
  );
}

/** A new booking: the day's schedule with its remaining quota, the patient, the payer. */
function BookingForm({
  defaultDate,
  today,
  run,
  onSaved,
  onClose,
}: {
  defaultDate: string;
  today: string;
  run: (v: BookingValues) => Promise<DoResult<{ booking: BookingView }>>;
  onSaved: (b: BookingView) => void;
  onClose: () => void;
}) {
  const dialog = useDialog();
  const [kind, setKind] = useState<'lama' | 'baru'>('lama');
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<BookingValues>({
    defaultValues: {
      scheduleId: '',
      visitDate: defaultDate,
      patientId: '',
      patientName: '',
      nik: '',
      bpjsNo: '',
      payer: 'NON JKN',
    },
    resolver: schemaResolver(addInput),
  });
  const { control, setValue } = form;
  const visitDate = useWatch({ control, name: 'visitDate' });
  const schedules = useQuery(
    registrasiContract,
    'schedules',
    visitDate ? { date: visitDate } : null,
    FORM_SOURCE,
  );
  const scheduleId = useFormField(control, 'scheduleId');
  const dateField = useFormField(control, 'visitDate');
  const payer = useFormField(control, 'payer');
  const nik = useFormField(control, 'nik');
  const patientError = form.formState.errors.patientName?.message;

  const choosePatient = (p: PickedPatient | null) => {
    setPatient(p);
    setValue('patientId', p ? String(p.id) : '', { shouldValidate: false });
    if (p) form.clearErrors('patientName');
  };
  const chooseKind = (k: string | null) => {
    const next = k === 'baru' ? 'baru' : 'lama';
    setKind(next);
    form.clearErrors();
    if (next === 'baru') choosePatient(null);
    else {
      setValue('patientName', '');
      setValue('nik', '');
      setValue('bpjsNo', '');
    }
  };

  const submit = async (values: BookingValues) => {
    setRefusal(null);
    const result = await run(values);
    if (result.ok) {
      const booking = result.response.data?.booking;
      dialog.showSuccess(result.message ?? 'Reservasi tersimpan.');
      if (booking) onSaved(booking);
      return;
    }
    const error = result.error;
    if (isBoError(error)) {
      for (const [name, messages] of Object.entries(error.errors)) {
        if (messages[0]) {
          form.setError(name as keyof BookingValues, { type: 'server', message: messages[0] });
        }
      }
      // A full quota, a schedule not held that day: the server's words stay on the form.
      if (Object.keys(error.errors).length === 0) setRefusal(error.message);
    }
    dialog.showError(error);
  };

  const list = schedules.data?.list ?? [];
  return (
    <Card title="Tambah Reservasi">
      <Form form={form} onSubmit={submit} aria-label="Form Reservasi">
        <Stack gap={5}>
          <Section title="Jadwal" level={3}>
            <Columns minColumnWidth={260}>
              <DatePickerField
                label="Tanggal Kunjungan *"
                name={dateField.name}
                value={dateField.value || null}
                disallow="past"
                onChange={(v) => {
                  dateField.onChange(v ?? today);
                  setValue('scheduleId', '');
                }}
                {...(dateField.errorMessage ? { errorMessage: dateField.errorMessage } : {})}
              />
              <ColumnsItem span={2}>
                <SelectField
                  label="Jadwal Dokter *"
                  name={scheduleId.name}
                  options={scheduleChoices(list, payer.value === 'JKN' ? 'JKN' : 'NON JKN')}
                  value={scheduleId.value || null}
                  onChange={(v) => scheduleId.onChange(v ?? '')}
                  onBlur={scheduleId.onBlur}
                  placeholder={list.length ? 'Pilih jadwal dokter' : 'Tidak ada jadwal praktik'}
                  isDisabled={list.length === 0}
                  description={
                    schedules.isLoading
                      ? 'Memuat jadwal…'
                      : list.length === 0
                        ? 'Tidak ada dokter yang praktik pada tanggal ini.'
                        : 'Sisa kuota dihitung dari registrasi dan reservasi yang belum dibatalkan.'
                  }
                  {...(scheduleId.errorMessage ? { errorMessage: scheduleId.errorMessage } : {})}
                />
              </ColumnsItem>
            </Columns>
          </Section>
          <Section title="Pasien" level={3}>
            <Stack gap={4}>
              <RadioGroupField
                label="Jenis Pendaftar"
                options={PATIENT_KINDS}
                value={kind}
                onChange={chooseKind}
              />
              {kind === 'lama' ? (
                <PatientFinder
                  label="Cari pasien"
                  value={patient}
                  onChange={choosePatient}
                  errorMessage={patientError}
                />
              ) : (
                <Columns minColumnWidth={240}>
                  <BookingText
                    control={control}
                    name="patientName"
                    label="Nama Pasien *"
                    kind="name"
                  />
                  <NikField
                    label="NIK"
                    name={nik.name}
                    value={nik.value}
                    onChange={nik.onChange}
                    onBlur={nik.onBlur}
                    autoComplete="off"
                    {...(nik.errorMessage ? { errorMessage: nik.errorMessage } : {})}
                  />
                  <BookingText
                    control={control}
                    name="bpjsNo"
                    label="No. Kartu BPJS"
                    kind="digits"
                  />
                </Columns>
              )}
            </Stack>
          </Section>
          <RadioGroupField
            label="Jenis Pasien *"
            name={payer.name}
            options={PAYERS}
            value={payer.value}
            onChange={(v) => payer.onChange(v ?? 'NON JKN')}
            {...(payer.errorMessage ? { errorMessage: payer.errorMessage } : {})}
          />
          {refusal ? (
            <Notice tone="danger" title="Reservasi tidak dapat disimpan.">
              {refusal}
            </Notice>
          ) : null}
          <Stack direction="horizontal" wrap gap={3}>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              Simpan Reservasi
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
