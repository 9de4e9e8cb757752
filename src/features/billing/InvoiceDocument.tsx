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

      {/* On a phone the table scrolls sideways: focusable, so a keyboard can scroll it too. */}
      <Box role="group" aria-label={T.items} tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '1em' }}>
          <thead>
            <Box component="tr" sx={{ bgcolor: '#f1f3f5', '& th': { fontWeight: 700 } }}>
              <Box component="th" scope="col" sx={{ ...NUMBER_CELL, width: '3.2em' }}>
                {T.serialNumber}
              </Box>
              <Box component="th" scope="col" sx={CELL}>
                {T.description}
              </Box>
              <Box component="th" scope="col" sx={NUMBER_CELL}>
                {T.qty}
              </Box>
              <Box component="th" scope="col" sx={CELL}>
                {T.unit}
              </Box>
              <Box component="th" scope="col" sx={NUMBER_CELL}>
                {T.rate}
              </Box>
              <Box component="th" scope="col" sx={NUMBER_CELL}>
                {T.amount}
              </Box>
            </Box>
          </thead>
          <tbody>
            {bill.items.length === 0 ? (
              <tr>
                <Box component="td" colSpan={6} sx={CELL}>
                  {T.noItems}
                </Box>
              </tr>
            ) : (
              bill.items.map((item, index) => (
                <tr key={item.id || index}>
                  <Box component="td" sx={NUMBER_CELL}>
                    {index + 1}
                  </Box>
                  <Box component="td" sx={{ ...CELL, overflowWrap: 'anywhere' }}>
                    {item.description}
                  </Box>
                  <Box component="td" sx={NUMBER_CELL}>
                    {Number.isFinite(item.qty) ? quantity.format(item.qty) : ''}
                  </Box>
                  <Box component="td" sx={CELL}>
                    {item.unit}
                  </Box>
                  <Box component="td" sx={NUMBER_CELL}>
                    {formatRupees(item.rate)}
                  </Box>
                  <Box component="td" sx={NUMBER_CELL}>
                    {formatRupees(item.amount)}
                  </Box>
                </tr>
              ))
            )}
          </tbody>
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
