import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { Bill } from '@/api/bills';
import { DetailsBlock, DetailsDialog } from '@/components/DetailsDialog';
import { FiguresTable } from '@/components/FiguresTable';
import { useToast } from '@/components/toastStore';
import { COMPANY_PLACEHOLDERS, getCompanyDetails, getTallyLedgers } from '@/config/env';
import { companyGstin } from '@/lib/companyGst';
import { fileDownload } from '@/lib/download';
import { formatRupees } from '@/lib/money';
import { buildTallyXml, type TallyVoucher } from '@/lib/tallyXml';
import { periodDays, recentPeriods } from '@/lib/taxPeriod';
import { BillsLeftOut } from './BillsLeftOut';
import { BILL_EXPORT_TEXTS as T, vouchersText } from './billExportTexts';
import { useBillsToExport } from './BillsRead';

/** What is wrong with the range chosen, or null. */
function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return T.rangeRequired;
  return from > to ? T.rangeOrder : null;
}

/** The vouchers' figures by ledger: how much each ledger is debited (the parties) or credited. */
function ledgerTable(vouchers: readonly TallyVoucher<Bill>[]) {
  const byLedger = new Map<string, number>();
  let parties = 0;
  for (const voucher of vouchers)
    voucher.entries.forEach((entry, i) => {
      if (i === 0) parties += -entry.amount;
      else byLedger.set(entry.ledger, (byLedger.get(entry.ledger) ?? 0) + entry.amount);
    });
  return {
    columns: [T.ledger, T.amount],
    rows: [{ key: 'parties', cells: [T.clientsDebit, formatRupees(parties)] }, ...[...byLedger].map(([ledger, amount]) => ({ key: ledger, cells: [T.credit(ledger), formatRupees(amount)] }))],
  };
}

/** Client Billing's Tally export: a date range, what the file holds, and the XML TallyPrime imports. */
export function TallyDialog({ onClose }: { onClose: () => void }) {
  const { bills, readState } = useBillsToExport();
  const toast = useToast();
  const lastMonth = useMemo(() => periodDays(recentPeriods('month', new Date(), 2)[1]), []);
  const [from, setFrom] = useState(lastMonth.from);
  const [to, setTo] = useState(lastMonth.to);
  const [withParties, setWithParties] = useState(false);
  const problem = rangeProblem(from, to);
  const company = getCompanyDetails();

  const result = useMemo(() => {
    if (!bills || problem) return null;
    const companyName = company.name === COMPANY_PLACEHOLDERS.name ? '' : company.name;
    return buildTallyXml(bills, { from, to, companyGstin: companyGstin(company), companyName, ledgers: getTallyLedgers(), withPartyLedgers: withParties });
  }, [bills, problem, from, to, company, withParties]);
  const value = result?.ok ? result.value : null;

  const download = () => {
    if (!value) return;
    fileDownload.save(value.fileName, new Blob([value.xml], { type: 'application/xml' }));
    toast.success(T.downloaded(value.fileName));
  };

  return (
    <DetailsDialog
      title={T.tallyTitle}
      onClose={onClose}
      actions={
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={!value || value.vouchers.length === 0}>
          {T.tallyDownload}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(
            [
              [T.from, from, setFrom],
              [T.to, to, setTo],
            ] as const
          ).map(([label, day, setDay]) => (
            <TextField
              key={label}
              type="date"
              size="small"
              label={label}
              value={day}
              onChange={(event) => setDay(event.target.value)}
              error={problem !== null}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Stack>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <FormControlLabel control={<Checkbox checked={withParties} onChange={(event) => setWithParties(event.target.checked)} />} label={T.withParties} />
        {readState}
        {result && !result.ok && <Alert severity="error">{result.reason}</Alert>}
        {value && (
          <DetailsBlock title={T.vouchersTitle}>
            {value.vouchers.length === 0 ? (
              <Alert severity="info">{T.noVouchers}</Alert>
            ) : (
              <>
                <Typography>{vouchersText(value.vouchers.length)}</Typography>
                <FiguresTable title={T.vouchersTitle} table={ledgerTable(value.vouchers)} />
              </>
            )}
          </DetailsBlock>
        )}
        {value && value.undated.length > 0 && (
          <BillsLeftOut text={T.undatedText} heading={T.undatedHeading} bills={value.undated.map((bill) => ({ bill, reason: `The bill date "${bill.date}" cannot be read.` }))} />
        )}
      </Stack>
    </DetailsDialog>
  );
}
