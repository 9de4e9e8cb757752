import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLabourProfileSummaries, type LabourProfileSummary } from '@/api/quotationSheets';
import { LABOUR_PICKER_BLUR_MS } from '@/config/constants';
import { filterBySearch } from '@/lib/search';

const MAX_SUGGESTIONS = 8;

/** Profiles whose name or phone contains what was typed (all of them for an empty field). */
export function matchProfiles(profiles: readonly LabourProfileSummary[], typed: string): LabourProfileSummary[] {
  return filterBySearch(profiles, typed, ['name', 'phone']).slice(0, MAX_SUGGESTIONS);
}

/**
 * The labour sheet's Name cell: free text, with suggestions from the labour profiles (name and phone).
 * Arrow keys move through the suggestions, Enter picks, Escape closes; the list closes 200 ms after the
 * field loses focus.
 */
export const LabourNamePicker = memo(function LabourNamePicker({
  label,
  value,
  missing,
  disabled,
  onType,
  onPick,
}: {
  label: string;
  value: string;
  missing: boolean;
  disabled: boolean;
  /** A name typed by hand. */
  onType: (name: string) => void;
  onPick: (profile: LabourProfileSummary) => void;
}) {
  const profiles = useLabourProfileSummaries();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const id = useId();
  const listId = `${id}-suggestions`;

  const matches = useMemo(() => matchProfiles(profiles.data ?? [], value), [profiles.data, value]);
  const listShown = open && !disabled && matches.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (profile: LabourProfileSummary) => {
    onPick(profile);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && listShown && active >= 0 && active < matches.length) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape' && listShown) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div ref={setAnchor}>
      <TextField
        id={id}
        size="small"
        fullWidth
        value={value}
        disabled={disabled}
        error={missing}
        helperText={missing ? 'Required' : undefined}
        autoComplete="off"
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(close, LABOUR_PICKER_BLUR_MS);
        }}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': listShown,
            'aria-controls': listShown ? listId : undefined,
            'aria-activedescendant': listShown && active >= 0 ? optionId(active) : undefined,
          },
        }}
      />
      <Popper open={listShown} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal', minWidth: anchor?.offsetWidth ?? 240 }}>
        <Paper elevation={4} component="ul" id={listId} role="listbox" aria-label={`${label} suggestions`} sx={{ m: 0, p: 0.5, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}>
          {matches.map((profile, index) => (
            <Box
              component="li"
              key={profile._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the field, so picking with the mouse does not start the blur delay.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(profile)}
              sx={{
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : undefined,
                '&:hover': { bgcolor: index === active ? 'action.selected' : 'action.hover' },
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {profile.name}
              </Typography>
              {profile.phone && (
                <Typography variant="caption" color="text.secondary">
                  {profile.phone}
                </Typography>
              )}
            </Box>
          ))}
        </Paper>
      </Popper>
    </div>
  );
});
