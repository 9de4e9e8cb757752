import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { QuotationItem } from '@/api/quotations';
import { SearchField } from '@/components/SearchField';
import { matchingIds } from './filterItems';
import { QuotationItemList, type ItemHandlers } from './QuotationItemList';
import type { AmountState } from './useItemAmounts';

/**
 * The search box and the list it filters. The search text lives here, so a keystroke re-renders only
 * this part (and no row whose props stay the same), not the screen that holds the item and amount queries.
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
  const visible = useMemo(() => matchingIds(items, deferredSearch), [items, deferredSearch]);
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <SearchField label="Search by description or item number" value={search} onChange={setSearch} />
      </Box>
      <QuotationItemList items={items} visible={visible} amounts={amounts} canManage={canManage} handlers={handlers} loading={loading} empty={empty} />
    </>
  );
}
