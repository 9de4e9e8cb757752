import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TypeAhead, type TypeAheadEntity } from '../TypeAhead';
import { useConflictNote } from './conflictNotes';

export interface FormTypeAheadProps<Values extends FieldValues, T> {
  control: Control<Values>;
  /** The form's field: it keeps a text (a project's or a vendor's name), not the option itself. */
  name: FieldPath<Values>;
  entity: TypeAheadEntity<T>;
  options: readonly T[];
  /** What the field keeps of a picked option. */
  valueOf: (option: T) => string;
  /** Which option the kept text is (default: the one whose `valueOf` is that text). */
  isValue?: (option: T, value: string) => boolean;
  /** Any text, with the options as suggestions; by default the field holds one of the options or nothing. */
  freeText?: boolean;
  /** After the user chose (or cleared) an option: what else follows from it (the client of the chosen project). */
  onChosen?: (option: T | null) => void;
  label: string;
  blurDelayMs: number;
  placeholder?: string;
  /** Shown under the field when it has no error. */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The type-ahead bound to a react-hook-form field once: the field keeps the option's text, shows its
 * error (else what was typed before a Reload, else the helper text), and a pick or a cleared choice
 * counts as the field being edited.
 */
export function FormTypeAhead<Values extends FieldValues, T>({
  control,
  name,
  entity,
  options,
  valueOf,
  isValue = (option, value) => valueOf(option) === value,
  freeText = false,
  onChosen,
  helperText,
  ...shown
}: FormTypeAheadProps<Values, T>) {
  const conflictNote = useConflictNote(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const common = {
          ...shown,
          size: 'medium' as const,
          entity,
          options,
          error: !!fieldState.error,
          helperText: fieldState.error?.message ?? conflictNote ?? helperText,
        };
        const text: string = field.value ?? '';
        if (freeText) {
          return (
            <TypeAhead
              {...common}
              freeText
              text={text}
              onTextChange={field.onChange}
              onPick={(option) => {
                field.onChange(valueOf(option));
                onChosen?.(option);
              }}
            />
          );
        }
        return (
          <TypeAhead
            {...common}
            value={options.find((option) => isValue(option, text)) ?? null}
            onChange={(option) => {
              field.onChange(option ? valueOf(option) : '');
              field.onBlur();
              onChosen?.(option);
            }}
          />
        );
      }}
    />
  );
}
