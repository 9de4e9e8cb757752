import { useCallback, useMemo, useState } from 'react';

type State<Row> = { open: false } | { open: true; editing: Row | null };

/**
 * The form a list screen opens beside its list (or in its place): closed, adding, or editing one row. Its
 * `key` changes with each opening, so every add or edit starts a fresh form; a row deleted while it is in
 * the form closes it (`closeIfEditing`, for the delete's `onDeleted`).
 */
export function useInlineForm<Row extends { _id: string }>() {
  const [state, setState] = useState<State<Row>>({ open: false });
  const add = useCallback(() => setState({ open: true, editing: null }), []);
  const edit = useCallback((row: Row) => setState({ open: true, editing: row }), []);
  const close = useCallback(() => setState({ open: false }), []);
  const closeIfEditing = useCallback((row: Row) => setState((now) => (now.open && now.editing?._id === row._id ? { open: false } : now)), []);
  return useMemo(() => {
    const editing = state.open ? state.editing : null;
    return { open: state.open, editing, key: editing?._id ?? 'add', add, edit, close, closeIfEditing };
  }, [state, add, edit, close, closeIfEditing]);
}
