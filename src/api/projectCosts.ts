/**
 * Project Costs' reads: the projects (their budgets), the wages and the material lines of every project (the
 * two project-lines joins the salary and purchasing screens share, read side by side: their projects and
 * quotation items are read once, through the query cache), the quotation items as the joins read them, and
 * the bills.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useBills } from './bills';
import { prefetchLabourSalaryRecords, useLabourSalaryProgress, useLabourSalaryRecords } from './labourSalary';
import { prefetchMaterialLines, useMaterialLines, useMaterialLinesProgress } from './materialLines';
import { useQuotationItemsReader } from './projectLinesCombined';
import { useProjects } from './projects';

export function useProjectCostReads() {
  return {
    labour: useLabourSalaryRecords(),
    materials: useMaterialLines(),
    projects: useProjects(),
    bills: useBills(),
    itemsOf: useQuotationItemsReader(),
  };
}

/** Both joins' progress as one count: requests answered of requests known. */
export function useProjectCostsProgress(): { done: number; total: number } | null {
  const labour = useLabourSalaryProgress();
  const materials = useMaterialLinesProgress();
  if (!labour && !materials) return null;
  return { done: (labour?.done ?? 0) + (materials?.done ?? 0), total: (labour?.total ?? 0) + (materials?.total ?? 0) };
}

/** Starts both joins as soon as the route opens (see `AppRoute.prefetch`). */
export function prefetchProjectCosts(queryClient: QueryClient): void {
  prefetchLabourSalaryRecords(queryClient);
  prefetchMaterialLines(queryClient);
}
