import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** A field's error clears as soon as the user edits that field (spec 01 §5). */
export function useClearErrorOnEdit<Values extends FieldValues>({ watch, clearErrors }: Pick<UseFormReturn<Values>, 'watch' | 'clearErrors'>) {
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
}
