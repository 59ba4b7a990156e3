import { BoClientProvider, type SessionData } from '@simrs/api-client';
import { DesignSystemProvider, DialogProvider } from '@simrs/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { bo } from './bo';
import type { BootMode } from './routing/boot';
import { ChunkBoundary } from './routing/ChunkBoundary';
import { loadChunk } from './routing/chunks';
import { navigateInApp } from './routing/navigation';
import { hideSplash } from './splash';
import { BootNotice } from './ui';

let routedApp: Promise<typeof import('./RoutedApp')> | undefined;
/** The routed app's chunk (router, session, guards, main layout), fetched once. */
export function loadRoutedApp(): Promise<typeof import('./RoutedApp')> {
  if (!routedApp) {
    const loading = loadChunk('app', () => import('./RoutedApp'));
    routedApp = loading;
    loading.catch(() => {
      if (routedApp === loading) routedApp = undefined;
    });
  }
  return routedApp;
}

const RoutedApp = lazy(loadRoutedApp);
const LoginForm = lazy(() => loadChunk('login', () => import('./session/LoginForm')));
const KioskRedirect = lazy(() => loadChunk('kiosk', () => import('./routing/KioskRedirectScreen')));

function Boot({ initial }: { initial: BootMode }) {
  const [mode, setMode] = useState(initial);
  const [seed, setSeed] = useState<SessionData | null>(null);
  useEffect(() => {
    if (mode === 'login') hideSplash();
  }, [mode]);

  if (mode === 'kiosk') {
    return (
      <ChunkBoundary>
        <Suspense fallback={<BootNotice>Memuat…</BootNotice>}>
          <KioskRedirect />
        </Suspense>
      </ChunkBoundary>
    );
  }
  if (mode === 'login') {
    return (
      <ChunkBoundary>
        <Suspense fallback={<BootNotice>Memuat…</BootNotice>}>
          <LoginForm
            // The routed app is fetched while the server checks the password.
            onSubmit={() => void loadRoutedApp().catch(() => undefined)}
            onSignedIn={async (session) => {
              window.history.replaceState(null, '', '/dashboard');
              setSeed(session);
              setMode('app');
            }}
          />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return (
    <ChunkBoundary>
      <Suspense fallback={<BootNotice>Memuat SIMRS…</BootNotice>}>
        <RoutedApp seed={seed} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** The providers every screen shares, and the boot (login form alone, or the routed app). */
export function App({ initial }: { initial: BootMode }) {
  return (
    <BoClientProvider client={bo}>
      <DesignSystemProvider navigate={navigateInApp}>
        <DialogProvider>
          <Boot initial={initial} />
        </DialogProvider>
      </DesignSystemProvider>
    </BoClientProvider>
  );
}
