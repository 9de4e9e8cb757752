import type { QuotationItem } from '@/api/quotations';

/** Items whose description or item number contains the search text, ignoring case. */
export function filterItems(items: readonly QuotationItem[], search: string): readonly QuotationItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) => item.description.toLowerCase().includes(needle) || item.itemNo.toLowerCase().includes(needle));
}
