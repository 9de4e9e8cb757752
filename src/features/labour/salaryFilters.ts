/** The salary screen's search, filters and totals: pure, so 5,000 records filter in one pass. */
import type { LabourSalaryRecord } from '@/api/labourSalary';
import { roundMoney } from '@/lib/money';
import { filterProjectLines, type ProjectLineFilters } from '@/lib/projectLabel';
import type { SearchField } from '@/lib/search';

export const STATUS_FILTER_OPTIONS = ['Paid', 'Unpaid'] as const;



const SEARCHED: readonly SearchField<LabourSalaryRecord>[] = ['name', 'phone', 'projectName', 'quotationDescription'];

/** By name, phone, project or item; by 'Paid' or 'Unpaid'; by project. */
export const filterSalaryRecords = (records: readonly LabourSalaryRecord[], filters: ProjectLineFilters) =>
  filterProjectLines(records, filters, SEARCHED, (record) => record.paymentStatus);


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
