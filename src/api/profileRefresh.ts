import { useQueryClient } from '@tanstack/react-query';
import { permissionsFromFlags, type RoleFlags } from '@/lib/permissions';
import { updateSessionUser, useSessionStore } from '@/session/sessionStore';
import { authKeys } from './auth';

/**
 * Reads the signed-in user's profile again at once (after a change to their own permissions), so the
 * layout's profile sync applies what the server now says. Kept apart from `auth.ts`, which the sign-in
 * screen loads without the query library.
 */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authKeys.profile }, { throwOnError: true });
}

/**
 * Live permissions (01 §4, ruling 5): after the signed-in user's own role was edited, the profile is
 * read again; if that read fails, the permissions are worked out from the saved flags instead, so the
 * change is not lost.
 */
export function useRefreshOwnPermissions(): (roleName: string, savedFlags: RoleFlags) => Promise<void> {
  const refreshProfile = useRefreshProfile();
  return async (roleName, savedFlags) => {
    if (useSessionStore.getState().user?.role !== roleName) return;
    try {
      await refreshProfile();
    } catch {
      const user = useSessionStore.getState().user;
      if (user?.role === roleName) updateSessionUser({ ...user, permissions: permissionsFromFlags(savedFlags) });
    }
  };
}

/** After a save of a user's own permissions: the profile is read again when that user is the one signed in. */
export function useRefreshProfileOf(): (email: string) => Promise<void> {
  const queryClient = useQueryClient();
  return async (email) => {
    if (useSessionStore.getState().user?.email === email) await queryClient.invalidateQueries({ queryKey: authKeys.profile });
  };
}
