/** Client bills (tax invoices). */

import { BILL_STATUSES } from '@/config/constants';

export type BillStatus = (typeof BILL_STATUSES)[number];

export interface BillItem {
  /** Local only: a form row's key; dropped when the bill is saved. */
  id: string;
  description: string;
  qty: number;
  unit: string;
  rate: number;
  /** qty × rate. */
  amount: number;
}

export interface Bill {
  _id: string;
  billNumber: string;
  client: string;
  project: string;
  /** dd-mm-yyyy as typed; an older bill may hold another form, shown as it is. */
  date: string;
  dueDate: string;
  status: BillStatus | string;
  items: BillItem[];
  notes: string;
  /** Percent, 0 to 100. */
  taxRate: number;
  subtotal: number;
  taxAmount: number;
  total: number;
}
