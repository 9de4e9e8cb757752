import { isApiError } from '@/api/apiError';

/** The login screen's error catalogue (spec 01 §8, ruling 15). */
export const LOGIN_TEXTS = {
  failed: 'Login failed',
  network: 'Network error occurred',
  serviceMissing: 'Authentication service not available',
  screenFailurePrefix: 'Login failed: ',
} as const;

export function loginErrorText(error: unknown): string {
  if (!isApiError(error)) return LOGIN_TEXTS.failed;
  if (error.isUnreachable) return LOGIN_TEXTS.network;
  if (error.kind === 'http') return error.serverMessage ?? LOGIN_TEXTS.failed;
  return LOGIN_TEXTS.failed;
}
