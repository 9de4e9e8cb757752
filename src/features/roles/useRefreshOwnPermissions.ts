import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/api/auth';
import { permissionsFromFlags, type RoleFlags } from '@/lib/permissions';
import { updateSessionUser, useSessionStore } from '@/session/sessionStore';

/**
 * Live permissions (01 §4, ruling 5): after the signed-in user's own role was edited, the profile is
 * read again at once, and the layout's profile sync applies what the server now says. If that read
 * fails, the permissions are worked out from the saved flags instead, so the change is not lost.
 */
export function useRefreshOwnPermissions(): (roleName: string, savedFlags: RoleFlags) => Promise<void> {
  const queryClient = useQueryClient();
  return async (roleName, savedFlags) => {
    if (useSessionStore.getState().user?.role !== roleName) return;
    try {
      await queryClient.invalidateQueries({ queryKey: authKeys.profile }, { throwOnError: true });
    } catch {
      const user = useSessionStore.getState().user;
      if (user?.role === roleName) updateSessionUser({ ...user, permissions: permissionsFromFlags(savedFlags) });
    }
  };
}
