import { array, mixed, object, string, type ObjectSchema } from 'yup';
import { newBillItemId, type Bill, type BillStatus } from '@/api/bills';
import { BILL_DUE_DAYS, BILL_STATUSES, BILL_TAX_RATE_MAX, DEFAULT_BILL_ITEM_QTY, DEFAULT_BILL_STATUS, DEFAULT_BILL_TAX_RATE } from '@/config/constants';
import { companyGst } from '@/lib/companyGst';
import { getCompanyDetails } from '@/config/env';
import { billTotals, lineAmount } from '@/lib/billTotals';
import { addDaysToDashedDate, isDashedDate, todayDashed } from '@/lib/dashedDate';
import { normaliseGstin } from '@/lib/gstin';
import { checksGstin } from '@/lib/gstinTexts';
import { defaultPlaceOfSupply } from '@/lib/gstSplit';
import { isHsnSacCode } from '@/lib/hsnSac';
import { PLACE_OF_SUPPLY_CODES } from '@/lib/gstStates';
import { BILLING_TEXTS as T } from './billingTexts';

/** One item row as typed: quantity and rate stay text until they are read. */
export interface BillItemValues {
  description: string;
  /** HSN/SAC code; blank prints the company's default SAC. */
  hsnSac: string;
  qty: string;
  unit: string;
  rate: string;
}

export interface BillFormValues {
  billNumber: string;
  client: string;
  /** Optional: only a GST-registered client has one. */
  clientGstin: string;
  clientAddress: string;
  /** A GST state code; it follows the client's GSTIN (else the supplier's state) until the user picks one. */
  placeOfSupply: string;
  reverseCharge: ReverseCharge;
  project: string;
  date: string;
  dueDate: string;
  status: BillStatus;
  items: BillItemValues[];
  notes: string;
  taxRate: string;
}

export const REVERSE_CHARGE_CHOICES = ['No', 'Yes'] as const;
export type ReverseCharge = (typeof REVERSE_CHARGE_CHOICES)[number];

/** The supplier's state: that of the company's GSTIN in config.json, when it is valid. */
export const supplierStateCode = () => companyGst(getCompanyDetails()).stateCode;

/** A typed number; anything that is not one reads as 0 (02 §5). */
export function numberOrZero(text: string): number {
  const value = Number(String(text).trim());
  return String(text).trim() !== '' && Number.isFinite(value) ? value : 0;
}

export const itemLine = (item: BillItemValues) => ({ qty: numberOrZero(item.qty), rate: numberOrZero(item.rate) });

/** Ruling 11: an item with an empty description and no amount is left out when the bill is saved. */
export const isBlankItem = (item: BillItemValues) => item.description.trim() === '' && lineAmount(itemLine(item)) === 0;

export const emptyBillItem = (): BillItemValues => ({ description: '', hsnSac: '', qty: String(DEFAULT_BILL_ITEM_QTY), unit: '', rate: '' });

/** A new bill (02 §4): the next number, dated today, due 30 days later, one empty item, Pending, tax 18 %. */
export function newBillValues(billNumber = '', now = new Date()): BillFormValues {
  const date = todayDashed(now);
  return {
    billNumber,
    client: '',
    clientGstin: '',
    clientAddress: '',
    placeOfSupply: defaultPlaceOfSupply('', supplierStateCode()),
    reverseCharge: 'No',
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
    clientGstin: bill.clientGstin,
    clientAddress: bill.clientAddress,
    placeOfSupply: bill.placeOfSupply || defaultPlaceOfSupply(bill.clientGstin, supplierStateCode()),
    reverseCharge: bill.reverseCharge ? 'Yes' : 'No',
    project: bill.project,
    date: bill.date,
    dueDate: bill.dueDate,
    status: (BILL_STATUSES as readonly string[]).includes(bill.status) ? (bill.status as BillStatus) : DEFAULT_BILL_STATUS,
    items: bill.items.length ? bill.items.map((item) => ({ description: item.description, hsnSac: item.hsnSac, qty: String(item.qty), unit: item.unit, rate: String(item.rate) })) : [emptyBillItem()],
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
    clientGstin: values.clientGstin.trim() ? normaliseGstin(values.clientGstin) : '',
    clientAddress: values.clientAddress.trim(),
    placeOfSupply: values.placeOfSupply,
    reverseCharge: values.reverseCharge === 'Yes',
    project: values.project.trim(),
    date: values.date.trim(),
    dueDate: values.dueDate.trim(),
    status: values.status,
    items: kept.map((item, i) => ({ id: newBillItemId(), description: item.description.trim(), hsnSac: item.hsnSac.trim(), qty: lines[i].qty, unit: item.unit.trim(), rate: lines[i].rate, amount: amounts[i] })),
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
  hsnSac: string()
    .default('')
    .test('code', T.hsnSacInvalid, (value) => !value?.trim() || isHsnSacCode(value)),
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
  clientGstin: checksGstin(string().default('')),
  clientAddress: string().default(''),
  placeOfSupply: string()
    .default('')
    .test('state', T.placeOfSupplyInvalid, (value) => !value || PLACE_OF_SUPPLY_CODES.includes(value)),
  reverseCharge: mixed<ReverseCharge>().oneOf(REVERSE_CHARGE_CHOICES).required(),
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
