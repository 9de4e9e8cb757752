import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/People';
import type { Role } from '@/api/roles';
import { plural } from '@/lib/plural';
import { PermissionChips } from './PermissionChips';
import { RoleEditor } from './RoleEditor';
import type { RoleEditForm } from './roleSchemas';

/** One role: its name, description, permission chips and user count, or its inline editor. */
export function RoleCard({
  role,
  userCount,
  editing,
  busy,
  onEdit,
  onDelete,
  onSave,
  onCancel,
}: {
  role: Role;
  /** Undefined while the counts are unknown. */
  userCount: number | undefined;
  editing: boolean;
  /** A save or delete is running: every action locks. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSave: (changes: RoleEditForm) => unknown;
  onCancel: () => void;
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
        <RoleEditor role={role} busy={busy} onSave={onSave} onCancel={onCancel} />
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
