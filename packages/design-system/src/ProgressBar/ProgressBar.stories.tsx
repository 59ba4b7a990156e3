import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  // The docs page is ProgressBar.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { label: 'Menyiapkan berkas ekspor', value: 60 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    isIndeterminate: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    tone: { control: 'inline-radio', options: ['accent', 'success', 'danger'] },
    isLabelHidden: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Menyiapkan berkas ekspor' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveTextContent('60%');
  },
};

export const Playground: Story = {
  args: { tone: 'success', size: 'sm', value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Without a value: a moving bar, no percentage, no aria-valuenow. */
export const Indeterminate: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Menyiapkan berkas ekspor' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveTextContent('%');
  },
};

/** A hidden label still names the bar. */
export const LabelHidden: Story = {
  args: { isLabelHidden: true, value: 25 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Menyiapkan berkas ekspor' });
    await expect(bar).not.toHaveTextContent('Menyiapkan');
  },
};
