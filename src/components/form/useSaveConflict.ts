import { useCallback, useRef, useState } from 'react';
import { changedSince, fieldsOf, reloadedValues, yoursNotes, type ConflictCheck, type RecordVersion } from './saveConflict';

interface Conflict<Values> {
  typed: Values;
  fresh: RecordVersion<Values>;
}

/** What the conflict dialog and the fields' notes show, and the user's two ways out. */
export interface SaveConflictView {
  open: boolean;
  /** 'Yours: …' per field name, after Reload. */
  notes: Record<string, string>;
  onOverwrite: () => void;
  onReload: () => void;
  /** Escape: back to the form as it was, nothing sent. */
  onClose: () => void;
}

/**
 * The submit flow's check for a record changed by someone else since the form opened it. `passes` reads
 * the record again just before the write: unchanged, the write goes ahead; changed, no write is sent and
 * the user chooses to overwrite it with their values or to reload the server's into the form.
 */
export function useSaveConflict<Values>(checkOf: () => ConflictCheck<Values> | undefined) {
  const [conflict, setConflict] = useState<Conflict<Values> | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});
  // After a Reload, or a save of a form that stays open, the server's record is known to be what the form
  // then held: the next save is checked against that rather than the record the form opened with.
  const known = useRef<RecordVersion<Values> | null>(null);
  const overwriting = useRef(false);

  /** True when the write may go: no check, an overwrite the user chose, or nothing changed on the server. */
  const passes = useCallback(
    async (typed: Values): Promise<boolean> => {
      const check = checkOf();
      if (!check || overwriting.current) {
        overwriting.current = false;
        return true;
      }
      const fresh = await check.read();
      if (!fresh || !changedSince(known.current ?? check.opened, fresh, fieldsOf(check))) return true;
      setConflict({ typed, fresh });
      return false;
    },
    [checkOf],
  );

  /** Overwrite: the user's values go through the same flow, without another read. */
  const overwrite = (submit: (values: Values) => unknown) => {
    if (!conflict) return;
    setConflict(null);
    overwriting.current = true;
    void submit(conflict.typed);
  };

  const view: Omit<SaveConflictView, 'onOverwrite'> = {
    open: conflict !== null,
    notes,
    onReload: () => {
      const check = checkOf();
      if (!conflict || !check) return;
      const fields = fieldsOf(check);
      setConflict(null);
      known.current = conflict.fresh;
      check.load(reloadedValues(conflict.typed, conflict.fresh.values, fields));
      setNotes(yoursNotes(conflict.typed, conflict.fresh.values, fields, check.describe));
    },
    onClose: () => setConflict(null),
  };

  /** A save went through and the form stays open: the server now holds what was sent. */
  const saved = useCallback(
    (values: Values) => {
      const check = checkOf();
      if (!check) return;
      known.current = { values: { ...(known.current ?? check.opened).values, ...values } };
      setNotes({});
    },
    [checkOf],
  );

  return { passes, view, overwrite, saved };
}
