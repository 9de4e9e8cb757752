/** The add quotation item page's texts (spec 01 §5 and §8). */
export const ADD_ITEM_TEXTS = {
  projectLoadFailed: 'Failed to load project details',
  createFailed: 'Failed to create quotation item. Please try again.',
  created: 'Quotation item created successfully',
  descriptionRequired: 'Description is required',
  itemNoRequired: 'Item number is required',
  quantityInvalid: 'Valid quantity is required',
  rateInvalid: 'Valid rate is required',
  dateRequired: 'Date is required',
} as const;
