import { object, string, type InferType } from 'yup';
import { QUOTATION_LIST_TEXTS } from './quotationListTexts';

/** Description and date: the list screen's add form and its edit modal share these two rules. */
export const quotationItemSchema = object({
  description: string().trim().required(QUOTATION_LIST_TEXTS.descriptionRequired),
  date: string().trim().required(QUOTATION_LIST_TEXTS.dateRequired),
});

export type QuotationItemForm = InferType<typeof quotationItemSchema>;
