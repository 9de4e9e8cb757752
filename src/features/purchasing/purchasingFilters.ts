/** The purchasing screen's searches, filters and card figures: pure, so thousands of lines filter in one pass. */
import type { MaterialLine } from '@/api/materialLines';
import { roundMoney } from '@/lib/money';
import { filterProjectLines, type ProjectLineFilters } from '@/lib/projectLabel';
import { filterBySearch, type SearchField } from '@/lib/search';
import { lineTotal, type ProjectPurchaseStatus, type ProjectSummary } from './projectSummaries';

export const SUMMARY_STATUS_OPTIONS: readonly ProjectPurchaseStatus[] = ['Completed', 'Pending', 'Partial'];
export const LINE_STATUS_OPTIONS = ['Pending', 'Completed'] as const;

/** The project summary's filter bar: a search and a status ('' is all). */
export interface SummaryFilters {
  search: string;
  status: string;
}

export const NO_SUMMARY_FILTERS: SummaryFilters = { search: '', status: '' };

/** Projects by name or number, then by derived status ('' is all). */
export function filterSummaries(summaries: readonly ProjectSummary[], { search, status }: SummaryFilters): readonly ProjectSummary[] {
  const searched = filterBySearch(summaries, search, ['projectName', 'projectNumber']);
  return status ? searched.filter((summary) => summary.status === status) : searched;
}

const SEARCHED: readonly SearchField<MaterialLine>[] = ['name', 'quotationDescription', 'projectName', 'projectNumber', 'vendor'];

/** By material, item, project or vendor; by 'Pending' or 'Completed'; by project. */
export const filterLines = (lines: readonly MaterialLine[], filters: ProjectLineFilters) => filterProjectLines(lines, filters, SEARCHED, (line) => line.status);

/** The View Purchases cards over the listed lines. */
export function lineTotals(lines: readonly MaterialLine[]) {
  let cost = 0;
  let completed = 0;
  for (const line of lines) {
    cost += lineTotal(line);
    if (line.status === 'completed') completed += 1;
  }
  return { materials: lines.length, cost: roundMoney(cost), pending: lines.length - completed, completed };
}
