import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormHandleSubmit, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import type { DraftName } from '@/session/drafts';
import { useClearErrorOnEdit } from './useClearErrorOnEdit';
import { useFormDraft, type DraftedSubmit } from './useFormDraft';

export interface SchemaFormOptions<Values extends FieldValues> extends Omit<UseFormProps<Values>, 'resolver' | 'defaultValues'> {
  /** A field's error goes as soon as that field is edited (01 §5), instead of being checked again at each keystroke. On by default. */
  clearErrorOnEdit?: boolean;
  /**
   * Keep what is typed as the signed-in user's draft under this name (`[form, recordId]` for an edit): the
   * form's shell offers it back after a reload and drops it on a save or Cancel (src/session/drafts.ts).
   */
  draft?: DraftName;
}

/** A schema form: react-hook-form's, its `handleSubmit` carrying the form's draft when it keeps one. */
export type SchemaForm<Values extends FieldValues> = UseFormReturn<Values> & { handleSubmit: DraftedSubmit<Values> };

/**
 * A form bound to its yup schema, the one way the app's forms are made: the schema checks the values on
 * submit and, unless told otherwise, a field's error clears when the user edits that field and the
 * field is checked again only at the next submit. With `draft`, what is typed survives a reload.
 */
export function useSchemaForm<Values extends FieldValues>(
  schema: AnyObjectSchema,
  defaultValues: DefaultValues<Values>,
  { clearErrorOnEdit = true, draft: draftName, ...options }: SchemaFormOptions<Values> = {},
): SchemaForm<Values> {
  const form = useForm<Values>({
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
    defaultValues,
    ...(clearErrorOnEdit ? { reValidateMode: 'onSubmit' as const } : {}),
    ...options,
  });
  useClearErrorOnEdit(form, clearErrorOnEdit);
  const draft = useFormDraft(form, draftName);
  const { handleSubmit } = form;
  // The shell the form's handleSubmit is handed to finds the draft on it: one option opts a form in.
  const draftedSubmit = useMemo<DraftedSubmit<Values> | undefined>(
    () => draft && Object.assign(((...args) => handleSubmit(...args)) as UseFormHandleSubmit<Values>, { draft }),
    [handleSubmit, draft],
  );
  return (draftedSubmit ? { ...form, handleSubmit: draftedSubmit } : form) as SchemaForm<Values>;
}
