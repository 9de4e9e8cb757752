import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { filterBySearch } from '@/lib/search';

/** What the picker needs of a project. */
export interface PickableProject {
  _id: string;
  projectName: string;
  projectNumber: string;
}

export interface ProjectPickerProps<P extends PickableProject> {
  projects: readonly P[];
  /** The chosen project's id, or null. */
  value: string | null;
  onChange: (project: P | null) => void;
  /** How long the suggestions stay open after the input loses focus, so a click on one still lands. */
  blurDelayMs: number;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Shown under the field, e.g. while the projects load. */
  helperText?: string;
}

/** Projects whose name or number contains the typed text, ignoring case and surrounding spaces. */
export function matchProjects<P extends PickableProject>(projects: readonly P[], text: string): P[] {
  return [...filterBySearch<P>(projects, text, [(p) => p.projectName, (p) => p.projectNumber])];
}

/**
 * A type-ahead over projects: an accessible combobox whose listbox suggests projects by name or
 * number. Arrow keys move through the suggestions, Enter picks one, Escape closes the list. The list
 * closes `blurDelayMs` after the input loses focus.
 */
export function ProjectPicker<P extends PickableProject>({
  projects,
  value,
  onChange,
  blurDelayMs,
  label = 'Select Project',
  placeholder = 'Search by project name or number',
  disabled = false,
  helperText,
}: ProjectPickerProps<P>) {
  const id = useId();
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selected = useMemo(() => projects.find((p) => p._id === value) ?? null, [projects, value]);
  /** What the user is typing; null while the input simply shows the chosen project. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const suggestions = useMemo(() => matchProjects(projects, draft ?? ''), [projects, draft]);
  const shown = draft ?? (selected ? selected.projectName : '');

  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setActive(-1);
    setDraft(null);
  };

  const choose = (project: P) => {
    close();
    onChange(project);
  };

  const openList = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };

  const onBlur = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      // Emptying the field and leaving it clears the choice.
      if (draft !== null && draft.trim() === '' && value) onChange(null);
      close();
    }, blurDelayMs);
  };

  const move = (step: number) => {
    if (!open) {
      openList();
      setActive(step > 0 ? 0 : suggestions.length - 1);
      return;
    }
    if (suggestions.length === 0) return;
    setActive((current) => (current + step + suggestions.length) % suggestions.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (open && active >= 0 && suggestions[active]) {
          event.preventDefault();
          choose(suggestions[active]);
        }
        break;
      case 'Escape':
        if (open || draft !== null) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  };

  const expanded = open && !disabled;

  return (
    <Box sx={{ position: 'relative', width: { xs: '100%', sm: 420 }, maxWidth: '100%' }}>
      <TextField
        fullWidth
        size="small"
        label={label}
        placeholder={placeholder}
        value={shown}
        disabled={disabled}
        helperText={helperText}
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.target.value);
          setActive(-1);
          openList();
        }}
        onFocus={openList}
        onClick={openList}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          },
        }}
      />
      <Paper
        elevation={4}
        hidden={!expanded}
        sx={{ position: 'absolute', zIndex: (theme) => theme.zIndex.modal - 1, left: 0, right: 0, mt: 0.5, maxHeight: 320, overflowY: 'auto' }}
      >
        <Box component="ul" id={listId} role="listbox" aria-label={`${label} suggestions`} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
          {expanded &&
            suggestions.map((project, index) => (
              <Box
                component="li"
                key={project._id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={project._id === value}
                onClick={() => choose(project)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') choose(project);
                }}
                onMouseEnter={() => setActive(index)}
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: index === active ? 'action.hover' : project._id === value ? 'action.selected' : undefined,
                }}
              >
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {project.projectName}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {project.projectNumber}
                </Typography>
              </Box>
            ))}
        </Box>
        {expanded && suggestions.length === 0 && (
          <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            No matching projects
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
