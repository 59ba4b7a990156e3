import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup, SkeletonText } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  // The docs page is Skeleton.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { width: 240, height: 16, shape: 'rect' },
  argTypes: {
    width: { control: 'number' },
    height: { control: 'number' },
    shape: { control: 'inline-radio', options: ['rect', 'circle'] },
  },
  render: (args) => (
    <SkeletonGroup label="Memuat contoh">
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Memuat contoh');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const Playground: Story = {
  args: { shape: 'circle', width: 48, height: 48 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-shape="circle"]') as HTMLElement;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block.getBoundingClientRect().width).toBe(48);
  },
};

/** A loading paragraph: one announcement, three lines, the last shorter. */
export const Text: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <SkeletonText lines={3} label="Memuat catatan" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat catatan');
    const lines = [...canvasElement.querySelectorAll<HTMLElement>('[data-shape="rect"]')];
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((l) => l.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first ?? 0);
  },
};
