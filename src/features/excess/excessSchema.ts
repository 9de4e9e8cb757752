import { object, string } from 'yup';
import type { ExcessItem, ExcessItemInput } from '@/api/excessItems';
import { DEFAULT_EXCESS_CONDITION, EXCESS_CONDITIONS, EXCESS_UNITS } from '@/config/constants';
import { EXCESS_TEXTS as T } from './excessTexts';

const UNITS: readonly string[] = EXCESS_UNITS;
const CONDITIONS: readonly string[] = EXCESS_CONDITIONS;

/** The inline add/edit form; the quantity is kept as typed until it is sent. */
export interface ExcessFormValues {
  description: string;
  quantity: string;
  units: string;
  location: string;
  condition: string;
}

export const EMPTY_EXCESS_FORM: ExcessFormValues = {
  description: '',
  quantity: '',
  units: '',
  location: '',
  condition: DEFAULT_EXCESS_CONDITION,
};

/** The edit form starts from the item; an item with no known condition starts with none, so the form asks for one. */
export function excessFormValues(item: ExcessItem): ExcessFormValues {
  return {
    description: item.description,
    quantity: String(item.quantity),
    units: UNITS.includes(item.units) ? item.units : '',
    location: item.location,
    condition: CONDITIONS.includes(item.condition) ? item.condition : '',
  };
}

/** Ruling 10: any number above 0, decimals included; empty or not a number is refused. */
export function isValidQuantity(value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '') return false;
  const quantity = Number(text);
  return Number.isFinite(quantity) && quantity > 0;
}

export const excessSchema = object({
  description: string().trim().required(T.descriptionRequired),
  quantity: string().default('').test('quantity', T.quantityInvalid, isValidQuantity),
  units: string().required(T.unitsRequired).oneOf(UNITS, T.unitsRequired),
  location: string().trim().required(T.locationRequired),
  condition: string().required(T.conditionRequired).oneOf(CONDITIONS, T.conditionRequired),
});

/** What is sent: texts trimmed, the quantity as a number. */
export function toExcessInput(values: ExcessFormValues): ExcessItemInput {
  return {
    description: values.description.trim(),
    quantity: Number(values.quantity.trim()),
    units: values.units,
    location: values.location.trim(),
    condition: values.condition,
  };
}
