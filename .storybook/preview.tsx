import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import {
  createStoryClock,
  freezeDateNow,
  storyClock,
} from '../packages/design-system/src/internal/storyClock';
import { DesignSystemProvider } from '../packages/design-system/src/theme';
import { RouterBridge } from './RouterBridge';

/** Theme, id-ID locale and the frozen clock of this story. */
const withDesignSystem: Decorator = (Story, context) => (
  <DesignSystemProvider clock={storyClock(context.loaded)}>
    <Story />
  </DesignSystemProvider>
);

/** A memory router so links and route-aware components work without a server. */
const withRouter: Decorator = (Story, context) => {
  const entries = (context.parameters.router as { initialEntries?: string[] } | undefined)
    ?.initialEntries ?? ['/'];
  return (
    <MemoryRouter initialEntries={entries}>
      <RouterBridge>
        <Story />
      </RouterBridge>
    </MemoryRouter>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRouter, withDesignSystem],
  // A fresh frozen clock per story (Thursday 15 January 2026, 09:00 WIB).
  loaders: [() => ({ clock: createStoryClock() })],
  beforeEach: (context) => freezeDateNow(storyClock(context.loaded)),
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
