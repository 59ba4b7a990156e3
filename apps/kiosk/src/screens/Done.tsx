import { Stack, Text } from '@simrs/design-system';
import { useCallback } from 'react';
import { lastCheckIn } from '../lib/checkin';
import { useIdleReturn, useOnline } from '../lib/kiosk';
import { navigate } from '../lib/router';
import { Shell } from './Shell';
import { printTicket } from './Ticket';

/** done-checkin/{code}: the number after a successful check-in, with a print button. */
export default function Done({ code }: { code: string | undefined }) {
  const online = useOnline();
  const back = useCallback(() => navigate('display-check-in'), []);
  useIdleReturn(back, 20_000);
  const last = lastCheckIn();
  const result = last && (!code || last.ticket.code === code) ? last : null;
  const ticketCode = result?.ticket.code ?? code ?? '';
  return (
    <Shell kind="kiosk" title="Check-in Berhasil" online={online}>
      <Stack align="center" gap={5} data-testid="checkin-done">
        <Text size="lg">Nomor antrean Anda</Text>
        <div className="ticket-code" data-testid="ticket-code">
          {ticketCode}
        </div>
        {result ? (
          <>
            <Text size="lg">{result.unit.name}</Text>
            <Text>
              {result.reservation.patientName} · Kode booking {result.reservation.bookingCode}
            </Text>
          </>
        ) : null}
        <Stack direction="horizontal" wrap justify="center" gap={6}>
          {result ? (
            <button
              type="button"
              className="big-button"
              onClick={() =>
                printTicket({
                  code: result.ticket.code,
                  unitName: result.unit.name,
                  issuedAt: result.at,
                  bookingCode: result.reservation.bookingCode,
                })
              }
            >
              Cetak Tiket
            </button>
          ) : null}
          <button type="button" className="big-button secondary" onClick={back}>
            Selesai
          </button>
        </Stack>
      </Stack>
    </Shell>
  );
}
