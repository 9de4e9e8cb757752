import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DetailsBlock, DetailsDialog } from '@/components/DetailsDialog';
import { FiguresTable } from '@/components/FiguresTable';
import { useToast } from '@/components/toastStore';
import { getCompanyDetails } from '@/config/env';
import { companyGstin } from '@/lib/companyGst';
import { fileDownload } from '@/lib/download';
import { buildGstr1, type Gstr1Return } from '@/lib/gstr1';
import { formatRupees } from '@/lib/money';
import { periodFromKey, periodKey, periodLabel, recentPeriods, type TaxPeriodKind } from '@/lib/taxPeriod';
import type { Bill } from '@/api/bills';
import { BillsLeftOut } from './BillsLeftOut';
import { documentsText, hsnText, leftOutText, noBillsText, BILL_EXPORT_TEXTS as T } from './billExportTexts';
import { useBillsToExport } from './BillsRead';

/** How many periods the choice offers: two years of months, or of quarters. */
const PERIODS_OFFERED: Record<TaxPeriodKind, number> = { month: 24, quarter: 8 };

function summaryTable(value: Gstr1Return<Bill>) {
  const names = { b2b: T.b2b, b2cl: T.b2cl, b2cs: T.b2cs, nil: T.nil };
  const sum = (pick: (row: (typeof value.summary)[number]) => number) => value.summary.reduce((total, row) => total + pick(row), 0);
  const row = (key: string, name: string, invoices: number, figures: number[]) => ({ key, cells: [name, String(invoices), ...figures.map(formatRupees)] });
  return {
    columns: [T.table, T.invoices, T.taxableValue, T.igst, T.cgst, T.sgst, T.invoiceValue],
    rows: [
      ...value.summary.map((s) => row(s.table, names[s.table], s.invoices, [s.txval, s.iamt, s.camt, s.samt, s.val])),
      row('total', T.total, sum((s) => s.invoices), [sum((s) => s.txval), sum((s) => s.iamt), sum((s) => s.camt), sum((s) => s.samt), sum((s) => s.val)]),
    ],
  };
}

/** Client Billing's GSTR-1 export: a tax period, what its return holds, the bills it leaves out and why, and the file. */
export function Gstr1Dialog({ onClose }: { onClose: () => void }) {
  const { bills, readState } = useBillsToExport();
  const toast = useToast();
  const [kind, setKind] = useState<TaxPeriodKind>('month');
  const periods = useMemo(() => recentPeriods(kind, new Date(), PERIODS_OFFERED[kind]), [kind]);
  // Month-end work files the period just closed: the one before today's.
  const [chosen, setChosen] = useState(() => periodKey(periods[1]));
  const period = useMemo(() => periodFromKey(chosen) ?? periods[1], [chosen, periods]);
  const company = getCompanyDetails();
  const result = useMemo(() => (bills ? buildGstr1(bills, period, companyGstin(company), company.defaultSac) : null), [bills, period, company]);

  const changeKind = (next: TaxPeriodKind | null) => {
    if (!next) return;
    setKind(next);
    setChosen(periodKey(recentPeriods(next, new Date(), 2)[1]));
  };

  const download = () => {
    if (!result?.ok) return;
    fileDownload.save(result.value.fileName, new Blob([JSON.stringify(result.value.file, null, 2)], { type: 'application/json' }));
    toast.success(T.downloaded(result.value.fileName));
  };

  const value = result?.ok ? result.value : null;
  const documents = value?.file.doc_issue.doc_det[0]?.docs ?? [];
  const invoices = value?.summary.reduce((n, s) => n + s.invoices, 0) ?? 0;

  return (
    <DetailsDialog
      title={T.gstr1Title}
      onClose={onClose}
      large
      actions={
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={!value}>
          {T.gstr1Download}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <ToggleButtonGroup exclusive size="small" value={kind} onChange={(_, next: TaxPeriodKind | null) => changeKind(next)} aria-label={T.frequency}>
            <ToggleButton value="month">{T.monthly}</ToggleButton>
            <ToggleButton value="quarter">{T.quarterly}</ToggleButton>
          </ToggleButtonGroup>
          <TextField select size="small" label={T.taxPeriod} value={periodKey(period)} onChange={(event) => setChosen(event.target.value)} sx={{ minWidth: 260 }}>
            {periods.map((p) => (
              <MenuItem key={periodKey(p)} value={periodKey(p)}>
                {periodLabel(p)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {readState}
        {result && !result.ok && <Alert severity="error">{result.reason}</Alert>}
        {value && (
          <>
            {invoices === 0 && value.leftOut.length === 0 && <Alert severity="info">{noBillsText(periodLabel(period))}</Alert>}
            <DetailsBlock title={T.summaryTitle}>
              <FiguresTable title={T.summaryTitle} table={summaryTable(value)} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {hsnText(value.file.hsn.hsn_b2b.length + value.file.hsn.hsn_b2c.length, formatRupees(value.hsnTotals.txval))}{' '}
                {documentsText(
                  documents.reduce((n, d) => n + d.net_issue, 0),
                  documents.reduce((n, d) => n + d.cancel, 0),
                )}
              </Typography>
            </DetailsBlock>
            {value.leftOut.length > 0 && (
              <BillsLeftOut text={leftOutText(value.leftOut.length)} bills={value.leftOut.map(({ bill, reason }) => ({ bill, reason }))} />
            )}
          </>
        )}
      </Stack>
    </DetailsDialog>
  );
}
