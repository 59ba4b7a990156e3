import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { spaceSteps } from '../internal/layout';
import { Stats } from '../Stats';
import { Text } from '../Text';
import { Section } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  // The docs page is Section.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    title: 'Panggilan Terakhir',
    children: <Text tone="muted">Belum ada nomor yang dipanggil hari ini.</Text>,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    level: { control: 'inline-radio', options: [2, 3, 4] },
    gap: { control: 'select', options: spaceSteps },
    actions: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its h2; the content 12 px under the heading row. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Panggilan Terakhir' });
    const heading = canvas.getByRole('heading', { level: 2, name: 'Panggilan Terakhir' });
    await expect(region).toContainElement(heading);
    const body = canvas.getByText(/Belum ada nomor/);
    const header = heading.closest('header') as HTMLElement;
    await expect(
      Math.round(body.getBoundingClientRect().top - header.getBoundingClientRect().bottom),
    ).toBe(12);
  },
};

export const Playground: Story = {
  args: { level: 3, description: 'Diperbarui otomatis setiap ada panggilan.', gap: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Panggilan Terakhir');
    await expect(canvas.getByText('Diperbarui otomatis setiap ada panggilan.')).toBeVisible();
  },
};

const onRefresh = fn();

/** Actions at the end of the heading row; they wrap under the heading when space runs out. */
export const WithActions: Story = {
  args: {
    title: 'Ringkasan Hari Ini',
    description: 'Kamis, 15 Januari 2026',
    actions: (
      <Button size="sm" variant="secondary" onPress={onRefresh}>
        Muat Ulang
      </Button>
    ),
    children: (
      <Stats
        aria-label="Ringkasan"
        items={[
          { label: 'Pasien', value: '128' },
          { label: 'Kunjungan Baru', value: '31' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Ringkasan Hari Ini' });
    const button = canvas.getByRole('button', { name: 'Muat Ulang' });
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().right,
    );
    await userEvent.click(button);
    await expect(onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Nested sections step the heading level down. */
export const Nested: Story = {
  render: () => (
    <Section title="Pengaturan Antrean">
      <Section level={3} title="Loket">
        <Text>Loket 1 sampai 5 aktif.</Text>
      </Section>
      <Section level={3} title="Suara Panggilan">
        <Text>Bahasa Indonesia, kecepatan normal.</Text>
      </Section>
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    const h2 = canvas.getByRole('heading', { level: 2 });
    const h3 = canvas.getByRole('heading', { name: 'Loket' });
    await expect(Number.parseFloat(getComputedStyle(h2).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(h3).fontSize),
    );
  },
};
