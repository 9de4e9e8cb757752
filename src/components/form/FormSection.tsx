import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled group of fields on a form page, two columns from small screens up; a region named by its title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
