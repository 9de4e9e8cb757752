import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A load failure in the screen's own words, with Retry when the screen can try again. */
export function ErrorBanner({ message, onRetry, retrying = false }: { message: string; onRetry?: () => void; retrying?: boolean }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
