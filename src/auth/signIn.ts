import { login as loginCall, type LoginResult } from '@/api/auth';
import { ApiError } from '@/api/apiError';
import { ACTIVE_USER_STATUS } from '@/config/constants';

export const INACTIVE_ACCOUNT_MESSAGE = 'Your account is inactive. Please contact admin.';

/**
 * Signs in against the API; refuses a user the server reports as not 'Active'. Loaded when the user
 * signs in, with the HTTP client, so the sign-in screen opens without them.
 */
export async function signIn(email: string, password: string): Promise<LoginResult> {
  const result = await loginCall(email.trim().toLowerCase(), password);
  if (result.user.status !== ACTIVE_USER_STATUS) {
    throw new ApiError('http', INACTIVE_ACCOUNT_MESSAGE, { body: { message: INACTIVE_ACCOUNT_MESSAGE } });
  }
  return result;
}
