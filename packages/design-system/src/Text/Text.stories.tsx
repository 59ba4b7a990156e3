import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fontSize, fontWeight } from '../tokens';
import { Text } from './Text';

const tones = ['default', 'muted', 'info', 'success', 'warning', 'danger'] as const;

const meta = {
  title: 'Layout/Text',
  component: Text,
  // The docs page is Text.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { children: 'Data terakhir diperbarui pukul 09.00 WIB.' },
  argTypes: {
    as: { control: 'select', options: ['p', 'span', 'div', 'small', 'strong'] },
    tone: { control: 'select', options: tones },
    size: { control: 'select', options: [undefined, ...Object.keys(fontSize)] },
    weight: { control: 'select', options: [undefined, ...Object.keys(fontWeight)] },
    isNumeric: { control: 'boolean' },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph without margins, in the body colour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Data terakhir/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).marginTop).toBe('0px');
    await expect(getComputedStyle(text).marginBottom).toBe('0px');
  },
};

export const Playground: Story = {
  args: { tone: 'muted', size: 'xs', as: 'small' },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Data terakhir/);
    await expect(text.tagName).toBe('SMALL');
    await expect(getComputedStyle(text).fontSize).toBe(fontSize.xs);
  },
};

/** Every tone on the page background (axe checks the contrast of each). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {tones.map((tone) => (
        <Text key={tone} tone={tone} data-tone-sample={tone}>
          {`Nada ${tone}: Ada perubahan yang belum disimpan.`}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const colours = tones.map(
      (tone) =>
        getComputedStyle(canvasElement.querySelector(`[data-tone-sample='${tone}']`) as Element)
          .color,
    );
    await expect(new Set(colours).size).toBe(tones.length);
  },
};

/** Sizes and weights of the type scale; `isNumeric` gives equal-width figures. */
export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.keys(fontSize).map((size) => (
        <Text key={size} size={size as keyof typeof fontSize} weight="semibold" isNumeric>
          {`${size}: 1.111.111`}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const xl = canvas.getByText(/^xl:/);
    await expect(getComputedStyle(xl).fontSize).toBe(fontSize.xl);
    await expect(getComputedStyle(xl).fontWeight).toBe(fontWeight.semibold);
    await expect(getComputedStyle(xl).fontVariantNumeric).toBe('tabular-nums');
  },
};
