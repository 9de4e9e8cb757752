import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { SCREEN_SEARCH_ATTRIBUTE } from './screenSearch';

/** A list's search box. `disabled` keeps it in place while there is nothing yet to search (its list loading). */
export function SearchField({ label, value, onChange, disabled = false }: { label: string; value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      // It grows into the toolbar's spare room, so that a long label is read whole.
      sx={{ minWidth: { xs: '100%', sm: 280 }, flex: { sm: '1 1 280px' }, maxWidth: { sm: 420 } }}
      slotProps={{
        // Marked as the screen's search box: the '/' keyboard shortcut focuses it.
        htmlInput: { [SCREEN_SEARCH_ATTRIBUTE]: '' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
