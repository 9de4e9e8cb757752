import { isApiError, serverMessageOr } from '@/api/apiError';

/** The role screens' texts from the spec's error catalogue and success toasts (01 §5, §8). */
export const ROLE_TEXTS = {
  htmlAnswer: 'Backend API not responding correctly...',
  fetchFailed: 'Failed to fetch roles. Please check if the backend is running.',
  countsFailed: 'Failed to load user counts',
  updated: 'Role updated successfully',
  updateFailed: 'Failed to update role',
  deleted: 'Role deleted successfully',
  deleteFailed: 'Failed to delete role',
  created: '✅ Role created successfully.',
  createFailed: 'Error creating role.',
  nameRequired: 'Role name is required',
  descriptionRequired: 'Description is required',
  permissionRequired: 'At least one permission must be selected',
} as const;

/** A failed role list load: an HTML page instead of JSON has its own text. */
export function rolesLoadErrorText(error: unknown): string {
  return isApiError(error) && error.kind === 'html' ? ROLE_TEXTS.htmlAnswer : ROLE_TEXTS.fetchFailed;
}

/** Writes prefer the server's own explanation (a 409 naming how many users hold a role, say). */
export const updateRoleErrorText = (error: unknown) => serverMessageOr(error, ROLE_TEXTS.updateFailed);
export const deleteRoleErrorText = (error: unknown) => serverMessageOr(error, ROLE_TEXTS.deleteFailed);
export const createRoleErrorText = (error: unknown) => serverMessageOr(error, ROLE_TEXTS.createFailed);
