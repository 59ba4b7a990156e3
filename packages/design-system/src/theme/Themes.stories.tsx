import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Columns } from '../Columns';
import { Notice } from '../Notice';
import { Section } from '../Section';
import { Stack } from '../Stack';
import { Stats } from '../Stats';
import { ToneChip } from '../StatusChip';
import { Text } from '../Text';
import { displayColourValues, statusTones, type ThemeName, themeNames, themes } from '../tokens';
import { ThemeScope } from './ThemeScope';

/** A public-screen sample: a titled part with figures, a chip per tone, a notice, actions. */
function Sample({ theme }: { theme: ThemeName }) {
  return (
    <ThemeScope theme={themes[theme]} id={`sample-${theme}`}>
      <Stack gap={6} aria-label={`Contoh tema ${theme}`} as="section">
        <Section
          title={`Antrean Farmasi (${theme})`}
          description="Diperbarui setiap ada panggilan."
          actions={<Button>Ambil Nomor</Button>}
        >
          <Stats
            aria-label={`Ringkasan ${theme}`}
            items={[
              { label: 'Dipanggil', value: 'F012', isEmphasized: true },
              { label: 'Menunggu', value: '9', tone: 'warning', hint: 'perkiraan 20 menit' },
              { label: 'Selesai', value: '41', tone: 'success' },
            ]}
          />
        </Section>
        <Stack direction="horizontal" wrap gap={3}>
          {statusTones.map((tone) => (
            <ToneChip key={tone} tone={tone} label={tone} />
          ))}
        </Stack>
        <Notice tone="danger" title="Koneksi terputus">
          Menyambung ulang otomatis. Data terakhir tetap ditampilkan.
        </Notice>
        <Text tone="muted">Simpan tiket Anda sampai nomor dipanggil.</Text>
      </Stack>
    </ThemeScope>
  );
}

const meta = {
  title: 'Foundations/Themes',
  component: Sample,
  // The docs page is Themes.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { theme: 'display' },
  argTypes: { theme: { control: 'inline-radio', options: themeNames } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const v = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(v >> 16) & 255}, ${(v >> 8) & 255}, ${v & 255})`;
};

/**
 * The display theme of the public screens: dark, and type and spacing in viewport units (here
 * the story's window). axe checks the contrast of every text on the dark ground.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const scope = canvasElement.querySelector('[data-ds-theme="display"]') as HTMLElement;
    await expect(getComputedStyle(scope).backgroundColor).toBe(rgb(displayColourValues.bg));
    await expect(getComputedStyle(scope).color).toBe(rgb(displayColourValues.text));
    const vmin = Math.min(window.innerWidth, window.innerHeight) / 100;
    const heading = within(scope).getByRole('heading', { name: /Antrean Farmasi/ });
    // The h2 is the lg step: 3.6vmin.
    await expect(Number.parseFloat(getComputedStyle(heading).fontSize)).toBeCloseTo(3.6 * vmin, 0);
    const called = within(scope).getByText('F012');
    await expect(getComputedStyle(called).color).toBe(rgb(displayColourValues.text));
  },
};

export const Playground: Story = {
  args: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const scope = canvasElement.querySelector('[data-ds-theme="light"]') as HTMLElement;
    await expect(getComputedStyle(scope).backgroundColor).toBe('rgb(255, 255, 255)');
    const heading = within(scope).getByRole('heading', { name: /Antrean Farmasi/ });
    await expect(getComputedStyle(heading).fontSize).toBe('18px');
  },
};

/** Both themes side by side: the same components, only the tokens' values differ. */
export const SideBySide: Story = {
  render: () => (
    <Columns columns={2} gap={0} collapseBelow={0}>
      <Sample theme="light" />
      <Sample theme="display" />
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const light = canvasElement.querySelector('#sample-light') as HTMLElement;
    const display = canvasElement.querySelector('#sample-display') as HTMLElement;
    const button = (el: HTMLElement) => within(el).getByRole('button', { name: 'Ambil Nomor' });
    await expect(getComputedStyle(button(light)).backgroundColor).not.toBe(
      getComputedStyle(button(display)).backgroundColor,
    );
    await expect(getComputedStyle(button(display)).color).toBe(rgb(displayColourValues.onAccent));
  },
};
