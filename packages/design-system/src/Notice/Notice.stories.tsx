import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Notice } from './Notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  // The docs page is Notice.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    tone: 'info',
    title: 'Tidak ada suara Bahasa Indonesia di komputer ini',
    children: 'Pengumuman memakai suara bawaan browser.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    title: { control: 'text' },
    role: { control: 'inline-radio', options: ['alert', 'status', 'note'] },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Tidak ada suara Bahasa Indonesia di komputer ini');
    await expect(notice).toHaveTextContent('Pengumuman memakai suara bawaan browser.');
  },
};

export const Playground: Story = {
  args: { tone: 'success', title: 'Suara aktif', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Suara aktif');
  },
};

const onEnable = fn();

/** A warning with the action that resolves it: announced at once, reached by keyboard. */
export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Browser menahan suara sampai halaman ini diklik',
    children: 'Klik Aktifkan Suara sekali setiap kali halaman ini dibuka.',
    action: <Button onPress={onEnable}>Aktifkan Suara</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Browser menahan suara sampai halaman ini diklik',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Aktifkan Suara' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEnable).toHaveBeenCalledTimes(1);
  },
};

/** Every tone: the word and the icon carry the meaning, never the colour alone. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Notice tone="info" role="note" title="Info">
        Keterangan yang berlaku selama kondisi ini ada.
      </Notice>
      <Notice tone="success" role="note" title="Berhasil">
        Suara pengumuman aktif.
      </Notice>
      <Notice tone="warning" role="note" title="Perhatian">
        Browser menahan suara.
      </Notice>
      <Notice tone="danger" role="note" title="Gagal">
        Browser ini tidak mendukung suara pengumuman.
      </Notice>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('note')).toHaveLength(4);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
