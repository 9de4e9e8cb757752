import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Bill } from '@/api/bills';
import { INVOICE_LINES_PER_PAGE } from '@/config/constants';
import { companyGst } from '@/lib/companyGst';
import type { CompanyDetails } from '@/config/env';
import { amountInWords } from '@/lib/amountInWords';
import { formatStoredDate } from '@/lib/dates';
import { placeOfSupplyOf, splitGst } from '@/lib/gstSplit';
import { gstStateLabel } from '@/lib/gstStates';
import { formatRupees } from '@/lib/money';
import { gstPartLabel, INVOICE_TEXTS as T, pageOf, signatureFor, taxLabel, type InvoiceCopy } from './invoiceTexts';
import { INVOICE_DOCUMENT, INVOICE_PAGE } from './invoicePrintStyles';

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
  value: (item: BillItem, index: number, defaultSac: string) => ReactNode;
}[] = [
  { label: T.serialNumber, sx: NUMBER_CELL, width: '3.2em', value: (_item, index) => index + 1 },
  { label: T.description, sx: CELL, cellSx: { overflowWrap: 'anywhere' }, value: (item) => item.description },
  { label: T.hsnSac, sx: CELL, value: (item, _index, defaultSac) => item.hsnSac || defaultSac },
  { label: T.qty, sx: NUMBER_CELL, value: (item) => (Number.isFinite(item.qty) ? quantity.format(item.qty) : '') },
  { label: T.unit, sx: CELL, value: (item) => item.unit },
  { label: T.rate, sx: NUMBER_CELL, value: (item) => formatRupees(item.rate) },
  { label: T.taxableValue, sx: NUMBER_CELL, value: (item) => formatRupees(item.amount) },
];

