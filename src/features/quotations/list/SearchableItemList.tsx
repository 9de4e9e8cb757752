import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { QuotationItem } from '@/api/quotations';
import { SearchField } from '@/components/SearchField';
import { filterBySearch, type SearchField as Field } from '@/lib/search';
import { QuotationItemList, type ItemHandlers } from './QuotationItemList';
import type { AmountState } from './useItemAmounts';

const ITEM_SEARCH_FIELDS: readonly Field<QuotationItem>[] = ['description', 'itemNo'];

/**
 * The search box and the list it filters. The search text lives here, so a keystroke re-renders only
 * this part, not the screen that holds the item and amount queries; the list follows at lower priority.
 */
export function SearchableItemList({
  items,
  amounts,
  canManage,
  handlers,
  loading,
  empty,
}: {
  items: readonly QuotationItem[];
  amounts: ReadonlyMap<string, AmountState>;
  canManage: boolean;
  handlers: ItemHandlers;
  loading: boolean;
  empty: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => filterBySearch(items, deferredSearch, ITEM_SEARCH_FIELDS), [items, deferredSearch]);
  return (
    <QuotationItemList
      items={items}
      shown={shown}
      amounts={amounts}
      canManage={canManage}
      handlers={handlers}
      loading={loading}
      empty={empty}
      toolbar={<SearchField label="Search by description or item number" value={search} onChange={setSearch} />}
    />
  );
}
