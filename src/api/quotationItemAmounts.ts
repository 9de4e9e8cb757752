import { useEffect, useMemo, useState } from 'react';
import { QueriesObserver, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import type { QuotationItem } from './quotations';
import { fetchLabourWork, fetchMaterials, sheetKeys, type LabourWorkEntry, type QuotationMaterial } from './quotationSheets';
import { AMOUNT_LOOKUP_CONCURRENCY } from '@/config/constants';
import { quotationAmount } from '@/lib/amounts';
import { roundMoney } from '@/lib/money';
import { createRequestPool } from '@/lib/requestPool';

const pool = createRequestPool(AMOUNT_LOOKUP_CONCURRENCY);

/**
 * How long answers are gathered before the screen shows them. A project of thousands of items makes
 * two look-ups per item: showing each answer as it came would re-render the screen thousands of times.
 */
const AMOUNT_BATCH_MS = 100;

/** An item's amount once its materials and labour are known; 'loading' before, 'failed' if a look-up failed. */
export type AmountState = number | 'loading' | 'failed';

export interface ItemAmounts {
  byItem: ReadonlyMap<string, AmountState>;
  /** The sum of the amounts known so far. */
  total: number;
  loading: boolean;
  failed: boolean;
  retryFailed: () => void;
}

type LookupResult = QueryObserverResult<QuotationMaterial[] | LabourWorkEntry[]>;

function lookupsOf(items: readonly QuotationItem[]) {
  return items.flatMap((item) => [
    { queryKey: sheetKeys.materials.list(item._id), queryFn: () => pool(() => fetchMaterials(item._id)) },
    { queryKey: sheetKeys.labour.list(item._id), queryFn: () => pool(() => fetchLabourWork(item._id)) },
  ]);
}

/** An item's two look-ups, materials then labour. */
type Lookups = readonly [LookupResult | undefined, LookupResult | undefined];

/** The look-up results by item id (results in the order of `lookupsOf`). */
function byItemId(items: readonly QuotationItem[], results: readonly LookupResult[]): ReadonlyMap<string, Lookups> {
  return new Map(items.map((item, i) => [item._id, [results[2 * i], results[2 * i + 1]] as const]));
}

/** Each item's amount from its look-ups; an item not looked up yet is still being calculated. */
function summarise(items: readonly QuotationItem[], lookups: ReadonlyMap<string, Lookups>): ItemAmounts {
  const byItem = new Map<string, AmountState>();
  let total = 0;
  let loading = false;
  let failed = false;
  const failedLookups: LookupResult[] = [];
  for (const item of items) {
    const [materials, labour] = lookups.get(item._id) ?? [];
    let state: AmountState;
    if (materials?.data && labour?.data) {
      state = quotationAmount(materials.data as QuotationMaterial[], labour.data as LabourWorkEntry[], item.totalAmount);
      total += state;
    } else if (materials?.isError || labour?.isError) {
      state = 'failed';
      failed = true;
      for (const result of [materials, labour]) if (result?.isError) failedLookups.push(result);
    } else {
      state = 'loading';
      loading = true;
    }
    byItem.set(item._id, state);
  }
  const retryFailed = () => {
    for (const result of failedLookups) void result.refetch();
  };
  return { byItem, total: roundMoney(total), loading, failed, retryFailed };
}

/**
 * Each item's amount (ruling 25): its materials' qty × rate plus its labour wages, or the total it
 * was created with when it has neither. The look-ups share the sheet screens' cache keys, all start
 * together, and run through a pool of AMOUNT_LOOKUP_CONCURRENCY; their answers reach the screen in
 * batches of AMOUNT_BATCH_MS.
 */
export function useItemAmounts(items: readonly QuotationItem[]): ItemAmounts {
  const queryClient = useQueryClient();
  const [observer] = useState(() => new QueriesObserver(queryClient, []));
  const [lookups, setLookups] = useState<ReadonlyMap<string, Lookups>>(() => new Map());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = undefined;
      setLookups(byItemId(items, observer.getCurrentResult() as LookupResult[]));
    };
    const unsubscribe = observer.subscribe(() => {
      timer ??= setTimeout(show, AMOUNT_BATCH_MS);
    });
    observer.setQueries(lookupsOf(items));
    show();
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [observer, items]);

  return useMemo(() => summarise(items, lookups), [items, lookups]);
}
