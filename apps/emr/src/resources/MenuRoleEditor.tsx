import { MENU_ACTIONS, type MenuRoleEntry } from '@simrs/validators/resources';
import styled from 'styled-components';
import { ACTION_LABEL, menuGroups, toggleAction } from './menuRole';

export function MenuRoleEditor({
  value,
  onChange,
  error,
}: {
  value: readonly MenuRoleEntry[];
  onChange: (next: MenuRoleEntry[]) => void;
  error?: string | undefined;
}) {
  return (
    <Wrap>
      <legend>Hak Akses Menu</legend>
      {error ? <p role="alert">{error}</p> : null}
      <table>
        <thead>
          <tr>
            <th scope="col">Menu</th>
            {MENU_ACTIONS.map((a) => (
              <th scope="col" key={a}>
                {ACTION_LABEL[a]}
              </th>
            ))}
          </tr>
        </thead>
        {menuGroups().map((g) => (
          <tbody key={g.title}>
            <tr>
              <th colSpan={MENU_ACTIONS.length + 1} scope="colgroup">
                {g.title}
              </th>
            </tr>
            {g.menus.map((m) => {
              const entry = value.find((e) => e.menu === m.key);
              return (
                <tr key={m.key}>
                  <td>{m.title}</td>
                  {MENU_ACTIONS.map((a) => (
                    <td key={a}>
                      <input
                        type="checkbox"
                        aria-label={`${m.title}: ${ACTION_LABEL[a]}`}
                        checked={entry?.actions.includes(a) ?? false}
                        onChange={() => onChange(toggleAction(value, m.key, a))}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </Wrap>
  );
}

const Wrap = styled.fieldset`
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  padding: var(--ds-space-4);
  overflow-x: auto;
  legend {
    font-weight: var(--ds-font-weight-medium);
    padding: 0 var(--ds-space-2);
  }
  p {
    color: var(--ds-color-danger);
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
  th[scope='colgroup'],
  thead th:first-child {
    text-align: left;
  }
  th[scope='colgroup'] {
    background: var(--ds-color-surface-sunken);
    font-size: var(--ds-font-size-xs);
    text-transform: uppercase;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;
