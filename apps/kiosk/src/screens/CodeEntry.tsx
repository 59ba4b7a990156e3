import { Notice, Stack } from '@simrs/design-system';
import { useCallback, useState } from 'react';
import { DisplayError } from '../lib/api';
import { checkInAndShow } from '../lib/checkin';
import { useIdleReturn, useOnline } from '../lib/kiosk';
import { navigate } from '../lib/router';
import { Shell } from './Shell';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');
const DIGITS = '1234567890'.split('');

/** input-kode-booking and input-kode-bpjs: an on-screen keypad, the physical keyboard works too. */
export default function CodeEntry({ kind }: { kind: 'booking' | 'bpjs' }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const max = kind === 'bpjs' ? 13 : 20;
  const back = useCallback(() => navigate('display-check-in'), []);
  useIdleReturn(back);

  const add = (c: string) => setValue((v) => (v.length < max ? v + c : v));
  async function submit() {
    if (busy) return;
    if (kind === 'bpjs' && !/^\d{13}$/.test(value)) {
      setError('Nomor kartu BPJS harus 13 digit angka.');
      return;
    }
    if (kind === 'booking' && value.length < 4) {
      setError('Kode booking terlalu pendek.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await checkInAndShow(kind === 'bpjs' ? { bpjsNo: value } : { bookingCode: value });
    } catch (e) {
      setError(e instanceof DisplayError ? e.message : 'Check-in gagal.');
    } finally {
      setBusy(false);
    }
  }

  const label = kind === 'bpjs' ? 'Nomor Kartu BPJS' : 'Kode Booking';
  return (
    <Shell
      kind="kiosk"
      title={kind === 'bpjs' ? 'Check-in dengan Kartu BPJS' : 'Masukkan Kode Booking'}
      online={online}
    >
      <div className="entry">
        <Stack
          as="form"
          gap={5}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap={3}>
            <label className="entry-label" htmlFor="code">
              {label}
            </label>
            <input
              id="code"
              className="entry-input"
              value={value}
              inputMode={kind === 'bpjs' ? 'numeric' : 'text'}
              autoComplete="off"
              maxLength={max}
              onChange={(e) => {
                const v = e.target.value.toUpperCase();
                setValue(kind === 'bpjs' ? v.replace(/\D/g, '') : v.replace(/[^A-Z0-9-]/g, ''));
              }}
            />
          </Stack>
          {error ? <Notice tone="danger" title={error} /> : null}
          <div className="keypad" aria-label="Papan tombol">
            {(kind === 'bpjs' ? DIGITS : [...DIGITS, ...LETTERS]).map((c) => (
              <button key={c} type="button" className="key" onClick={() => add(c)}>
                {c}
              </button>
            ))}
            <button
              type="button"
              className="key wide"
              onClick={() => setValue((v) => v.slice(0, -1))}
            >
              Hapus
            </button>
            <button type="button" className="key wide" onClick={() => setValue('')}>
              Kosongkan
            </button>
          </div>
          <Stack direction="horizontal" wrap justify="center" gap={6}>
            <button type="button" className="big-button secondary" onClick={back}>
              Kembali
            </button>
            <button type="submit" className="big-button" disabled={busy || value === ''}>
              Check-in
            </button>
          </Stack>
        </Stack>
      </div>
    </Shell>
  );
}