/** The items in printed pages: up to 15 a page (one A4 page with the rest of the invoice); none is one empty page. */
function invoicePages<T>(items: readonly T[], perPage = INVOICE_LINES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages.length ? pages : [[]];
}

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
 * The tax invoice of one bill, as printed (02 §2, and the particulars of CGST Rules rule 46): the supplier's
 * name, address, GSTIN and state; which copy it is; 'TAX INVOICE', its number and dates, the place of
 * supply and whether tax is payable on reverse charge; Bill To (the client's name, address and GSTIN when
 * registered) and the project; the numbered items with their HSN/SAC code, quantity, unit, rate and taxable
 * value; the subtotal, the tax as CGST and SGST (within the supplier's state) or IGST (across states), each
 * with its rate, and the total in rupees and in words; notes, payment terms with the bank details, the
 * signature block and the thanks. Up to 15 items fill one A4 page; a longer bill continues on further pages,
 * each repeating the header and the item table's column headings. Every value is rendered as text.
 */
export function InvoiceDocument({ bill, company, titleId, copy = 'original' }: { bill: Bill; company: CompanyDetails; titleId: string; copy?: InvoiceCopy }) {
  const words = Number.isFinite(bill.total) ? amountInWords(bill.total) : '';
  const supplier = companyGst(company);
  const place = placeOfSupplyOf(bill.placeOfSupply, bill.clientGstin, supplier.stateCode);
  const taxParts = splitGst(bill.taxAmount, bill.taxRate, supplier.stateCode, place);
  const pages = invoicePages(bill.items);
  const copyLabel = copy === 'duplicate' ? T.duplicate : T.original;

  const header = (pageIndex: number) => (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '1em', pb: '0.6em', borderBottom: '2px solid #000' }}
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
        {supplier.problem !== null && supplier.problem !== 'missing' && (
          <Box component="p" sx={{ fontWeight: 700, fontStyle: 'italic' }}>
            {T.gstinInvalid}
          </Box>
        )}
        <Line label={T.state}>{supplier.stateCode ? gstStateLabel(supplier.stateCode) : T.stateUnknown}</Line>
      </Box>
      <Box sx={{ flex: '0 1 auto', textAlign: { xs: 'left', sm: 'right' }, minWidth: 0 }}>
        <Box component="p" sx={{ fontWeight: 700, textTransform: 'uppercase', fontSize: '0.85em', letterSpacing: '0.04em' }}>
          {copyLabel}
        </Box>
        <Box component="h2" id={pageIndex === 0 ? titleId : undefined} sx={{ m: 0, mb: '0.3em', fontSize: '1.6em', fontWeight: 700, letterSpacing: '0.06em' }}>
          {T.title}
        </Box>
        <Line label={T.invoiceNumber}>{bill.billNumber}</Line>
        <Line label={T.date}>{formatStoredDate(bill.date)}</Line>
        <Line label={T.dueDate}>{formatStoredDate(bill.dueDate)}</Line>
        <Line label={T.placeOfSupply}>{gstStateLabel(place) ?? T.notStated}</Line>
        <Line label={T.reverseCharge}>{bill.reverseCharge ? T.yes : T.no}</Line>
        {pages.length > 1 && <p>{pageOf(pageIndex + 1, pages.length)}</p>}
      </Box>
    </Box>
  );

  const parties = (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: '1em', py: '0.6em' }}>
      <section aria-labelledby={`${titleId}-bill-to`}>
        <Heading id={`${titleId}-bill-to`}>{T.billTo}</Heading>
        <Box component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {bill.client}
        </Box>
        {bill.clientAddress.trim() !== '' && (
          <Box component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {bill.clientAddress}
          </Box>
        )}
        {bill.clientGstin !== '' && <Line label={T.gstin}>{bill.clientGstin}</Line>}
      </section>
      <section aria-labelledby={`${titleId}-project`}>
        <Heading id={`${titleId}-project`}>{T.project}</Heading>
        <Box component="p" sx={{ overflowWrap: 'anywhere' }}>
          {bill.project}
        </Box>
      </section>
    </Box>
  );

  const itemTable = (items: readonly BillItem[], first: number) => (
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
          {items.length === 0 ? (
            <tr role="row">
              <Box component="td" role="cell" colSpan={ITEM_COLUMNS.length} sx={CELL}>
                {T.noItems}
              </Box>
            </tr>
          ) : (
            items.map((item, index) => (
              <tr key={item.id || first + index} role="row">
                {ITEM_COLUMNS.map((column) => (
                  <Box key={column.label} component="td" role="cell" data-label={column.label} sx={{ ...column.sx, ...column.cellSx }}>
                    {column.value(item, first + index, company.defaultSac)}
                  </Box>
                ))}
              </tr>
            ))
          )}
        </Box>
      </Box>
    </Box>
  );

  const closing = (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content max-content',
          justifyContent: 'end',
          columnGap: '2em',
          rowGap: '0.15em',
          m: 0,
          mt: '0.6em',
          '& dt': { textAlign: 'right' },
          '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
        }}
      >
        <dt>{T.subtotal}</dt>
        <dd>{formatRupees(bill.subtotal)}</dd>
        {taxParts ? (
          taxParts.map((part) => (
            <Fragment key={part.kind}>
              <dt>{gstPartLabel(part.kind, part.rate)}</dt>
              <dd>{formatRupees(part.amount)}</dd>
            </Fragment>
          ))
        ) : (
          <>
            <dt>{taxLabel(bill.taxRate)}</dt>
            <dd>{formatRupees(bill.taxAmount)}</dd>
          </>
        )}
        <Box component="dt" sx={{ fontWeight: 700, fontSize: '1.15em', borderTop: RULE, pt: '0.2em' }}>
          {T.total}
        </Box>
        <Box component="dd" sx={{ fontWeight: 700, fontSize: '1.15em', borderTop: RULE, pt: '0.2em' }}>
          {formatRupees(bill.total)}
        </Box>
      </Box>

      <Box sx={{ mt: '0.5em' }}>
        <Line label={T.amountInWords}>{words}</Line>
      </Box>

      {bill.notes.trim() !== '' && (
        <Box component="section" aria-labelledby={`${titleId}-notes`} sx={{ mt: '0.6em' }}>
          <Heading id={`${titleId}-notes`}>{T.notes}</Heading>
          <Box component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {bill.notes}
          </Box>
        </Box>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, gap: '1em', mt: '0.6em', pt: '0.5em', borderTop: RULE }}>
        <Box component="section" aria-labelledby={`${titleId}-terms`}>
          <Heading id={`${titleId}-terms`}>{T.paymentTerms}</Heading>
          <p>{T.paymentWithin}</p>
          <Line label={T.bankName}>{company.bankName}</Line>
          <Line label={T.accountNumber}>{company.accountNumber}</Line>
          <Line label={T.ifscCode}>{company.ifscCode}</Line>
        </Box>
        <Box
          component="section"
          aria-label={T.authorisedSignatory}
          sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', textAlign: { xs: 'left', sm: 'right' }, minHeight: '5.5em', minWidth: 0 }}
        >
          <Box component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {signatureFor(company.name)}
          </Box>
          <p>{T.authorisedSignatory}</p>
        </Box>
      </Box>

      <Box component="p" sx={{ mt: '0.8em !important', textAlign: 'center', fontWeight: 700 }}>
        {T.thanks}
      </Box>
    </>
  );

  return (
    <Box
      className={INVOICE_DOCUMENT}
      sx={{ fontSize: { xs: 13, sm: 14 }, lineHeight: 1.45, color: '#000', bgcolor: '#fff', '& p': { m: 0 } }}
    >
      {pages.map((items, pageIndex) => {
        const last = pageIndex === pages.length - 1;
        const start = pageIndex * INVOICE_LINES_PER_PAGE;
        const named = pages.length > 1 ? { role: 'region', 'aria-label': pageOf(pageIndex + 1, pages.length) } : {};
        return (
          <Box
            key={pageIndex}
            className={INVOICE_PAGE}
            {...named}
            sx={{ '& + &': { mt: '1.5em', pt: '1.5em', borderTop: '2px dashed #999' } }}
          >
            {header(pageIndex)}
            {pageIndex === 0 && parties}
            <Box sx={{ mt: pageIndex === 0 ? 0 : '0.6em' }}>{itemTable(items, start)}</Box>
            {last ? (
              closing
            ) : (
              <Box component="p" sx={{ mt: '0.4em !important', textAlign: 'right', fontStyle: 'italic' }}>
                {T.continued}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
