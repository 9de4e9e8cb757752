import { array, mixed, object, string, type ObjectSchema } from 'yup';
import { newBillItemId, type Bill, type BillStatus } from '@/api/bills';
import { BILL_DUE_DAYS, BILL_STATUSES, BILL_TAX_RATE_MAX, DEFAULT_BILL_ITEM_QTY, DEFAULT_BILL_STATUS, DEFAULT_BILL_TAX_RATE } from '@/config/constants';
import { billTotals, lineAmount } from '@/lib/billTotals';
import { addDaysToDashedDate, isDashedDate, todayDashed } from '@/lib/dashedDate';
import { BILLING_TEXTS as T } from './billingTexts';

/** One item row as typed: quantity and rate stay text until they are read. */
export interface BillItemValues {
  description: string;
  qty: string;
  unit: string;
  rate: string;
}

export interface BillFormValues {
  billNumber: string;
  client: string;
  project: string;
  date: string;
  dueDate: string;
  status: BillStatus;
  items: BillItemValues[];
  notes: string;
  taxRate: string;
}

/** A typed number; anything that is not one reads as 0 (02 §5). */
export function numberOrZero(text: string): number {
  const value = Number(String(text).trim());
  return String(text).trim() !== '' && Number.isFinite(value) ? value : 0;
}

export const itemLine = (item: BillItemValues) => ({ qty: numberOrZero(item.qty), rate: numberOrZero(item.rate) });

/** Ruling 11: an item with an empty description and no amount is left out when the bill is saved. */
export const isBlankItem = (item: BillItemValues) => item.description.trim() === '' && lineAmount(itemLine(item)) === 0;

export const emptyBillItem = (): BillItemValues => ({ description: '', qty: String(DEFAULT_BILL_ITEM_QTY), unit: '', rate: '' });

/** A new bill (02 §4): the next number, dated today, due 30 days later, one empty item, Pending, tax 18 %. */
export function newBillValues(billNumber = '', now = new Date()): BillFormValues {
  const date = todayDashed(now);
  return {
    billNumber,
    client: '',
    project: '',
    date,
    dueDate: addDaysToDashedDate(date, BILL_DUE_DAYS),
    status: DEFAULT_BILL_STATUS,
    items: [emptyBillItem()],
    notes: '',
    taxRate: String(DEFAULT_BILL_TAX_RATE),
  };
}

/** The edit form starts from the bill as saved; a status the list does not know becomes Pending. */
export function billFormValues(bill: Bill): BillFormValues {
  return {
    billNumber: bill.billNumber,
    client: bill.client,
    project: bill.project,
    date: bill.date,
    dueDate: bill.dueDate,
    status: (BILL_STATUSES as readonly string[]).includes(bill.status) ? (bill.status as BillStatus) : DEFAULT_BILL_STATUS,
    items: bill.items.length ? bill.items.map((item) => ({ description: item.description, qty: String(item.qty), unit: item.unit, rate: String(item.rate) })) : [emptyBillItem()],
    notes: bill.notes,
    taxRate: String(bill.taxRate),
  };
}

/** The bill to save: blank items left out, texts trimmed, every amount worked out and rounded. */
export function toBill(values: BillFormValues): Omit<Bill, '_id'> {
  const kept = values.items.filter((item) => !isBlankItem(item));
  const lines = kept.map(itemLine);
  const taxRate = numberOrZero(values.taxRate);
  const { amounts, subtotal, taxAmount, total } = billTotals(lines, taxRate);
  return {
    billNumber: values.billNumber.trim(),
    client: values.client.trim(),
    project: values.project.trim(),
    date: values.date.trim(),
    dueDate: values.dueDate.trim(),
    status: values.status,
    items: kept.map((item, i) => ({ id: newBillItemId(), description: item.description.trim(), qty: lines[i].qty, unit: item.unit.trim(), rate: lines[i].rate, amount: amounts[i] })),
    notes: values.notes,
    taxRate,
    subtotal,
    taxAmount,
    total,
  };
}

const itemSchema: ObjectSchema<BillItemValues> = object({
  description: string()
    .default('')
    .test('needed', T.itemDescriptionRequired, function (value) {
      return isBlankItem(this.parent as BillItemValues) || (value ?? '').trim() !== '';
    }),
  qty: string()
    .default('')
    .test('whole', T.itemQtyInvalid, function (value) {
      const qty = numberOrZero(value ?? '');
      return isBlankItem(this.parent as BillItemValues) || (Number.isInteger(qty) && qty >= 1);
    }),
  unit: string().default(''),
  rate: string()
    .default('')
    .test('not-negative', T.itemRateInvalid, (value) => numberOrZero(value ?? '') >= 0),
});

/** 02 §5 and ruling 11, with the spec's texts; a typed date must be a real calendar day. */
export const billSchema: ObjectSchema<BillFormValues> = object({
  billNumber: string().trim().required(T.billNumberRequired),
  client: string().trim().required(T.clientRequired),
  project: string().trim().required(T.projectRequired),
  date: string().trim().required(T.dateRequired).test('real', T.dateInvalid, (value) => isDashedDate(value ?? '')),
  dueDate: string().trim().required(T.dueDateRequired).test('real', T.dueDateInvalid, (value) => isDashedDate(value ?? '')),
  status: mixed<BillStatus>().oneOf(BILL_STATUSES).required(),
  items: array(itemSchema)
    .required()
    .test('at-least-one', T.itemsRequired, (items) => (items ?? []).some((item) => !isBlankItem(item))),
  notes: string().default(''),
  taxRate: string()
    .default('')
    .test('range', T.taxRateInvalid, (value) => {
      const rate = numberOrZero(value ?? '');
      return rate >= 0 && rate <= BILL_TAX_RATE_MAX;
    }),
});
