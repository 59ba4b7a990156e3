import { useList } from '@simrs/api-client';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DatePickerField,
  Pagination,
  TextField,
} from '@simrs/design-system';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '../../ui';
import type { ScreenProps } from '../types';

interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  username: string | null;
  address: string | null;
  module: string;
  type: string;
  recordId: string | null;
  before: unknown;
  after: unknown;
}

const FILTERS = ['userId', 'module', 'from', 'to'] as const;

function Changes({ row }: { row: AuditRow }) {
  if (row.before == null && row.after == null) return <span>-</span>;
  return (
    <details>
      <summary>Lihat</summary>
      <Diff>
        <div>
          <strong>Sebelum</strong>
          <pre>{row.before == null ? '-' : JSON.stringify(row.before, null, 2)}</pre>
        </div>
        <div>
          <strong>Sesudah</strong>
          <pre>{row.after == null ? '-' : JSON.stringify(row.after, null, 2)}</pre>
        </div>
      </Diff>
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

/** Audit trail viewer: filters by user, module and date; before/after of each change. */
export default function AuditTrailScreen({ route }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])),
  );
  const page = Number(params.get('page') ?? '1') || 1;
  const shown = Number(params.get('shown') ?? '25') || 25;
  const filters = Object.fromEntries(
    FILTERS.map((k) => [k, params.get(k) ?? '']).filter(([, v]) => v),
  );
  const list = useList<AuditRow>('AuditTrail', { page, shown, filters });

  const apply = () => {
    const next = new URLSearchParams();
    for (const k of FILTERS) if (draft[k]) next.set(k, draft[k] ?? '');
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
    <>
      <PageTitle>{route.title}</PageTitle>
      <Filters
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        aria-label="Saring audit trail"
      >
        <TextField
          label="ID Pengguna"
          kind="digits"
          value={draft.userId ?? ''}
          onChange={(v) => setDraft({ ...draft, userId: v })}
        />
        <TextField
          label="Modul"
          kind="alphanumeric"
          value={draft.module ?? ''}
          onChange={(v) => setDraft({ ...draft, module: v })}
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
        <Button type="submit">Terapkan</Button>
      </Filters>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      <DataTable<AuditRow>
        aria-label={`Daftar ${route.title}`}
        title={route.title}
        columns={columns}
        rows={list.rows}
        isLoading={list.isValidating}
      />
      <Pagination
        page={page}
        shown={shown}
        total={list.total}
        onPageChange={(p) => set('page', p, shown)}
        onShownChange={(s) => set('shown', 1, s)}
      />
    </>
  );
}

const Filters = styled.form`
  display: grid;
  gap: var(--ds-space-4);
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  margin-bottom: var(--ds-space-5);
`;

const Diff = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--ds-space-4);
  pre {
    margin: 0;
    max-width: 360px;
    max-height: 240px;
    overflow: auto;
    font-size: var(--ds-font-size-xs);
    white-space: pre-wrap;
  }
`;
