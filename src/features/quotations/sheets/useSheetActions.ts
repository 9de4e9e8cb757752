import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DraftStore } from './draftStore';
import type { ShowSheetMessage } from './useSheetMessage';

export const SAVED_TEXT = 'Saved successfully!';
export const SAVE_FAILED_TEXT = 'Error saving data';

export interface SheetTexts {
  /** Save All with no new row. */
  nothingToSave: string;
  /** A save refused because a required cell is empty. */
  fillRequired: string;
  deleted: string;
  deleteFailed: string;
}

export interface SheetActionsOptions<Values, Saved extends { _id: string }> {
  store: DraftStore<Values>;
  show: ShowSheetMessage;
  texts: SheetTexts;
  /** The required fields a row leaves empty. */
  missingFields: (values: Values) => readonly (keyof Values)[];
  createRows: (rows: Values[]) => Promise<void>;
  /** The values a saved row starts editing with (sheets whose saved rows can be edited). */
  valuesOf?: (row: Saved) => Values;
  updateRow?: (row: Saved, values: Values) => Promise<void>;
  deleteRow: (row: Saved) => Promise<void>;
  /** Re-reads the sheet after a write, so that saved rows and the quotation's amount follow. */
  refresh: () => Promise<unknown>;
}

/** What a row may ask of its sheet. The object keeps its identity, so memoised rows do not re-render. */
export interface RowActions<Saved> {
  edit(row: Saved): void;
  cancel(key: string): void;
  save(row: Saved): void;
  askDelete(key: string, row?: Saved): void;
}

interface PendingDelete<Saved> {
  key: string;
  row?: Saved;
}

/**
 * Save All (new rows only), a saved row's edit / save / cancel, and delete with confirmation, with the
 * sheet's messages. One write at a time: everything locks while a write runs.
 */
export function useSheetActions<Values, Saved extends { _id: string }>(options: SheetActionsOptions<Values, Saved>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingDelete<Saved> | null>(null);

  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  /** The write, then a re-read; false (after showing `failure`) when the write failed. */
  const write = useCallback(async (call: () => Promise<void>, failure: string): Promise<boolean> => {
    const { show, refresh } = latest.current;
    try {
      await call();
    } catch {
      show(failure, 'error');
      return false;
    }
    await refresh().catch(() => undefined);
    return true;
  }, []);

  const saveAll = useCallback(() => {
    const { store, show, texts, missingFields, createRows } = latest.current;
    const keys = store.newKeys();
    if (keys.length === 0) {
      show(texts.nothingToSave, 'notice');
      return;
    }
    const drafts = keys.map((key) => store.get(key)!);
    if (drafts.some((draft) => missingFields(draft.values).length > 0)) {
      store.markErrors(keys);
      show(texts.fillRequired, 'notice');
      return;
    }
    void run(async () => {
      if (!(await write(() => createRows(drafts.map((draft) => draft.values)), SAVE_FAILED_TEXT))) return;
      store.remove(keys);
      show(SAVED_TEXT, 'success');
    });
  }, [run, write]);

  const rowActions = useMemo<RowActions<Saved>>(
    () => ({
      edit(row) {
        const { store, valuesOf } = latest.current;
        if (valuesOf && !running.current) store.begin(row._id, valuesOf(row));
      },
      cancel(key) {
        latest.current.store.remove([key]);
      },
      save(row) {
        const { store, show, texts, missingFields, updateRow } = latest.current;
        const draft = store.get(row._id);
        if (!draft || !updateRow) return;
        if (missingFields(draft.values).length > 0) {
          store.markErrors([row._id]);
          show(texts.fillRequired, 'notice');
          return;
        }
        void run(async () => {
          if (!(await write(() => updateRow(row, draft.values), SAVE_FAILED_TEXT))) return;
          store.remove([row._id]);
          show(SAVED_TEXT, 'success');
        });
      },
      askDelete(key, row) {
        if (!running.current) setPending({ key, row });
      },
    }),
    [run, write],
  );

  const confirmDelete = useCallback(() => {
    if (!pending) return;
    const { store, show, texts, deleteRow } = latest.current;
    const { key, row } = pending;
    if (!row) {
      store.remove([key]);
      setPending(null);
      return;
    }
    void run(async () => {
      const deleted = await write(() => deleteRow(row), texts.deleteFailed);
      setPending(null);
      if (!deleted) return;
      store.remove([key]);
      show(texts.deleted, 'success');
    });
  }, [pending, run, write]);

  const cancelDelete = useCallback(() => {
    if (!running.current) setPending(null);
  }, []);

  return {
    busy,
    saveAll,
    rowActions,
    deletion: { open: pending !== null, busy, confirm: confirmDelete, cancel: cancelDelete },
  };
}
