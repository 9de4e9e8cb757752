import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled group of fields on a form page, two columns from small screens up (or one); a region named by its title. */
export function FormSection({ title, columns = 2, children }: { title: string; columns?: 1 | 2; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` } }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
