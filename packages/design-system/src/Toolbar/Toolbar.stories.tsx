import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { spaceSteps } from '../internal/layout';
import { Toolbar, ToolbarSeparator } from './Toolbar';

const onCall = fn();

const controls = [
  <Button key="p" onPress={onCall}>
    Panggil
  </Button>,
  <Button key="u" variant="secondary">
    Panggil Ulang
  </Button>,
  <ToolbarSeparator key="sep" />,
  <Button key="l" variant="secondary">
    Lewati
  </Button>,
];

const meta = {
  title: 'Layout/Toolbar',
  component: Toolbar,
  // The docs page is Toolbar.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { 'aria-label': 'Aksi antrean', children: controls },
  argTypes: {
    gap: { control: 'select', options: spaceSteps },
    justify: { control: 'inline-radio', options: ['start', 'end', 'between'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    children: { control: false },
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One Tab stop: Tab enters the toolbar, the arrow keys move between its buttons. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Aksi antrean' });
    await expect(getComputedStyle(toolbar).columnGap).toBe('8px');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Panggil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Panggil Ulang' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Lewati' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(onCall).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Playground: Story = {
  args: { justify: 'end', gap: 5 },
  decorators: [(Story) => <div style={{ width: 700 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar');
    const last = canvas.getByRole('button', { name: 'Lewati' });
    await expect(Math.round(last.getBoundingClientRect().right)).toBe(
      Math.round(toolbar.getBoundingClientRect().right),
    );
  },
};

/** Vertical: the controls stacked, Up and Down move between them. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'Panggil' });
    const second = canvas.getByRole('button', { name: 'Panggil Ulang' });
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
  },
};
