/** The quotation list screen's texts: the spec's (01 §2, §5) and ruling 17's failure messages. */
export const QUOTATION_LIST_TEXTS = {
  loadFailed: 'Failed to load quotation items',
  amountsFailed: 'Failed to load quotation item amounts',
  projectsFailed: 'Failed to fetch projects. Please check if the backend is running.',
  saveFailed: 'Failed to save quotation item',
  deleteFailed: 'Failed to delete quotation item',
  confirmDelete: 'Are you sure you want to delete this quotation item? This action cannot be undone.',
  empty: 'No quotation item found',
  added: 'Quotation item added successfully',
  updated: 'Quotation item updated successfully',
  deleted: 'Quotation item deleted successfully',
  descriptionRequired: 'Description is required',
  dateRequired: 'Date is required',
  computedNote: 'Computed from the materials and labour of the item',
} as const;
