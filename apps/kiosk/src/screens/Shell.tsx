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
        <div className="identity">
          {hospital.logoUrl ? <Logo src={hospital.logoUrl} /> : null}
          <div>
            <div className="hospital">{hospital.name}</div>
            <h1>{title}</h1>
          </div>
        </div>
        <div className="clock" aria-label="Waktu sekarang">
          <div className="time">{formatTime(now)}</div>
          <div className="date">{formatDate(now)}</div>
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
