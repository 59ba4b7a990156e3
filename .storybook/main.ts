import type { StorybookConfig } from '@storybook/react-vite';

/** The one Storybook of the monorepo: the design system's stories and docs. */
const config: StorybookConfig = {
  stories: [
    '../packages/design-system/src/**/*.mdx',
    '../packages/design-system/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
