import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  breakpoints,
  colourValues,
  contrastRatio,
  fontSize,
  palette,
  radius,
  shadow,
  space,
  statusTones,
} from '../tokens';
import {
  FocusBreakpointTables,
  FoundationPage,
  PaletteTable,
  RadiusShadowTables,
  SemanticColourTable,
  SpaceTable,
  ToneTable,
  TypeTables,
} from './TokenTables';

/**
 * The foundations, generated from the tokens module (`src/tokens`): colour scales, semantic
 * colours and status tones with their contrast ratios, spacing, corners, shadows, type, focus
 * ring and breakpoints. Nothing here is typed by hand: a token changed is a page changed.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const scaleSteps = Object.values(palette).reduce(
  (n, steps) => n + (typeof steps === 'string' ? 1 : Object.keys(steps).length),
  0,
);

/** Colour: the raw scales, the semantic names components use, and the status tones. */
export const Colour: Story = {
  render: () => (
    <FoundationPage intro="Komponen memakai warna semantik (--ds-color-*), tidak pernah skala mentah. Nada status selalu disertai kata dan bentuk tanda; kontras teks minimal 4,5 : 1 (AA), garis dan cincin fokus minimal 3 : 1.">
      <ToneTable />
      <SemanticColourTable />
      <PaletteTable />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    const scales = canvas.getByRole('table', { name: 'Skala warna' });
    await expect(within(scales).getAllByRole('row')).toHaveLength(scaleSteps + 1);
    const tones = canvas.getByRole('table', { name: 'Nada status' });
    await expect(within(tones).getAllByRole('row')).toHaveLength(statusTones.length + 1);
    // The ratios shown are the ones the tokens give (and every chip text reaches AA).
    for (const tone of statusTones) {
      const c = colourValues.status[tone];
      const row = tones.querySelector(`[data-tone="${tone}"]`) as HTMLElement;
      const [chip] = Array.from(row.querySelectorAll('[data-ratio]'));
      await expect(chip).toHaveAttribute('data-ratio', contrastRatio(c.fg, c.bg).toFixed(2));
      await expect(contrastRatio(c.fg, c.bg)).toBeGreaterThanOrEqual(4.5);
    }
  },
};

/** Spacing, corners and shadows. */
export const SpacingRadiusShadow: Story = {
  name: 'Spacing, radius, shadow',
  render: () => (
    <FoundationPage intro="Jarak selalu satu langkah skala (data-gap, komponen Stack, Columns, Section). Sudut dan bayangan dari token; bayangan hanya untuk yang melayang: popover, dialog, panel menu.">
      <SpaceTable />
      <RadiusShadowTables />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Skala jarak' });
    for (const [step, value] of Object.entries(space)) {
      const bar = table.querySelector(`[data-token="--ds-space-${step}"] [data-sample]`);
      await expect(getComputedStyle(bar as Element).width).toBe(value === '0' ? '0px' : value);
    }
    const corners = canvas.getByRole('table', { name: 'Sudut' });
    const md = corners.querySelector('[data-token="--ds-radius-md"] [data-sample]') as Element;
    await expect(getComputedStyle(md).borderTopLeftRadius).toBe(radius.md);
    const shadows = canvas.getByRole('table', { name: 'Bayangan' });
    await expect(within(shadows).getAllByRole('row')).toHaveLength(Object.keys(shadow).length + 1);
  },
};

/** Type scale, weights, line heights and families. */
export const Typography: Story = {
  render: () => (
    <FoundationPage intro="Inter (dibundel dari @fontsource/inter agar tangkapan layar sama di semua mesin). Ukuran dari token; tema display memakai langkah yang sama dalam vmin.">
      <TypeTables />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Skala huruf' });
    for (const [name, value] of Object.entries(fontSize)) {
      const sample = table.querySelector(`[data-token="--ds-font-size-${name}"] [data-sample]`);
      await expect(getComputedStyle(sample as Element).fontSize).toBe(value);
    }
  },
};

/** The focus ring and the breakpoints (768 and 992 px: tablet 768–991 px). */
export const FocusAndBreakpoints: Story = {
  name: 'Focus ring, breakpoints',
  render: () => (
    <FoundationPage intro="Setiap elemen yang dapat difokus dengan keyboard menampilkan cincin fokus ini (data-focus-visible). Titik henti mengikuti spesifikasi: ponsel di bawah 768 px, tablet 768–991 px.">
      <FocusBreakpointTables />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('table', { name: 'Cincin fokus' });
    await expect(
      Number(ring.querySelector('[data-ratio]')?.getAttribute('data-ratio')),
    ).toBeGreaterThanOrEqual(3);
    const sample = ring.querySelector('[data-sample]') as Element;
    await expect(getComputedStyle(sample).boxShadow).toContain('0px 0px 0px 4px');
    const points = canvas.getByRole('table', { name: 'Titik henti' });
    await expect(points).toHaveTextContent(`${breakpoints.md} px`);
    await expect(points).toHaveTextContent(`${breakpoints.md}–${breakpoints.lg - 1} px`);
  },
};
