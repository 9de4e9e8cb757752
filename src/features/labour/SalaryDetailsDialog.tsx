import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BankDetails, LabourSalaryRecord } from '@/api/labourSalary';
import { formatDate } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { projectLabel } from './salaryFilters';
import { recordDate, STATUS_LABELS } from './salaryColumns';
import { SALARY_TEXTS } from './salaryTexts';

/** A block of the details: a heading, then label and value pairs. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fields({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The Labour Details modal: Basic, Project and Banking Information (or why there is none). */
export function SalaryDetailsDialog({ record, bank, onClose }: { record: LabourSalaryRecord; bank: BankDetails | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Labour Details</DialogTitle>
      <DialogContent dividers>
        <Block title="Basic Information">
          <Fields
            fields={[
              ['Name', record.name],
              ['Phone', record.phone || '—'],
              ['Task', record.task || '—'],
              ['Hours', String(record.hours)],
              ['Wage', formatRupees(record.wage)],
            ]}
          />
        </Block>
        <Block title="Project Information">
          <Fields
            fields={[
              ['Project', projectLabel(record)],
              ['Quotation', record.quotationDescription || '—'],
              ['Date', formatDate(recordDate(record)) || '—'],
              [
                'Payment Status',
                <Chip key="status" size="small" label={STATUS_LABELS[record.paymentStatus] ?? record.paymentStatus} color={record.paymentStatus === 'paid' ? 'success' : 'warning'} />,
              ],
            ]}
          />
        </Block>
        <Block title="Banking Information">
          {bank ? (
            <Fields
              fields={[
                ['Account Number', bank.accountNumber],
                ['IFSC Code', bank.ifscCode],
                ['Branch Name', bank.branchName],
              ]}
            />
          ) : (
            <Typography color="text.secondary">{SALARY_TEXTS.noBanking}</Typography>
          )}
        </Block>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
