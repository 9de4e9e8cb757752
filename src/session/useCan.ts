import { useCallback } from 'react';
import { canAccess, type Permission } from '@/lib/permissions';
import { useSessionStore } from './sessionStore';

/**
 * Whether the signed-in user holds `permission` (Admin holds every one; no permission means any
 * signed-in user). The one check every button, row action and page asks, so a permission is named once.
 */
export function useCan(permission: Permission | undefined): boolean {
  return useSessionStore((s) => canAccess(s.user, permission));
}

/** The same check as a function, for a component that asks about several permissions (a row's actions). */
export function usePermissionCheck(): (permission: Permission | undefined) => boolean {
  const user = useSessionStore((s) => s.user);
  return useCallback((permission) => canAccess(user, permission), [user]);
}
