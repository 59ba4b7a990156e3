import { consultationSlot } from '@simrs/domain';
import { formatRupiah } from '@simrs/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart, DonutChart, LineChart } from './Charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun'];
const VISITS = [
  { key: 'rajal', label: 'Rawat Jalan', values: [1240, 1310, 1185, 1402, 1377, 1450] },
  { key: 'ugd', label: 'UGD', values: [410, 388, 452, 430, 468, 441] },
  { key: 'ranap', label: 'Rawat Inap', values: [212, 230, 205, 244, 251, 238] },
];

/**
 * What tells each series apart besides its colour: the line's dash and its points' shape, or
 * the fill's pattern (bars, donut segments). Read from the marks and from the legend's keys, so
 * a chart printed in grey or read by a colour-blind reader keeps its series apart.
 */
function looksWithoutColour(
  root: Element,
  series: string[],
  attribute: 'data-series' | 'data-segment',
) {
  return series.map((key) => {
    const marks = Array.from(
      root.querySelectorAll(
        `[${attribute}="${key}"] [data-part="mark"], [data-part="mark"][${attribute}="${key}"]`,
      ),
    );
    return marks
      .map(
        (m) =>
          `${m.getAttribute('stroke-dasharray') ?? ''}/${m.getAttribute('data-shape') ?? ''}/${m.getAttribute('data-pattern') ?? ''}`,
      )
      .filter((v, i, all) => all.indexOf(v) === i)
      .sort()
      .join(' ');
  });
}

async function expectApartWithoutColour(
  canvas: ReturnType<typeof within>,
  image: Element,
  series: string[],
  attribute: 'data-series' | 'data-segment',
) {
  const looks = looksWithoutColour(image, series, attribute);
  await expect(new Set(looks).size).toBe(series.length);
  // The legend shows the same dash, shape or pattern beside each name.
  const legend = canvas.getByRole('list', { name: /^Keterangan/ });
  const keys = within(legend)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-key]')?.getAttribute('data-key'));
  await expect(new Set(keys).size).toBe(series.length);
}

