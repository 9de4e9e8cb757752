import { object, string, type ObjectSchema } from 'yup';
import { QUOTATION_ITEM_UNITS } from '@/config/constants';
import type { QuotationItemValues } from '../itemForm/quotationItemValues';
import { ADD_ITEM_TEXTS } from './addItemTexts';

/** A typed number above 0 ("12.5"); empty, zero, negative or not a number fails. */
const positiveNumber = (message: string) =>
  string()
    .trim()
    .required(message)
    .test('positive', message, (value) => positiveValue(value) !== null);

export function positiveValue(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The add page prices the item: every field is required. */
export const addItemSchema: ObjectSchema<QuotationItemValues> = object({
  description: string().trim().required(ADD_ITEM_TEXTS.descriptionRequired),
  itemNo: string().trim().required(ADD_ITEM_TEXTS.itemNoRequired),
  quantity: positiveNumber(ADD_ITEM_TEXTS.quantityInvalid),
  unit: string().oneOf<string>(QUOTATION_ITEM_UNITS).required(),
  rate: positiveNumber(ADD_ITEM_TEXTS.rateInvalid),
  date: string().trim().required(ADD_ITEM_TEXTS.dateRequired),
});
