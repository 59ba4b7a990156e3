import { BoClientProvider, type SessionData } from '@simrs/api-client';
import { DesignSystemProvider, DialogProvider } from '@simrs/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { bo } from './bo';
import { routedAppChunk } from './routing/appChunks';
import type { BootMode } from './routing/boot';
import { ChunkBoundary } from './routing/ChunkBoundary';
import { loadChunk } from './routing/chunks';
import { navigateInApp } from './routing/navigation';
import { readChunk } from './routing/screens';
import { hideSplash } from './splash';
import { BootNotice } from './ui';

/** The routed app's chunk (router, session, guards, main layout), fetched once. */
export function loadRoutedApp(): Promise<typeof import('./RoutedApp')> {
  return routedAppChunk.load();
}

function RoutedApp({ seed }: { seed: SessionData | null }) {
  const Routed = readChunk(routedAppChunk).default;
  return <Routed seed={seed} />;
}

const LoginForm = lazy(() => loadChunk('login', () => import('./session/LoginForm')));
const KioskRedirect = lazy(() => loadChunk('kiosk', () => import('./routing/KioskRedirectScreen')));

function Boot({ initial, refreshed }: { initial: BootMode; refreshed: SessionData | null }) {
  const [mode, setMode] = useState(initial);
  const [seed, setSeed] = useState<SessionData | null>(refreshed);
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

/**
 * The providers every screen shares, and the boot (login form alone, or the routed app).
 * `refreshed`: the start-up session refresh's answer (the session, as the profile gives it).
 */
export function App({
  initial,
  refreshed = null,
}: {
  initial: BootMode;
  refreshed?: SessionData | null;
}) {
  return (
    <BoClientProvider client={bo}>
      <DesignSystemProvider navigate={navigateInApp}>
        <DialogProvider>
          <Boot initial={initial} refreshed={refreshed} />
        </DialogProvider>
      </DesignSystemProvider>
    </BoClientProvider>
  );
}
