import Typography from '@mui/material/Typography';

/** A message that mentions an error is red; every other message is green. */
export function messageTone(message: string): 'error' | 'success' {
  return message.includes('Error') ? 'error' : 'success';
}

/** The sheet's message area: a live region, so that screen readers hear each message too. */
export function SheetMessage({ message }: { message: string }) {
  const tone = messageTone(message);
  return (
    <Typography
      role="status"
      sx={{ minHeight: '1.5em', mb: 1, fontWeight: 600, color: tone === 'error' ? 'error.main' : 'success.main' }}
    >
      {message}
    </Typography>
  );
}
