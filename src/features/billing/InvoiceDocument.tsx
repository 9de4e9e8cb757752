import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Bill } from '@/api/bills';
import type { CompanyDetails } from '@/config/env';
import { amountInWords } from '@/lib/amountInWords';
import { formatStoredDate } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { INVOICE_TEXTS as T, taxLabel } from './invoiceTexts';
import { INVOICE_DOCUMENT } from './invoicePrintStyles';

const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const RULE = '1px solid #000';
const CELL = { border: RULE, px: '0.6em', py: '0.35em', textAlign: 'left', verticalAlign: 'top' } as const;
const NUMBER_CELL = { ...CELL, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * On a phone's screen (not on paper, which is A4) each item is a block of labelled lines instead of a row
 * of six cells, so nothing is hidden beyond the screen's edge. The header row is then read, not seen; the
 * ARIA roles keep the table a table for screen readers whatever its display.
 */
const STACKED_ON_PHONES = {
  '@media screen and (max-width: 599.95px)': {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& tbody, & tr, & td': { display: 'block' },
    '& tr': { border: RULE, mb: '0.5em' },
    '& td': { display: 'flex', justifyContent: 'space-between', gap: '1em', border: 0, borderBottom: '1px solid #ccc', textAlign: 'right', whiteSpace: 'normal' },
    '& td:last-of-type': { borderBottom: 0 },
    '& td[data-label]::before': { content: 'attr(data-label)', fontWeight: 700, textAlign: 'left', flex: '0 0 auto' },
  },
} as const;

type BillItem = Bill['items'][number];

/** The item table's columns, in order: each heads its column and labels its cell when a phone stacks a row. */
const ITEM_COLUMNS: readonly {
  label: string;
  sx: typeof CELL | typeof NUMBER_CELL;
  width?: string;
  cellSx?: { overflowWrap: 'anywhere' };
  value: (item: BillItem, index: number) => ReactNode;
}[] = [
  { label: T.serialNumber, sx: NUMBER_CELL, width: '3.2em', value: (_item, index) => index + 1 },
  { label: T.description, sx: CELL, cellSx: { overflowWrap: 'anywhere' }, value: (item) => item.description },
  { label: T.qty, sx: NUMBER_CELL, value: (item) => (Number.isFinite(item.qty) ? quantity.format(item.qty) : '') },
  { label: T.unit, sx: CELL, value: (item) => item.unit },
  { label: T.rate, sx: NUMBER_CELL, value: (item) => formatRupees(item.rate) },
  { label: T.amount, sx: NUMBER_CELL, value: (item) => formatRupees(item.amount) },
];

/** A label and its value on one line: 'GSTIN: 29ABCDE1234F1Z5'. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="p" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {label}:
      </Box>{' '}
      {children}
    </Box>
  );
}

function Heading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Box component="h3" id={id} sx={{ m: 0, mb: '0.25em', fontSize: '1em', fontWeight: 700, textTransform: 'uppercase' }}>
      {children}
    </Box>
  );
}

/**
 * The tax invoice of one bill, as printed (02 §2): company header, 'TAX INVOICE', Bill To, number and dates,
 * project, the numbered items, subtotal, tax and total in rupees, the total in words, notes, payment terms
 * with the bank details, and the thanks. Every value is rendered as text.
 */
export function InvoiceDocument({ bill, company, titleId }: { bill: Bill; company: CompanyDetails; titleId: string }) {
  const words = Number.isFinite(bill.total) ? amountInWords(bill.total) : '';
  return (
    <Box
      className={INVOICE_DOCUMENT}
      sx={{ fontSize: { xs: 13, sm: 14 }, lineHeight: 1.45, color: '#000', bgcolor: '#fff', '& p': { m: 0 } }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '1em', pb: '0.75em', borderBottom: '2px solid #000' }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 16em' }}>
          <Box component="p" sx={{ fontSize: '1.45em', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {company.name}
          </Box>
          <Box component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {company.address}
          </Box>
          <Line label={T.phone}>{company.phone}</Line>
          <Line label={T.email}>{company.email}</Line>
          <Line label={T.gstin}>{company.gstin}</Line>
        </Box>
        <Box sx={{ flex: '0 1 auto', textAlign: { xs: 'left', sm: 'right' }, minWidth: 0 }}>
          <Box component="h2" id={titleId} sx={{ m: 0, mb: '0.3em', fontSize: '1.6em', fontWeight: 700, letterSpacing: '0.06em' }}>
            {T.title}
          </Box>
          <Line label={T.invoiceNumber}>{bill.billNumber}</Line>
          <Line label={T.date}>{formatStoredDate(bill.date)}</Line>
          <Line label={T.dueDate}>{formatStoredDate(bill.dueDate)}</Line>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: '1em', py: '0.75em' }}>
        <section aria-labelledby={`${titleId}-bill-to`}>
          <Heading id={`${titleId}-bill-to`}>{T.billTo}</Heading>
          <Box component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {bill.client}
          </Box>
        </section>
        <section aria-labelledby={`${titleId}-project`}>
          <Heading id={`${titleId}-project`}>{T.project}</Heading>
          <Box component="p" sx={{ overflowWrap: 'anywhere' }}>
            {bill.project}
          </Box>
        </section>
      </Box>

      <Box role="group" aria-label={T.items}>
        <Box component="table" role="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '1em', ...STACKED_ON_PHONES }}>
          <Box component="thead" role="rowgroup">
            <Box component="tr" role="row" sx={{ bgcolor: '#f1f3f5', '& th': { fontWeight: 700 } }}>
              {ITEM_COLUMNS.map((column) => (
                <Box key={column.label} component="th" role="columnheader" scope="col" sx={{ ...column.sx, width: column.width }}>
                  {column.label}
                </Box>
              ))}
            </Box>
          </Box>
          <Box component="tbody" role="rowgroup">
            {bill.items.length === 0 ? (
              <tr role="row">
                <Box component="td" role="cell" colSpan={ITEM_COLUMNS.length} sx={CELL}>
                  {T.noItems}
                </Box>
              </tr>
            ) : (
              bill.items.map((item, index) => (
                <tr key={item.id || index} role="row">
                  {ITEM_COLUMNS.map((column) => (
                    <Box key={column.label} component="td" role="cell" data-label={column.label} sx={{ ...column.sx, ...column.cellSx }}>
                      {column.value(item, index)}
                    </Box>
                  ))}
                </tr>
              ))
            )}
          </Box>
        </Box>
      </Box>

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content max-content',
          justifyContent: 'end',
          columnGap: '2em',
          rowGap: '0.2em',
          m: 0,
          mt: '0.75em',
          '& dt': { textAlign: 'right' },
          '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
        }}
      >
        <dt>{T.subtotal}</dt>
        <dd>{formatRupees(bill.subtotal)}</dd>
        <dt>{taxLabel(bill.taxRate)}</dt>
        <dd>{formatRupees(bill.taxAmount)}</dd>
        <Box component="dt" sx={{ fontWeight: 700, fontSize: '1.15em', borderTop: RULE, pt: '0.2em' }}>
          {T.total}
        </Box>
        <Box component="dd" sx={{ fontWeight: 700, fontSize: '1.15em', borderTop: RULE, pt: '0.2em' }}>
          {formatRupees(bill.total)}
        </Box>
      </Box>

      <Box sx={{ mt: '0.6em' }}>
        <Line label={T.amountInWords}>{words}</Line>
      </Box>

      {bill.notes.trim() !== '' && (
        <Box component="section" aria-labelledby={`${titleId}-notes`} sx={{ mt: '0.75em' }}>
          <Heading id={`${titleId}-notes`}>{T.notes}</Heading>
          <Box component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {bill.notes}
          </Box>
        </Box>
      )}

      <Box component="section" aria-labelledby={`${titleId}-terms`} sx={{ mt: '0.75em', pt: '0.6em', borderTop: RULE }}>
        <Heading id={`${titleId}-terms`}>{T.paymentTerms}</Heading>
        <p>{T.paymentWithin}</p>
        <Line label={T.bankName}>{company.bankName}</Line>
        <Line label={T.accountNumber}>{company.accountNumber}</Line>
        <Line label={T.ifscCode}>{company.ifscCode}</Line>
      </Box>

      <Box component="p" sx={{ mt: '1em !important', textAlign: 'center', fontWeight: 700 }}>
        {T.thanks}
      </Box>
    </Box>
  );
}
