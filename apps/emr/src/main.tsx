import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bo } from './bo';

/** Start-up (spec 7.2): the session refresh before mounting; then the profile call decides. */
async function start(): Promise<void> {
  if (bo.token()) await bo.refresh().catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
