import { useRoles } from '@/api/roles';
import type { FormRead } from '@/components/form/formReads';
import { ADMIN_ROLE } from '@/lib/permissions';

const NONE: readonly string[] = [];

/**
 * Role names a user may be given: every role but Admin (spec 01 §6), and the read they come from, which
 * the user form waits for: a failed read offers no roles and says so (ruling 36), never an empty list.
 */
export function useRoleChoices(): { names: readonly string[]; read: FormRead } {
  const query = useRoles();
  const { data } = query;
  const names = data ? data.map((role) => role.name).filter((name) => name !== ADMIN_ROLE) : NONE;
  return { names, read: { query, what: 'Roles' } };
}
