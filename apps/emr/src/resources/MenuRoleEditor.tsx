import { runQuery, useBoClient } from '@simrs/api-client';
import {
  Button,
  Columns,
  ComboBoxField,
  Stack,
  Text,
  TextField,
  useDialog,
} from '@simrs/design-system';
import { userLevelContract } from '@simrs/validators/contracts';
import { MENU_ACTIONS, type MenuAction, type MenuRoleEntry } from '@simrs/validators/resources';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import {
  ACTION_LABEL,
  actionState,
  copyMenuRole,
  filterMenuGroups,
  menuGroups,
  setAction,
  toggleAction,
} from './menuRole';

/** Levels offered by 'Salin dari level' (every page of the level list, 30 a page). */
const MAX_LEVEL_PAGES = 20;

interface LevelRow {
  id: number;
  name: string;
}

/** A native checkbox that can show 'some' (indeterminate) for a whole column or group. */
function StateBox({
  state,
  label,
  onChange,
}: {
  state: 'none' | 'some' | 'all';
  label: string;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      aria-checked={state === 'some' ? 'mixed' : state === 'all'}
      onChange={() => onChange(state !== 'all')}
    />
  );
}

/**
 * One menu's row. Memoised on its own actions, so a click re-renders one row, not 420 x 6 boxes.
 * `onToggle` must keep its identity (it reads the latest value through a ref).
 */
const MenuRow = memo(function MenuRow({
  menu,
  title,
  actions,
  onToggle,
}: {
  menu: string;
  title: string;
  /** The granted actions joined by ',' (a string, so the memo compares by value). */
  actions: string;
  onToggle: (menu: string, action: MenuAction) => void;
}) {
  const granted = actions.split(',');
  return (
    <tr>
      <td>{title}</td>
      {MENU_ACTIONS.map((a) => (
        <td key={a}>
          <input
            type="checkbox"
            aria-label={`${title}: ${ACTION_LABEL[a]}`}
            checked={granted.includes(a)}
            onChange={() => onToggle(menu, a)}
          />
        </td>
      ))}
    </tr>
  );
});

/** 'Salin dari level': picks another level and replaces the matrix with its menuRole. */
function CopyFromLevel({ onCopy }: { onCopy: (role: MenuRoleEntry[], from: string) => void }) {
  const bo = useBoClient();
  const dialog = useDialog();
  const [levelId, setLevelId] = useState<string | null>(null);
  const [isCopying, setCopying] = useState(false);
  const levels = useSWR(
    ['bo', 'menu-role-levels'],
    async () => {
      const rows: LevelRow[] = [];
      for (let page = 1; page <= MAX_LEVEL_PAGES; page++) {
        const answer = await runQuery(bo, userLevelContract, 'list', {
          page,
          shown: 30,
          sortByField: 'name',
          sortByType: 'asc',
        });
        rows.push(...answer.list.map((r) => ({ id: r.id, name: String(r.name) })));
        if (page >= answer.lastPage) break;
      }
      return rows;
    },
    { revalidateOnFocus: false },
  );
  const options = (levels.data ?? []).map((l) => ({ code: String(l.id), label: l.name }));
  const copy = async () => {
    if (!levelId || isCopying) return;
    setCopying(true);
    try {
      const answer = await runQuery(bo, userLevelContract, 'record', { pageId: levelId });
      onCopy(copyMenuRole(answer.record.menuRole), String(answer.record.name));
    } catch (error) {
      dialog.showError(error);
    } finally {
      setCopying(false);
    }
  };
  return (
    <Columns columns={[3, 1]} gap={3} align="end" collapseBelow={0}>
      <ComboBoxField
        label="Salin dari level"
        placeholder={levels.error ? 'Daftar level gagal dimuat' : 'Pilih level'}
        options={options}
        value={levelId}
        onChange={setLevelId}
      />
      <Button variant="secondary" isDisabled={!levelId} isPending={isCopying} onPress={copy}>
        Salin
      </Button>
    </Columns>
  );
}

/**
 * The menuRole matrix of a level: menus x actions as native checkboxes (hundreds of cells), grouped
 * like the sidebar. A filter narrows the menus by title; the header boxes grant or take back an
 * action on every menu shown, the group rows on every menu of their group shown; 'Salin dari
 * level' replaces the matrix with another level's. Granting an action grants view; taking view
 * back removes the menu.
 */
