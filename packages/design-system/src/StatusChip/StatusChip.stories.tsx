import { inpatientStatus, outpatientVisitStatus, statusVocabularies, tones } from '@simrs/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusChip, ToneChip } from './StatusChip';

const meta = {
  title: 'Status/StatusChip',
  component: StatusChip,
  // The docs page is StatusChip.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { list: outpatientVisitStatus, code: 'ACTION' },
  argTypes: {
    code: {
      control: 'select',
      options: outpatientVisitStatus.entries.map((e) => e.code),
    },
  },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Dalam Tindakan');
    await expect(chip).toHaveAttribute('data-tone', 'progress');
  },
};

export const Playground: Story = {
  args: { list: inpatientStatus, code: '99' },
  argTypes: {
    code: { control: 'select', options: inpatientStatus.entries.map((e) => e.code) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Batal')).toHaveAttribute('data-tone', 'danger');
  },
};

/** A code the list does not know shows as itself, neutral (never an empty chip). */
export const UnknownCode: Story = {
  args: { code: 'LAMA' },
  play: async ({ canvas }) => {
    const chip = canvas.getByText('LAMA');
    await expect(chip).toHaveAttribute('data-tone', 'neutral');
    await expect(chip).toHaveAttribute('data-known', 'false');
  },
};

/** Every tone with its word, for contrast review. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <ToneChip key={tone} tone={tone} label={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chips = canvasElement.querySelectorAll('[data-tone]:not([aria-hidden])');
    await expect(chips).toHaveLength(tones.length);
  },
};

/** Every status list of the domain registry, every code. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        gap: 16,
        padding: 16,
      }}
    >
      {statusVocabularies.map((list) => (
        <section key={list.id} aria-labelledby={`h-${list.id}`}>
          <h3 id={`h-${list.id}`} style={{ margin: '0 0 6px', fontSize: 13 }}>
            {list.title}
          </h3>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {list.entries.map((entry) => (
              <StatusChip key={String(entry.code)} list={list} code={entry.code} />
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = canvas.getAllByRole('region');
    await expect(sections).toHaveLength(statusVocabularies.length);
    const total = statusVocabularies.reduce((n, v) => n + v.entries.length, 0);
    await expect(canvasElement.querySelectorAll('[data-list]')).toHaveLength(total);
  },
};
