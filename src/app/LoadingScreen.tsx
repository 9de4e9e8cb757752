import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The 'Loading...' screen: while the session restores, and while a screen's code loads. */
export function LoadingScreen({ fullPage = true }: { fullPage?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: fullPage ? '100vh' : 240, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>Loading...</Typography>
    </Box>
  );
}
