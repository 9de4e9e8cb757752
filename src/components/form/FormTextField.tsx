import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useConflictNote } from './conflictNotes';

type Option = string | { value: string; label: string };

const optionOf = (option: Option) => (typeof option === 'string' ? { value: option, label: option } : option);

/**
 * The options, plus the field's value when it is not among them: a role held while the roles are still
 * read, or a wording the server holds that the app does not list, is shown as it is rather than blank.
 */
function optionsHolding(options: readonly Option[], value: unknown): readonly Option[] {
  const held = typeof value === 'string' ? value : '';
  return held && !options.some((option) => optionOf(option).value === held) ? [...options, held] : options;
}

type FormTextFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<Values>;
  control: Control<Values>;
  /** Select options; makes the field a dropdown. */
  options?: readonly Option[];
};

/** A MUI text field (or dropdown) bound to react-hook-form once, showing the field's error text, else what the user had typed before a Reload. */
export function FormTextField<Values extends FieldValues>({ name, control, options, helperText, ...props }: FormTextFieldProps<Values>) {
  const conflictNote = useConflictNote(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          inputRef={ref}
          value={field.value ?? ''}
          select={!!options}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? conflictNote ?? helperText}
          fullWidth={props.fullWidth ?? true}
          slotProps={options ? { ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } } : props.slotProps}
        >
          {options && (
            <>
              <option value="" disabled>
                {`Select ${String(props.label ?? '').toLowerCase()}`}
              </option>
              {optionsHolding(options, field.value).map((option) => {
                const { value, label } = optionOf(option);
                return (
                  <option key={value} value={value}>
                    {label}
                  </option>
                );
              })}
            </>
          )}
        </TextField>
      )}
    />
  );
}
