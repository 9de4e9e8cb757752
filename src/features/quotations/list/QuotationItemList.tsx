import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { QuotationItem } from '@/api/quotations';
import { ClampedText } from '@/components/ClampedText';
import { QueryList, queryRows, type ListQuery } from '@/components/list/QueryList';
import { CardFrame, CardLine } from '@/components/list/ListCards';
import { byId, type ListColumn, type RowContext } from '@/components/list/listTypes';
import { QUOTATION_DESCRIPTION_CLAMP } from '@/config/constants';
import { formatDate, isoDay } from '@/lib/dates';
import { useListSearch } from '@/components/list/useListSearch';
import type { SearchField } from '@/lib/search';
import { AmountText } from './AmountText';
import { QUOTATION_LIST_TEXTS } from './quotationListTexts';
import { SheetLinks, type SheetPath } from './SheetLinks';
import type { AmountState } from '@/api/quotationItemAmounts';

/** An item's place in its project (its S.No), and how a row's buttons name it: 'item 12'. */
export function itemSerials(items: readonly QuotationItem[]): ReadonlyMap<string, number> {
  return new Map(items.map((item, index) => [item._id, index + 1]));
}

export const itemLabel = (item: QuotationItem, serials: ReadonlyMap<string, number>) => `item ${item.itemNo || (serials.get(item._id) ?? 0)}`;


const ITEM_SEARCH_FIELDS: readonly SearchField<QuotationItem>[] = ['description', 'itemNo'];

/** A search that matches nothing says the same as a project without items. */
/** The list's own words and keys; its columns follow the amounts and the user's rights. */
const ITEM_LIST = { label: 'Quotation items', exportName: 'quotation-items', rowKey: byId, loadError: QUOTATION_LIST_TEXTS.loadFailed, empty: { title: QUOTATION_LIST_TEXTS.empty } };

/** The item card uses no row context (no details to open). */
const CARD_CONTEXT: RowContext = { index: 0, expanded: false, toggleExpanded: () => {}, detailsId: '' };

/**
 * The project's quotation items on the list binding, with their search box: a table on wide screens, a
 * card per item under 768 px, only the rows on screen drawn; loading, the failed load with Retry and the
 * empty state come from the items' query. An item keeps its S.No (its place in the project) under search
 * and sorting. The search lives here, so a keystroke re-renders this list, not the screen that holds the
 * item and amount queries.
 */
export function QuotationItemList({
  query,
  serials,
  amounts,
  actions,
  onOpenSheet,
}: {
  query: ListQuery<QuotationItem>;
  serials: ReadonlyMap<string, number>;
  amounts: ReadonlyMap<string, AmountState>;
  /** Edit and delete, for those who may manage projects (`useRowActions`). */
  actions: ((item: QuotationItem) => ReactNode) | undefined;
  onOpenSheet: (item: QuotationItem, path: SheetPath) => void;
}) {
  const search = useListSearch(queryRows(query), 'Search by description or item number', ITEM_SEARCH_FIELDS);

  const columns = useMemo<ListColumn<QuotationItem>[]>(() => {
    const serialOf = (item: QuotationItem) => serials.get(item._id) ?? 0;
    const amountOf = (item: QuotationItem) => amounts.get(item._id) ?? 'loading';
    return [
      { key: 'serial', header: 'S.No', sortValue: serialOf, render: serialOf },
      {
        key: 'description',
        header: 'Description',
        sortValue: (item) => item.description,
        cellSx: { maxWidth: 480, overflowWrap: 'anywhere' },
        render: (item) => <ClampedText text={item.description} limit={QUOTATION_DESCRIPTION_CLAMP} />,
      },
      {
        key: 'amount',
        header: 'Amount',
        sortValue: (item) => {
          const amount = amountOf(item);
          return typeof amount === 'number' ? amount : -1;
        },
        exportValue: (item) => {
          const amount = amountOf(item);
          return typeof amount === 'number' ? amount : '';
        },
        render: (item) => <AmountText amount={amountOf(item)} />,
      },
      { key: 'date', header: 'Date', sortValue: (item) => item.date, exportValue: (item) => isoDay(item.date), cellSx: { whiteSpace: 'nowrap' }, render: (item) => formatDate(item.date) },
      {
        key: 'actions',
        header: 'Actions',
        exportValue: false,
        cellSx: { whiteSpace: 'nowrap' },
        render: (item) => actions?.(item),
      },
      {
        key: 'links',
        header: 'Links',
        exportValue: false,
        render: (item) => <SheetLinks itemLabel={itemLabel(item, serials)} onOpen={(path) => onOpenSheet(item, path)} />,
      },
    ];
  }, [serials, amounts, actions, onOpenSheet]);

  const [serial, description, amount, date, actionsColumn, links] = columns;
  const renderCard = (item: QuotationItem) => (
    <CardFrame>
      {[serial, description, amount, date].map((column) => (
        <CardLine key={column.key} label={column.header}>
          {column.render(item, CARD_CONTEXT)}
        </CardLine>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {links.render(item, CARD_CONTEXT)}
        {actions && <Box>{actionsColumn.render(item, CARD_CONTEXT)}</Box>}
      </Box>
    </CardFrame>
  );

  return (
    <QueryList {...ITEM_LIST} query={query} search={search} columns={columns} renderCard={renderCard} />
  );
}
