import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The page buttons shown: the first, the last, and two either side of the current one (1-based). */
export function pageNumbersAround(page: number, pageCount: number): number[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  return [...shown].sort((a, b) => a - b);
}

/**
 * A list's paging footer: 'Showing a to b of N results', then Previous, the page numbers and Next.
 * `page` counts from 0.
 */
export function ListPager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const numbers = pageNumbersAround(page + 1, pageCount);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {`Showing ${from} to ${to} of ${total} results`}
      </Typography>
      <Box component="nav" aria-label={`${label} pages`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {numbers.map((n, i) => (
          <Box key={n} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {i > 0 && n - numbers[i - 1] > 1 && (
              <Box component="span" aria-hidden="true" sx={{ px: 0.5 }}>
                …
              </Box>
            )}
            <Button
              size="small"
              variant={n === page + 1 ? 'contained' : 'outlined'}
              aria-label={`Page ${n}`}
              aria-current={n === page + 1 ? 'page' : undefined}
              onClick={() => onPage(n - 1)}
              sx={{ minWidth: 36 }}
            >
              {n}
            </Button>
          </Box>
        ))}
        <Button size="small" variant="outlined" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
