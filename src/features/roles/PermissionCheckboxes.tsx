import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { ROLE_FLAG_LABELS, type RoleFlag } from '@/lib/permissions';
import type { FlagSet } from './roleSchemas';

/** The flags in the order they are shown: dashboard first, as in the sidebar. */
export const FLAGS_ON_SCREEN = Object.keys(ROLE_FLAG_LABELS) as RoleFlag[];

/** The eight permission flags as labelled checkboxes; two columns where there is room. */
export function PermissionCheckboxes({
  value,
  onChange,
  error,
  disabled = false,
  legend = 'Permissions',
}: {
  value: FlagSet;
  onChange: (next: FlagSet) => void;
  error?: string;
  disabled?: boolean;
  legend?: string;
}) {
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled} sx={{ minWidth: 0 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {FLAGS_ON_SCREEN.map((flag) => (
          <FormControlLabel
            key={flag}
            label={ROLE_FLAG_LABELS[flag]}
            control={<Checkbox checked={value[flag]} onChange={(event) => onChange({ ...value, [flag]: event.target.checked })} />}
          />
        ))}
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
