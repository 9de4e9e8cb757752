import type { LabourSalaryRecord } from '@/api/labourSalary';
import { ClampedText } from '@/components/ClampedText';
import { StatusSelect } from '@/components/StatusSelect';
import type { ListColumn } from '@/components/list/listTypes';
import { viewColumn } from '@/components/list/viewColumn';
import { NAME_TRUNCATE_CHARS, PAYMENT_STATUSES } from '@/config/constants';
import { formatDate, isoDay } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { projectLabel } from '@/lib/projectLabel';

export const STATUS_LABELS: Record<string, string> = { paid: 'Paid', unpaid: 'Unpaid' };
const PAYMENT_STATUS_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value], color: value === 'paid' ? 'success.main' : 'warning.dark' }));

/** The day a record is shown under: its quotation item's date, else when the item was created. */
export const recordDate = (record: LabourSalaryRecord) => record.quotationDate || record.createdAt;

export interface SalaryColumnHandlers {
  onStatusChange: (record: LabourSalaryRecord, status: string) => void;
  onView: (record: LabourSalaryRecord) => void;
}

/** Name, Phone, Project (name - number), Wage, Date, Status (inline select) and Action (View). */
export function salaryColumns({ onStatusChange, onView }: SalaryColumnHandlers): ListColumn<LabourSalaryRecord>[] {
  return [
    { key: 'name', header: 'Name', sortValue: (r) => r.name.toLowerCase(), exportValue: (r) => r.name, render: (r) => <ClampedText text={r.name} limit={NAME_TRUNCATE_CHARS} /> },
    { key: 'phone', header: 'Phone', render: (r) => r.phone || '—' },
    { key: 'project', header: 'Project', sortValue: (r) => projectLabel(r).toLowerCase(), render: (r) => projectLabel(r) },
    { key: 'wage', header: 'Wage', align: 'right', sortValue: (r) => r.wage, render: (r) => formatRupees(r.wage) },
    { key: 'date', header: 'Date', sortValue: (r) => recordDate(r), exportValue: (r) => isoDay(recordDate(r)), render: (r) => formatDate(recordDate(r)) },
    {
      key: 'status',
      header: 'Status',
      sortValue: (r) => r.paymentStatus,
      exportValue: (r) => STATUS_LABELS[r.paymentStatus] ?? r.paymentStatus,
      render: (r) => (
        <StatusSelect value={r.paymentStatus} options={PAYMENT_STATUS_OPTIONS} label={`Payment status of ${r.name}`} onChange={(status) => onStatusChange(r, status)} />
      ),
    },
    viewColumn('Action', (r) => r.name, onView),
  ];
}
