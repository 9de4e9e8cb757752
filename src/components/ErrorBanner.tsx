import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * A load failure in the screen's own words, under its title when the screen names one ('Connection Error'),
 * with Retry when the screen can try again; `details` are further lines under the message (what is missing).
 */
export function ErrorBanner({
  title,
  message,
  details,
  onRetry,
  retrying = false,
  retryLabel = 'Retry',
}: {
  title?: string;
  message: string;
  details?: readonly string[];
  onRetry?: () => void;
  retrying?: boolean;
  /** The retry button's words where the screen's spec names it ('Try Again'). */
  retryLabel?: string;
}) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying...' : retryLabel}
          </Button>
        ) : undefined
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
      {details?.map((line) => (
        <Box key={line} component="span" sx={{ display: 'block', mt: 0.5 }}>
          {line}
        </Box>
      ))}
    </Alert>
  );
}
