import type { ReactNode } from 'react';
import { HOSPITAL_NAME } from '../lib/api';
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
  return (
    <div className={`screen screen-${kind}`}>
      <header className="top">
        <div>
          <div className="hospital">{HOSPITAL_NAME}</div>
          <h1>{title}</h1>
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
