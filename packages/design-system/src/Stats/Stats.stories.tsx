import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statusTones } from '../tokens';
import { Stats } from './Stats';

const queue = [
  { label: 'Total Nomor', value: '48', hint: 'hari ini' },
  { label: 'Menunggu', value: '12', tone: 'warning' as const, hint: '3 lebih dari 30 menit' },
  { label: 'Dilayani', value: '33', tone: 'success' as const },
  { label: 'Tidak Hadir', value: '3', tone: 'danger' as const, hint: 'dipanggil 3 kali' },
];

const meta = {
  title: 'Layout/Stats',
  component: Stats,
  // The docs page is Stats.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { items: queue, 'aria-label': 'Ringkasan antrean' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['tiles', 'plain'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
    minTileWidth: { control: { type: 'number', min: 80, step: 20 } },
    items: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
} satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A description list: each label is a term, its figure (and hint) the definition. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByLabelText('Ringkasan antrean');
    await expect(list.tagName).toBe('DL');
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((t) => t.textContent)).toEqual([
      'Total Nomor',
      'Menunggu',
      'Dilayani',
      'Tidak Hadir',
    ]);
    const waiting = terms[1]?.parentElement as HTMLElement;
    const [value, hint] = within(waiting).getAllByRole('definition');
    await expect(value).toHaveTextContent('12');
    await expect(hint).toHaveTextContent('3 lebih dari 30 menit');
    // The figure is drawn above its label and larger, the words still come first to a reader.
    await expect(value?.getBoundingClientRect().top).toBeGreaterThan(
      terms[1]?.getBoundingClientRect().top ?? 0,
    );
    await expect(Number.parseFloat(getComputedStyle(value as HTMLElement).fontSize)).toBe(22);
  },
};

export const Playground: Story = {
  args: { minTileWidth: 300 },
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('term').map((t) => t.parentElement?.getBoundingClientRect());
    // 300 px minimum in 900 px: two per row.
    await expect(tiles[1]?.top).toBe(tiles[0]?.top);
    await expect(tiles[2]?.top ?? 0).toBeGreaterThan(tiles[0]?.bottom ?? 0);
  },
};

/** Tiles share the row equally and wrap below their minimum width (here at 375 px). */
export const NarrowWraps: Story = {
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('term').map((t) => t.parentElement as HTMLElement);
    const rects = tiles.map((t) => t.getBoundingClientRect());
    await expect(rects[0]?.top).toBe(rects[1]?.top);
    await expect(rects[2]?.top ?? 0).toBeGreaterThan(rects[0]?.bottom ?? 0);
    for (const tile of tiles) await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
  },
};

/** Every tone: the tile's edge and figure take the tone's colours (AA on the raised surface). */
export const Tones: Story = {
  args: {
    items: statusTones.map((tone) => ({ label: tone, value: '24', tone, hint: `nada ${tone}` })),
    'aria-label': 'Semua nada',
  },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(statusTones.length);
    const danger = terms.find((t) => t.textContent === 'danger')?.parentElement as HTMLElement;
    await expect(danger).toHaveAttribute('data-tone', 'danger');
    await expect(getComputedStyle(danger).borderInlineStartWidth).toBe('4px');
  },
};

/** Totals under a table: plain figures on the right, the grand total larger. */
export const PlainTotals: Story = {
  args: {
    variant: 'plain',
    align: 'end',
    'aria-label': 'Total biaya',
    items: [
      { label: 'Subtotal', value: 'Rp 1.250.000' },
      { label: 'Diskon', value: 'Rp 50.000' },
      { label: 'Total', value: 'Rp 1.200.000', isEmphasized: true },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    const total = canvas.getByText('Rp 1.200.000');
    const sub = canvas.getByText('Rp 1.250.000');
    await expect(Math.round(total.getBoundingClientRect().right)).toBe(
      Math.round(list.getBoundingClientRect().right),
    );
    await expect(Number.parseFloat(getComputedStyle(total).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(sub).fontSize),
    );
    await expect(getComputedStyle(total.parentElement as HTMLElement).borderTopWidth).toBe('0px');
  },
};