export function MenuRoleEditor({
  value,
  onChange,
  error,
}: {
  value: readonly MenuRoleEntry[];
  onChange: (next: MenuRoleEntry[]) => void;
  error?: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const groups = useMemo(() => filterMenuGroups(menuGroups(), query), [query]);
  const shownMenus = useMemo(() => groups.flatMap((g) => g.menus.map((m) => m.key)), [groups]);
  const byMenu = useMemo(() => new Map(value.map((e) => [e.menu, e.actions.join(',')])), [value]);

  // The latest value and onChange for the memoised rows' one stable callback.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const toggle = useMemo(
    () => (menu: string, action: MenuAction) =>
      latest.current.onChange(toggleAction(latest.current.value, menu, action)),
    [],
  );
  const setMany = (menus: readonly string[], action: MenuAction, on: boolean) =>
    onChange(setAction(value, menus, action, on));

  const grantedCount = value.filter((e) => e.actions.length > 0).length;
  const allCount = useMemo(() => menuGroups().reduce((n, g) => n + g.menus.length, 0), []);

  return (
    <Wrap>
      <legend>Hak Akses Menu</legend>
      <Stack gap={4}>
        {error ? (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        ) : null}
        <Columns
          minColumnWidth={240}
          gap={4}
          align="end"
          onKeyDown={(event) => {
            // Enter in the filter filters; it must not submit the level's form around it.
            const target = event.target as HTMLInputElement;
            if (event.key === 'Enter' && target.type === 'search') event.preventDefault();
          }}
        >
          <TextField
            label="Saring menu"
            type="search"
            autoComplete="off"
            value={query}
            onChange={setQuery}
            description={
              query.trim()
                ? `${shownMenus.length} dari ${allCount} menu tampil; kotak di kepala kolom berlaku untuk menu yang tampil.`
                : `${grantedCount} dari ${allCount} menu diberi akses.`
            }
          />
          <CopyFromLevel
            onCopy={(role, from) => {
              onChange(role);
              setCopied(`Hak akses disalin dari level ${from} (${role.length} menu).`);
            }}
          />
        </Columns>
        {copied ? (
          <Text role="status" tone="success">
            {copied}
          </Text>
        ) : null}
        {groups.length === 0 ? (
          <Text role="status">Tidak ada menu yang cocok dengan '{query.trim()}'.</Text>
        ) : (
          <TableScroll>
            <table>
              <thead>
                <tr>
                  <th scope="col">Menu</th>
                  {MENU_ACTIONS.map((a) => (
                    <th scope="col" key={a}>
                      <label>
                        <span>{ACTION_LABEL[a]}</span>
                        <StateBox
                          state={actionState(value, shownMenus, a)}
                          label={`Semua menu yang tampil: ${ACTION_LABEL[a]}`}
                          onChange={(on) => setMany(shownMenus, a, on)}
                        />
                      </label>
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((g) => {
                const keys = g.menus.map((m) => m.key);
                return (
                  <tbody key={g.title}>
                    <tr data-group="">
                      <th scope="rowgroup">{g.title}</th>
                      {MENU_ACTIONS.map((a) => (
                        <td key={a}>
                          <StateBox
                            state={actionState(value, keys, a)}
                            label={`Grup ${g.title}: ${ACTION_LABEL[a]}`}
                            onChange={(on) => setMany(keys, a, on)}
                          />
                        </td>
                      ))}
                    </tr>
                    {g.menus.map((m) => (
                      <MenuRow
                        key={m.key}
                        menu={m.key}
                        title={m.title}
                        actions={byMenu.get(m.key) ?? ''}
                        onToggle={toggle}
                      />
                    ))}
                  </tbody>
                );
              })}
            </table>
          </TableScroll>
        )}
      </Stack>
    </Wrap>
  );
}

const Wrap = styled.fieldset`
  min-width: 0;
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  padding: var(--ds-space-4);
  legend {
    font-weight: var(--ds-font-weight-medium);
    padding: 0 var(--ds-space-2);
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: var(--ds-space-2) var(--ds-space-3);
    text-align: center;
    border-bottom: 1px solid var(--ds-color-border);
  }
  td:first-child,
  th[scope='rowgroup'],
  thead th:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--ds-color-surface-raised);
  }
  thead label {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: var(--ds-space-1);
    cursor: pointer;
  }
  tr[data-group] {
    background: var(--ds-color-surface-sunken);
  }
  th[scope='rowgroup'] {
    font-size: var(--ds-font-size-xs);
    text-transform: uppercase;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
  }
`;

/** The matrix scrolls on its own under its sticky column heads (hundreds of rows). */
const TableScroll = styled.div`
  max-height: min(70vh, 720px);
  overflow: auto;
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-sm);
`;
