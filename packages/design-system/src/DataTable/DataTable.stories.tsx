import { activeStatus } from '@simrs/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogProvider } from '../Dialog';
import { expectShown } from '../internal/overlay';
import type { TableSort } from './columns';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { type PoliRow, poliRows, sortRows } from './fixtures';

const columns: DataTableColumn<PoliRow>[] = [
  { id: 'kode', label: 'Kode', allowsSorting: true },
  { id: 'nama', label: 'Nama Poli', allowsSorting: true, isRowHeader: true },
  { id: 'tarif', label: 'Tarif', kind: 'money', allowsSorting: true },
  { id: 'dibuat', label: 'Tanggal Dibuat', kind: 'date', allowsSorting: true },
  { id: 'aktif', label: 'Status', statusList: activeStatus },
];

/** Holds the sort and the rows the way a list screen does (the server sorts; here the demo). */
function StatefulTable(props: DataTableProps<PoliRow>) {
  const [sort, setSort] = useState<TableSort | null>(props.sort ?? null);
  const [rows, setRows] = useState(props.rows);
  const shown = sortRows(rows, sort);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DataTable
        {...props}
        rows={shown}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          props.onSortChange?.(next);
        }}
        actions={
          props.actions && {
            ...props.actions,
            onDelete: async (row) => {
              await props.actions?.onDelete?.(row);
              setRows((list) => list.filter((r) => r.id !== row.id));
            },
            onToggleActive: async (row, next) => {
              await props.actions?.onToggleActive?.(row, next);
              setRows((list) => list.map((r) => (r.id === row.id ? { ...r, aktif: next } : r)));
            },
          }
        }
      />
      <output aria-label="Urutan">
        {sort ? `${sort.sortByField} ${sort.sortByType}` : 'tanpa urutan'}
      </output>
    </div>
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable<PoliRow>,
  // The docs page is DataTable.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <DialogProvider>
        <Story />
      </DialogProvider>
    ),
  ],
  args: {
    'aria-label': 'Daftar Poli',
    title: 'Poli',
    columns,
    rows: poliRows,
    onSortChange: fn(),
  },
  argTypes: {
    isLoading: { control: 'boolean' },
    searchTerm: { control: 'text' },
    title: { control: 'text' },
  },
  render: (args) => <StatefulTable {...args} />,
} satisfies Meta<typeof DataTable<PoliRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

type Canvas = ReturnType<typeof within>;

/**
 * The table as a person sees it: React Aria builds the collection after the first paint (in the
 * published Storybook's production build a beat later than in the test run), so a play waits for
 * the header row, and for `rows` rows (header included) when given, before it looks.
 */
async function renderedTable(canvas: Canvas, rows?: number): Promise<HTMLElement> {
  const table = await canvas.findByRole('grid', { name: 'Daftar Poli' });
  await waitFor(() => {
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThan(0);
    if (rows !== undefined) expect(within(table).getAllByRole('row')).toHaveLength(rows);
  });
  return table;
}

/** Sorting a column reports sortByField/sortByType and sets aria-sort on the header. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = await renderedTable(canvas, 6);
    const header = canvas.getByRole('columnheader', { name: /Nama Poli/ });
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      sortByField: 'nama',
      sortByType: 'asc',
    });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('status', { name: 'Urutan' })).toHaveTextContent('nama asc');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Poli Anak');
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      sortByField: 'nama',
      sortByType: 'desc',
    });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Poli Umum');
  },
};

export const Playground: Story = {
  args: { isLoading: false, searchTerm: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('gridcell', { name: 'Rp 250.000' })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: '15 Juni 2025' })).toBeVisible();
  },
};

/** Money and dates come formatted by the validators, money aligned at the end. */
export const Formatting: Story = {
  play: async ({ canvas }) => {
    const money = await canvas.findByRole('gridcell', { name: 'Rp 125.000' });
    await expect(money).toHaveAttribute('data-align', 'end');
    await expect(canvas.getByRole('gridcell', { name: '8 November 2024' })).toBeVisible();
    const status = canvas.getAllByRole('gridcell', { name: 'Nonaktif' })[0] as HTMLElement;
    await expect(status.querySelector('[data-list="activeStatus"]')).toHaveAttribute(
      'data-code',
      'N',
    );
  },
};

