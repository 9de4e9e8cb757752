import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { useClearErrorOnEdit } from './useClearErrorOnEdit';

export interface SchemaFormOptions<Values extends FieldValues> extends Omit<UseFormProps<Values>, 'resolver' | 'defaultValues'> {
  /** A field's error goes as soon as that field is edited (01 §5), instead of being checked again at each keystroke. On by default. */
  clearErrorOnEdit?: boolean;
}

/**
 * A form bound to its yup schema, the one way the app's forms are made: the schema checks the values on
 * submit and, unless told otherwise, a field's error clears when the user edits that field and the
 * field is checked again only at the next submit.
 */
export function useSchemaForm<Values extends FieldValues>(
  schema: AnyObjectSchema,
  defaultValues: DefaultValues<Values>,
  { clearErrorOnEdit = true, ...options }: SchemaFormOptions<Values> = {},
) {
  const form = useForm<Values>({
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
    defaultValues,
    ...(clearErrorOnEdit ? { reValidateMode: 'onSubmit' as const } : {}),
    ...options,
  });
  useClearErrorOnEdit(form, clearErrorOnEdit);
  return form;
}
