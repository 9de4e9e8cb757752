import { QUOTATION_ITEM_UNITS } from '@/config/constants';
import { todayIso } from '@/lib/dates';

/**
 * What the quotation item forms edit, as typed. The add page prices the item (number, quantity, unit,
 * rate); the list's inline add and the edit modal change only its description and date.
 */
export interface QuotationItemValues {
  description: string;
  date: string;
  itemNo: string;
  quantity: string;
  unit: string;
  rate: string;
}

export const newItemValues = (): QuotationItemValues => ({
  description: '',
  date: todayIso(),
  itemNo: '',
  quantity: '',
  unit: QUOTATION_ITEM_UNITS[0],
  rate: '',
});
