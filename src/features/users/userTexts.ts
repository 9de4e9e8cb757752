import { isApiError } from '@/api/apiError';

/** The user screens' texts from the spec's error catalogue (01 §8) and its success toasts. */
export const USER_TEXTS = {
  fetchFailed: 'Failed to fetch users. Please try again.',
  createFailed: 'Failed to create user. Please try again.',
  updateFailed: 'Failed to update user. Please try again.',
  deleteFailed: 'Failed to delete user. Please try again.',
  created: 'User created successfully! Redirecting...',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  fixErrors: 'Please fix the errors below',
  htmlAnswer:
    'Server returned an HTML page instead of JSON. Please check if the backend server is running and the API endpoint is correct.',
  cannotConnect: 'Cannot connect to server. Please check if the backend is running at the correct URL.',
  invalidJson: 'Server returned invalid JSON...',
  permissionsSaved: 'Permissions updated successfully',
  adminPermissionsLocked: 'Admin permissions cannot be modified',
  adminHoldsAll: 'Admin holds every permission',
  permissionsUnsupported: 'This server does not support saving per-user permissions (it answered 404 Not Found).',
  permissionsFailed: 'Failed to update permissions. Please try again.',
} as const;

/** The add-user screen's special cases: an HTML page, a connection problem, broken JSON, else the message. */
export function createUserErrorText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error && error.message ? error.message : USER_TEXTS.createFailed;
  if (error.kind === 'html') return USER_TEXTS.htmlAnswer;
  if (error.isUnreachable) return USER_TEXTS.cannotConnect;
  if (error.kind === 'invalidJson') return USER_TEXTS.invalidJson;
  const message = error.serverMessage;
  if (message && /connect/i.test(message)) return USER_TEXTS.cannotConnect;
  return message ?? USER_TEXTS.createFailed;
}
