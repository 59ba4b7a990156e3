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
      <div className="result" data-testid="checkin-done">
        <p className="lead">Nomor antrean Anda</p>
        <div className="ticket-code" data-testid="ticket-code">
          {ticketCode}
        </div>
        {result ? (
          <>
            <p className="lead">{result.unit.name}</p>
            <p>
              {result.reservation.patientName} · Kode booking {result.reservation.bookingCode}
            </p>
          </>
        ) : null}
        <div className="actions">
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
        </div>
      </div>
    </Shell>
  );
}
