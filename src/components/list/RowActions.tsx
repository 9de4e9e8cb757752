import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Permission } from '@/lib/permissions';
import { usePermissionCheck } from '@/session/useCan';
import { ConfirmDialog } from '../ConfirmDialog';
import { useDeleteFlow, type DeleteFlowOptions } from '../useDeleteFlow';

/** One button of a row: what it does and who may use it. */
export interface RowAction<Row> {
  run: (row: Row) => void;
  /** Without it, anyone who sees the list may use it. */
  permission?: Permission;
  /** The tooltip ('Edit', 'Edit user'); the button's name is this word and the row's name. */
  tooltip?: string;
  /** Left out for this row. */
  hidden?: (row: Row) => boolean;
}

/** Delete: the permission, the question and the texts of the one delete flow. */
export interface RowDelete<Row> extends DeleteFlowOptions<Row> {
  permission?: Permission;
  tooltip?: string;
  /** The confirmation's title ('Confirm Delete' by default). */
  title?: string;
  hidden?: (row: Row) => boolean;
}

export interface RowActionsDeclaration<Row> {
  /** The row's name in each button's accessible name: 'Edit {name}'. */
  name: (row: Row) => string;
  view?: RowAction<Row>;
  edit?: RowAction<Row>;
  delete?: RowDelete<Row>;
  /** A row that may not be changed shows this instead of its buttons (the Admin's lock). */
  lockedBy?: (row: Row) => ReactNode | null;
  /** Stacked in a table with many columns; side by side on a card. */
  stacked?: boolean;
}

const ICONS = { view: VisibilityIcon, edit: EditIcon, delete: DeleteIcon } as const;
const WORDS = { view: 'View', edit: 'Edit', delete: 'Delete' } as const;

/**
 * A row's View / Edit / Delete, drawn from a declaration: each button only for those who hold its
 * permission, and the delete flow set up behind Delete. `actions` is undefined when the user may use
 * none of them (the list then has no Actions column); render `confirmDialog` once on the screen.
 */
export function useRowActions<Row>(declaration: RowActionsDeclaration<Row>) {
  const can = usePermissionCheck();
  const removal = declaration.delete;
  const deletion = useDeleteFlow<Row>(
    removal ?? { remove: () => Promise.resolve(), busy: false, question: () => '', errorText: () => '' },
  );
  const { ask } = deletion;

  const kinds = (['view', 'edit', 'delete'] as const).filter((kind) => {
    const action = declaration[kind];
    return action && can(action.permission);
  });
  const { name, view, edit, lockedBy, stacked = false } = declaration;

  const render = (row: Row) => {
    const locked = lockedBy?.(row);
    if (locked) return locked;
    const run = { view: view?.run, edit: edit?.run, delete: ask };
    const hidden = { view: view?.hidden, edit: edit?.hidden, delete: removal?.hidden };
    const tooltip = { view: view?.tooltip, edit: edit?.tooltip, delete: removal?.tooltip };
    return (
      <Box sx={{ display: 'flex', flexWrap: 'nowrap', flexDirection: stacked ? { xs: 'row', md: 'column' } : 'row' }}>
        {kinds
          .filter((kind) => !hidden[kind]?.(row))
          .map((kind) => {
            const Icon = ICONS[kind];
            return (
              <Tooltip key={kind} title={tooltip[kind] ?? WORDS[kind]}>
                <IconButton
                  size="small"
                  color={kind === 'delete' ? 'error' : kind === 'view' ? 'primary' : 'default'}
                  aria-label={`${WORDS[kind]} ${name(row)}`}
                  onClick={() => run[kind]?.(row)}
                >
                  <Icon fontSize="small" />
                </IconButton>
              </Tooltip>
            );
          })}
      </Box>
    );
  };

  return {
    actions: kinds.length > 0 || lockedBy ? render : undefined,
    confirmDialog: removal ? <ConfirmDialog {...deletion.dialog} title={removal.title} /> : null,
    deletion,
  };
}
