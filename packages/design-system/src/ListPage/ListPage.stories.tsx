import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DataTableColumn } from '../DataTable';
import { sortRows } from '../DataTable/fixtures';
import { type AlertMode, DialogProvider } from '../Dialog';
import { CallFailure } from '../internal/callFailure';
import { expectShown, popoverOf } from '../internal/overlay';
import { ListPage, type ListPageProps } from './ListPage';
import { initialListQuery, type ListQueryState } from './listQuery';

interface ObatRow {
  id: number;
  kode: string;
  nama: string;
  harga: number;
  aktif: 'Y' | 'N';
}

const names = ['Parasetamol', 'Amoksisilin', 'Omeprazol', 'Metformin', 'Ibuprofen', 'Cetirizin'];
/** 60 medicines: the "server" the story pages, searches and sorts. */
const allRows: ObatRow[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  kode: `OB${String(i + 1).padStart(3, '0')}`,
  nama: `${names[i % names.length]} ${100 + i * 5} mg`,
  harga: 1500 + ((i * 7919) % 50) * 500,
  aktif: i % 7 === 3 ? 'N' : 'Y',
}));

const columns: DataTableColumn<ObatRow>[] = [
  { id: 'kode', label: 'Kode', allowsSorting: true },
  { id: 'nama', label: 'Nama Obat', allowsSorting: true, isRowHeader: true },
  { id: 'harga', label: 'Harga', kind: 'money', allowsSorting: true },
];

type Args = Omit<ListPageProps<ObatRow>, 'rows' | 'total' | 'query' | 'onQueryChange'> & {
  onQueryChange: (next: ListQueryState) => void;
  isLoading?: boolean;
  /** The page size the screen opens with (a `shown` parameter in the URL). */
  initialShown?: number;
  /** The first list calls fail with this error; 'Coba lagi' then succeeds. */
  failWith?: CallFailure;
  /** The server has no rows at all (a new hospital's master data). */
  noData?: boolean;
};

/** A list screen as an app builds it: the query in state (the URL in an app) and a data hook. */
function Screen({ initialShown, failWith, noData, ...args }: Args) {
  const [query, setQuery] = useState<ListQueryState>({
    ...initialListQuery,
    shown: initialShown ?? initialListQuery.shown,
  });
  const [data, setData] = useState(noData ? [] : allRows);
  // A list call that failed (server error, network down, 403) until 'Coba lagi' asks again.
  const [error, setError] = useState<CallFailure | undefined>(failWith);
  const term = query.search.toLowerCase();
  const matching = sortRows(
    data.filter(
      (r) => !term || r.nama.toLowerCase().includes(term) || r.kode.toLowerCase() === term,
    ),
    query.sortByField
      ? { sortByField: query.sortByField, sortByType: query.sortByType ?? 'asc' }
      : null,
  );
  const rows = matching.slice((query.page - 1) * query.shown, query.page * query.shown);
  return (
    <ListPage
      {...args}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        args.onQueryChange(next);
      }}
      rows={rows}
      total={matching.length}
      error={error}
      onRetry={async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        setError(undefined);
      }}
      actions={{
        objectName: 'Obat',
        onEdit: fn(),
        onDelete: (row) => setData((list) => list.filter((r) => r.id !== row.id)),
        activeOf: (row) => row.aktif,
        onToggleActive: (row, next) =>
          setData((list) => list.map((r) => (r.id === row.id ? { ...r, aktif: next } : r))),
      }}
    />
  );
}

