import { lazy, type ReactNode, Suspense } from 'react';
import { useFullscreenOnTouch, useTerminalLock } from './lib/kiosk';
import { BOARD_ROUTES } from './lib/queue';
import { useLocation } from './lib/router';

const Board = lazy(() => import('./screens/Board'));
const Beds = lazy(() => import('./screens/Beds'));
const TakeTicket = lazy(() => import('./screens/TakeTicket'));
const CheckInMenu = lazy(() => import('./screens/CheckInMenu'));
const CodeEntry = lazy(() => import('./screens/CodeEntry'));
const Scan = lazy(() => import('./screens/Scan'));
const Done = lazy(() => import('./screens/Done'));
const Fingerprint = lazy(() => import('./screens/Fingerprint'));
const Home = lazy(() => import('./screens/Home'));

function screenFor(route: string, slug: string | undefined, search: string): ReactNode {
  const board = BOARD_ROUTES[route];
  if (board) return <Board route={route} search={search} {...board} />;
  switch (route) {
    case 'display-anjungan-ranap':
      return <Beds />;
    case 'display-cetak':
      return <TakeTicket />;
    case 'display-check-in':
      return <CheckInMenu />;
    case 'input-kode-booking':
      return <CodeEntry kind="booking" />;
    case 'input-kode-bpjs':
      return <CodeEntry kind="bpjs" />;
    case 'scan-qr-code':
      return <Scan letter={false} />;
    case 'scan-qr-code-surat':
      return <Scan letter />;
    case 'done-checkin':
      return <Done code={slug} />;
    case 'display-finger-print':
      return <Fingerprint />;
    default:
      return <Home />;
  }
}

export function App() {
  useTerminalLock();
  useFullscreenOnTouch();
  const { route, slug, search } = useLocation();
  return (
    <Suspense fallback={<div className="loading">Memuat…</div>}>
      {screenFor(route, slug, search)}
    </Suspense>
  );
}
