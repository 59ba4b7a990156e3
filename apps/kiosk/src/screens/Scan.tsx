import { Notice, Stack, Text } from '@simrs/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DisplayError } from '../lib/api';
import { checkInAndShow } from '../lib/checkin';
import { useIdleReturn, useOnline } from '../lib/kiosk';
import { bookingCodeFromScan } from '../lib/queue';
import { navigate } from '../lib/router';
import { createDecoder, type Decoder, decodeImageUrl } from '../lib/scanner';
import { Shell } from './Shell';

declare global {
  interface Window {
    /** Test hook: decodes a QR picture through the same path as a camera frame. */
    __kioskScanImage?: (url: string) => Promise<void>;
  }
}

/** scan-qr-code and scan-qr-code-surat: camera scanning, with manual entry always at hand. */
export default function Scan({ letter }: { letter: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState('Menyiapkan kamera…');
  const [error, setError] = useState<string | null>(null);
  const online = useOnline();
  const back = useCallback(() => navigate('display-check-in'), []);
  useIdleReturn(back);
  const handling = useRef(false);

  const handle = useCallback(async (text: string) => {
    if (handling.current) return;
    const code = bookingCodeFromScan(text);
    if (!code) {
      setError('Kode QR tidak berisi kode booking.');
      return;
    }
    handling.current = true;
    setStatus(`Kode terbaca: ${code}`);
    try {
      await checkInAndShow({ bookingCode: code });
    } catch (e) {
      setError(e instanceof DisplayError ? e.message : 'Check-in gagal.');
    } finally {
      window.setTimeout(() => {
        handling.current = false;
      }, 2000);
    }
  }, []);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let decode: Decoder | null = null;
    const canvas = document.createElement('canvas');
    const tick = async () => {
      if (stopped) return;
      const v = video.current;
      if (decode && v && v.readyState >= 2 && v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        if (ctx) {
          ctx.drawImage(v, 0, 0);
          const text = await decode(ctx.getImageData(0, 0, canvas.width, canvas.height)).catch(
            () => null,
          );
          if (text) await handle(text);
        }
      }
      window.setTimeout(() => void tick(), 250);
    };
    (async () => {
      const decoder = await createDecoder();
      decode = decoder.decode;
      window.__kioskScanImage = async (url) => {
        const text = await decodeImageUrl(url, decoder.decode);
        if (text) await handle(text);
        else setError('Kode QR tidak terbaca.');
      };
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) return;
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        setStatus(`Arahkan kode QR ke kamera (${decoder.engine}).`);
        void tick();
      } catch {
        setStatus('Kamera tidak tersedia. Silakan ketik kode booking.');
      }
    })();
    return () => {
      stopped = true;
      delete window.__kioskScanImage;
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, [handle]);

  return (
    <Shell
      kind="kiosk"
      title={letter ? 'Pindai QR Surat Kontrol' : 'Pindai Kode QR Booking'}
      online={online}
    >
      <Stack align="center" gap={5}>
        <video ref={video} className="camera" muted playsInline aria-label="Kamera" />
        <Text size="lg" data-testid="scan-status">
          {status}
        </Text>
        {error ? <Notice tone="danger" title={error} /> : null}
        <Stack direction="horizontal" wrap justify="center" gap={6}>
          <button type="button" className="big-button secondary" onClick={back}>
            Kembali
          </button>
          <button
            type="button"
            className="big-button"
            onClick={() => navigate('input-kode-booking')}
          >
            Ketik Kode Booking
          </button>
        </Stack>
      </Stack>
    </Shell>
  );
}