/** While the next page loads the old rows stay, dimmed, under a progress bar. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const table = await renderedTable(canvas, 6);
    await expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Memuat data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Poli not found')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { rows: [], searchTerm: 'jantung' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Search with keyword 'jantung' not found")).toBeVisible();
  },
};

const actionArgs = {
  objectName: 'Poli',
  onEdit: fn(),
  onDelete: fn(),
  activeOf: (row: PoliRow) => row.aktif,
  onToggleActive: fn(),
};

/** Delete asks 'Hapus Data Poli?' first; cancelling keeps the row, confirming removes it. */
export const DeleteWithConfirmation: Story = {
  args: { actions: actionArgs },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Hapus Poli Gigi' }));
    let dialog = await body().findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Hapus Data Poli?');
    await expect(dialog).toHaveTextContent('Anda tidak akan dapat memulihkan data ini!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(actionArgs.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Poli Gigi' }));
    dialog = await body().findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'Poli Gigi' })).toBeNull());
    await expect(actionArgs.onDelete).toHaveBeenCalledWith(poliRows[1]);
  },
};

/** The active switch asks 'Ubah Status ke Nonaktif?' and flips Y to N once confirmed. */
export const ToggleStatus: Story = {
  args: { actions: actionArgs },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Status aktif Poli Umum' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    const dialog = await body().findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Ubah Status ke Nonaktif?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Ubah' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(actionArgs.onToggleActive).toHaveBeenCalledWith(poliRows[0], 'N');
    const umum = canvas.getByRole('rowheader', { name: 'Poli Umum' }).closest('tr') as HTMLElement;
    await expect(within(umum).getByRole('gridcell', { name: 'Nonaktif' })).toBeVisible();

    const inactive = canvas.getByRole('switch', { name: 'Status aktif Poli Anak' });
    await userEvent.click(inactive);
    const again = await body().findByRole('alertdialog');
    await expectShown(again, 'centre');
    await expect(within(again).getByRole('heading')).toHaveTextContent('Ubah Status ke Aktif?');
    await userEvent.click(within(again).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(inactive).not.toBeChecked();
  },
};

/** Keyboard: Tab enters the grid, arrows move between cells, Enter on a header sorts. */
export const Keyboard: Story = {
  args: { actions: actionArgs },
  play: async ({ canvas, args }) => {
    await renderedTable(canvas, 6);
    await userEvent.tab();
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const kode = canvas.getByRole('columnheader', { name: /Kode/ });
    await expect(kode).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const nama = canvas.getByRole('columnheader', { name: /Nama Poli/ });
    await expect(nama).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      sortByField: 'nama',
      sortByType: 'asc',
    });
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('rowheader', { name: 'Poli Anak' })).toHaveFocus();
  },
};

/** At 375 px the table scrolls sideways and keeps its first column pinned. */
export const Mobile375: Story = {
  args: { actions: actionArgs },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = await renderedTable(canvas, 6);
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // Only the table scrolls: nothing of it (hidden inputs included) widens the 375 px page.
    const phone = scroller.parentElement?.closest('div[style]') as HTMLElement;
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const firstHeader = canvas.getByRole('columnheader', { name: /Kode/ });
    await expect(getComputedStyle(firstHeader).position).toBe('sticky');
    await expect(canvas.getByRole('button', { name: 'Ubah Poli Umum' })).toBeInTheDocument();
  },
};

/** At 1280 px everything fits: no sideways scroll, no pinned column. */
export const Desktop1280: Story = {
  args: { actions: actionArgs },
  decorators: [
    (Story) => (
      <div style={{ width: 1280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = await renderedTable(canvas, 6);
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const firstHeader = canvas.getByRole('columnheader', { name: /Kode/ });
    await expect(getComputedStyle(firstHeader).position).toBe('static');
  },
};
