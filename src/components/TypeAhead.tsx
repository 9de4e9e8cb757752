import { createContext, memo, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type HTMLAttributes, type SyntheticEvent } from 'react';
import Autocomplete, { type AutocompleteCloseReason, type AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { searchNeedle } from '@/lib/search';
import { formatCount } from '@/lib/indianNumbers';

/** How one kind of record (a project, a labour profile, a vendor) shows up in a type-ahead. */
export interface TypeAheadEntity<T> {
  key: (option: T) => string;
  /** What the field shows once the option is picked. */
  label: (option: T) => string;
  /** A second line under the label in the suggestions, e.g. the project number. */
  detail?: (option: T) => string;
  /** The texts that typing searches: an option matches when one of them contains the typed text. */
  searchText: (option: T) => readonly string[];
  /** Said when nothing matches (a free-text field simply closes its list instead). */
  noMatchText: string;
}

/** At most this many suggestions are rendered; typing more narrows the rest down. */
export const TYPE_AHEAD_MAX_SHOWN = 50;

interface CommonProps<T> {
  entity: TypeAheadEntity<T>;
  options: readonly T[];
  /** The field's label, and its accessible name. */
  label: string;
  /** In a table cell the label is the input's accessible name only, not shown above it. */
  hiddenLabel?: boolean;
  /** How long the suggestions stay open after the field loses focus (each screen's spec gives its own). */
  blurDelayMs: number;
  placeholder?: string;
  helperText?: string;
  error?: boolean;
  /** Marks the label as required, like the form's other required fields. */
  required?: boolean;
  disabled?: boolean;
  maxShown?: number;
  /** 'medium' in a form beside full-size fields; 'small' (the default) in toolbars and table cells. */
  size?: 'small' | 'medium';
}

/** Choose one of the options; emptying the field clears the choice. */
interface ChoiceProps<T> {
  freeText?: false;
  value: T | null;
  onChange: (option: T | null) => void;
}

/** Any text, with the options as suggestions: typing reports the text, picking reports the option. */
interface FreeTextProps<T> {
  freeText: true;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (option: T) => void;
}

export type TypeAheadProps<T> = CommonProps<T> & (ChoiceProps<T> | FreeTextProps<T>);

/**
 * The options whose search texts contain `query` (trimmed, ignoring case), at most `limit` of them,
 * and how many matched in all. `haystacks[i]` is option i's search texts, lower-cased and joined by a
 * line break, which no typed text contains, so a match never spans two fields.
 */
function matchOptions<T>(options: readonly T[], haystacks: readonly string[], query: string, limit: number) {
  const needle = searchNeedle(query);
  if (!needle) return { shown: options.slice(0, limit), total: options.length };
  const shown: T[] = [];
  let total = 0;
  haystacks.forEach((haystack, index) => {
    if (!haystack.includes(needle)) return;
    total += 1;
    if (shown.length < limit) shown.push(options[index]);
  });
  return { shown, total };
}

/** The note under a list cut short; the suggestions' paper reads it from here. */
const MoreMatchesNote = createContext<string | null>(null);

function SuggestionsPaper({ children, ...props }: PaperProps) {
  const note = useContext(MoreMatchesNote);
  return (
    <Paper {...props}>
      {children}
      {note && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 1 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

const SLOTS = { paper: SuggestionsPaper };

/**
 * The key of the option the user moved to, kept outside React state: re-rendering the Autocomplete
 * after its highlight moved would make it re-sync, and drop, that highlight.
 */
function createHighlight() {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: string | null) {
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

type Highlight = ReturnType<typeof createHighlight>;

/** One suggestion; the one the keyboard or pointer is on is the selected one, as the ARIA combobox pattern has it. */
function SuggestionOption({
  highlight,
  optionKey,
  chosen,
  ...props
}: HTMLAttributes<HTMLLIElement> & { highlight: Highlight; optionKey: string; chosen: boolean }) {
  const highlighted = useSyncExternalStore(highlight.subscribe, highlight.get);
  return <li {...props} role="option" aria-selected={highlighted === null ? chosen : highlighted === optionKey} />;
}

/**
 * The one type-ahead (MUI Autocomplete), configured per entity. Arrow keys move through the
 * suggestions and stop at either end, Home and End jump to the ends, Enter picks, Escape closes the list
 * (and, when choosing, puts back the chosen option's label). The list closes `blurDelayMs` after the
 * field loses focus, so a click that lands on it in that time still counts.
 */
function TypeAheadField<T>(props: TypeAheadProps<T>) {
  const { entity, options, label, hiddenLabel = false, blurDelayMs, placeholder, helperText, error, required, disabled, maxShown = TYPE_AHEAD_MAX_SHOWN } = props;
  const [open, setOpen] = useState(false);
  /** Choosing: what the user is typing; null while the field shows the chosen option's label. */
  const [draft, setDraft] = useState<string | null>(null);
  /** The option the user moved to with the keyboard or the pointer; null while the chosen one is highlighted, or none. */
  const [highlight] = useState(createHighlight);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const chosen = props.freeText ? null : props.value;
  const inputValue = props.freeText ? props.text : (draft ?? (chosen ? entity.label(chosen) : ''));
  const query = props.freeText ? props.text : (draft ?? '');

  const haystacks = useMemo(() => options.map((option) => entity.searchText(option).join('\n').toLowerCase()), [options, entity]);
  const { shown, total } = useMemo(() => matchOptions(options, haystacks, query, maxShown), [options, haystacks, query, maxShown]);
  const note = total > shown.length ? `Showing ${shown.length} of ${formatCount(total)} matches. Type more to narrow them.` : null;

  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    highlight.set(null);
    setDraft(null);
  };

  const onClose = (_event: SyntheticEvent, reason: AutocompleteCloseReason) => {
    if (reason !== 'blur') {
      close();
      return;
    }
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, blurDelayMs);
  };

  const onInputChange = (_event: SyntheticEvent, text: string, reason: AutocompleteInputChangeReason) => {
    if (reason !== 'input' && reason !== 'clear') return;
    highlight.set(null);
    if (props.freeText) props.onTextChange(text);
    else setDraft(reason === 'input' ? text : null);
  };

  const onChange = (_event: SyntheticEvent, next: T | string | null) => {
    // A free text committed with Enter was already reported as it was typed.
    if (typeof next === 'string') return;
    if (props.freeText) {
      if (next !== null) props.onPick(next);
      return;
    }
    setDraft(null);
    props.onChange(next);
  };

  return (
    <MoreMatchesNote.Provider value={note}>
      <Autocomplete<T, false, false, boolean>
        freeSolo={props.freeText ?? false}
        options={shown}
        filterOptions={(list) => list}
        value={chosen}
        inputValue={inputValue}
        open={open}
        disabled={disabled}
        size={props.size ?? 'small'}
        fullWidth
        handleHomeEndKeys
        disableListWrap
        clearOnBlur={false}
        noOptionsText={entity.noMatchText}
        getOptionKey={(option) => (typeof option === 'string' ? option : entity.key(option))}
        getOptionLabel={(option) => (typeof option === 'string' ? option : entity.label(option))}
        isOptionEqualToValue={(option, value) => typeof value !== 'string' && entity.key(option) === entity.key(value)}
        onOpen={() => {
          clearTimeout(closeTimer.current);
          highlight.set(null);
          setOpen(true);
        }}
        onClose={onClose}
        // Coming back before the list has closed keeps it open.
        onFocus={() => clearTimeout(closeTimer.current)}
        onInputChange={onInputChange}
        onChange={onChange}
        onHighlightChange={(_event, option) => highlight.set(option === null || typeof option === 'string' ? null : entity.key(option))}
        slots={SLOTS}
        slotProps={{
          listbox: { 'aria-labelledby': undefined, 'aria-label': `${label} suggestions` },
          popper: { placement: 'bottom-start', sx: { minWidth: 240 } },
        }}
        renderOption={({ key, ...optionProps }, option, state) => {
          const detail = entity.detail?.(option);
          return (
            <SuggestionOption key={key} {...optionProps} highlight={highlight} optionKey={entity.key(option)} chosen={state.selected}>
              <div>
                <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
                  {entity.label(option)}
                </Typography>
                {detail && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {detail}
                  </Typography>
                )}
              </div>
            </SuggestionOption>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={hiddenLabel ? undefined : label}
            placeholder={placeholder}
            helperText={helperText}
            error={error}
            required={required}
            slotProps={{
              ...params.slotProps,
              htmlInput: hiddenLabel ? { ...params.slotProps.htmlInput, 'aria-label': label } : params.slotProps.htmlInput,
            }}
          />
        )}
      />
    </MoreMatchesNote.Provider>
  );
}

export const TypeAhead = memo(TypeAheadField) as typeof TypeAheadField;
