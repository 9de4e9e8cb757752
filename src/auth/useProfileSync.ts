import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { authKeys, fetchProfile } from '@/api/auth';
import { ACTIVE_USER_STATUS, PROFILE_POLL_MS } from '@/config/constants';
import { endSession, updateSessionUser, useSessionStore } from '@/session/sessionStore';
import type { CurrentUser } from '@/lib/currentUser';

function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
}

/**
 * Keeps the signed-in user in step with the server: one poll of GET /auth/profile serves both the
 * status check (20 s) and the role/permission sync (10 s). A user reported missing or not 'Active' is
 * signed out (a 401/403 does that in the HTTP layer); a 5xx, HTML or network failure is only transient.
 */
export function useProfileSync(): void {
  const { data: profile } = useQuery({
    queryKey: authKeys.profile,
    queryFn: fetchProfile,
    refetchInterval: PROFILE_POLL_MS,
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    if (profile === undefined) return;
    if (profile === null || profile.status !== ACTIVE_USER_STATUS) {
      endSession();
      return;
    }
    const current = useSessionStore.getState().user;
    if (!current) return;
    if (current.role !== profile.role || !samePermissions(current.permissions, profile.permissions)) {
      const next: CurrentUser = { ...current, role: profile.role, permissions: profile.permissions, status: profile.status };
      updateSessionUser(next);
    }
  }, [profile]);
}
