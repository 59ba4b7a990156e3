import { DesignSystemProvider, displayTheme } from '@simrs/design-system';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './kiosk.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <DesignSystemProvider theme={displayTheme}>
      <App />
    </DesignSystemProvider>,
  );
}
