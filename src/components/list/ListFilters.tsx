import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { FilterSelect } from '../FilterSelect';
import { SearchField } from '../SearchField';

/** A list's filter values, by name; '' is "all" (or no search). */
type Values<F> = Record<keyof F, string>;

/**
 * One filter of a list's bar: a search box, a select whose '' means `allLabel` (with `options`), or a
 * date input whose value is yyyy-mm-dd (with `date`; '' is no bound).
 */
export interface FilterField<F extends Values<F>> {
  key: keyof F & string;
  label: string;
  allLabel?: string;
  options?: readonly string[];
  date?: boolean;
}

/** A list's filter values with a setter per filter, Clear, and whether any narrows the list. */
export function useListFilters<F extends Values<F>>(empty: F) {
  const [values, setValues] = useState<F>(empty);
  const set = useCallback((key: keyof F) => (value: string) => setValues((current) => ({ ...current, [key]: value })), []);
  const clear = useCallback(() => setValues(empty), [empty]);
  const active = useMemo(() => (Object.values(values) as string[]).some((value) => value.trim() !== ''), [values]);
  return { values, set, clear, active };
}

export type ListFilterState<F extends Values<F>> = ReturnType<typeof useListFilters<F>>;

/**
 * The filter bar of a list, declared: its search box and selects in order, an optional Clear button
 * (disabled while nothing narrows the list), and the screen's own controls after them.
 */
export function ListFilters<F extends Values<F>>({
  filters,
  fields,
  clearLabel,
  children,
}: {
  filters: ListFilterState<F>;
  fields: readonly FilterField<F>[];
  clearLabel?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {fields.map((field) =>
        field.date ? (
          <TextField
            key={field.key}
            type="date"
            size="small"
            label={field.label}
            value={filters.values[field.key]}
            onChange={(event) => filters.set(field.key)(event.target.value)}
            sx={{ width: { xs: '100%', sm: 170 } }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : field.options ? (
          <FilterSelect
            key={field.key}
            label={field.label}
            allLabel={field.allLabel ?? 'All'}
            value={filters.values[field.key]}
            options={field.options}
            onChange={filters.set(field.key)}
          />
        ) : (
          <SearchField key={field.key} label={field.label} value={filters.values[field.key]} onChange={filters.set(field.key)} />
        ),
      )}
      {clearLabel && (
        <Button onClick={filters.clear} disabled={!filters.active}>
          {clearLabel}
        </Button>
      )}
      {children}
    </>
  );
}
