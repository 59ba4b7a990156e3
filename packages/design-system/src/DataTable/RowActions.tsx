import { Switch } from 'react-aria-components';
import styled from 'styled-components';
import { IconButton } from '../Button';
import { useDialog } from '../Dialog';
import { IconEdit, IconTrash } from '../icons';
import { Actions } from './DataTable.styles';

export type ActiveFlag = 'Y' | 'N';

/** What a row can do. The confirmations come from the Dialog service (a `DialogProvider` above). */
export interface RowActionHandlers<Row> {
  /** The object named in 'Hapus Data {object}?' (e.g. 'Poli'). */
  objectName: string;
  onEdit?: (row: Row) => void;
  /** Called after the user confirmed the deletion. */
  onDelete?: (row: Row) => void | Promise<void>;
  /** Whether a row may be deleted (all rows by default). */
  canDelete?: (row: Row) => boolean;
  /** The row's active flag, for the status toggle. */
  activeOf?: (row: Row) => ActiveFlag;
  /** Called with the new flag after the user confirmed 'Ubah Status ke Aktif/Nonaktif?'. */
  onToggleActive?: (row: Row, next: ActiveFlag) => void | Promise<void>;
}

interface CellProps<Row> {
  row: Row;
  /** How the row is named in the buttons' accessible names. */
  label: string;
  actions: RowActionHandlers<Row>;
}

export function EditDeleteButtons<Row>({ row, label, actions }: CellProps<Row>) {
  const dialog = useDialog();
  const { onEdit, onDelete, canDelete } = actions;
  return (
    <Actions>
      {onEdit ? (
        <IconButton
          aria-label={`Ubah ${label}`}
          icon={<IconEdit />}
          size="sm"
          variant="secondary"
          onPress={() => onEdit(row)}
        />
      ) : null}
      {onDelete && (canDelete?.(row) ?? true) ? (
        <IconButton
          aria-label={`Hapus ${label}`}
          icon={<IconTrash />}
          size="sm"
          variant="danger"
          onPress={async () => {
            if (await dialog.confirmDelete(actions.objectName)) await onDelete(row);
          }}
        />
      ) : null}
    </Actions>
  );
}

const StyledSwitch = styled(Switch)`
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-3);
  cursor: pointer;
  outline: none;
  font-size: var(--ds-font-size-xs);
  color: var(--ds-color-text);

  & [data-part='track'] {
    position: relative;
    width: 34px;
    height: 20px;
    flex: none;
    border-radius: var(--ds-radius-full);
    background: var(--ds-color-border-strong);
    transition: background-color 120ms;
  }
  & [data-part='thumb'] {
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: var(--ds-radius-full);
    background: var(--ds-color-bg);
    transition: transform 120ms;
  }
  &[data-selected] [data-part='track'] {
    background: var(--ds-color-status-success-solid);
  }
  &[data-selected] [data-part='thumb'] {
    transform: translateX(14px);
  }
  &[data-focus-visible] [data-part='track'] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  @media (forced-colors: active) {
    & [data-part='track'] {
      border: 1px solid ButtonText;
    }
    &[data-selected] [data-part='track'] {
      background: Highlight;
    }
  }
`;

export function ActiveToggle<Row>({ row, label, actions }: CellProps<Row>) {
  const dialog = useDialog();
  const flag = actions.activeOf?.(row) ?? 'N';
  const { onToggleActive } = actions;
  return (
    <StyledSwitch
      aria-label={`Status aktif ${label}`}
      isSelected={flag === 'Y'}
      isDisabled={!onToggleActive}
      onChange={async () => {
        if (!onToggleActive) return;
        const next: ActiveFlag = flag === 'Y' ? 'N' : 'Y';
        if (await dialog.confirmStatus(next)) await onToggleActive(row, next);
      }}
    >
      <span data-part="track" aria-hidden="true">
        <span data-part="thumb" />
      </span>
      <span aria-hidden="true">{flag === 'Y' ? 'Aktif' : 'Nonaktif'}</span>
    </StyledSwitch>
  );
}
