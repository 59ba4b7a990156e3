import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from './SearchBox';

function StatefulSearch(props: SearchBoxProps) {
  const [term, setTerm] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <SearchBox
        {...props}
        value={term}
        onSearch={(next) => {
          setTerm(next);
          props.onSearch(next);
        }}
        onReset={() => {
          setTerm('');
          props.onReset?.();
        }}
      />
      <output aria-label="Pencarian aktif">{term || '(kosong)'}</output>
    </div>
  );
}

const meta = {
  title: 'Data/SearchBox',
  component: SearchBox,
  // The docs page is SearchBox.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { value: '', onSearch: fn(), onReset: fn() },
  argTypes: {
    value: { control: 'text' },
    placeholder: { control: 'text' },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => <StatefulSearch {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing alone does not search; Enter does; Reset clears the text and the search. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Cari data' });
    await expect(input).toHaveAttribute('placeholder', 'Type and press enter...');
    await userEvent.type(input, '  gigi ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('gigi');
    await expect(canvas.getByRole('status', { name: 'Pencarian aktif' })).toHaveTextContent('gigi');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('status', { name: 'Pencarian aktif' })).toHaveTextContent(
      '(kosong)',
    );
  },
};

export const Playground: Story = {
  args: { value: 'jantung' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cari data' })).toHaveValue('jantung');
  },
};

/** Keyboard: Tab into the box, type, Enter searches, Escape empties the text. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('searchbox', { name: 'Cari data' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('anak{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('anak');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cari data' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
  },
};
