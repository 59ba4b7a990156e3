import { useQuery } from '@simrs/api-client';
import {
  Button,
  Columns,
  ComboBoxField,
  DataTable,
  type DataTableColumn,
  DatePickerField,
  FilterBar,
  PageHeader,
  Pagination,
  SelectField,
  Stack,
  Text,
} from '@simrs/design-system';
import { type AuditRow, auditTrailContract } from '@simrs/validators/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../types';

const FILTERS = ['userId', 'module', 'from', 'to'] as const;
/** The choice that filters nothing (the list query reads 'ALL' as no filter). */
const ALL = 'ALL';
/** A row whose values the viewer may not read (security.md, "Audit trail visibility"). */
export const VALUES_HIDDEN = 'nilai disembunyikan';

function Changes({ row }: { row: AuditRow }) {
  if (row.valuesHidden) {
    return (
      <Text as="span" tone="muted" size="sm">
        {VALUES_HIDDEN}
      </Text>
    );
  }
  if (row.before == null && row.after == null) return <span>-</span>;
  return (
    <details>
      <summary>Lihat</summary>
      <Columns columns={2} gap={4} collapseBelow={0}>
        <Stack gap={1}>
          <Text as="strong" weight="semibold">
            Sebelum
          </Text>
          <Json>{row.before == null ? '-' : JSON.stringify(row.before, null, 2)}</Json>
        </Stack>
        <Stack gap={1}>
          <Text as="strong" weight="semibold">
            Sesudah
          </Text>
          <Json>{row.after == null ? '-' : JSON.stringify(row.after, null, 2)}</Json>
        </Stack>
      </Columns>
    </details>
  );
}

const columns: DataTableColumn<AuditRow>[] = [
  {
    id: 'at',
    label: 'Waktu',
    value: (r) => new Date(r.at).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' }),
  },
  { id: 'username', label: 'Pengguna', isRowHeader: true, value: (r) => r.username ?? '-' },
  { id: 'module', label: 'Modul' },
  { id: 'type', label: 'Aksi' },
  { id: 'recordId', label: 'ID Data', value: (r) => r.recordId ?? '-' },
  { id: 'changes', label: 'Perubahan', renderCell: (r) => <Changes row={r} /> },
];

/**
 * Audit trail viewer: filters by user (a picker of every account by username), module (the
 * modules found in the log) and date; before/after of each change, or 'nilai disembunyikan' where
 * the viewer may not read the row's module.
 */
export default function AuditTrailScreen({ route }: ScreenProps) {
  const choices = useQuery(auditTrailContract, 'filters', {});
  const userOptions = [
    { code: ALL, label: 'Semua pengguna' },
    ...(choices.data?.users ?? []).map((u) => ({ code: String(u.id), label: u.username })),
  ];
  const moduleOptions = [
    { code: ALL, label: 'Semua modul' },
    ...(choices.data?.modules ?? []).map((m) => ({ code: m, label: m })),
  ];
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])),
  );
  const page = Number(params.get('page') ?? '1') || 1;
  const shown = Number(params.get('shown') ?? '25') || 25;
  const filters = Object.fromEntries(
    FILTERS.map((k) => [k, params.get(k) ?? '']).filter(([, v]) => v),
  );
  const list = useQuery(
    auditTrailContract,
    'list',
    { page, shown, ...filters },
    { keepPreviousData: true },
  );

  const apply = () => {
    const next = new URLSearchParams();
    for (const k of FILTERS) if (draft[k] && draft[k] !== ALL) next.set(k, draft[k] ?? '');
    setParams(next);
  };
  const set = (k: string, page: number, size: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    next.set('shown', String(size));
    setParams(next);
    return k;
  };

  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <FilterBar
        aria-label="Saring audit trail"
        onSubmit={apply}
        actions={<Button type="submit">Terapkan</Button>}
      >
        <ComboBoxField
          label="Pengguna"
          placeholder="Cari username"
          options={userOptions}
          value={draft.userId || ALL}
          onChange={(v) => setDraft({ ...draft, userId: v ?? '' })}
        />
        <SelectField
          label="Modul"
          options={moduleOptions}
          value={draft.module || ALL}
          onChange={(v) => setDraft({ ...draft, module: v ?? '' })}
        />
        <DatePickerField
          label="Dari tanggal"
          disallow="future"
          value={draft.from || null}
          onChange={(v) => setDraft({ ...draft, from: v ?? '' })}
        />
        <DatePickerField
          label="Sampai tanggal"
          disallow="future"
          value={draft.to || null}
          onChange={(v) => setDraft({ ...draft, to: v ?? '' })}
        />
      </FilterBar>
      {list.error || choices.error ? (
        <Text role="alert" tone="danger">
          {(list.error ?? choices.error)?.message}
        </Text>
      ) : null}
      <Stack gap={4}>
        <DataTable<AuditRow>
          aria-label={`Daftar ${route.title}`}
          title={route.title}
          columns={columns}
          rows={list.data?.list ?? []}
          isLoading={list.isValidating}
        />
        <Pagination
          page={page}
          shown={shown}
          total={list.data?.total ?? 0}
          onPageChange={(p) => set('page', p, shown)}
          onShownChange={(s) => set('shown', 1, s)}
        />
      </Stack>
    </Stack>
  );
}

/**
 * A stored value as formatted JSON, scrolled within a bounded box. The diff viewer is this
 * screen's own (a code block the design system has none of); its layout is the primitives'.
 */
const Json = styled.pre`
  margin: 0;
  max-width: 360px;
  max-height: 240px;
  overflow: auto;
  font-size: var(--ds-font-size-xs);
  white-space: pre-wrap;
`;
