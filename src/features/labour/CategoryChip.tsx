import { ToneChip } from '@/components/ToneChip';

/** The category badge: Skilled blue, Unskilled grey; an unknown category as it is. */
export function CategoryChip({ category }: { category: string }) {
  return <ToneChip label={category || '—'} tone={category === 'Skilled' ? 'primary' : 'default'} outlined={category !== 'Skilled'} />;
}
