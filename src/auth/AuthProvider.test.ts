import { isApiError } from '@/api/apiError';
import { apiAuthService } from './AuthProvider';
import { loginErrorText } from './loginErrors';

// The sign-in code loads when the user signs in; here the server cannot be reached for it.
vi.mock('./signIn', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

test('sign-in code that cannot be loaded is told like an unreachable server', async () => {
  const error: unknown = await apiAuthService.login!('admin@sgkconstructions.in', 'Admin@123').catch((reason: unknown) => reason);
  expect(isApiError(error) && error.kind).toBe('network');
  expect(loginErrorText(error)).toBe('Network error occurred');
});
