/** The salary screen's search, filters and totals: pure, so 5,000 records filter in one pass. */
import type { LabourSalaryRecord } from '@/api/labourSalary';
import { roundMoney } from '@/lib/money';
import { projectLabel } from '@/lib/projectLabel';
import { filterBySearch, type SearchField } from '@/lib/search';

export const STATUS_FILTER_OPTIONS = ['Paid', 'Unpaid'] as const;

export interface SalaryFilters {
  search: string;
  /** '' (all), 'Paid' or 'Unpaid'. */
  status: string;
  /** '' (all) or a project's label, as `projectLabel` gives it. */
  project: string;
}

export const NO_SALARY_FILTERS: SalaryFilters = { search: '', status: '', project: '' };

export const filtersActive = (filters: SalaryFilters) => filters.search.trim() !== '' || filters.status !== '' || filters.project !== '';


const SEARCHED: readonly SearchField<LabourSalaryRecord>[] = ['name', 'phone', 'projectName', 'quotationDescription'];

export function filterSalaryRecords(records: readonly LabourSalaryRecord[], filters: SalaryFilters): readonly LabourSalaryRecord[] {
  const searched = filterBySearch(records, filters.search, SEARCHED);
  if (!filters.status && !filters.project) return searched;
  const status = filters.status.toLowerCase();
  return searched.filter((r) => (!status || r.paymentStatus === status) && (!filters.project || projectLabel(r) === filters.project));
}


export interface SalaryTotals {
  total: number;
  paid: number;
  unpaid: number;
}

export function salaryTotals(records: readonly LabourSalaryRecord[]): SalaryTotals {
  let paid = 0;
  let unpaid = 0;
  for (const record of records) {
    if (record.paymentStatus === 'paid') paid += record.wage;
    else unpaid += record.wage;
  }
  return { total: roundMoney(paid + unpaid), paid: roundMoney(paid), unpaid: roundMoney(unpaid) };
}
