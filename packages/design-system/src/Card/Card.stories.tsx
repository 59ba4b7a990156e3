import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  // The docs page is Card.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { title: 'Tanda Vital', children: 'Tekanan darah 120/80 mmHg, nadi 82 x/menit.' },
  argTypes: {
    title: { control: 'text' },
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tanda Vital' })).toHaveTextContent(
      'Tekanan darah 120/80 mmHg',
    );
  },
};

export const Playground: Story = {
  args: { tone: 'muted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tanda Vital' })).toBeVisible();
  },
};

const onEdit = fn();

/** With header actions and a footer; the action is reachable with Tab and Enter. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary" onPress={onEdit}>
        Ubah
      </Button>
    ),
    footer: <Button size="sm">Simpan</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ubah' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toHaveFocus();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
