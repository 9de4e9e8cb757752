import { isApiError } from '@/api/apiError';

/** The project screens' texts: the spec's error catalogue and success toasts (01 §5, §8). */
export const PROJECT_TEXTS = {
  cannotConnect: 'Cannot connect to server. Please check if the backend is running.',
  fetchFailed: 'Failed to fetch projects. Please check if the backend is running.',
  updated: 'Project updated successfully',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  createFailedPrefix: '❌ Failed to create project: ',
  createUnknownError: 'Unknown error',
  createNoResponse: '❌ No response from server. Please check if the backend is running.',
  createTryAgain: '❌ Failed to create project. Please try again.',
  nameRequired: 'Project name is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be after start date',
  clientRequired: 'Client is required',
  budgetInvalid: 'Budget is required and must be greater than 0',
  managerRequired: 'Project manager is required',
  descriptionRequired: 'Project description is required',
} as const;

export const projectDeletedText = (name: string) => `Project "${name}" deleted successfully`;

export const projectCreatedText = (projectNumber: string) =>
  projectNumber
    ? `✅ Project created successfully! Project Number: ${projectNumber}. Redirecting...`
    : '✅ Project created successfully! Redirecting...';

/** A failed list load: no HTTP answer at all, or anything else. */
export function projectsLoadErrorText(error: unknown): string {
  return isApiError(error) && error.isUnreachable ? PROJECT_TEXTS.cannotConnect : PROJECT_TEXTS.fetchFailed;
}

/** Create reads the server's `details` or `error`; no answer and other failures have their own texts. */
export function createProjectErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'http') return PROJECT_TEXTS.createFailedPrefix + (error.serverDetails ?? PROJECT_TEXTS.createUnknownError);
    if (error.isUnreachable) return PROJECT_TEXTS.createNoResponse;
  }
  return PROJECT_TEXTS.createTryAgain;
}
