import { logActivity } from '@/api/activity';
import { serverMessageOr } from '@/api/apiError';
import { useDeleteProject, type Project } from '@/api/projects';
import { useToast } from '@/components/toastStore';
import { PROJECT_TEXTS, projectDeletedText } from './projectTexts';

/**
 * Deletes a project after its confirmation: toast and activity log. The name is taken from the list
 * before the call, since the project is gone afterwards.
 */
export function useRemoveProject() {
  const remove = useDeleteProject();
  const toast = useToast();

  const removeProject = async (project: Project): Promise<void> => {
    const name = project.projectName;
    try {
      await remove.mutateAsync(project._id);
    } catch (error) {
      toast.error(serverMessageOr(error, PROJECT_TEXTS.deleteFailed));
      return;
    }
    toast.success(projectDeletedText(name));
    logActivity({
      action: 'deleted',
      entityType: 'project',
      entityId: project._id,
      entityName: name,
      description: `Deleted project ${name}${project.projectNumber ? ` (${project.projectNumber})` : ''}`,
    });
  };

  return { removeProject, removing: remove.isPending };
}
