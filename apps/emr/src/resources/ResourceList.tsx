import { useBoClient, useCommands, useQuery } from '@simrs/api-client';
import {
  type DataTableColumn,
  Link,
  ListPage,
  type ListQueryState,
  listQueryToSearchParams,
  parseListQuery,
  useDialog,
} from '@simrs/design-system';
import { parseSorting } from '@simrs/validators/paging';
import type { AnyResource, FieldDefinition } from '@simrs/validators/resources';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canDo, formHref } from '../routing/guards';
import type { RouteEntry } from '../routing/routeTable';
import { useSession } from '../session/SessionProvider';
import { CsvImport } from './CsvImport';
import { contractOf } from './contract';
import { listInput } from './listInput';

type Row = Record<string, unknown> & { id: number; version: number };

/** The previous page stays on screen while the next loads. */
const PAGED = { keepPreviousData: true } as const;

/**
 * Applies what one action changed (`from` -> `to`, both read from the rendered list) onto the
 * address as it is now: two quick actions (Reset, then a sort) compose instead of the second one
 * bringing back what the first removed.
 */
export function applyQueryChange(
  from: ListQueryState,
  to: ListQueryState,
  latest: URLSearchParams,
): URLSearchParams {
  const current = parseListQuery(latest);
  const merged: ListQueryState = { ...current };
  for (const key of ['page', 'shown', 'search', 'sortByField', 'sortByType'] as const) {
    if (from[key] !== to[key]) Object.assign(merged, { [key]: to[key] });
  }
  const next = listQueryToSearchParams(merged, latest);
  // The position kept after a delete is the list's now: the next action starts from it.
  next.delete('delete');
  return next;
}

/**
 * The address's `sorting` (spec 2.1: 'field' or 'field,asc|desc', the combined form) written as
 * `sortByField` and `sortByType`, the form the table shows; an explicit sort beside it wins.
 * Null when there is nothing to rewrite.
 */
export function sortingAsSort(latest: URLSearchParams): URLSearchParams | null {
  const text = latest.get('sorting');
  if (text === null) return null;
  const next = new URLSearchParams(latest);
  next.delete('sorting');
  const sorting = parseSorting(text);
  if (sorting && !next.get('sortByField')) {
    next.set('sortByField', sorting.field);
    next.set('sortByType', sorting.type ?? next.get('sortByType') ?? 'asc');
  }
  return next;
}

/** After deleting `id`: the list is read again with `delete` (the server keeps its position). */
export function withDeleted(latest: URLSearchParams, id: number): URLSearchParams {
  const next = new URLSearchParams(latest);
  next.set('delete', String(id));
  return next;
}

