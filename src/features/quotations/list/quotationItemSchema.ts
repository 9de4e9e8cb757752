import { object, string, type ObjectSchema } from 'yup';
import type { QuotationItemValues } from '../itemForm/quotationItemValues';
import { QUOTATION_LIST_TEXTS } from './quotationListTexts';

const unused = () => string().default('');

/** Description and date: the list screen's add form and its edit modal share these two rules. */
export const quotationItemSchema: ObjectSchema<QuotationItemValues> = object({
  description: string().trim().required(QUOTATION_LIST_TEXTS.descriptionRequired),
  date: string().trim().required(QUOTATION_LIST_TEXTS.dateRequired),
  itemNo: unused(),
  quantity: unused(),
  unit: unused(),
  rate: unused(),
});
