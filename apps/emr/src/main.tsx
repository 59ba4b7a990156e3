import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadRoutedApp } from './App';
import { bo } from './bo';
import { bootModeFor } from './routing/boot';

/**
 * Start-up (spec 7.2): with a session, the session refresh runs before mounting (the routed app's
 * chunk loads meanwhile); then the profile call decides. Without one, a staff route shows the
 * login form alone. A public display route goes to the kiosk app.
 */
async function start(): Promise<void> {
  const token = bo.token() ?? null;
  const mode = bootModeFor(window.location.pathname, window.location.search, token);
  if (mode === 'app') {
    void loadRoutedApp().catch(() => undefined);
    if (token) await bo.refresh().catch(() => undefined);
  } else if (mode === 'login' && window.location.pathname !== '/login') {
    window.history.replaceState(null, '', '/login');
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App initial={mode} />
    </StrictMode>,
  );
}

void start();
