/** The texts of Client Billing's two exports: the GSTR-1 file and the Tally import (the spec is silent; issue 33 names them). */
import { plural } from '@/lib/plural';

export const BILL_EXPORT_TEXTS = {
  gstr1Button: 'Export GSTR-1',
  gstr1Title: 'Export GSTR-1',
  gstr1Download: 'Download GSTR-1',
  frequency: 'Filing',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  taxPeriod: 'Tax period',
  summaryTitle: 'What the return holds',
  table: 'Table',
  invoices: 'Invoices',
  taxableValue: 'Taxable value',
  igst: 'IGST',
  cgst: 'CGST',
  sgst: 'SGST',
  invoiceValue: 'Invoice value',
  total: 'Total',
  b2b: 'B2B: registered clients',
  b2cl: 'B2CL: inter-state, unregistered, above ₹1 lakh',
  b2cs: 'B2CS: other unregistered supplies',
  nil: 'Nil rated',
  billsNotLoaded: 'The bills could not be loaded.',
  loadingBills: 'Loading bills...',
  leftOutHeading: 'Bills that cannot go in as they stand',
  bill: 'Bill',
  client: 'Client',
  reason: 'Reason',
  tallyButton: 'Export to Tally',
  tallyTitle: 'Export to Tally',
  tallyDownload: 'Download Tally XML',
  from: 'From',
  to: 'To',
  withParties: 'Include the clients’ ledgers (for a Tally company that does not have them yet)',
  rangeRequired: 'Choose both dates',
  rangeOrder: 'The start date must be on or before the end date',
  vouchersTitle: 'What the file holds',
  ledger: 'Ledger',
  amount: 'Amount',
  undatedHeading: 'Bills left out: their date cannot be read',
  undatedText: 'No date range can hold these bills: correct their dates to export them.',
  noVouchers: 'No bills are dated in this range.',
  clientsDebit: 'Clients (debit)',
  credit: (ledger: string) => `${ledger} (credit)`,
  downloaded: (fileName: string) => `${fileName} downloaded.`,
} as const;

/** '3 bills of November 2026 cannot go into the return…' */
export const leftOutText = (count: number) =>
  `${plural(count, 'bill', 'bills')} of this period cannot go into the return as ${count === 1 ? 'it stands' : 'they stand'}: correct ${count === 1 ? 'it' : 'them'} and export again, or file ${count === 1 ? 'it' : 'them'} by hand.`;

/** The period's documents issued, in a line. */
export const documentsText = (issued: number, cancelled: number) => `Documents issued: ${plural(issued, 'invoice', 'invoices')}, ${cancelled} cancelled.`;

export const hsnText = (rows: number, taxable: string) => `HSN summary: ${plural(rows, 'row', 'rows')}, taxable value ${taxable}.`;

export const noBillsText = (period: string) => `No bills are dated in ${period}: the return is a nil return.`;

export const vouchersText = (count: number) => `${plural(count, 'sales voucher', 'sales vouchers')}, one for each bill dated in the range.`;
