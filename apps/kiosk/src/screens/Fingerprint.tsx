import { Stack, Text } from '@simrs/design-system';
import { useCallback } from 'react';
import { useIdleReturn, useOnline } from '../lib/kiosk';
import { navigate } from '../lib/router';
import { Shell } from './Shell';

/**
 * display-finger-print: BPJS fingerprint verification runs on the insurer's own reader
 * application at this terminal; the kiosk guides the patient and continues with the card number.
 */
export default function Fingerprint() {
  const online = useOnline();
  const back = useCallback(() => navigate('display-check-in'), []);
  useIdleReturn(back);
  return (
    <Shell kind="kiosk" title="Verifikasi Sidik Jari BPJS" online={online}>
      <Stack align="center" gap={5}>
        <Text size="lg">
          Letakkan jari telunjuk kanan Anda pada alat pemindai sidik jari di samping layar.
        </Text>
        <Text>
          Setelah aplikasi BPJS menyatakan verifikasi berhasil, lanjutkan check-in dengan nomor
          kartu BPJS Anda.
        </Text>
        <Stack direction="horizontal" wrap justify="center" gap={6}>
          <button type="button" className="big-button secondary" onClick={back}>
            Kembali
          </button>
          <button type="button" className="big-button" onClick={() => navigate('input-kode-bpjs')}>
            Lanjut dengan Kartu BPJS
          </button>
        </Stack>
      </Stack>
    </Shell>
  );
}
