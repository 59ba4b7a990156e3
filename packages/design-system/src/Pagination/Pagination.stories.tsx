import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectShown, popoverOf } from '../internal/overlay';
import { Pagination, type PaginationProps } from './Pagination';

function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [shown, setShown] = useState(props.shown);
  return (
    <Pagination
      {...props}
      page={page}
      shown={shown}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onShownChange={(next) => {
        setShown(next);
        setPage(1);
        props.onShownChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  // The docs page is Pagination.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  args: { page: 1, shown: 25, total: 240, onPageChange: fn(), onShownChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    shown: { control: 'select', options: [10, 20, 25, 30] },
    total: { control: { type: 'number', min: 0 } },
    isTotalExact: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paging through: next, a page number, last; the current page is marked. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Menampilkan 1–25 dari 240 data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Menampilkan 51–75 dari 240 data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman terakhir' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    await expect(canvas.getByText('Menampilkan 226–240 dari 240 data')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { page: 4, total: 1000 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigasi halaman' });
    await expect(within(nav).getByRole('button', { name: 'Halaman 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Halaman 40' })).toBeVisible();
  },
};

/**
 * A bounded total (the server stopped counting, `totalExact: false`): 'lebih dari', and the next
 * pages stay reachable.
 */
export const BoundedTotal: Story = {
  args: { page: 1, total: 1000, isTotalExact: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Menampilkan 1–25 dari lebih dari 1.000 data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Menampilkan 26–50 dari lebih dari 1.000 data')).toBeVisible();
  },
};

/** The page size: 25 by default; picking 10 reports it and returns to page 1. */
export const PageSize: Story = {
  args: { page: 3 },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Tampilkan/ });
    await expect(trigger).toHaveTextContent('25');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await expectShown(popoverOf(listbox), trigger);
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['10', '20', '25', '30']);
    await userEvent.click(within(listbox).getByRole('option', { name: '10' }));
    await expect(args.onShownChange).toHaveBeenCalledWith(10);
    await expect(canvas.getByText('Menampilkan 1–10 dari 240 data')).toBeVisible();
  },
};

/** Keyboard: Tab reaches the page buttons, Enter pages. */
export const Keyboard: Story = {
  args: { page: 2 },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Halaman 1' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Halaman 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tidak ada data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  },
};
