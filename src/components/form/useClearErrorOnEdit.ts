import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A field's error clears as soon as the user edits that field (spec 01 §5). A field inside a list (a
 * field array such as `phones.1.number`) also clears the list's own error, the one a rule over the whole
 * list gives ('At least one phone number is required').
 */
export function useClearErrorOnEdit<Values extends FieldValues>(
  { watch, clearErrors, getFieldState }: Pick<UseFormReturn<Values>, 'watch' | 'clearErrors' | 'getFieldState'>,
  enabled = true,
) {
  useEffect(() => {
    if (!enabled) return undefined;
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      clearErrors(name);
      const parts = name.split('.');
      for (let end = parts.length - 1; end > 0; end -= 1) {
        const list = parts.slice(0, end).join('.') as FieldPath<Values>;
        const error = getFieldState(list).error as { message?: string; root?: unknown } | undefined;
        if (error?.message || error?.root) clearErrors(list);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, getFieldState, enabled]);
}
