import { Stack, Text } from '@simrs/design-system';
import { type ReactNode, useState } from 'react';
import { useHospital } from '../lib/hospital';
import { formatDate, formatTime, useNow } from '../lib/kiosk';

/** Header with the hospital, the screen title and the clock; a banner while offline. */
export function Shell({
  title,
  online,
  children,
  footer,
  kind,
}: {
  title: string;
  online: boolean;
  children: ReactNode;
  footer?: ReactNode;
  kind: 'display' | 'kiosk';
}) {
  const now = useNow();
  const hospital = useHospital();
  return (
    <div className={`screen screen-${kind}`}>
      <header className="top">
        <Stack direction="horizontal" gap={6}>
          {hospital.logoUrl ? <Logo src={hospital.logoUrl} /> : null}
          <Stack gap={1}>
            <Text tone="muted" size="sm" weight="semibold">
              {hospital.name}
            </Text>
            <h1>{title}</h1>
          </Stack>
        </Stack>
        <div className="clock" aria-label="Waktu sekarang">
          <Text size="xl" weight="bold" isNumeric>
            {formatTime(now)}
          </Text>
          <Text tone="muted" size="xs">
            {formatDate(now)}
          </Text>
        </div>
      </header>
      {online ? null : (
        <div className="offline" role="alert">
          Koneksi terputus — menyambung ulang otomatis. Data terakhir tetap ditampilkan.
        </div>
      )}
      <main className="body">{children}</main>
      {footer ? <footer className="bottom">{footer}</footer> : null}
    </div>
  );
}

/** The logo beside the name (decorative: the name says it); left out if it cannot load. */
function Logo({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <img className="logo" src={src} alt="" onError={() => setFailed(src)} />;
}
