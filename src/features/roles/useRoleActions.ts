import { logActivity } from '@/api/activity';
import { useDeleteRole, useUpdateRole, type Role } from '@/api/roles';
import { useToast } from '@/components/toastStore';
import { heldFlags, type RoleEditForm } from './roleSchemas';
import { deleteRoleErrorText, ROLE_TEXTS, updateRoleErrorText } from './roleTexts';
import { useRefreshOwnPermissions } from './useRefreshOwnPermissions';

/** Saves an inline edit: toast, activity log and, for the user's own role, live permissions. True on success. */
export function useSaveRole() {
  const update = useUpdateRole();
  const toast = useToast();
  const refreshOwnPermissions = useRefreshOwnPermissions();

  const save = async (role: Role, changes: RoleEditForm): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: role._id, permissions: changes.permissions, description: changes.description });
    } catch (error) {
      toast.error(updateRoleErrorText(error));
      return false;
    }
    toast.success(ROLE_TEXTS.updated);
    logActivity({
      action: 'updated',
      entityType: 'role',
      entityId: role._id,
      entityName: role.name,
      description: `Updated role ${role.name}`,
      metadata: { permissions: heldFlags(changes.permissions) },
    });
    await refreshOwnPermissions(role.name, changes.permissions);
    return true;
  };

  return { save, saving: update.isPending };
}

/** Deletes a role after its confirmation: toast and activity log; the server's reason on failure. */
export function useRemoveRole() {
  const remove = useDeleteRole();
  const toast = useToast();

  const removeRole = async (role: Role): Promise<void> => {
    try {
      await remove.mutateAsync(role._id);
    } catch (error) {
      toast.error(deleteRoleErrorText(error));
      return;
    }
    toast.success(ROLE_TEXTS.deleted);
    logActivity({
      action: 'deleted',
      entityType: 'role',
      entityId: role._id,
      entityName: role.name,
      description: `Deleted role ${role.name}`,
    });
  };

  return { removeRole, removing: remove.isPending };
}
