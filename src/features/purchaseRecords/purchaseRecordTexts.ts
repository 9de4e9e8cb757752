/** /material-purchase's own texts: the spec's toasts verbatim (02 §8, ruling 13), and the screen's words where it is silent. */
export const MATERIAL_PURCHASE_TEXTS = {
  title: 'Material Purchase Management',
  subtitle: 'Record material purchases and track what has been paid',
  addButton: 'Add Purchase',
  addHeading: 'Add Purchase',
  editHeading: 'Edit Purchase',
  save: 'Save',
  saving: 'Saving...',
  added: 'Purchase record added successfully!',
  updated: 'Purchase record updated successfully!',
  addFailed: 'Failed to add purchase record',
  updateFailed: 'Failed to update purchase record',
  deleted: 'Purchase record deleted successfully!',
  deleteFailed: 'Failed to delete purchase record',
  deleteTitle: 'Delete Purchase Record',
  noneYet: 'No purchase records yet',
  noneYetHint: 'Click Add Purchase to record the first purchase.',
  noMatch: 'No purchase records match your search.',
  search: 'Search purchases',
  materialRequired: 'Material is required',
  vendorRequired: 'Vendor is required',
  amountRequired: 'Amount is required',
  amountNotNumber: 'Amount must be a number',
  amountNegative: 'Amount cannot be negative',
  dateRequired: 'Date is required',
} as const;

export const deletePurchaseQuestion = (material: string) => `Are you sure you want to delete the purchase record for ${material}? This action cannot be undone.`;
