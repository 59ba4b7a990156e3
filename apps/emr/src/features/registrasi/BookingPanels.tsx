/**
 * The pieces of a booking's screens (Reservasi, Rencana Kontrol): the slip and the clinic ticket
 * to print, the booking just made with its code and QR, what a check-in gave, and the
 * cancellation with a reason. A control is a booking, so both screens show it the same way.
 */
import { type DoResult, isBoError } from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  Form,
  LinkButton,
  Notice,
  openPrintWindow,
  PrintBigText,
  PrintDivider,
  PrintLayout,
  PrintRows,
  QrCode,
  Stack,
  Stats,
  Text,
  TextField,
  ToneChip,
  useDialog,
  useFormField,
} from '@simrs/design-system';
import { formatDate, formatDateTime } from '@simrs/validators';
import {
  type BookingView,
  type CheckInAnswer,
  REGISTRASI_MESSAGES,
  registrasiReservasiContract,
} from '@simrs/validators/contracts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../resources/formModel';
import { patientDetailHref } from '../../routing/recordLinks';
import { bookingPatient, bookingStatus } from './reservasiModel';

interface CancelValues {
  id: number;
  reason: string;
}

/** `{ id, reason }` with the reason required: the booking's and the control's `batal` alike. */
const cancelInput = registrasiReservasiContract.commands.batal.input;

/**
 * Prints the booking slip: hospital, code large with its QR, patient, clinic, doctor and day.
 * `title` names the slip ('Bukti Reservasi', 'Bukti Rencana Kontrol').
 */
export function printSlip(hospital: string, b: BookingView, title = 'Bukti Reservasi'): boolean {
  const handle = openPrintWindow(
    () => (
      <PrintLayout size="ticket" title={hospital}>
        <strong>{title}</strong>
        <PrintBigText>{b.bookingCode}</PrintBigText>
        <QrCode value={b.bookingCode} label={`Kode QR ${b.bookingCode}`} size={140} />
        <PrintDivider />
        <PrintRows
          rows={[
            { label: 'Pasien', value: b.patientName },
            { label: 'No. RM', value: b.rmNo ?? 'Pasien baru' },
            { label: 'Poli', value: b.unitName },
            { label: 'Dokter', value: b.doctorName ?? '–' },
            { label: 'Tanggal', value: formatDate(b.visitDate) },
            { label: 'Jenis Pasien', value: b.payer },
          ]}
        />
        <PrintDivider />
        <p>
          Tunjukkan kode ini di anjungan atau loket pendaftaran pada hari kunjungan untuk check-in.
        </p>
      </PrintLayout>
    ),
    { title: `${title} ${b.bookingCode}` },
  );
  return handle !== null;
}

/** Prints the clinic ticket of a checked-in booking. */
export function printClinicTicket(hospital: string, answer: CheckInAnswer): boolean {
  const ticket = answer.ticket;
  if (!ticket) return true;
  const handle = openPrintWindow(
    () => (
      <PrintLayout size="ticket" title={hospital}>
        <strong>{ticket.unitName}</strong>
        <PrintBigText>{ticket.code}</PrintBigText>
        <PrintRows
          rows={[
            { label: 'Pasien', value: answer.booking.patientName },
            { label: 'No. Registrasi', value: answer.registration?.regNo ?? '–' },
            { label: 'Dokter', value: answer.booking.doctorName ?? '–' },
            { label: 'Kode Booking', value: answer.booking.bookingCode },
          ]}
        />
      </PrintLayout>
    ),
    { title: `Karcis ${ticket.code}` },
  );
  return handle !== null;
}

/**
 * The booking just made: its code large with the QR, and its slip to print. `title`, `printLabel`
 * and `children` (more actions) say which kind of booking it is.
 */
export function SavedBooking({
  booking,
  onPrint,
  onClose,
  title = 'Reservasi Tersimpan',
  printLabel = 'Cetak Bukti Reservasi',
  children,
}: {
  booking: BookingView;
  onPrint: () => void;
  onClose: () => void;
  title?: string;
  printLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Card title={title}>
      <Columns columns={[1, 2]}>
        <Stack gap={2} align="center">
          <QrCode value={booking.bookingCode} label={`Kode QR ${booking.bookingCode}`} size={168} />
        </Stack>
        <Stack gap={3} align="start">
          <Text tone="muted" size="sm">
            Kode Booking
          </Text>
          <Text size="2xl" weight="bold" data-booking-code={booking.bookingCode}>
            {booking.bookingCode}
          </Text>
          <Text>
            {bookingPatient(booking)} · {booking.unitName} · {booking.doctorName ?? '–'} ·{' '}
            {formatDate(booking.visitDate)} · {booking.payer}
          </Text>
          <Text tone="muted" size="sm">
            Berikan bukti ini kepada pasien: kode dipakai untuk check-in di anjungan atau loket pada
            hari kunjungan.
          </Text>
          <Stack direction="horizontal" wrap gap={3}>
            <Button onPress={onPrint}>{printLabel}</Button>
            {children}
            <Button variant="secondary" onPress={onClose}>
              Tutup
            </Button>
          </Stack>
        </Stack>
      </Columns>
    </Card>
  );
}

