import { BILL_DUE_DAYS } from '@/config/constants';

/** The printed tax invoice's texts (02 §2, print modal), verbatim where the spec quotes them. */
export const INVOICE_TEXTS = {
  title: 'TAX INVOICE',
  phone: 'Phone',
  email: 'Email',
  gstin: 'GSTIN',
  billTo: 'Bill To',
  invoiceNumber: 'Invoice Number',
  date: 'Date',
  dueDate: 'Due Date',
  project: 'Project',
  items: 'Items',
  serialNumber: 'S.No',
  description: 'Description',
  qty: 'Qty',
  unit: 'Unit',
  rate: 'Rate',
  amount: 'Amount',
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
