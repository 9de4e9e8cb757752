import { useNavigate, useRouteError } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { HOME_PATH } from '@/config/paths';

/** After a deploy, an open tab asks for screen files that no longer exist: a reload fetches the new ones. */
export function isStaleBundleError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(message);
}

/** What a screen shows instead of crashing the whole app when it fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const stale = isStaleBundleError(error);
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 6, p: 3, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {stale ? 'A new version of the app is available' : 'Something went wrong'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {stale
          ? 'This screen changed since the page was opened. Reload to get the latest version.'
          : 'This screen ran into a problem. Reloading usually helps; your saved data is safe.'}
      </Typography>
      {!stale && error instanceof Error && error.message && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button onClick={() => navigate(HOME_PATH)}>Go to Dashboard</Button>
      </Box>
    </Box>
  );
}