/** What a check-in gave: the registration number and the clinic ticket (or the way to admission). */
export function CheckedIn({
  answer,
  onPrint,
  onClose,
}: {
  answer: CheckInAnswer;
  onPrint: () => void;
  onClose: () => void;
}) {
  const reg = answer.registration;
  return (
    <Card title={`Check-in ${answer.booking.bookingCode}`}>
      <Stack gap={4}>
        {reg ? (
          <Notice tone="success" title={REGISTRASI_MESSAGES.checkedIn(reg.regNo)}>
            {answer.repeated ? 'Kode ini sudah check-in sebelumnya; registrasinya sama. ' : ''}
            {answer.booking.patientName} menunggu di {answer.ticket?.unitName ?? reg.poliName}.
          </Notice>
        ) : (
          <Notice tone="info" title={REGISTRASI_MESSAGES.newPatientAtAdmission} />
        )}
        <Stats
          aria-label="Hasil check-in"
          items={[
            {
              label: 'No. Registrasi',
              value: <span data-reg-no={reg?.regNo ?? ''}>{reg?.regNo ?? '–'}</span>,
            },
            {
              label: 'Nomor Antrean',
              value: answer.ticket?.code ?? '–',
              hint: answer.ticket?.unitName,
              isEmphasized: true,
            },
            { label: 'Dokter', value: answer.booking.doctorName ?? '–' },
            {
              label: 'Waktu Check-in',
              value: answer.booking.checkedInAt ? formatDateTime(answer.booking.checkedInAt) : '–',
            },
          ]}
        />
        <Stack direction="horizontal" wrap gap={3}>
          {answer.ticket ? <Button onPress={onPrint}>Cetak Karcis Antrean</Button> : null}
          {reg ? (
            <LinkButton variant="secondary" href={patientDetailHref(reg.patient.id)}>
              Buka Data Pasien
            </LinkButton>
          ) : null}
          <Button variant="secondary" onPress={onClose}>
            Tutup
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * The cancellation of a booking not yet checked in: a reason is required (the contract's `batal`
 * schema, the same for a reservation and a control). `noun` names the booking ('Reservasi',
 * 'Rencana Kontrol').
 */
export function CancelPanel({
  booking,
  run,
  onDone,
  onClose,
  noun = 'Reservasi',
}: {
  booking: BookingView;
  run: (v: CancelValues) => Promise<DoResult<unknown>>;
  onDone: (message: string) => void;
  onClose: () => void;
  noun?: string;
}) {
  const dialog = useDialog();
  const form = useForm<CancelValues>({
    defaultValues: { id: booking.id, reason: '' },
    resolver: schemaResolver(cancelInput),
  });
  const reason = useFormField(form.control, 'reason');
  const submit = async (values: CancelValues) => {
    const result = await run(values);
    if (result.ok) {
      onDone(result.message ?? REGISTRASI_MESSAGES.bookingCancelledOk);
      return;
    }
    const error = result.error;
    const message = isBoError(error) ? error.errors.reason?.[0] : undefined;
    if (message) form.setError('reason', { type: 'server', message });
    dialog.showError(error);
  };
  return (
    <Card title={`Batalkan ${noun} ${booking.bookingCode}`}>
      <Form form={form} onSubmit={submit} aria-label={`Batalkan ${noun.toLowerCase()}`}>
        <Stack gap={4}>
          <Text>
            {bookingPatient(booking)} · {booking.unitName} · {formatDate(booking.visitDate)}.{noun}{' '}
            yang dibatalkan tidak dapat dipakai untuk check-in; kuotanya kembali tersedia.
          </Text>
          <TextField
            label="Alasan Pembatalan *"
            name={reason.name}
            value={reason.value}
            onChange={reason.onChange}
            onBlur={reason.onBlur}
            autoComplete="off"
            {...(reason.errorMessage ? { errorMessage: reason.errorMessage } : {})}
          />
          <Stack direction="horizontal" wrap gap={3}>
            <Button type="submit" variant="danger" isPending={form.formState.isSubmitting}>
              Batalkan {noun}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              Kembali
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}

/** A booking's status as a chip, with the cancellation's reason under it. */
export function BookingStatus({ booking }: { booking: BookingView }) {
  const s = bookingStatus(booking.status);
  return (
    <Stack gap={1} align="start">
      <ToneChip tone={s.tone} label={s.label} data-booking-status={booking.status} />
      {booking.cancelReason ? (
        <Text tone="muted" size="sm">
          Alasan: {booking.cancelReason}
        </Text>
      ) : null}
    </Stack>
  );
}
