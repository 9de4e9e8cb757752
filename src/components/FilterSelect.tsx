import TextField from '@mui/material/TextField';

/** A compact dropdown filter whose empty value means "all". `disabled` keeps it in place while its list loads. */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 170, maxWidth: { xs: '100%', sm: 320 } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
