import Typography from '@mui/material/Typography';
import type { BankDetails, LabourSalaryRecord } from '@/api/labourSalary';
import { DetailFields, DetailsBlock, DetailsDialog } from '@/components/DetailsDialog';
import { formatDate } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { projectLabel } from '@/lib/projectLabel';
import { recordDate, STATUS_LABELS } from './salaryColumns';
import { SALARY_TEXTS } from './salaryTexts';
import { ToneChip } from '@/components/ToneChip';

/** The Labour Details modal: Basic, Project and Banking Information (or why there is none). */
export function SalaryDetailsDialog({ record, bank, onClose }: { record: LabourSalaryRecord; bank: BankDetails | null; onClose: () => void }) {
  return (
    <DetailsDialog title="Labour Details" onClose={onClose}>
      <DetailsBlock
        title="Basic Information"
        fields={[
          ['Name', record.name],
          ['Phone', record.phone],
          ['Task', record.task],
          ['Hours', String(record.hours)],
          ['Wage', formatRupees(record.wage)],
        ]}
      />
      <DetailsBlock
        title="Project Information"
        fields={[
          ['Project', projectLabel(record)],
          ['Quotation', record.quotationDescription],
          ['Date', formatDate(recordDate(record))],
          [
            'Payment Status',
            <ToneChip key="status" label={STATUS_LABELS[record.paymentStatus] ?? record.paymentStatus} tone={record.paymentStatus === 'paid' ? 'success' : 'warning'} />,
          ],
        ]}
      />
      <DetailsBlock title="Banking Information">
        {bank ? (
          <DetailFields
            fields={[
              ['Account Number', bank.accountNumber],
              ['IFSC Code', bank.ifscCode],
              ['Branch Name', bank.branchName],
            ]}
          />
        ) : (
          <Typography color="text.secondary">{SALARY_TEXTS.noBanking}</Typography>
        )}
      </DetailsBlock>
    </DetailsDialog>
  );
}
