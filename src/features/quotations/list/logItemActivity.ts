import { logActivity, type ActivityAction } from '@/api/activity';

const VERBS: Partial<Record<ActivityAction, string>> = { created: 'Added', updated: 'Updated', deleted: 'Deleted' };

/** Records a quotation item's creation, update or deletion; never throws, never blocks the action. */
export function logItemActivity(
  action: 'created' | 'updated' | 'deleted',
  item: { _id: string; description: string; itemNo?: string },
  projectName: string,
): void {
  const where = projectName ? ` of ${projectName}` : '';
  logActivity({
    action,
    entityType: 'quotation',
    entityId: item._id || undefined,
    entityName: item.description,
    description: `${VERBS[action]} quotation item${item.itemNo ? ` ${item.itemNo}` : ''}${where}: ${item.description}`,
  });
}
