import { isApiError } from '@/api/apiError';
import { GSTIN_PROBLEM_TEXTS } from '@/lib/gstinTexts';

/** The vendor screens' texts (02 §2, §5, §8); the spec's verbatim, the GSTIN and IFSC checks' our own. */
export const VENDOR_TEXTS = {
  listTitle: 'Vendor Management',
  listSubtitle: 'Suppliers, contractors and consultants, with their GST and bank details',
  addTitle: 'Add New Vendor',
  addSubtitle: 'Register a supplier with contact, GST and bank details',
  addVendor: 'Add Vendor',
  backToList: 'Back to vendor management',
  search: 'Search by vendor name or GST number',
  loadFailed: 'Failed to fetch vendors. Please check if the backend is running.',
  updateFailed: 'Failed to update vendor. Please try again.',
  deleteFailed: 'Failed to delete vendor. Please try again.',
  updated: 'Vendor updated successfully',
  deleted: 'Vendor deleted successfully',
  created: 'Vendor created successfully! Redirecting...',
  deleteTitle: 'Delete Vendor',
  editTitle: 'Edit Vendor',
  noneTitle: 'No vendors found',
  noneHint: 'Click Add Vendor to register the first one.',
  noMatchHint: 'No vendor’s name or GST number matches your search.',
  emailInvalid: 'Please enter a valid email address',
  gstLength: GSTIN_PROBLEM_TEXTS.length,
  gstStructure: GSTIN_PROBLEM_TEXTS.structure,
  gstStateCode: GSTIN_PROBLEM_TEXTS.stateCode,
  gstChecksum: GSTIN_PROBLEM_TEXTS.checksum,
  ifscInvalid: 'IFSC code should be 4 letters, a zero, then 6 letters or digits (for example SBIN0001234)',
  phoneRequired: 'At least one phone number is required',
  phoneInvalid: 'Please enter valid 10-digit phone numbers',
  timeout: 'Request timeout. Please check your connection and try again.',
  duplicateGst: 'A vendor with this GST number already exists.',
  serverError: 'Server error. Please try again later.',
  network: 'Network error. Please check if the backend server is running.',
  saveFailed: 'Failed to save vendor. Please try again.',
} as const;

export const vendorDeleteQuestion = (name: string) => `Are you sure you want to delete vendor ${name}?`;

/** The state a GSTIN names, shown under the field. */
export const gstStateText = (state: string) => `State: ${state}`;

/** Add vendor's failure (02 §8), in the catalogue's order. */
export function addVendorErrorText(error: unknown): string {
  if (!isApiError(error)) return VENDOR_TEXTS.saveFailed;
  if (error.kind === 'timeout') return VENDOR_TEXTS.timeout;
  if (error.kind === 'network') return VENDOR_TEXTS.network;
  if (error.status === 409) return VENDOR_TEXTS.duplicateGst;
  if (error.status === 400) return `Validation error: ${error.serverDetails ?? 'Invalid data provided'}`;
  if (error.status === 500) return VENDOR_TEXTS.serverError;
  if (error.serverDetails) return `Failed to save vendor: ${error.serverDetails}`;
  return VENDOR_TEXTS.saveFailed;
}
