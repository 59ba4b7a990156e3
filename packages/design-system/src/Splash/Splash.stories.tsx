import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Splash, SplashProvider, useHideSplashOnNavigation, useSplash } from './Splash';

const meta = {
  title: 'Chrome/Splash',
  component: Splash,
  // The docs page is Splash.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    isVisible: true,
    appName: 'SIMRS',
    hospitalName: 'RS Sehat Sentosa',
    isFullScreen: false,
  },
  argTypes: {
    isVisible: { control: 'boolean' },
    appName: { control: 'text' },
    hospitalName: { control: 'text' },
    isFullScreen: { control: 'boolean' },
  },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RS Sehat Sentosa')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Memuat aplikasi' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { isVisible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A fake router: each "navigation" changes the key the app passes to the hook. */
function App() {
  const [path, setPath] = useState('/');
  useHideSplashOnNavigation(path);
  const splash = useSplash();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onPress={() => splash.show()}>Tampilkan splash</Button>
      <Button onPress={() => setPath('/dashboard')}>Ke Dashboard</Button>
      <output aria-label="Lokasi">{path}</output>
    </div>
  );
}

/** The app hides the splash after each navigation (`useHideSplashOnNavigation`, `hide`). */
export const HiddenAfterNavigation: Story = {
  render: (args) => (
    <SplashProvider appName={args.appName} isFullScreen={false} initiallyVisible={false}>
      <App />
    </SplashProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan splash' }));
    await expect(canvas.getByRole('progressbar', { name: 'Memuat aplikasi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ke Dashboard' }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/dashboard');
  },
};
