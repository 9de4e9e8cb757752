import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canAccess, type Access } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { firstAllowedPage } from './navigation';
import { PATHS } from '@/config/paths';

/** Everything inside needs a signed-in user; others go to /login. */
export function RequireAuth() {
  const user = useSessionStore((s) => s.user);
  const location = useLocation();
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function RequirePermission({ permission, children }: { permission: Access; children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  if (!canAccess(user, permission)) return <Navigate to={PATHS.unauthorized} replace />;
  return <>{children}</>;
}

/** `/`: the first page of the index order the user may open, else Access Denied. */
export function IndexRedirect() {
  const user = useSessionStore((s) => s.user);
  return <Navigate to={firstAllowedPage(user) ?? PATHS.unauthorized} replace />;
}
