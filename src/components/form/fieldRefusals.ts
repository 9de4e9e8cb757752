import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldRefusalRule, FieldRefusals } from '../writeCore';

/**
 * A form's server refusals for the write core: a refusal whose message names one of these fields goes
 * on that field, as the form's own errors do, and takes the focus there.
 */
export function fieldRefusals<Values extends FieldValues>(setError: UseFormSetError<Values>, rules: readonly FieldRefusalRule<Path<Values>>[]): FieldRefusals<Path<Values>> {
  return { rules, put: (field, message) => setError(field, { message }, { shouldFocus: true }) };
}
