import { memo, useId, type ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';

/** A row's setter for one field; stable for the row's lifetime so that unchanged cells skip rendering. */
export type SetField = (field: string, value: string) => void;

interface FieldCellProps {
  field: string;
  /** The input's accessible name, e.g. 'Qty, row 3'. */
  label: string;
  value: string;
  /** The row's save was refused and this cell is empty. */
  missing: boolean;
  disabled: boolean;
  onChange: SetField;
  /** A number input. */
  numeric?: boolean;
  /** A choice from this fixed list (a native select: light, and usable on phones). */
  options?: readonly string[];
}

/** An editable cell: text, a number or a choice. Narrow cells (numbers and choices) say 'Req' instead of 'Required'. */
export const FieldCell = memo(function FieldCell({ field, label, value, missing, disabled, onChange, numeric = false, options }: FieldCellProps) {
  const id = useId();
  const narrow = numeric || !!options;
  return (
    <TableCell sx={{ verticalAlign: 'top' }}>
      <TextField
        id={id}
        select={!!options}
        size="small"
        fullWidth
        sx={options && { minWidth: 112 }}
        type={options ? undefined : numeric ? 'number' : 'text'}
        value={value}
        disabled={disabled}
        error={missing}
        helperText={missing ? (narrow ? 'Req' : 'Required') : undefined}
        onChange={(event) => onChange(field, event.target.value)}
        slotProps={{
          select: { native: true },
          htmlInput: numeric ? { 'aria-label': label, min: 0, step: 'any', inputMode: 'decimal' } : { 'aria-label': label },
        }}
      >
        {options && <option value="">Select</option>}
        {options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
    </TableCell>
  );
});

/** A value worked out from what the row's inputs hold, such as an amount. */
export function ComputedCell({ children, align }: { children: ReactNode; align?: 'left' | 'right' }) {
  return (
    <TableCell align={align} sx={{ verticalAlign: 'top', pt: 2, whiteSpace: 'nowrap' }}>
      {children}
    </TableCell>
  );
}

/** A read-only cell. */
export function TextCell({ children, align }: { children: ReactNode; align?: 'left' | 'right' }) {
  return (
    <TableCell align={align} sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </TableCell>
  );
}
