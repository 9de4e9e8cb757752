import { memo, useId, type ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';

/** A row's setter for one field; stable for the row's lifetime so that unchanged cells skip rendering. */
export type SetField = (field: string, value: string) => void;

interface InputCellProps {
  field: string;
  /** The input's accessible name, e.g. 'Qty, row 3'. */
  label: string;
  value: string;
  /** The row's save was refused and this cell is empty. */
  missing: boolean;
  /** Narrow cells say 'Req' instead of 'Required'. */
  short?: boolean;
  disabled: boolean;
  onChange: SetField;
}

function requiredText(missing: boolean, short?: boolean): string | undefined {
  if (!missing) return undefined;
  return short ? 'Req' : 'Required';
}

/** An editable text or number cell. */
export const InputCell = memo(function InputCell({
  field,
  label,
  value,
  missing,
  short,
  disabled,
  onChange,
  numeric = false,
}: InputCellProps & { numeric?: boolean }) {
  const id = useId();
  return (
    <TableCell sx={{ verticalAlign: 'top' }}>
      <TextField
        id={id}
        size="small"
        fullWidth
        type={numeric ? 'number' : 'text'}
        value={value}
        disabled={disabled}
        error={missing}
        helperText={requiredText(missing, short)}
        onChange={(event) => onChange(field, event.target.value)}
        slotProps={{ htmlInput: numeric ? { 'aria-label': label, min: 0, step: 'any', inputMode: 'decimal' } : { 'aria-label': label } }}
      />
    </TableCell>
  );
});

/** An editable choice from a fixed list (a native select: light, and usable on phones). */
export const SelectCell = memo(function SelectCell({
  field,
  label,
  value,
  missing,
  short,
  disabled,
  onChange,
  options,
}: InputCellProps & { options: readonly string[] }) {
  const id = useId();
  return (
    <TableCell sx={{ verticalAlign: 'top' }}>
      <TextField
        id={id}
        select
        size="small"
        fullWidth
        sx={{ minWidth: 112 }}
        value={value}
        disabled={disabled}
        error={missing}
        helperText={requiredText(missing, short)}
        onChange={(event) => onChange(field, event.target.value)}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
      >
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
    </TableCell>
  );
});

/** A read-only cell. */
export function TextCell({ children, align }: { children: ReactNode; align?: 'left' | 'right' }) {
  return (
    <TableCell align={align} sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </TableCell>
  );
}
