import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PageHeader } from './PageHeader';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Lokasi">{location.pathname}</output>;
}

const meta = {
  title: 'Chrome/PageHeader',
  component: PageHeader,
  // The docs page is PageHeader.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  parameters: { router: { initialEntries: ['/poli'] } },
  args: {
    title: 'Poli',
    breadcrumbs: [
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Master Data' },
      { label: 'Poli' },
    ],
    canAdd: true,
    addHref: '/poli/add',
    listHref: '/poli',
  },
  argTypes: {
    title: { control: 'text' },
    canAdd: { control: 'boolean' },
    exportProgress: { control: { type: 'range', min: 0, max: 100 } },
  },
  render: (args) => (
    <div>
      <PageHeader {...args} />
      <CurrentPath />
    </div>
  ),
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the add permission: 'Tambah' leads to the add form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Poli' })).toBeVisible();
    // The breadcrumb is a React Aria collection: its items arrive after the first paint.
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail).toHaveTextContent('DashboardMaster DataPoli'));
    await userEvent.click(canvas.getByRole('link', { name: 'Tambah' }));
    // The router renders the new location after the click's event, not within it.
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('/poli/add'),
    );
  },
};

export const Playground: Story = {
  args: { canAdd: false, onExport: fn(async () => {}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ekspor' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Daftar' })).toBeVisible();
  },
};

/** Without the add permission there is no 'Tambah', only the list button. */
export const WithoutAddPermission: Story = {
  parameters: { router: { initialEntries: ['/poli/7'] } },
  args: { canAdd: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Tambah' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Daftar' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(/^\/poli$/),
    );
  },
};

/** Keyboard: the breadcrumb link, then the header's actions in order. */
export const Keyboard: Story = {
  args: { onExport: fn(async () => {}) },
  play: async ({ canvas }) => {
    const dashboard = await canvas.findByRole('link', { name: 'Dashboard' });
    await userEvent.tab();
    await expect(dashboard).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ekspor' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Tambah' })).toHaveFocus();
  },
};

// Last: the pending button leaves a live announcement for a few seconds after it settles.
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const exportJob = deferred();

/** Export: a progress bar shows while the file is prepared and goes away when it is ready. */
export const Exporting: Story = {
  args: { onExport: fn(() => exportJob.promise), exportProgress: 40 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ekspor' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    const bar = await canvas.findByRole('progressbar', { name: 'Menyiapkan berkas' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: 'Ekspor' })).toHaveAttribute('data-pending');
    exportJob.resolve();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};
