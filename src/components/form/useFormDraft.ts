import { useEffect, useMemo, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormHandleSubmit, UseFormReturn } from 'react-hook-form';
import type { DraftName } from '@/session/drafts';
import type { OfferedDraft } from './DraftOffer';
import { useStoredDraft } from './useStoredDraft';

/** A form's draft as its shell (form card, dialog) and submit flow use it. */
export interface FormDraft extends OfferedDraft {
  /** A save or Cancel: the draft goes. */
  clear: () => void;
}

/** A form's `handleSubmit`, carrying its draft to the shell it is handed to (see useSchemaForm's `draft`). */
export type DraftedSubmit<Values extends FieldValues> = UseFormHandleSubmit<Values> & { draft?: FormDraft };

/**
 * Keeps a react-hook-form form's values as the signed-in user's draft under `name` (passwords and files
 * left out): every change is noted, Restore puts the kept values back over the form's first ones.
 */
export function useFormDraft<Values extends FieldValues>(form: UseFormReturn<Values>, name: DraftName | undefined): FormDraft | undefined {
  const { watch, getValues, reset } = form;
  const stored = useStoredDraft<Values>(name ?? null, getValues);
  const { changed, rebase } = stored;
  /**
   * Once the user has changed a field every change counts; before that, a value the screen sets itself
   * (the bill number the server suggests) is part of the form's first values, not a draft.
   */
  const touched = useRef(false);
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') touched.current = true;
      if (touched.current) changed();
      else rebase();
    });
    return () => subscription.unsubscribe();
  }, [watch, changed, rebase]);

  const keeps = name !== undefined;
  return useMemo(() => {
    if (!keeps) return undefined;
    return {
      offeredAt: stored.offer?.savedAt ?? null,
      restore: () => {
        touched.current = true;
        const values = stored.restore();
        if (values) reset({ ...getValues(), ...values } as DefaultValues<Values>, { keepDefaultValues: true });
      },
      discard: stored.discard,
      clear: stored.clear,
    };
  }, [keeps, stored, reset, getValues]);
}
