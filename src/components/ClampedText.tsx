import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * Long text cut at `limit` characters with a Show more / Show less toggle (or custom labels).
 * The text is always rendered as text, never as markup.
 */
export function ClampedText({
  text,
  limit,
  moreLabel = 'Show more',
  lessLabel = 'Show less',
}: {
  text: string;
  limit: number;
  moreLabel?: string;
  lessLabel?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= limit) return <>{text}</>;
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {expanded ? text : `${text.slice(0, limit).trimEnd()}…`}{' '}
      <Button size="small" variant="text" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline' }}>
        {expanded ? lessLabel : moreLabel}
      </Button>
    </Box>
  );
}
