import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * A short list in a table cell: up to `shown + 1` items are all listed (a '+1 more' would take the same
 * room as the item itself); with more, the first `shown` and a '+N more' toggle, then 'Show less'.
 * `wholeUpTo` changes how many are listed whole before the toggle appears (`shown` for a strict
 * "+N more beyond `shown`").
 */
export function ShowMoreList<Item>({
  items,
  shown,
  render,
  keyOf,
  label,
  wholeUpTo = shown + 1,
}: {
  items: readonly Item[];
  shown: number;
  /** At most this many items are listed without a toggle (default `shown + 1`). */
  wholeUpTo?: number;
  render: (item: Item) => ReactNode;
  keyOf: (item: Item) => string;
  /** What the items are, for the toggle's accessible name ('materials'). */
  label: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const cut = items.length > wholeUpTo;
  const visible = cut && !expanded ? items.slice(0, shown) : items;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {visible.map((item) => (
        <Box component="span" key={keyOf(item)} sx={{ display: 'inline-flex', maxWidth: '100%' }}>
          {render(item)}
        </Box>
      ))}
      {cut && (
        <Button
          size="small"
          variant="text"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-label={expanded ? `Show fewer ${label}` : `Show ${items.length - shown} more ${label}`}
          sx={{ minWidth: 0, px: 0.5, py: 0 }}
        >
          {expanded ? 'Show less' : `+${items.length - shown} more`}
        </Button>
      )}
    </Box>
  );
}
