import type { QuotationItem } from '@/api/quotations';

/** Items whose description or item number contains the search text, ignoring case. */
export function filterItems(items: readonly QuotationItem[], search: string): readonly QuotationItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) => item.description.toLowerCase().includes(needle) || item.itemNo.toLowerCase().includes(needle));
}

/** The ids of the items the search lets through, or null when there is no search. */
export function matchingIds(items: readonly QuotationItem[], search: string): ReadonlySet<string> | null {
  if (!search.trim()) return null;
  return new Set(filterItems(items, search).map((item) => item._id));
}
