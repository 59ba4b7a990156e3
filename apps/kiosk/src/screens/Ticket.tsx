import {
  openPrintWindow,
  PrintBigText,
  PrintDivider,
  PrintLayout,
  PrintRows,
  QrCode,
} from '@simrs/design-system';
import { useHospital } from '../lib/hospital';

export interface TicketInfo {
  code: string;
  unitName: string;
  issuedAt: string;
  waitingAhead?: number;
  bookingCode?: string;
}

const stamp = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** The printed ticket (80 mm roll): number, unit, time, and a QR code of the number. */
export function TicketPrint({ ticket }: { ticket: TicketInfo }) {
  const hospital = useHospital();
  const rows = [
    { label: 'Tujuan', value: ticket.unitName },
    { label: 'Waktu', value: stamp.format(new Date(ticket.issuedAt)) },
    ...(ticket.waitingAhead !== undefined
      ? [{ label: 'Antrean di depan', value: String(ticket.waitingAhead) }]
      : []),
    ...(ticket.bookingCode ? [{ label: 'Kode Booking', value: ticket.bookingCode }] : []),
  ];
  return (
    <PrintLayout size="ticket" title={hospital.name}>
      <div style={{ textAlign: 'center' }}>Nomor Antrean</div>
      <PrintBigText>{ticket.code}</PrintBigText>
      <PrintRows rows={rows} />
      <PrintDivider />
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <QrCode value={ticket.bookingCode ?? ticket.code} size={96} />
      </div>
      <div style={{ textAlign: 'center', fontSize: 11 }}>
        Simpan tiket ini dan tunggu nomor Anda dipanggil.
      </div>
    </PrintLayout>
  );
}

/** Opens the spec's print window (302 x 350, then maximised) with the ticket. */
export function printTicket(ticket: TicketInfo): boolean {
  return (
    openPrintWindow(() => <TicketPrint ticket={ticket} />, {
      title: `Tiket ${ticket.code}`,
    }) !== null
  );
}
