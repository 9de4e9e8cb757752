/** The New Purchase tab's texts: the spec's verbatim (02 §5, §8; ruling 13 gives one wording per action), then its own. */
export const NEW_PURCHASE_TEXTS = {
  materialRequired: 'Material name is required',
  quantityInvalid: 'Valid quantity is required',
  unitRequired: 'Unit is required',
  rateInvalid: 'Valid rate is required',
  vendorRequired: 'Vendor is required',
  dateRequired: 'Date is required',
  fixErrors: 'Please fix the errors below',
  selectProjectFirst: 'Please select a project first',
  added: 'Purchase item added successfully!',
  updated: 'Purchase item updated successfully!',
  deleted: 'Purchase item deleted successfully!',
  addFailed: 'Failed to add purchase item',
  updateFailed: 'Failed to update purchase item',
  deleteFailed: 'Failed to delete purchase item',
  statusUpdated: (status: string) => `Purchase status updated to ${status}`,
  statusFailed: 'Failed to update status',
  noneYet: 'No Purchases Yet',
  addFirst: 'Add First Item',
  // The screen's own words.
  noneYetHint: 'Add the first purchase item for this project.',
  chooseProjectHint: 'Choose a project above to see and add its purchase items.',
  keptOnDevice: 'These purchase items are kept in this browser on this device only. They are not sent to the server, so they do not show on any other device.',
  deleteQuestion: (material: string) => `Are you sure you want to delete the purchase item "${material}"?`,
} as const;

/** A failed projects read: the page's own load texts (02 §8, ruling 24). */
export { PURCHASING_LOAD_ERRORS as NEW_PURCHASE_LOAD_ERRORS } from './purchasingTexts';
