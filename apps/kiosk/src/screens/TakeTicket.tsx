import {
  Columns,
  lightTheme,
  Notice,
  Section,
  Stack,
  Text,
  ThemeScope,
} from '@simrs/design-system';
import type { KioskUnit } from '@simrs/domain/queue';
import { useCallback, useEffect, useState } from 'react';
import { DisplayError, display } from '../lib/api';
import { useIdleReturn, useOnline } from '../lib/kiosk';
import { Shell } from './Shell';
import { printTicket, type TicketInfo, TicketPrint } from './Ticket';

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
    display('anjungan')
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
      const out = await display('ambil-tiket', { unitId: unit.id });
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
      <Stack gap={6}>
        {holiday ? <Notice tone="warning" title={`Hari ini libur: ${holiday}.`} /> : null}
        {error ? <Notice tone="danger" title={error} /> : null}
        {ticket ? (
          <Stack align="center" gap={5} data-testid="ticket">
            <Text size="lg">Nomor antrean Anda</Text>
            <div className="ticket-code" data-testid="ticket-code">
              {ticket.code}
            </div>
            <Text size="lg">{ticket.unitName}</Text>
            <div className="preview" aria-hidden="true">
              <ThemeScope theme={lightTheme}>
                <TicketPrint ticket={ticket} />
              </ThemeScope>
            </div>
            <Stack direction="horizontal" wrap justify="center" gap={6}>
              <button type="button" className="big-button" onClick={() => printTicket(ticket)}>
                Cetak Ulang
              </button>
              <button type="button" className="big-button secondary" onClick={reset}>
                Selesai
              </button>
            </Stack>
          </Stack>
        ) : (
          <Stack gap={6}>
            <Text size="lg">Sentuh tujuan Anda untuk mengambil nomor antrean.</Text>
            <Columns minColumnWidth={420} collapseBelow={0} gap={7}>
              {groups.map((g) => (
                <Section key={g} title={CATEGORY_TITLE[g] ?? g} gap={4}>
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
                </Section>
              ))}
            </Columns>
          </Stack>
        )}
      </Stack>
    </Shell>
  );
}
