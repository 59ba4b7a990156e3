import { useCallback, useEffect, useState } from 'react';
import { DisplayError, display } from '../lib/api';
import { useIdleReturn, useOnline } from '../lib/kiosk';
import { Shell } from './Shell';
import { printTicket, type TicketInfo, TicketPrint } from './Ticket';

interface KioskUnit {
  id: number;
  code: string;
  name: string;
  category: string;
}

interface Taken {
  ticket: { code: string };
  unit: { name: string };
  waitingAhead: number;
  issuedAt: string;
}

const CATEGORY_TITLE: Record<string, string> = {
  admisi: 'Pendaftaran',
  informasi: 'Informasi',
  loket: 'Kasir',
  ranap: 'Rawat Inap',
  penunjang: 'Penunjang',
  poli: 'Poliklinik',
  farmasi: 'Farmasi',
  'admisi-ugd': 'UGD',
  'farmasi-ugd': 'Farmasi UGD',
};

/** display-cetak: choose a unit, take a number, print the ticket (302 x 350, with a QR code). */
export default function TakeTicket() {
  const [units, setUnits] = useState<KioskUnit[]>([]);
  const [holiday, setHoliday] = useState<string | null>(null);
  const [ticket, setTicket] = useState<TicketInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();

  useEffect(() => {
    display<{ units: KioskUnit[]; holiday: string | null }>('anjungan')
      .then((d) => {
        setUnits(d.units);
        setHoliday(d.holiday);
      })
      .catch((e: unknown) => setError(e instanceof DisplayError ? e.message : 'Gagal memuat.'));
  }, []);

  const reset = useCallback(() => {
    setTicket(null);
    setError(null);
  }, []);
  useIdleReturn(ticket || error ? reset : null, 20_000);

  async function take(unit: KioskUnit) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const out = await display<Taken>('ambil-tiket', { unitId: unit.id });
      const info: TicketInfo = {
        code: out.ticket.code,
        unitName: out.unit.name,
        issuedAt: out.issuedAt,
        waitingAhead: out.waitingAhead,
      };
      setTicket(info);
      printTicket(info);
    } catch (e) {
      setError(e instanceof DisplayError ? e.message : 'Gagal mengambil nomor antrean.');
    } finally {
      setBusy(false);
    }
  }

  const groups = [...new Set(units.map((u) => u.category))];
  return (
    <Shell kind="kiosk" title="Ambil Nomor Antrean" online={online}>
      {holiday ? <p className="message error">Hari ini libur: {holiday}.</p> : null}
      {error ? (
        <p className="message error" role="alert">
          {error}
        </p>
      ) : null}
      {ticket ? (
        <div className="result" data-testid="ticket">
          <p className="lead">Nomor antrean Anda</p>
          <div className="ticket-code" data-testid="ticket-code">
            {ticket.code}
          </div>
          <p className="lead">{ticket.unitName}</p>
          <div className="preview" aria-hidden="true">
            <TicketPrint ticket={ticket} />
          </div>
          <div className="actions">
            <button type="button" className="big-button" onClick={() => printTicket(ticket)}>
              Cetak Ulang
            </button>
            <button type="button" className="big-button secondary" onClick={reset}>
              Selesai
            </button>
          </div>
        </div>
      ) : (
        <div className="unit-picker">
          <p className="lead">Sentuh tujuan Anda untuk mengambil nomor antrean.</p>
          {groups.map((g) => (
            <section key={g}>
              <h2>{CATEGORY_TITLE[g] ?? g}</h2>
              <div className="grid">
                {units
                  .filter((u) => u.category === g)
                  .map((u) => (
                    <button
                      key={u.id}
                      type="button"
                      className="big-button"
                      disabled={busy || Boolean(holiday)}
                      onClick={() => void take(u)}
                    >
                      {u.name}
                    </button>
                  ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </Shell>
  );
}
