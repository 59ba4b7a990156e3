import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../Fields';
import { spaceSteps } from '../internal/layout';
import { space } from '../tokens';
import { Columns, ColumnsItem } from './Columns';

const Cell = ({ children }: { children: string }) => (
  <div
    data-cell
    style={{
      padding: 'var(--ds-space-4)',
      border: '1px solid var(--ds-color-border)',
      borderRadius: 'var(--ds-radius-md)',
      background: 'var(--ds-color-surface)',
    }}
  >
    {children}
  </div>
);

const cells = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-cell]')].map((c) => c.getBoundingClientRect());
const distinct = (values: number[]) => new Set(values.map((v) => Math.round(v))).size;

const four = ['Rawat Jalan', 'Rawat Inap', 'IGD', 'Penunjang'].map((name) => (
  <Cell key={name}>{name}</Cell>
));

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  // The docs page is Columns.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { children: four },
  argTypes: {
    minColumnWidth: { control: { type: 'number', min: 80, step: 20 } },
    columns: { control: 'object' },
    gap: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    collapseBelow: { control: { type: 'number', min: 0, step: 16 } },
    fillHeight: { control: 'boolean' },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ width: 1000 }}>{Story()}</div>],
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As many equal columns of at least 240 px as fit, 16 px apart: three in 1000 px (four would
 * need 1008), the fourth cell starts the next row.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rects = cells(canvasElement);
    await expect(distinct(rects.slice(0, 3).map((r) => r.top))).toBe(1);
    await expect(distinct(rects.map((r) => r.left))).toBe(3);
    await expect(rects[3]?.left).toBe(rects[0]?.left);
    await expect(rects[0]?.width).toBeGreaterThanOrEqual(240);
    await expect(Math.round((rects[1]?.left ?? 0) - (rects[0]?.right ?? 0))).toBe(16);
  },
};

export const Playground: Story = {
  args: { minColumnWidth: 320, gap: 6 },
  play: async ({ canvasElement }) => {
    const rects = cells(canvasElement);
    // 320 px minimum and 24 px gaps: two fit in 1000 px, so two rows of two.
    await expect(distinct(rects.map((r) => r.top))).toBe(2);
    await expect(distinct(rects.map((r) => r.left))).toBe(2);
    await expect(rects[2]?.left).toBe(rects[0]?.left);
    await expect(Math.round((rects[1]?.left ?? 0) - (rects[0]?.right ?? 0))).toBe(
      Number.parseInt(space[6], 10),
    );
  },
};

/** Proportions: a main column and a side panel, 3 : 2. */
export const Proportions: Story = {
  args: {
    columns: [3, 2],
    children: [<Cell key="m">Antrean aktif</Cell>, <Cell key="s">Panggilan terakhir</Cell>],
  },
  play: async ({ canvasElement }) => {
    const [main, side] = cells(canvasElement);
    await expect(main?.top).toBe(side?.top);
    await expect((main?.width ?? 0) / (side?.width ?? 1)).toBeCloseTo(1.5, 1);
  },
};

/**
 * A two-column form: a field spanning the row, the actions on their own row. Narrower than
 * 768 px (the phone at 375 px below) it is one column.
 */
export const TwoColumnForm: Story = {
  args: {
    columns: 2,
    children: [
      <TextField key="n" label="Nama Poli" />,
      <TextField key="k" label="Kode Poli" />,
      <ColumnsItem key="a" span="all">
        <TextField label="Keterangan" isMultiline />
      </ColumnsItem>,
      <ColumnsItem key="b" span="all">
        <Button>Simpan</Button>
      </ColumnsItem>,
    ],
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Nama Poli' }).getBoundingClientRect();
    const code = canvas.getByRole('textbox', { name: 'Kode Poli' }).getBoundingClientRect();
    const note = canvas.getByRole('textbox', { name: 'Keterangan' }).getBoundingClientRect();
    await expect(name.top).toBe(code.top);
    await expect(code.left).toBeGreaterThan(name.right);
    await expect(note.left).toBe(name.left);
    await expect(Math.round(note.right)).toBe(Math.round(code.right));
  },
};

/** The same form in a 375 px wide container (a phone): one column, the spans fold too. */
export const CollapsedAt375: Story = {
  ...TwoColumnForm,
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByRole('textbox', { name: 'Nama Poli' }).getBoundingClientRect();
    const code = canvas.getByRole('textbox', { name: 'Kode Poli' }).getBoundingClientRect();
    const note = canvas.getByRole('textbox', { name: 'Keterangan' }).getBoundingClientRect();
    await expect(code.left).toBe(name.left);
    await expect(code.top).toBeGreaterThan(name.bottom);
    await expect(Math.round(note.width)).toBe(Math.round(name.width));
    const grid = canvasElement.querySelector<HTMLElement>('[data-columns-grid]');
    await expect(getComputedStyle(grid as HTMLElement).gridTemplateColumns.split(' ')).toHaveLength(
      1,
    );
    await expect(grid?.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The fold follows the Columns' own width: 700 px beside a docked sidebar folds as well. */
export const CollapsedInNarrowContainer: Story = {
  args: { columns: [3, 2], children: [<Cell key="m">Utama</Cell>, <Cell key="s">Samping</Cell>] },
  decorators: [(Story) => <div style={{ width: 700 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const [main, side] = cells(canvasElement);
    await expect(side?.left).toBe(main?.left);
    await expect(side?.width).toBe(main?.width);
  },
};

/** `collapseBelow={0}`: never folded (tiles keep two columns in 500 px). */
export const NeverCollapsed: Story = {
  args: { columns: 2, collapseBelow: 0 },
  decorators: [(Story) => <div style={{ width: 500 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const rects = cells(canvasElement);
    await expect(distinct(rects.map((r) => r.left))).toBe(2);
  },
};

/**
 * `fillHeight`: the grid takes its parent's height (a board filling the screen), the cells stretch
 * to it; folded into one column it takes its content's height instead.
 */
export const FillHeight: Story = {
  args: {
    columns: [2, 3],
    fillHeight: true,
    align: 'stretch',
    children: [<Cell key="c">Nomor dipanggil</Cell>, <Cell key="u">Antrean per unit</Cell>],
  },
  decorators: [(Story) => <div style={{ height: 400 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const [calling, units] = cells(canvasElement);
    await expect(Math.round(calling?.height ?? 0)).toBe(400);
    await expect(Math.round(units?.height ?? 0)).toBe(400);
  },
};

/** Folded, a `fillHeight` grid is as tall as its content (the page scrolls, nothing is cut). */
export const FillHeightFolded: Story = {
  ...FillHeight,
  decorators: [(Story) => <div style={{ width: 375, height: 400 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const [calling, units] = cells(canvasElement);
    await expect(calling?.height ?? 0).toBeLessThan(120);
    await expect(units?.top ?? 0).toBeGreaterThan(calling?.bottom ?? 0);
  },
};
