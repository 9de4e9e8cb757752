import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type PlainTextFieldProps = Omit<OutlinedInputProps, 'label' | 'id'> & {
  label: string;
  helperText?: ReactNode;
};

/**
 * An outlined text field that looks like MUI's TextField but without its select mode, which pulls
 * Menu, Popover and Modal into the bundle. For screens where every kilobyte counts (the login page).
 */
export function PlainTextField({ label, helperText, error, required, disabled, fullWidth, ...inputProps }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={required ? `${label} *` : label} aria-describedby={helperText ? helperId : undefined} {...inputProps} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
