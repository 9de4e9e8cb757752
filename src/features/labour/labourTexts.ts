import { isApiError } from '@/api/apiError';
import type { ConnectionErrorTexts } from '@/api/connectionErrorText';
import type { FieldRefusalRule } from '@/components/writeCore';

/** The labour register's and add page's texts (02 §2, §5, §8), verbatim. */
export const LABOUR_TEXTS = {
  categoryRequired: 'Category is required',
  nameRequired: 'Name is required',
  addressRequired: 'Address is required',
  phoneRequired: 'Phone is required',
  ifscRequired: 'IFSC Code is required',
  branchRequired: 'Branch Name is required',
  accountRequired: 'Account Number is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  notImage: 'Please select an image file',
  tooBig: 'File size must be less than 5MB',
  fixErrors: 'Please fix the errors below',
  added: 'Labour added successfully!',
  addCannotConnect: 'Cannot connect to server. Please check if the backend is running.',
  addFailed: 'Failed to add labour. Please try again.',
  updated: 'Labour updated successfully',
  deleted: 'Labour deleted successfully',
  deleteQuestion: 'Are you sure you want to delete this labour record? This action cannot be undone.',
  noMatch: 'No labour found matching your criteria.',
  noneYet: 'No labour records yet',
  noneYetHint: 'Click Add Labour to register the first worker.',
  imageNotAvailable: 'Image not available',
} as const;

export const labourUpdateFailedText = (detail: string) => `Failed to update labour: ${detail}`;
export const labourDeleteFailedText = (detail: string) => `Failed to delete labour: ${detail}`;

/** 02 §8, Labour register: the load failure's texts. */
export const LABOUR_LOAD_ERRORS: ConnectionErrorTexts = {
  html: 'Backend API not responding correctly. Check if server is running and routes are configured.',
  unreachable: 'Cannot connect to server. Please check if the backend is running on port 3003.',
  notFound: 'API endpoint not found...',
  otherwise: (detail) => `Failed to fetch labour data: ${detail}`,
};

/** "{server message or error message}" of the update and delete toasts. */
export function failureDetail(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A refused create whose 400 message names the e-mail or the phone goes on that field (02 §8). */
export const LABOUR_REFUSALS = [
  { field: 'email', status: 400, names: /e-?mail/i },
  { field: 'phone', status: 400, names: /phone/i },
] as const satisfies readonly FieldRefusalRule<'email' | 'phone'>[];

/** The add page's failure: a 400's own message, no connection, or the general text. */
export function addLabourErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.isUnreachable) return LABOUR_TEXTS.addCannotConnect;
    if (error.status === 400 && error.serverMessage) return error.serverMessage;
  }
  return LABOUR_TEXTS.addFailed;
}
