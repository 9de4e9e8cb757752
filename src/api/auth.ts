import type { CurrentUser } from '@/lib/currentUser';
import { ApiError } from './apiError';
import { http } from './http';
import { idOf, recordOf, str, textsOf } from './normalise';

export interface LoginResult {
  token: string;
  user: CurrentUser;
  message?: string;
}

interface LoginResponse {
  success?: boolean;
  token?: string;
  user?: Partial<CurrentUser>;
  message?: string;
}

interface ProfileResponse {
  success?: boolean;
  user?: Partial<CurrentUser> | null;
}

/** Accepts the provider's user shape, where permissions may be missing or not a list. */
export function normaliseCurrentUser(input: unknown): CurrentUser {
  const raw = recordOf(input);
  return {
    _id: idOf(raw) || undefined,
    name: str(raw.name),
    email: str(raw.email),
    role: str(raw.role),
    permissions: Array.isArray(raw.permissions) ? textsOf(raw.permissions) : [],
    status: str(raw.status),
  };
}

export async function login(email: string, password: string): Promise<LoginResult> {
  const { data } = await http.post<LoginResponse>('/auth/login', { email, password });
  if (!data || data.success === false || !data.token || !data.user) {
    throw new ApiError('http', 'Login failed', { body: { message: data?.message } });
  }
  return { token: data.token, user: normaliseCurrentUser(data.user), message: data.message };
}

/** The profile as the server sees it now; null when the server reports no usable user. */
export async function fetchProfile(): Promise<CurrentUser | null> {
  const { data } = await http.get<ProfileResponse>('/auth/profile');
  if (!data || data.success === false || !data.user) return null;
  return normaliseCurrentUser(data.user);
}

export const authKeys = {
  profile: ['auth', 'profile'] as const,
};
