import { activeStatus } from '@simrs/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import type { DataTableColumn } from '../DataTable';
import { type PoliRow, poliRows, sortRows } from '../DataTable/fixtures';
import { DialogProvider } from '../Dialog';
import { ListPage } from '../ListPage';
import { initialListQuery, type ListQueryState } from '../ListPage/listQuery';
import { sampleMenus } from '../Sidebar/fixtures';

/**
 * The list screen every master-data page copies: the app shell (top bar, menu), the page header
 * with its breadcrumb and 'Tambah', the search box, the table with its row actions and status
 * switch, and the pagination. The query (page, shown, search, sort) lives in the URL in an app;
 * here in state, the rows filtered and sorted as the server would.
 */
const columns: DataTableColumn<PoliRow>[] = [
  { id: 'kode', label: 'Kode', allowsSorting: true },
  { id: 'nama', label: 'Nama Poli', allowsSorting: true, isRowHeader: true },
  { id: 'tarif', label: 'Tarif', kind: 'money', allowsSorting: true },
  { id: 'aktif', label: 'Status', statusList: activeStatus },
];

function PoliListScreen({ onLogout }: { onLogout: () => void }) {
  const [query, setQuery] = useState<ListQueryState>(initialListQuery);
  const [rows, setRows] = useState(poliRows);
  const term = query.search.trim().toLowerCase();
  const matching = sortRows(
    rows.filter((r) => !term || `${r.kode} ${r.nama}`.toLowerCase().includes(term)),
    query.sortByField && query.sortByType
      ? { sortByField: query.sortByField, sortByType: query.sortByType }
      : null,
  );
  return (
    <AppShell
      appName="RSUD Sehat Sentosa"
      menus={sampleMenus}
      currentPath="/poli"
      user={{ name: 'Siti Rahmawati', role: 'Admin' }}
      onLogout={onLogout}
    >
      <ListPage<PoliRow>
        title="Poli"
        breadcrumbs={[{ label: 'Master Data', href: '/master' }, { label: 'Poli' }]}
        canAdd
        addHref="/poli/add"
        columns={columns}
        rows={matching.slice((query.page - 1) * query.shown, query.page * query.shown)}
        total={matching.length}
        query={query}
        onQueryChange={setQuery}
        actions={{
          objectName: 'Poli',
          onEdit: fn(),
          onDelete: (row) => setRows((list) => list.filter((r) => r.id !== row.id)),
          activeOf: (row) => row.aktif,
          onToggleActive: (row, next) =>
            setRows((list) => list.map((r) => (r.id === row.id ? { ...r, aktif: next } : r))),
        }}
      />
    </AppShell>
  );
}

const meta = {
  title: 'Patterns/List screen',
  component: PoliListScreen,
  args: { onLogout: fn() },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/poli'] } },
  decorators: [
    (Story) => (
      <DialogProvider>
        <div style={{ height: 720 }}>
          <Story />
        </div>
      </DialogProvider>
    ),
  ],
} satisfies Meta<typeof PoliListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole screen: a search (Enter) narrows the rows; a search without a match says so. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Poli' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: /Poli/ });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const search = canvas.getByRole('searchbox', { name: 'Cari data' });
    await userEvent.type(search, 'jantung{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(search);
    await userEvent.type(search, 'xyz{Enter}');
    await expect(await canvas.findByText("Search with keyword 'xyz' not found")).toBeVisible();
  },
};
