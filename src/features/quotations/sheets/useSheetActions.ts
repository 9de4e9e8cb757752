import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useWritesInFlight } from '@/api/resource';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { useWrite } from '@/components/writeCore';
import type { DraftStore } from './draftStore';
import type { ShowSheetMessage } from './useSheetMessage';

export const SAVED_TEXT = 'Saved successfully!';
export const SAVE_FAILED_TEXT = 'Error saving data';

/** The guard's key: one sheet save at a time, also before its mutation has registered. */
const SHEET_SAVE = 'save';

export interface SheetTexts {
  /** Save All with no new row. */
  nothingToSave: string;
  /** A save refused because a required cell is empty. */
  fillRequired: string;
  question: string;
  deleted: string;
  deleteFailed: string;
}

/** The sheet's writes: its resource's mutations, which refresh the sheet and log their activity. */
export interface SheetWrites<Values, Saved> {
  /** The key shared by the sheet's mutations: while one runs, everything locks. */
  mutationKey: QueryKey;
  createRows: (rows: Values[]) => Promise<unknown>;
  updateRow?: (row: Saved, values: Values) => Promise<unknown>;
  deleteRow: (row: Saved) => Promise<unknown>;
}

export interface SheetActionsOptions<Values, Saved extends { _id: string }> {
  store: DraftStore<Values>;
  show: ShowSheetMessage;
  texts: SheetTexts;
  /** The required fields a row leaves empty. */
  missingFields: (values: Values) => readonly (keyof Values)[];
  /** The values a saved row starts editing with (sheets whose saved rows can be edited). */
  valuesOf?: (row: Saved) => Values;
  writes: SheetWrites<Values, Saved>;
}

/** What a row may ask of its sheet. The object keeps its identity, so memoised rows do not re-render. */
export interface RowActions<Saved> {
  edit(row: Saved): void;
  cancel(key: string): void;
  save(row: Saved): void;
  askDelete(key: string, row?: Saved): void;
}

interface RowToDelete<Saved> {
  key: string;
  /** Undefined for a new row, which goes without a call. */
  row?: Saved;
}

/**
 * Save All (new rows only), a saved row's edit / save / cancel, and delete with confirmation, with the
 * sheet's messages. One write at a time: everything locks while one of the sheet's mutations runs.
 */
export function useSheetActions<Values, Saved extends { _id: string }>(options: SheetActionsOptions<Values, Saved>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { busy, writing } = useWritesInFlight(options.writes.mutationKey);
  const { run } = useWrite();

  /** Runs a write unless one is running (through the write core); the drafts go and the sheet says so once it succeeded. */
  const save = useCallback(
    (keys: readonly string[], call: () => Promise<unknown>) => {
      if (writing()) return;
      const { store, show } = latest.current;
      void run([SHEET_SAVE], {
        send: call,
        onSaved: () => store.remove(keys),
        successText: SAVED_TEXT,
        errorText: SAVE_FAILED_TEXT,
        tell: show,
      });
    },
    [writing, run],
  );

  /** Refused when a row leaves a required cell empty: those cells say so. */
  const refused = useCallback((keys: readonly string[]) => {
    const { store, show, texts, missingFields } = latest.current;
    if (!keys.some((key) => missingFields(store.get(key)!.values).length > 0)) return false;
    store.markErrors(keys);
    show(texts.fillRequired, 'notice');
    return true;
  }, []);

  const saveAll = useCallback(() => {
    const { store, show, texts, writes } = latest.current;
    const keys = store.newKeys();
    if (keys.length === 0) {
      show(texts.nothingToSave, 'notice');
      return;
    }
    if (refused(keys)) return;
    save(keys, () => writes.createRows(keys.map((key) => store.get(key)!.values)));
  }, [refused, save]);

  const deletion = useDeleteFlow<RowToDelete<Saved>>({
    remove: ({ row }) => (row ? latest.current.writes.deleteRow(row) : Promise.resolve()),
    busy,
    question: () => options.texts.question,
    successText: ({ row }) => (row ? options.texts.deleted : undefined),
    errorText: () => options.texts.deleteFailed,
    notify: { success: (text) => options.show(text, 'success'), error: (text) => options.show(text, 'error') },
    onDeleted: ({ key }) => options.store.remove([key]),
  });
  const askDeletion = deletion.ask;

  const rowActions = useMemo<RowActions<Saved>>(
    () => ({
      edit(row) {
        const { store, valuesOf } = latest.current;
        if (valuesOf && !writing()) store.begin(row._id, valuesOf(row));
      },
      cancel(key) {
        latest.current.store.remove([key]);
      },
      save(row) {
        const { store, writes } = latest.current;
        const draft = store.get(row._id);
        if (!draft || !writes.updateRow || refused([row._id])) return;
        const { updateRow } = writes;
        save([row._id], () => updateRow(row, draft.values));
      },
      askDelete(key, row) {
        if (!writing()) askDeletion({ key, row });
      },
    }),
    [writing, refused, save, askDeletion],
  );

  return { busy, saveAll, rowActions, deletion: deletion.dialog };
}
