import { mixed, object, string, type ObjectSchema } from 'yup';
import { purchaseStatusOf, type MaterialPurchase, type MaterialPurchaseFields, type PurchaseStatus } from '@/api/materialPurchases';
import { DEFAULT_PURCHASE_STATUS, PURCHASE_STATUSES } from '@/config/constants';
import { toDateInput } from '@/lib/dates';
import { moneyText } from '@/lib/money';
import { MATERIAL_PURCHASE_TEXTS as T } from './purchaseRecordTexts';

/** The simple purchase form as typed: the amount is text until it is sent. */
export interface PurchaseFormValues {
  material: string;
  vendor: string;
  amount: string;
  date: string;
  status: PurchaseStatus;
}

export const EMPTY_PURCHASE_FORM: PurchaseFormValues = { material: '', vendor: '', amount: '', date: '', status: DEFAULT_PURCHASE_STATUS };

/** The typed amount as a number ("1,250.50" included); null when it is empty or not a number. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? amount : null;
}

/** The edit form starts from the record: the amount with two decimals, the date as a date input wants it. */
export function purchaseFormValues(purchase: MaterialPurchase): PurchaseFormValues {
  return {
    material: purchase.material,
    vendor: purchase.vendor,
    amount: moneyText(purchase.amount),
    date: toDateInput(purchase.date),
    status: purchaseStatusOf(purchase.status),
  };
}

export function toPurchaseFields(values: PurchaseFormValues): MaterialPurchaseFields {
  return { ...values, material: values.material.trim(), vendor: values.vendor.trim(), amount: parseAmount(values.amount) ?? 0 };
}

/** 02 §5, simple purchase form: material non-empty; vendor chosen; amount present, numeric and >= 0; date non-empty. */
export const purchaseSchema: ObjectSchema<PurchaseFormValues> = object({
  material: string().trim().required(T.materialRequired),
  vendor: string().trim().required(T.vendorRequired),
  amount: string()
    .trim()
    .required(T.amountRequired)
    .test('number', T.amountNotNumber, (value) => parseAmount(value) !== null)
    .test('not-negative', T.amountNegative, (value) => (parseAmount(value) ?? 0) >= 0),
  date: string().required(T.dateRequired),
  status: mixed<PurchaseStatus>().oneOf(PURCHASE_STATUSES).required(),
});