const meta = {
  title: 'Data/ListPage',
  component: Screen,
  // The docs page is ListPage.mdx (usage, do and don't, the controls).
  tags: ['!autodocs'],
  decorators: [
    (Story, { parameters }) => (
      <DialogProvider alertMode={(parameters.alertMode as AlertMode | undefined) ?? 'dialog'}>
        <Story />
      </DialogProvider>
    ),
  ],
  parameters: { router: { initialEntries: ['/obat'] } },
  args: {
    title: 'Obat',
    breadcrumbs: [{ label: 'Master Data', href: '/master' }, { label: 'Obat' }],
    canAdd: true,
    addHref: '/obat/add',
    columns,
    onQueryChange: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    canAdd: { control: 'boolean' },
    isLoading: { control: 'boolean' },
    noData: { control: 'boolean' },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('grid', { name: 'Daftar Obat' });
const dataRows = (canvas: ReturnType<typeof within>) =>
  within(table(canvas)).getAllByRole('row').slice(1);

/** The whole list: 25 rows of 60, header with Tambah, search, pagination. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Obat' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tambah' })).toBeVisible();
    await expect(dataRows(canvas)).toHaveLength(25);
    await expect(canvas.getByText('Menampilkan 1–25 dari 60 data')).toBeVisible();
  },
};

/**
 * On a 375 px phone the page never scrolls sideways: the header, search and pagination wrap, and
 * only the table scrolls in its own box (its first column pinned).
 */
export const Mobile375: Story = {
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 375, border: '1px solid var(--ds-color-border)' }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(25));
    const frame = canvasElement.querySelector('[data-frame]') as HTMLElement;
    const { right } = frame.getBoundingClientRect();
    // Nothing but the table's own scroller reaches past the phone's right edge.
    const scroller = table(canvas).parentElement as HTMLElement;
    const past = Array.from(frame.querySelectorAll<HTMLElement>('*'))
      .filter((el) => !scroller.contains(el) && el.getBoundingClientRect().right > right + 0.5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} ${Math.round(el.getBoundingClientRect().right - right)} px`,
      );
    await expect(past).toEqual([]);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

export const Playground: Story = {
  args: { canAdd: false, listHref: '/obat' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Tambah' })).toBeNull();
  },
};

/** Search with Enter: the term goes into the query and the list restarts at page 1. */
export const Search: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari data' }), 'omep{Enter}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      shown: 25,
      search: 'omep',
    });
    await expect(dataRows(canvas)).toHaveLength(10);
    for (const row of dataRows(canvas)) await expect(row).toHaveTextContent('Omeprazol');
  },
};

/** A search that finds nothing names its term; Reset clears the search and the sort. */
export const SearchNotFoundThenReset: Story = {
  args: { initialShown: 10 },
  play: async ({ canvas, args }) => {
    const harga = canvas.getByRole('columnheader', { name: /Harga/ });
    await userEvent.click(harga);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      shown: 10,
      search: '',
      sortByField: 'harga',
      sortByType: 'asc',
    });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari data' }), 'xyz{Enter}');
    await expect(canvas.getByText("Search with keyword 'xyz' not found")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, shown: 10, search: '' });
    await expect(canvas.getByRole('searchbox', { name: 'Cari data' })).toHaveValue('');
    await expect(harga).not.toHaveAttribute('aria-sort', 'ascending');
    await expect(dataRows(canvas)).toHaveLength(10);
  },
};

/** Paging through the list and changing the page size. */
export const Paging: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 2, shown: 25, search: '' });
    await expect(
      within(dataRows(canvas)[0] as HTMLElement).getByRole('rowheader'),
    ).toHaveTextContent('Amoksisilin');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(dataRows(canvas)).toHaveLength(10);
    await expect(canvas.getByText('Menampilkan 51–60 dari 60 data')).toBeVisible();
    const pageSize = canvas.getByRole('button', { name: /Tampilkan/ });
    await userEvent.click(pageSize);
    const sizes = await within(document.body).findByRole('listbox');
    await expectShown(popoverOf(sizes), pageSize);
    await userEvent.click(within(sizes).getByRole('option', { name: '10' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, shown: 10, search: '' });
    await expect(dataRows(canvas)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Halaman 6' })).toBeVisible();
  },
};

/** Delete from the list after the confirmation; the total drops by one. */
export const DeleteRow: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Parasetamol 100 mg' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Hapus Data Obat?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(canvas.getByText('Menampilkan 1–25 dari 59 data')).toBeVisible());
    await expect(canvas.queryByRole('rowheader', { name: 'Parasetamol 100 mg' })).toBeNull();
  },
};

/** Keyboard: Tab goes search -> Reset -> table; Escape in the search box empties it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Cari data' });
    search.focus();
    await userEvent.keyboard('metformin');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.tab();
    await expect(dataRows(canvas)[0]).toHaveFocus();
  },
};

const serverDown = new CallFailure({
  kind: 'http',
  status: 500,
  message: 'Terjadi kesalahan pada server.',
});

/**
 * A failed list call (server error, network down, 403): the catalogue's error dialog, then the
 * error and 'Coba lagi' where the table was. Never the empty message, which would tell a clerk
 * the patient is not registered.
 */
export const LoadFailed: Story = {
  args: { failWith: serverDown },
  play: async ({ canvas }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog');
    await expectShown(dialog, 'centre');
    await expect(dialog).toHaveTextContent('Sorry, There is something wrong!');
    await expect(dialog).toHaveTextContent('Terjadi kesalahan pada server.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Daftar Obat gagal dimuat.');
    await expect(alert).toHaveTextContent('Terjadi kesalahan pada server.');
    await expect(canvas.queryByText('Obat not found')).toBeNull();
    await expect(canvas.queryByText(/Tidak ada data/)).toBeNull();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(25));
    await expect(canvas.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    await expect(canvas.getByText('Menampilkan 1–25 dari 60 data')).toBeVisible();
  },
};

/** In 'normal' alert mode the same failure is the inline banner instead of the dialog. */
export const LoadFailedNormalAlertMode: Story = {
  args: {
    failWith: new CallFailure({
      kind: 'network',
      status: 0,
      message: 'Tidak dapat terhubung ke server. Periksa koneksi jaringan Anda lalu coba lagi.',
    }),
  },
  parameters: { alertMode: 'normal' },
  play: async ({ canvas }) => {
    const banners = within(await canvas.findByRole('region', { name: 'Pemberitahuan' }));
    await expect(await banners.findByRole('alert')).toHaveTextContent(
      'Tidak dapat terhubung ke server.',
    );
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByText('Daftar Obat gagal dimuat.')).toBeVisible();
    await expect(canvas.queryByText('Obat not found')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(25));
  },
};

/** Loading the next page: the rows stay, dimmed and busy, under a progress bar. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(25));
    await expect(table(canvas).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Memuat data' })).toBeVisible();
  },
};

/** Empty: the server has no medicine yet; the spec's 'Obat not found', 'Tambah' still offered. */
export const Empty: Story = {
  args: { noData: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Obat not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tambah' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
