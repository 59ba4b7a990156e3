import { Notice, Stack, Text } from '@simrs/design-system';
import { useCallback, useState } from 'react';
import { DisplayError } from '../lib/api';
import { birthDateIso, birthDigits, formatBirthDigits, todayInWib } from '../lib/birthDate';
import { checkInAndShow } from '../lib/checkin';
import { useIdleReturn, useOnline } from '../lib/kiosk';
import { navigate } from '../lib/router';
import { Shell } from './Shell';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');
const DIGITS = '1234567890'.split('');

/** The big input with its label and the on-screen keypad under it (the physical keyboard works too). */
function KeypadField({
  id,
  label,
  value,
  display,
  placeholder,
  keys,
  inputMode,
  maxLength,
  onType,
  onKey,
  onDelete,
  onClear,
}: {
  id: string;
  label: string;
  value: string;
  display?: string;
  placeholder?: string;
  keys: readonly string[];
  inputMode: 'numeric' | 'text';
  maxLength: number;
  onType: (text: string) => void;
  onKey: (key: string) => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  return (
    <>
      <Stack gap={3}>
        <label className="entry-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="entry-input"
          value={display ?? value}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete="off"
          maxLength={maxLength}
          onChange={(e) => onType(e.target.value)}
        />
      </Stack>
      <div className="keypad" aria-label="Papan tombol">
        {keys.map((c) => (
          <button key={c} type="button" className="key" onClick={() => onKey(c)}>
            {c}
          </button>
        ))}
        <button type="button" className="key wide" onClick={onDelete}>
          Hapus
        </button>
        <button type="button" className="key wide" onClick={onClear}>
          Kosongkan
        </button>
      </div>
    </>
  );
}

/** input-kode-booking: an on-screen keypad for the booking code. */
function BookingEntry() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const back = useCallback(() => navigate('display-check-in'), []);
  useIdleReturn(back);
  const max = 20;

  async function submit() {
    if (busy) return;
    if (value.length < 4) {
      setError('Kode booking terlalu pendek.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await checkInAndShow({ bookingCode: value });
    } catch (e) {
      setError(e instanceof DisplayError ? e.message : 'Check-in gagal.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Shell kind="kiosk" title="Masukkan Kode Booking" online={online}>
      <div className="entry">
        <Stack
          as="form"
          gap={5}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <KeypadField
            id="code"
            label="Kode Booking"
            value={value}
            keys={[...DIGITS, ...LETTERS]}
            inputMode="text"
            maxLength={max}
            onType={(text) => setValue(text.toUpperCase().replace(/[^A-Z0-9-]/g, ''))}
            onKey={(c) => setValue((v) => (v.length < max ? v + c : v))}
            onDelete={() => setValue((v) => v.slice(0, -1))}
            onClear={() => setValue('')}
          />
          {error ? <Notice tone="danger" title={error} /> : null}
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

/**
 * input-kode-bpjs: the BPJS card number, then the patient's birth date (a card number alone is not
 * enough: anyone may have seen the card), both on the keypad; sends `{ bpjsNo, birthDate }`.
 */
function BpjsEntry() {
  const [step, setStep] = useState<'card' | 'birth'>('card');
  const [card, setCard] = useState('');
  const [birth, setBirth] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const back = useCallback(() => navigate('display-check-in'), []);
  useIdleReturn(back);

  function next() {
    if (!/^\d{13}$/.test(card)) {
      setError('Nomor kartu BPJS harus 13 digit angka.');
      return;
    }
    setError(null);
    setStep('birth');
  }

  async function submit() {
    if (busy) return;
    const birthDate = birthDateIso(birth, todayInWib());
    if (!birthDate) {
      setError('Tanggal lahir tidak valid. Ketik tanggal, bulan, dan tahun: HH/BB/TTTT.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await checkInAndShow({ bpjsNo: card, birthDate });
    } catch (e) {
      setError(e instanceof DisplayError ? e.message : 'Check-in gagal.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Shell kind="kiosk" title="Check-in dengan Kartu BPJS" online={online}>
      <div className="entry">
        {step === 'card' ? (
          <Stack
            as="form"
            gap={5}
            onSubmit={(e) => {
              e.preventDefault();
              next();
            }}
          >
            <Text size="lg">Langkah 1 dari 2: nomor kartu BPJS (13 digit).</Text>
            <KeypadField
              id="code"
              label="Nomor Kartu BPJS"
              value={card}
              keys={DIGITS}
              inputMode="numeric"
              maxLength={13}
              onType={(text) => setCard(text.replace(/\D/g, '').slice(0, 13))}
              onKey={(c) => setCard((v) => (v.length < 13 ? v + c : v))}
              onDelete={() => setCard((v) => v.slice(0, -1))}
              onClear={() => setCard('')}
            />
            {error ? <Notice tone="danger" title={error} /> : null}
            <Stack direction="horizontal" wrap justify="center" gap={6}>
              <button type="button" className="big-button secondary" onClick={back}>
                Kembali
              </button>
              <button type="submit" className="big-button" disabled={card === ''}>
                Lanjut
              </button>
            </Stack>
          </Stack>
        ) : (
          <Stack
            as="form"
            gap={5}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Text size="lg">
              Langkah 2 dari 2: tanggal lahir pemilik kartu {card}, urut tanggal, bulan, tahun
              (contoh: 17 Agustus 1985 diketik 17081985).
            </Text>
            <KeypadField
              id="birth"
              label="Tanggal Lahir"
              value={birth}
              display={formatBirthDigits(birth)}
              placeholder="HH/BB/TTTT"
              keys={DIGITS}
              inputMode="numeric"
              maxLength={10}
              onType={(text) => setBirth(birthDigits(text))}
              onKey={(c) => setBirth((v) => birthDigits(v + c))}
              onDelete={() => setBirth((v) => v.slice(0, -1))}
              onClear={() => setBirth('')}
            />
            {error ? <Notice tone="danger" title={error} /> : null}
            <Stack direction="horizontal" wrap justify="center" gap={6}>
              <button
                type="button"
                className="big-button secondary"
                onClick={() => {
                  setError(null);
                  setStep('card');
                }}
              >
                Ubah Nomor Kartu
              </button>
              <button type="submit" className="big-button" disabled={busy || birth.length < 8}>
                Check-in
              </button>
            </Stack>
          </Stack>
        )}
      </div>
    </Shell>
  );
}

/** input-kode-booking and input-kode-bpjs. */
export default function CodeEntry({ kind }: { kind: 'booking' | 'bpjs' }) {
  return kind === 'bpjs' ? <BpjsEntry /> : <BookingEntry />;
}
