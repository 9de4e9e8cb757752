import { object, string, type ObjectSchema } from 'yup';
import { PURCHASE_MATERIAL_UNITS } from '@/config/constants';
import { todayIso } from '@/lib/dates';
import { NEW_PURCHASE_TEXTS as T } from './newPurchaseTexts';
import type { PurchaseItem, PurchaseItemInput } from './purchaseItemStore';

/** The purchase-item form as typed: numbers stay text until they are sent. */
export interface PurchaseItemFormValues {
  material: string;
  quantity: string;
  unit: string;
  rate: string;
  vendor: string;
  date: string;
}

/** A new item: every field empty but the date, which is today. */
export function emptyPurchaseItemForm(now: Date = new Date()): PurchaseItemFormValues {
  return { material: '', quantity: '', unit: '', rate: '', vendor: '', date: todayIso(now) };
}

/** The edit form starts from the saved item. */
export function purchaseItemFormValues(item: PurchaseItem): PurchaseItemFormValues {
  return { material: item.material, quantity: String(item.quantity), unit: item.unit, rate: String(item.rate), vendor: item.vendor, date: item.date };
}

/** A typed number, or NaN when the text is not a finite number ('' included). */
export function typedNumber(value: string | undefined): number {
  const trimmed = (value ?? '').trim();
  const number = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
}

const positive = (message: string) =>
  string()
    .default('')
    .test('positive', message, (value) => typedNumber(value) > 0);

/** 02 §5 'Purchase item form': the six rules, in the spec's words. */
export const purchaseItemSchema = object({
  material: string().trim().required(T.materialRequired),
  quantity: positive(T.quantityInvalid),
  unit: string().required(T.unitRequired).oneOf([...PURCHASE_MATERIAL_UNITS], T.unitRequired),
  rate: positive(T.rateInvalid),
  vendor: string().trim().required(T.vendorRequired),
  date: string().trim().required(T.dateRequired),
}) as ObjectSchema<PurchaseItemFormValues>;

/** What is kept: trimmed texts and the numbers. */
export function toPurchaseItemInput(values: PurchaseItemFormValues): PurchaseItemInput {
  return {
    material: values.material.trim(),
    quantity: typedNumber(values.quantity),
    unit: values.unit,
    rate: typedNumber(values.rate),
    vendor: values.vendor.trim(),
    date: values.date,
  };
}
