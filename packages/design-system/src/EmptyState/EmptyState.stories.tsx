import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState, emptyListMessage } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  // The docs page is EmptyState.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { title: emptyListMessage('Poli'), description: 'Belum ada data poli yang tersimpan.' },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Poli not found')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { size: 'sm', title: emptyListMessage('Poli', 'jantung') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Search with keyword 'jantung' not found")).toBeVisible();
  },
};

const onAdd = fn();

/** With a call to action, reached by keyboard. */
export const WithAction: Story = {
  args: { action: <Button onPress={onAdd}>Tambah</Button> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tambah' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};
