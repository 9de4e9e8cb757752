import { useCallback, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Permission } from '@/lib/permissions';
import { usePermissionCheck } from '@/session/useCan';
import { ConfirmDialog } from '../ConfirmDialog';
import { DeferredTooltip } from '../DeferredTooltip';
import { useDeleteFlow, type DeleteFlowOptions } from '../useDeleteFlow';

/** One button of a row: what it does and who may use it. */
export interface RowAction<Row> {
  run: (row: Row) => void;
  /** Without it, anyone who sees the list may use it. */
  permission?: Permission;
  /** The tooltip ('Edit', 'Edit user'); the button's name is its word and the row's name. */
  tooltip?: string;
  /** Left out for this row. */
  hidden?: (row: Row) => boolean;
}

/** A button of the screen's own after View / Edit / Delete (Print a bill). */
export interface RowExtraAction<Row> extends RowAction<Row> {
  word: string;
  icon: ReactElement;
}

/** A resource's delete mutation, which takes the row. */
interface DeleteMutation<Row> {
  mutateAsync: (row: Row) => Promise<unknown>;
  isPending: boolean;
}

/** Delete: the permission, the question and the texts of the one delete flow, and its write. */
export interface RowDelete<Row> extends Omit<DeleteFlowOptions<Row>, 'remove' | 'busy'> {
  /** The write: a resource's delete mutation, ... */
  mutation?: DeleteMutation<Row>;
  /** ... or a write of another kind (the browser's storage), with whether it is running. */
  remove?: (row: Row) => Promise<unknown>;
  busy?: boolean;
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
  extra?: readonly RowExtraAction<Row>[];
  /** A row that may not be changed shows this instead of its buttons (the Admin's lock). */
  lockedBy?: (row: Row) => ReactNode | null;
  /** Stacked in a table with many columns; side by side on a card. */
  stacked?: boolean;
}

interface DrawnAction<Row> extends RowAction<Row> {
  word: string;
  icon: ReactElement;
  colour: 'default' | 'error';
}

const NO_EXTRA: readonly never[] = [];

/**
 * A row's View / Edit / Delete (and any extra), drawn from a declaration: each button only for those who
 * hold its permission, and the delete flow set up behind Delete. `actions` is undefined when the user may
 * use none of them (the list then has no Actions column); render `confirmDialog` once on the screen.
 */
export function useRowActions<Row>(declaration: RowActionsDeclaration<Row>) {
  const can = usePermissionCheck();
  const { name, view, edit, delete: removal, extra = NO_EXTRA, lockedBy, stacked = false } = declaration;
  const deletion = useDeleteFlow<Row>(
    removal
      ? { ...removal, remove: removal.mutation?.mutateAsync ?? removal.remove ?? (() => Promise.resolve()), busy: removal.mutation?.isPending ?? removal.busy ?? false }
      : { remove: () => Promise.resolve(), busy: false, question: () => '', errorText: '' },
  );

  const declared: (DrawnAction<Row> | undefined)[] = [
    view && { ...view, word: 'View', icon: <VisibilityIcon fontSize="small" />, colour: 'default' },
    edit && { ...edit, word: 'Edit', icon: <EditIcon fontSize="small" />, colour: 'default' },
    removal && {
      run: deletion.ask,
      permission: removal.permission,
      tooltip: removal.tooltip,
      hidden: removal.hidden,
      word: 'Delete',
      icon: <DeleteIcon fontSize="small" />,
      colour: 'error',
    },
    ...extra.map((action): DrawnAction<Row> => ({ ...action, colour: 'default' })),
  ];
  const drawn = declared.filter((action): action is DrawnAction<Row> => !!action && can(action.permission));

  // The function keeps its identity while the buttons a user may use stay the same, so memoised rows
  // and columns that receive it do not re-render; it reads the latest handlers when it runs.
  const latest = useRef({ drawn, name, lockedBy, stacked });
  useLayoutEffect(() => {
    latest.current = { drawn, name, lockedBy, stacked };
  });
  const shape = `${drawn.map((action) => action.word).join()}|${!!lockedBy}|${stacked}`;
  const render = useCallback(
    (row: Row) => {
      const current = latest.current;
      const locked = current.lockedBy?.(row);
      if (locked) return locked;
      return (
        // Inline, so that it sits where its cell aligns its content: at the right of a table's Actions column, under its header.
        <Box sx={{ display: 'inline-flex', verticalAlign: 'middle', flexWrap: 'nowrap', flexDirection: current.stacked ? { xs: 'row', md: 'column' } : 'row' }}>
          {current.drawn
            .filter((action) => !action.hidden?.(row))
            .map((action) => (
              <DeferredTooltip key={action.word} title={action.tooltip ?? action.word}>
                <IconButton size="small" color={action.colour} aria-label={`${action.word} ${current.name(row)}`} onClick={() => action.run(row)}>
                  {action.icon}
                </IconButton>
              </DeferredTooltip>
            ))}
        </Box>
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shape` stands for what the buttons look like
    [shape],
  );

  return {
    actions: drawn.length > 0 || lockedBy ? render : undefined,
    confirmDialog: removal ? <ConfirmDialog {...deletion.dialog} title={removal.title} /> : null,
    deletion,
  };
}
