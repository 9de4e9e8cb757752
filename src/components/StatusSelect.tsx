import NativeSelect from '@mui/material/NativeSelect';

export interface StatusOption {
  value: string;
  label: string;
  /** The colour the select shows while this status is chosen. */
  color: string;
}

/** A status changed in place, in a table cell or a card: a compact native select, coloured by status. */
export function StatusSelect({
  value,
  options,
  label,
  onChange,
  disabled,
}: {
  value: string;
  options: readonly StatusOption[];
  /** The select's accessible name: 'Status of Cement OPC 53 grade'. */
  label: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const current = options.find((option) => option.value === value);
  return (
    <NativeSelect
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ 'aria-label': label }}
      sx={{ fontSize: 14, color: current?.color, fontWeight: 600, minWidth: 120 }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