/** The page the server answered (the last one, when the page asked for is gone after a delete). */
export function withAnsweredPage(latest: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(latest);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

function columnOf(resource: AnyResource, f: FieldDefinition): DataTableColumn<Row> {
  const options = f.kind === 'select' ? (f.options ?? []) : [];
  return {
    id: f.name,
    label: f.label,
    kind: f.kind === 'money' ? 'money' : f.kind === 'number' ? 'number' : 'text',
    allowsSorting: resource.sortableFields.includes(f.name),
    isRowHeader: f.name === (resource.searchFields[1] ?? resource.searchFields[0]),
    ...(options.length > 0
      ? { value: (row: Row) => options.find((o) => o.value === row[f.name])?.label ?? row[f.name] }
      : {}),
    // A reference column shows the label the list answer carries beside the id (one query).
    ...(f.kind === 'reference'
      ? { value: (row: Row) => row[`${f.name}Label`] ?? row[f.name] }
      : {}),
    ...(f.kind === 'yesno' && f.name !== 'status'
      ? { value: (row: Row) => (row[f.name] === 'Y' ? 'Ya' : 'Tidak') }
      : {}),
  };
}

/**
 * The generic list of a resource: search, sort, paginate, export, edit, delete, status toggle.
 * `rowHref` makes the column naming the row a link (a record with a page of its own).
 */
export function ResourceList({
  route,
  resource,
  rowHref,
}: {
  route: RouteEntry;
  resource: AnyResource;
  rowHref?: (row: Row) => string;
}) {
  const bo = useBoClient();
  const { user } = useSession();
  const dialog = useDialog();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const deleted = params.get('delete');
  const contract = contractOf(resource, route.context);
  const list = useQuery(
    contract,
    'list',
    {
      ...listInput(query),
      ...(deleted && /^\d+$/.test(deleted) ? { delete: Number(deleted) } : {}),
    },
    PAGED,
  );
  // An address with `sorting` shows it as the table's sort.
  useEffect(() => {
    if (params.has('sorting'))
      setParams((latest) => sortingAsSort(latest) ?? latest, { replace: true });
  }, [params, setParams]);
  // After a delete the server may answer the page before (the one asked for is gone).
  const answeredPage = list.data?.page;
  useEffect(() => {
    if (deleted && answeredPage !== undefined && answeredPage !== query.page) {
      setParams((latest) => withAnsweredPage(latest, answeredPage), { replace: true });
    }
  }, [deleted, answeredPage, query.page, setParams]);
  const act = useCommands(contract);
  const menu = resource.menu;
  const may = (a: 'add' | 'edit' | 'delete' | 'status' | 'export') =>
    user ? canDo(user, menu, a) : false;

  const remove = async (row: Row) => {
    const result = await act.run('delete', { id: row.id });
    if (result.ok) {
      setParams((latest) => withDeleted(latest, row.id), { replace: true });
      dialog.showDeleted();
    } else dialog.showError(result.error);
  };
  const toggle = async (row: Row, next: 'Y' | 'N') => {
    const result = await act.run('status', { id: row.id, status: next });
    if (result.ok) dialog.showStatusChanged(next);
    else dialog.showError(result.error);
  };
  const edit = (row: Row) => navigate(formHref(route.screen, row.id));
  // The row actions call the latest handlers through a ref, so the columns and actions below
  // stay the same objects from one render to the next: React Aria's table rebuilds its whole
  // collection (every row and cell) when they change, on every revalidation of the list.
  const handlers = useRef({ remove, toggle, edit });
  handlers.current = { remove, toggle, edit };
  const mayEdit = may('edit');
  const mayDelete = may('delete');
  const mayStatus = may('status');
  const columns = useMemo(
    () =>
      resource.fields
        .filter((f) => f.inList && !f.writeOnly && !(f.name === 'status' && resource.hasStatus))
        .map((f) => columnOf(resource, f))
        .map((c) =>
          rowHref && c.isRowHeader
            ? {
                ...c,
                renderCell: (row: Row) => (
                  <Link href={rowHref(row)}>{String(row[c.id] ?? '')}</Link>
                ),
              }
            : c,
        ),
    [resource, rowHref],
  );
  const actions = useMemo(
    () => ({
      objectName: resource.objectName,
      ...(mayEdit ? { onEdit: (row: Row) => handlers.current.edit(row) } : {}),
      ...(mayDelete ? { onDelete: (row: Row) => handlers.current.remove(row) } : {}),
      ...(resource.hasStatus
        ? {
            activeOf: (row: Row): 'Y' | 'N' => (row.status === 'Y' ? 'Y' : 'N'),
            ...(mayStatus
              ? {
                  onToggleActive: (row: Row, next: 'Y' | 'N') => handlers.current.toggle(row, next),
                }
              : {}),
          }
        : {}),
    }),
    [resource, mayEdit, mayDelete, mayStatus],
  );
  if (!user) return null;

  const exportList = async () => {
    const q: Record<string, string> = {};
    for (const [k, v] of listQueryToSearchParams(query)) q[k] = v;
    window.open(bo.exportUrl(resource.key, q, 'csv'), '_blank', 'noopener');
  };

  return (
    <ListPage<Row>
      title={route.title}
      query={query}
      // flushSync: the table shows the new query before the next click (a sort's second press
      // toggles from what is on screen).
      onQueryChange={(next) =>
        setParams((latest) => applyQueryChange(query, next, latest), { flushSync: true })
      }
      total={list.data?.total ?? 0}
      isTotalExact={list.data?.totalExact !== false}
      // Loading only while the answer for this query has not come (a background revalidation
      // redraws nothing until its answer differs).
      isLoading={list.isLoading}
      // A failed list shows the error and 'Coba lagi', never 'not found' (a clerk would take a
      // registered patient for a new one).
      error={list.error}
      onRetry={() => list.mutate()}
      columns={columns}
      rows={list.data?.list ?? []}
      rowId={(row) => row.id}
      canAdd={may('add')}
      addHref={formHref(route.screen)}
      listHref={`/${route.key}`}
      {...(may('export') ? { onExport: exportList } : {})}
      {...(resource.importBy && may('edit')
        ? {
            headerActions: (
              <CsvImport
                resource={resource}
                contract={contract}
                onImported={() => void list.mutate()}
              />
            ),
          }
        : {})}
      actions={actions}
    />
  );
}
