import Alert from '@mui/material/Alert';
import { DetailsBlock } from '@/components/DetailsDialog';
import { FiguresTable } from '@/components/FiguresTable';
import type { Bill } from '@/api/bills';
import { BILL_EXPORT_TEXTS as T } from './billExportTexts';

/** The bills an export leaves out, each with its reason: a warning, then a table of bill, client and reason. */
export function BillsLeftOut({ text, heading = T.leftOutHeading, bills }: { text: string; heading?: string; bills: readonly { bill: Bill; reason: string }[] }) {
  return (
    <DetailsBlock title={heading}>
      <Alert severity="warning">{text}</Alert>
      <FiguresTable
        title={heading}
        table={{ columns: [T.bill, T.client, T.reason], rows: bills.map(({ bill, reason }, i) => ({ key: `${bill._id}-${i}`, cells: [bill.billNumber, bill.client, reason] })) }}
      />
    </DetailsBlock>
  );
}
