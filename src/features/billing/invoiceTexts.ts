import { BILL_DUE_DAYS } from '@/config/constants';

/** The printed tax invoice's texts (02 §2, print modal), verbatim where the spec quotes them. */
export const INVOICE_TEXTS = {
  title: 'TAX INVOICE',
  phone: 'Phone',
  email: 'Email',
  gstin: 'GSTIN',
  state: 'State',
  stateUnknown: '[Company State]',
  gstinInvalid: 'This GSTIN is not valid: correct company.gstin in config.json before issuing this invoice.',
  billTo: 'Bill To',
  invoiceNumber: 'Invoice Number',
  date: 'Date',
  dueDate: 'Due Date',
  project: 'Project',
  address: 'Address',
  placeOfSupply: 'Place of Supply',
  notStated: 'Not stated',
  reverseCharge: 'Tax Payable on Reverse Charge',
  yes: 'Yes',
  no: 'No',
  copy: 'Copy',
  original: 'Original for Recipient',
  duplicate: 'Duplicate for Supplier',
  hsnSac: 'HSN/SAC',
  taxableValue: 'Taxable Value',
  continued: 'Continued on the next page',
  authorisedSignatory: 'Authorised Signatory',
  items: 'Items',
  serialNumber: 'S.No',
  description: 'Description',
  qty: 'Qty',
  unit: 'Unit',
  rate: 'Rate',
  noItems: 'No items',
  subtotal: 'Subtotal',
  total: 'Total',
  amountInWords: 'Amount in Words',
  notes: 'Notes',
  paymentTerms: 'Payment Terms',
  paymentWithin: `Please make payment within ${BILL_DUE_DAYS} days.`,
  bankName: 'Bank Name',
  accountNumber: 'Account Number',
  ifscCode: 'IFSC Code',
  thanks: 'Thank you for your business!',
  print: 'Print',
  close: 'Close',
} as const;

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 'Tax (18%)': the tax line names its rate. */
export const taxLabel = (rate: number) => `Tax (${percent.format(Number.isFinite(rate) ? rate : 0)}%)`;

/** 'CGST (9%)': a GST part names its rate. */
export const gstPartLabel = (kind: string, rate: number) => `${kind} (${percent.format(Number.isFinite(rate) ? rate : 0)}%)`;

export const signatureFor = (companyName: string) => `For ${companyName}`;

export const pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;

/** Which copy of the invoice is printed (CGST Rules, rule 48). */
export type InvoiceCopy = 'original' | 'duplicate';
