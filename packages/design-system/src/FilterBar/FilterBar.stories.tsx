import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { SelectField, TextField } from '../Fields';
import { FilterBar } from './FilterBar';

const units = [
  { code: 'ADM', label: 'Admisi' },
  { code: 'FAR', label: 'Farmasi' },
];

const fields = [
  <TextField key="u" label="Pengguna" />,
  <SelectField key="unit" label="Unit" options={units} />,
  <TextField key="a" label="Aksi" />,
];

const meta = {
  title: 'Layout/FilterBar',
  component: FilterBar,
  // The docs page is FilterBar.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: {
    'aria-label': 'Saring audit trail',
    children: fields,
    actions: (
      <>
        <Button type="submit">Tampilkan</Button>
        <Button variant="secondary">Reset</Button>
      </>
    ),
    onSubmit: fn(),
  },
  argTypes: {
    minFieldWidth: { control: { type: 'number', min: 120, step: 20 } },
    children: { control: false },
    actions: { control: false },
  },
  decorators: [(Story) => <div style={{ width: 960 }}>{Story()}</div>],
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search landmark: fields side by side with their bottoms lined up, the buttons after them. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('search', { name: 'Saring audit trail' });
    await expect(bar.tagName).toBe('FORM');
    const user = canvas.getByRole('textbox', { name: 'Pengguna' }).getBoundingClientRect();
    const action = canvas.getByRole('textbox', { name: 'Aksi' }).getBoundingClientRect();
    const show = canvas.getByRole('button', { name: 'Tampilkan' }).getBoundingClientRect();
    await expect(action.top).toBe(user.top);
    await expect(Math.round(show.bottom)).toBe(Math.round(action.bottom));
    // The buttons share the rest of the row: both on the fields' line.
    const reset = canvas.getByRole('button', { name: 'Reset' }).getBoundingClientRect();
    await expect(reset.top).toBe(show.top);
    await expect(reset.left).toBeGreaterThan(show.right);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pengguna' }), 'admin{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {
  args: { minFieldWidth: 280 },
  play: async ({ canvas }) => {
    const user = canvas.getByRole('textbox', { name: 'Pengguna' }).getBoundingClientRect();
    const action = canvas.getByRole('textbox', { name: 'Aksi' }).getBoundingClientRect();
    const show = canvas.getByRole('button', { name: 'Tampilkan' }).getBoundingClientRect();
    // 280 px fields beside the buttons in 960 px: two per row, the third starts the next row and
    // the buttons line up with its bottom, after the fields.
    await expect(action.left).toBe(user.left);
    await expect(action.top).toBeGreaterThan(user.bottom);
    await expect(Math.round(show.bottom)).toBe(Math.round(action.bottom));
    await expect(show.left).toBeGreaterThan(action.right);
  },
};

/** Without `onSubmit` the bar is not a form (filters that apply as they change). */
export const LiveFilters: Story = {
  args: { onSubmit: undefined, actions: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('search');
    await expect(bar.tagName).toBe('DIV');
    await expect(canvas.queryByRole('button', { name: 'Tampilkan' })).toBeNull();
  },
};

/** At 375 px every field takes the whole width, one under the other. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('search');
    const user = canvas.getByRole('textbox', { name: 'Pengguna' }).getBoundingClientRect();
    const action = canvas.getByRole('textbox', { name: 'Aksi' }).getBoundingClientRect();
    await expect(action.left).toBe(user.left);
    await expect(action.top).toBeGreaterThan(user.bottom);
    const show = canvas.getByRole('button', { name: 'Tampilkan' }).getBoundingClientRect();
    await expect(show.top).toBeGreaterThan(action.bottom);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(375);
  },
};
