import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormRead } from './formReads';
import type { DraftedSubmit } from './useFormDraft';
import type { SubmitFlowOptions } from './useSubmitFlow';

/** What every form shell (the form card, the edit dialog) takes: the write and its texts, the buttons, the fields. */
export interface FormSubmitProps<Values extends FieldValues, Result> extends Omit<SubmitFlowOptions<Values, Result>, 'held'> {
  /** The form's `handleSubmit`: its rules run before the write; it carries the form's draft, if it keeps one. */
  handleSubmit: DraftedSubmit<Values>;
  submitLabel?: string;
  busyLabel?: string;
  /** A spinner in the submit button while it runs. */
  spinner?: boolean;
  /**
   * The reads the form's choices or starting values come from: a failed one says so in the form, with
   * Retry, and the form cannot save until it has succeeded (ruling 36).
   */
  reads?: readonly FormRead[];
  /** False keeps the submit button disabled (a form whose Save waits until every field is valid). */
  canSubmit?: boolean;
  /** An error banner the user can close. */
  dismissableErrors?: boolean;
  onCancel: () => void;
  /** The fields, given whether they are locked (sending, or saved for good). */
  children: (locked: boolean) => ReactNode;
}
