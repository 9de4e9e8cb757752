import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { notLoadedText } from '@/components/QueryError';
import { plural } from '@/lib/plural';

/**
 * 'Showing x of y roles' and the users holding those roles (ruling 20). Counts that failed to load are said
 * to be missing, never shown as none (ruling 36).
 */
export function RoleListFooter({ shown, total, users, countsFailed }: { shown: number; total: number; users: number | undefined; countsFailed: boolean }) {
  return (
    <Box
      component="footer"
      aria-label="Role totals"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2">{`Showing ${shown} of ${plural(total, 'role')}`}</Typography>
      {users !== undefined && <Typography variant="body2">{`Total users: ${users}`}</Typography>}
      {users === undefined && countsFailed && (
        <Typography variant="body2" color="text.secondary">
          {notLoadedText('User counts')}
        </Typography>
      )}
    </Box>
  );
}
