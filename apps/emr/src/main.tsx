import type { SessionData } from '@simrs/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadRoutedApp } from './App';
import { bo } from './bo';
import { mainAreaChunk } from './routing/appChunks';
import { bootModeFor } from './routing/boot';

/**
 * Start-up (spec 7.2): with a session, the session refresh runs before mounting (the routed app's
 * and the main area's chunks load meanwhile); its answer, the profile's own, decides the session
 * at once, and the profile call runs beside the first screen (docs/decisions.md, 14). Without a
 * session, a staff route shows the login form alone. A public display route goes to the kiosk app.
 */
async function start(): Promise<void> {
  const token = bo.token() ?? null;
  const mode = bootModeFor(window.location.pathname, window.location.search, token);
  let refreshed: SessionData | null = null;
  if (mode === 'app') {
    // The routed app and the main area load while the refresh runs; the first screen's chunk
    // and data wait for the refresh (its answer says who the user is and what they may open).
    void loadRoutedApp().catch(() => undefined);
    void mainAreaChunk.load().catch(() => undefined);
    if (token) refreshed = (await bo.refresh().catch(() => null))?.data ?? null;
    // The refresh said who the user is: the first screen's chunk and data start now, beside the
    // routed app's chunk and its first render (the router's loader joins what is under way).
    // Not for a session with a step to take first (a password change, the second factor).
    if (refreshed && !refreshed.restriction) {
      const session = { token: refreshed.token, user: refreshed.user };
      void mainAreaChunk
        .load()
        .then((main) => main.prepareRoute(new URL(window.location.href), session, bo))
        .catch(() => undefined);
    }
  } else if (mode === 'login' && window.location.pathname !== '/login') {
    window.history.replaceState(null, '', '/login');
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App initial={mode} refreshed={refreshed} />
    </StrictMode>,
  );
}

void start();
