import { useRoles } from '@/api/roles';
import { ADMIN_ROLE } from '@/lib/permissions';

/** Role names a user may be given: every role but Admin (spec 01 §6). */
export function useAssignableRoles(): string[] {
  const { data: roles = [] } = useRoles();
  return roles.map((role) => role.name).filter((name) => name !== ADMIN_ROLE);
}
