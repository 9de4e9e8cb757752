import Chip from '@mui/material/Chip';

/** The category badge: Skilled blue, Unskilled grey; an unknown category as it is. */
export function CategoryChip({ category }: { category: string }) {
  return <Chip size="small" label={category || '—'} color={category === 'Skilled' ? 'primary' : 'default'} variant={category === 'Skilled' ? 'filled' : 'outlined'} />;
}
