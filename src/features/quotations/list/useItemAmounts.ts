import { useCallback, useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { QuotationItem } from '@/api/quotations';
import { fetchLabourWork, fetchMaterials, sheetKeys, type LabourWorkEntry, type QuotationMaterial } from '@/api/quotationSheets';
import { AMOUNT_LOOKUP_CONCURRENCY } from '@/config/constants';
import { quotationAmount } from '@/lib/amounts';
import { roundMoney } from '@/lib/money';
import { createRequestPool } from './requestPool';


const pool = createRequestPool(AMOUNT_LOOKUP_CONCURRENCY);

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

/**
 * Each item's amount (ruling 25): its materials' qty × rate plus its labour wages, or the total it
 * was created with when it has neither. The look-ups share the sheet screens' cache keys, all start
 * together, and run through a pool of AMOUNT_LOOKUP_CONCURRENCY.
 */
export function useItemAmounts(items: readonly QuotationItem[]): ItemAmounts {
  const queries = useMemo(
    () =>
      items.flatMap((item) => [
        { queryKey: sheetKeys.materials.list(item._id), queryFn: () => pool(() => fetchMaterials(item._id)) },
        { queryKey: sheetKeys.labour.list(item._id), queryFn: () => pool(() => fetchLabourWork(item._id)) },
      ]),
    [items],
  );

  const combine = useCallback(
    (results: UseQueryResult<QuotationMaterial[] | LabourWorkEntry[]>[]) => {
      const byItem = new Map<string, AmountState>();
      let total = 0;
      let loading = false;
      let failed = false;
      items.forEach((item, i) => {
        const materials = results[2 * i];
        const labour = results[2 * i + 1];
        if (!materials || !labour) return;
        let state: AmountState;
        if (materials.data && labour.data) {
          state = quotationAmount(materials.data as QuotationMaterial[], labour.data as LabourWorkEntry[], item.totalAmount);
          total += state;
        } else if (materials.isError || labour.isError) {
          state = 'failed';
          failed = true;
        } else {
          state = 'loading';
          loading = true;
        }
        byItem.set(item._id, state);
      });
      const retryFailed = () => {
        results.forEach((result) => {
          if (result.isError) void result.refetch();
        });
      };
      return { byItem, total: roundMoney(total), loading, failed, retryFailed };
    },
    [items],
  );

  return useQueries({ queries, combine });
}