const meta = {
  title: 'Data/Charts',
  component: LineChart,
  // The docs page is Charts.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    title: 'Kunjungan Pasien per Bulan',
    description: 'Januari sampai Juni 2026',
    categories: MONTHS,
    series: VISITS,
    categoryLabel: 'Bulan',
    width: 560,
    height: 240,
    defaultShowTable: false,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    width: { control: { type: 'range', min: 320, max: 960, step: 20 } },
    height: { control: { type: 'range', min: 160, max: 480, step: 20 } },
    defaultShowTable: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The line chart, its legend and the same figures in a (visually hidden) table. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Grafik garis: Kunjungan Pasien per Bulan' });
    await expect(image.querySelectorAll('path[data-part="mark"][data-line]')).toHaveLength(3);
    await expect(image.querySelectorAll('[data-part="mark"][data-shape]')).toHaveLength(18);
    const table = canvas.getByRole('table', { name: 'Kunjungan Pasien per Bulan' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Bulan', 'Rawat Jalan', 'UGD', 'Rawat Inap']);
    const april = within(table).getByRole('row', { name: /^Apr/ });
    await expect(
      within(april)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.402', '430', '244']);
    await expect(
      canvas.getByRole('list', { name: 'Keterangan Kunjungan Pasien per Bulan' }),
    ).toHaveTextContent('Rawat JalanUGDRawat Inap');
    await expectApartWithoutColour(canvas, image, ['rajal', 'ugd', 'ranap'], 'data-series');
  },
};

export const Playground: Story = {
  args: { width: 720, height: 300, defaultShowTable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tampilkan tabel data' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = canvas.getByRole('table', { name: 'Kunjungan Pasien per Bulan' });
    await expect(table.parentElement?.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

/** The toggle shows the hidden table on screen and hides it again. */
export const ToggleTable: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Kunjungan Pasien per Bulan' });
    // The table's box is clipped to 1px until shown (still read by screen readers).
    const shownWidth = () => table.parentElement?.getBoundingClientRect().width ?? 0;
    await expect(shownWidth()).toBeLessThanOrEqual(1);
    const toggle = canvas.getByRole('button', { name: 'Tampilkan tabel data' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(shownWidth()).toBeGreaterThan(100);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(shownWidth()).toBeLessThanOrEqual(1);
  },
};

/** Revenue per clinic: bars, axis in RB/JT, table in full rupiah. */
export const Bars: Story = {
  render: () => (
    <BarChart
      title="Pendapatan per Poli"
      categories={['Anak', 'Dalam', 'Bedah', 'Gigi']}
      categoryLabel="Poli"
      series={[
        { key: 'umum', label: 'Umum', values: [45_500_000, 62_250_000, 88_000_000, 12_750_000] },
        { key: 'bpjs', label: 'BPJS', values: [120_000_000, 210_400_000, 175_300_000, 30_100_000] },
      ]}
      formatTick={(value) => (value === 0 ? '0' : `Rp ${value / 1e6} JT`)}
    />
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Grafik batang: Pendapatan per Poli' });
    const bars = image.querySelectorAll('rect[data-part="mark"]');
    await expect(bars).toHaveLength(8);
    // The tallest bar is BPJS at Dalam.
    const heights = Array.from(bars, (bar) => Number(bar.getAttribute('height')));
    await expect(Math.max(...heights)).toBe(heights[5]);
    await expect(image).toHaveTextContent('Rp 250 JT');
    await expectApartWithoutColour(canvas, image, ['umum', 'bpjs'], 'data-series');
    const table = canvas.getByRole('table', { name: 'Pendapatan per Poli' });
    const dalam = within(table).getByRole('row', { name: /^Dalam/ });
    await expect(
      within(dalam)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['62.250.000', '210.400.000']);
  },
};

/** Visits by payer: a donut with the total in the centre, shares in the table. */
export const Donut: Story = {
  render: () => (
    <DonutChart
      title="Kunjungan per Cara Bayar"
      categoryLabel="Cara Bayar"
      segments={[
        { key: 'umum', label: 'Umum', value: 320 },
        { key: 'asuransi', label: 'Asuransi', value: 80 },
        { key: 'bpjs', label: 'BPJS', value: 1200 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Grafik donat: Kunjungan per Cara Bayar' });
    await expect(image.querySelectorAll('path[data-segment]')).toHaveLength(3);
    await expectApartWithoutColour(canvas, image, ['umum', 'asuransi', 'bpjs'], 'data-segment');
    await expect(image).toHaveTextContent('1.600');
    const table = canvas.getByRole('table', { name: 'Kunjungan per Cara Bayar' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      'Cara BayarNilaiPersentase',
      'Umum32020%',
      'Asuransi805%',
      'BPJS1.20075%',
      'Total1.600100%',
    ]);
  },
};

export const DonutRupiah: Story = {
  render: () => (
    <DonutChart
      title="Piutang per Penjamin"
      segments={[
        { key: 'bpjs', label: 'BPJS', value: 1_250_000_000 },
        { key: 'asuransi', label: 'Asuransi', value: 375_500_000 },
      ]}
      formatValue={formatRupiah}
      defaultShowTable
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Piutang per Penjamin' });
    await expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'Rp 1.625.500.000',
    );
    await expect(within(table).getByRole('row', { name: /^BPJS/ })).toHaveTextContent('76,9%');
  },
};

/** Empty figures still draw an axis and a table, not NaN. */
export const Empty: Story = {
  args: {
    title: 'Kunjungan Hari Ini',
    series: [{ key: 'x', label: 'Pasien', values: [0, 0, 0] }],
    // Per consultation slot, named by the domain (the afternoon is 'Sore').
    categories: consultationSlot.entries.map((s) => s.label),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.innerHTML).not.toContain('NaN');
    const table = canvas.getByRole('table', { name: 'Kunjungan Hari Ini' });
    await expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '0']);
  },
};

/**
 * No data at all (a new clinic, a filter that matches nothing): 'Belum ada data' in place of the
 * drawing and in the table, no legend, no empty frame.
 */
export const NoData: Story = {
  args: { title: 'Kunjungan Poli Baru', categories: [], series: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="no-data"]')).toHaveTextContent(
      'Belum ada data',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('list', { name: /^Keterangan/ })).toBeNull();
    const table = canvas.getByRole('table', { name: 'Kunjungan Poli Baru' });
    await expect(within(table).getByRole('cell')).toHaveTextContent('Belum ada data');
    await expect(canvasElement.innerHTML).not.toContain('NaN');
  },
};

/** A donut without segments says the same; its total is 0. */
export const DonutNoData: Story = {
  render: () => <DonutChart title="Cara Bayar Hari Ini" segments={[]} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="no-data"]')).toHaveTextContent(
      'Belum ada data',
    );
    const table = canvas.getByRole('table', { name: 'Cara Bayar Hari Ini' });
    await expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('Belum ada data');
    await expect(canvasElement.innerHTML).not.toContain('NaN');
  },
};
