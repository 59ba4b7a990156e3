import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import {
  createStoryClock,
  freezeDateNow,
  storyClock,
} from '../packages/design-system/src/internal/storyClock';
import { DesignSystemProvider } from '../packages/design-system/src/theme';
import { RouterBridge } from './RouterBridge';

// A play waits for what it looks for (findBy, waitFor) as a person waits for a screen: up to 10 s,
// not Testing Library's 1 s, so a busy machine (the plays run in parallel workers beside builds)
// slows a play down instead of failing it. A missing element still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

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

/** The product's screens: the staff app on a phone, a tablet and a desktop, the lobby TV, the kiosk. */
const viewports = {
  phone: { name: 'Ponsel 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 800', styles: { width: '800px', height: '1100px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tv: { name: 'TV 1920 x 1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
  kiosk: {
    name: 'Kiosk 1080 x 1920',
    styles: { width: '1080px', height: '1920px' },
    type: 'tablet',
  },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRouter, withDesignSystem],
  // A fresh frozen clock per story (Thursday 15 January 2026, 09:00 WIB).
  loaders: [() => ({ clock: createStoryClock() })],
  beforeEach: (context) => freezeDateNow(storyClock(context.loaded)),
  parameters: {
    layout: 'padded',
    options: {
      // The introduction opens first, then the foundations, then the components by group.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Tokens', 'Icons', 'Themes', '*'],
          'Patterns',
          'Layout',
          'Actions',
          'Inputs',
          'Data',
          'Status',
          'Clinical',
          'Feedback',
          'Chrome',
          'Print',
          '*',
        ],
      },
    },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
