import { useUpdateRole, type Role } from '@/api/roles';
import { useToast } from '@/components/toastStore';
import type { RoleEditForm } from './roleSchemas';
import { ROLE_TEXTS, updateRoleErrorText } from './roleTexts';
import { useRefreshOwnPermissions } from './useRefreshOwnPermissions';

/** Saves an inline edit: toast and, for the user's own role, live permissions. True on success. */
export function useSaveRole() {
  const update = useUpdateRole();
  const toast = useToast();
  const refreshOwnPermissions = useRefreshOwnPermissions();

  const save = async (role: Role, changes: RoleEditForm): Promise<boolean> => {
    try {
      await update.mutateAsync({ role, changes });
    } catch (error) {
      toast.error(updateRoleErrorText(error));
      return false;
    }
    toast.success(ROLE_TEXTS.updated);
    await refreshOwnPermissions(role.name, changes.permissions);
    return true;
  };

  return { save, saving: update.isPending };
}
