import Box from '@mui/material/Box';
import { ToneChip } from '@/components/ToneChip';
import Typography from '@mui/material/Typography';
import { ROLE_FLAG_LABELS, type RoleFlags } from '@/lib/permissions';
import { FLAGS_ON_SCREEN } from './PermissionCheckboxes';

/** A chip for each permission flag the role holds. */
export function PermissionChips({ flags }: { flags: RoleFlags }) {
  const held = FLAGS_ON_SCREEN.filter((flag) => flags[flag]);
  if (held.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No permissions
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Permissions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}>
      {held.map((flag) => (
        <li key={flag}>
          <ToneChip label={ROLE_FLAG_LABELS[flag]} tone="primary" outlined />
        </li>
      ))}
    </Box>
  );
}
