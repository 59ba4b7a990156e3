import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { expectShown } from '../internal/overlay';
import { ToastProvider, type ToastTone, useToast } from './Toast';

function Demo({ tone }: { tone: ToastTone }) {
  const toast = useToast();
  const messages: Record<ToastTone, [string, string]> = {
    success: ['Ekspor selesai', 'Berkas poli.xlsx siap diunduh.'],
    info: ['Sinkronisasi berjalan', 'Data BPJS sedang diperbarui.'],
    warning: ['Koneksi lambat', 'Data mungkin belum terbaru.'],
    danger: ['Unggah gagal', 'Berkas hasil-lab.pdf tidak dapat dikirim.'],
  };
  const [title, description] = messages[tone];
  return (
    <Button
      onPress={() =>
        tone === 'danger' ? toast.error(title, description) : toast[tone](title, description)
      }
    >
      Tampilkan notifikasi
    </Button>
  );
}

interface Args {
  tone: ToastTone;
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  // The docs page is Toast.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'info', 'warning', 'danger'] },
  },
  render: (args: Args) => (
    <ToastProvider>
      <Demo tone={args.tone} />
    </ToastProvider>
  ),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A background result: the toast appears in the 'Notifikasi' region and closes on request. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan notifikasi' }));
    const region = await body().findByRole('region', { name: 'Notifikasi' });
    const toast = await within(region).findByRole('alertdialog');
    // Seen, not only mounted: opaque, inside the window, in its bottom-end corner.
    await expectShown(toast, 'bottom-end');
    await expect(toast).toHaveTextContent('Ekspor selesai');
    await expect(toast).toHaveTextContent('Berkas poli.xlsx siap diunduh.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(body().queryByRole('region', { name: 'Notifikasi' })).toBeNull());
  },
};

export const Playground: Story = {
  args: { tone: 'info' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan notifikasi' }));
    const toast = await body().findByRole('alertdialog');
    await expectShown(toast, 'bottom-end');
    await expect(toast).toHaveTextContent('Sinkronisasi berjalan');
  },
};

/** Errors keep their toast (no timeout); several toasts stack. */
export const ErrorStays: Story = {
  args: { tone: 'danger' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Tampilkan notifikasi' });
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    const region = await body().findByRole('region', { name: 'Notifikasi' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
    // Both stacked in the corner, one above the other, neither hiding the other.
    const [first, second] = within(region).getAllByRole('alertdialog') as HTMLElement[];
    await expectShown(first as HTMLElement, 'bottom-end');
    await expectShown(second as HTMLElement, 'bottom-end');
    const a = (first as HTMLElement).getBoundingClientRect();
    const b = (second as HTMLElement).getBoundingClientRect();
    await expect(a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5).toBe(true);
    await expect(region).toHaveTextContent('Unggah gagal');
  },
};

/** Keyboard: Enter shows a toast; Enter on its close button closes it. */
export const Keyboard: Story = {
  args: { tone: 'warning' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Tampilkan notifikasi' }).focus();
    await userEvent.keyboard('{Enter}');
    const region = await body().findByRole('region', { name: 'Notifikasi' });
    await expectShown(within(region).getByRole('alertdialog'), 'bottom-end');
    await expect(region).toHaveTextContent('Koneksi lambat');
    within(region).getByRole('button', { name: 'Tutup notifikasi' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('region', { name: 'Notifikasi' })).toBeNull());
  },
};
