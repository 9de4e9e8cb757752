import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/People';
import type { Role, useUpdateRole } from '@/api/roles';
import { plural } from '@/lib/plural';
import { PermissionChips } from './PermissionChips';
import { RoleEditor } from './RoleEditor';

/** One role: its name, description, permission chips and user count, or its inline editor. */
export function RoleCard({
  role,
  userCount,
  editing,
  busy,
  update,
  onEdit,
  onDelete,
  onDone,
}: {
  role: Role;
  /** Undefined while the counts are unknown. */
  userCount: number | undefined;
  editing: boolean;
  /** A save or delete is running: every action locks. */
  busy: boolean;
  /** The page's role update, which the inline editor sends through. */
  update: ReturnType<typeof useUpdateRole>;
  onEdit: () => void;
  onDelete: () => void;
  /** The inline editor saved or was cancelled. */
  onDone: () => void;
}) {
  const headingId = `role-${role._id}-name`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {role.name}
        </Typography>
        {userCount !== undefined && <Chip icon={<PeopleIcon />} label={plural(userCount, 'user')} size="small" />}
      </Box>
      {editing ? (
        <RoleEditor role={role} update={update} onDone={onDone} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {role.description || 'No description'}
          </Typography>
          <PermissionChips flags={role.permissions} />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 'auto', flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<EditIcon />} onClick={onEdit} disabled={busy} aria-label={`Edit ${role.name}`}>
              Edit
            </Button>
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={busy} aria-label={`Delete ${role.name}`}>
              Delete
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
