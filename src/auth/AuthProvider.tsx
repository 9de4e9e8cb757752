import { createContext, useContext, type ReactNode } from 'react';
import { login as loginCall, type LoginResult } from '@/api/auth';
import { ApiError } from '@/api/apiError';
import { ACTIVE_USER_STATUS } from '@/config/constants';
import { endSession } from '@/session/sessionStore';

export interface AuthService {
  /** Missing when no API is configured: the login page says the service is not available. */
  login?: (email: string, password: string) => Promise<LoginResult>;
  logout: () => void;
}

export const INACTIVE_ACCOUNT_MESSAGE = 'Your account is inactive. Please contact admin.';

/** Signs in against the API; refuses a user the server reports as not 'Active'. */
async function login(email: string, password: string): Promise<LoginResult> {
  const result = await loginCall(email.trim().toLowerCase(), password);
  if (result.user.status !== ACTIVE_USER_STATUS) {
    throw new ApiError('http', INACTIVE_ACCOUNT_MESSAGE, { body: { message: INACTIVE_ACCOUNT_MESSAGE } });
  }
  return result;
}

export const apiAuthService: AuthService = { login, logout: endSession };
const unavailableAuthService: AuthService = { logout: endSession };

const AuthContext = createContext<AuthService | null>(null);

export function AuthProvider({
  apiConfigured,
  service,
  children,
}: {
  apiConfigured: boolean;
  /** Tests inject a service of their own. */
  service?: AuthService;
  children: ReactNode;
}) {
  const value = service ?? (apiConfigured ? apiAuthService : unavailableAuthService);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthService {
  const service = useContext(AuthContext);
  if (!service) throw new Error('useAuth must be used within an AuthProvider');
  return service;
}
