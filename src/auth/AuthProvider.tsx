import { createContext, useContext, type ReactNode } from 'react';
import type { LoginResult } from '@/api/auth';
import { ApiError } from '@/api/apiError';
import { logOut } from '@/session/sessionStore';

export interface AuthService {
  /** Missing when no API is configured: the login page says the service is not available. */
  login?: (email: string, password: string) => Promise<LoginResult>;
  logout: () => void;
}

/**
 * The sign-in call and the HTTP client load when the user signs in, not with the sign-in screen. A server
 * that cannot be reached for that code cannot be reached for the call either: a network error.
 */
async function login(email: string, password: string): Promise<LoginResult> {
  const { signIn } = await import('./signIn').catch((error: unknown) => {
    throw new ApiError('network', error instanceof Error ? error.message : String(error));
  });
  return signIn(email, password);
}

export const apiAuthService: AuthService = { login, logout: logOut };
const unavailableAuthService: AuthService = { logout: logOut };

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
