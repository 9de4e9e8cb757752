import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Stands in for a screen whose issue has not been built yet, under its real title. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">This screen is coming soon.</Typography>
      </Paper>
    </>
  );
}
