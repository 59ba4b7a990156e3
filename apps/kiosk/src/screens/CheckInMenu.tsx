import { Stack, Text } from '@simrs/design-system';
import { useOnline } from '../lib/kiosk';
import { navigate } from '../lib/router';
import { Shell } from './Shell';

/** display-check-in: the ways to check a reservation in. */
export default function CheckInMenu() {
  const online = useOnline();
  return (
    <Shell kind="kiosk" title="Check-in Reservasi" online={online}>
      <Stack gap={6} align="center">
        <Text size="lg">Pilih cara check-in untuk reservasi hari ini.</Text>
        <div className="menu">
          <Stack gap={5}>
            <button type="button" className="big-button" onClick={() => navigate('scan-qr-code')}>
              Pindai Kode QR Booking
            </button>
            <button
              type="button"
              className="big-button"
              onClick={() => navigate('input-kode-booking')}
            >
              Ketik Kode Booking
            </button>
            <button
              type="button"
              className="big-button"
              onClick={() => navigate('scan-qr-code-surat')}
            >
              Pindai QR Surat Kontrol
            </button>
            <button
              type="button"
              className="big-button"
              onClick={() => navigate('input-kode-bpjs')}
            >
              Nomor Kartu BPJS
            </button>
            <button
              type="button"
              className="big-button secondary"
              onClick={() => navigate('display-finger-print')}
            >
              Verifikasi Sidik Jari BPJS
            </button>
          </Stack>
        </div>
      </Stack>
    </Shell>
  );
}
