import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconCalendar, IconChevronDown } from './icons';
import { Icon, iconNames } from './registry';

const meta = {
  title: 'Foundations/Icons',
  component: Icon,
  // The docs page is Icons.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { name: 'calendar' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'text' },
    label: { control: 'text' },
    color: { control: 'color' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology, 1em, the text colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(svg).toHaveAttribute('width', '1em');
    await expect(svg?.querySelector('title')).toBeNull();
  },
};

export const Playground: Story = {
  args: { name: 'bed', size: 48, label: 'Tempat tidur' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Tempat tidur' });
    await expect(img.getBoundingClientRect().width).toBe(48);
  },
};

/** With `label` the icon is an image named by its `<title>` (for an icon standing alone). */
export const Labelled: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <IconCalendar label="Jadwal hari ini" size={24} />
      <span>Kamis, 15 Januari 2026</span>
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Jadwal hari ini' });
    await expect(img.querySelector('title')).toHaveTextContent('Jadwal hari ini');
    await expect(img).not.toHaveAttribute('aria-hidden');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  },
};

/** `size` takes pixels or any CSS length; the default follows the font size. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'end', fontSize: 20 }}>
      <IconChevronDown data-testid="em" />
      <IconChevronDown size={16} data-testid="px16" />
      <IconChevronDown size="2rem" data-testid="rem2" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('em').getBoundingClientRect().width).toBe(20);
    await expect(canvas.getByTestId('px16').getBoundingClientRect().width).toBe(16);
    await expect(canvas.getByTestId('rem2').getBoundingClientRect().width).toBe(32);
  },
};

/** The whole set with each name: the one source of icons for every component and app. */
export const AllIcons: Story = {
  render: () => (
    <ul
      aria-label="Semua ikon"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          data-icon={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 8,
            padding: 12,
            border: '1px solid var(--ds-color-border)',
            borderRadius: 'var(--ds-radius-md)',
          }}
        >
          <Icon name={name} size={28} />
          <code style={{ fontSize: 'var(--ds-font-size-xs)' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    const drawings = new Set<string>();
    for (const item of items) {
      const name = item.getAttribute('data-icon') ?? '';
      await expect(item).toHaveTextContent(name);
      const svg = item.querySelector('svg');
      const path = svg?.querySelector('path');
      // Drawn: a non-empty path whose painted box has an area, 28 px square.
      await expect(svg?.getBoundingClientRect().width).toBe(28);
      const box = path?.getBBox();
      await expect((box?.width ?? 0) + (box?.height ?? 0)).toBeGreaterThan(0);
      drawings.add(path?.getAttribute('d') ?? '');
    }
    // No two names share a drawing.
    await expect(drawings.size).toBe(iconNames.length);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      iconNames.length,
    );
  },
};
