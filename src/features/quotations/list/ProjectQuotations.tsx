import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { useDeleteQuotationItem, useQuotationItems, type QuotationItem } from '@/api/quotations';
import { useRowActions } from '@/components/list/RowActions';
import { QueryError } from '@/components/QueryError';
import { useToast } from '@/components/toastStore';
import { selection } from '../selection';
import { AddQuotationForm } from './AddQuotationForm';
import { EditQuotationDialog } from './EditQuotationDialog';
import { ProjectSummary } from './ProjectSummary';
import { itemLabel, itemSerials, QuotationItemList } from './QuotationItemList';
import { QUOTATION_LIST_TEXTS } from './quotationListTexts';
import type { SheetPath } from './SheetLinks';
import { useItemAmounts } from '@/api/quotationItemAmounts';
import { useRefreshOnVisible } from '@/api/quotationRefreshOnVisible';

const NO_ITEMS: readonly QuotationItem[] = [];

/** One project's quotation items: summary chips, the add form, search, the list, edit and delete. */
export function ProjectQuotations({
  projectId,
  projectNumber,
  projectName,
  canManage,
}: {
  projectId: string;
  projectNumber: string;
  projectName: string;
  canManage: boolean;
}) {
  const navigate = useNavigate();
  const itemsQuery = useQuotationItems(projectId);
  const deleteItem = useDeleteQuotationItem();
  const items = itemsQuery.data ?? NO_ITEMS;
  const serials = useMemo(() => itemSerials(items), [items]);
  const amounts = useItemAmounts(items);
  useRefreshOnVisible(projectId);

  const [editing, setEditing] = useState<QuotationItem | null>(null);
  const [deleteFailure, setDeleteFailure] = useState('');
  const toast = useToast();
  const rowActions = useRowActions<QuotationItem>({
    name: (item) => itemLabel(item, serials),
    edit: { run: setEditing, permission: 'MANAGE_PROJECTS' },
    delete: {
      permission: 'MANAGE_PROJECTS',
      remove: (item) => deleteItem.mutateAsync({ item, projectName }),
      busy: deleteItem.isPending,
      question: () => QUOTATION_LIST_TEXTS.confirmDelete,
      successText: QUOTATION_LIST_TEXTS.deleted,
      errorText: QUOTATION_LIST_TEXTS.deleteFailed,
      // A failed delete is told above the list rather than in a toast.
      notify: { success: toast.success, error: setDeleteFailure },
      onDeleted: (item) => {
        setDeleteFailure('');
        if (selection.itemId() === item._id) selection.setItemId(null);
      },
    },
  });

  // Stable across renders, so the memoised rows keep their handlers.
  const openSheet = useCallback(
    (item: QuotationItem, path: SheetPath) => {
      selection.setProjectId(projectId);
      selection.setItemId(item._id);
      navigate(path);
    },
    [navigate, projectId],
  );

  const editingAmount = editing ? amounts.byItem.get(editing._id) : undefined;
  const loaded = itemsQuery.data !== undefined;

  return (
    <>
      <ProjectSummary
        projectNumber={projectNumber}
        projectName={projectName}
        itemCount={loaded ? items.length : null}
        total={amounts.total}
        calculating={amounts.loading}
        totalFailed={amounts.failed}
      />

      <QueryError
        query={{ isError: amounts.failed, isFetching: false, error: null, refetch: amounts.retryFailed }}
        message={QUOTATION_LIST_TEXTS.amountsFailed}
      />
      {deleteFailure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDeleteFailure('')}>
          {deleteFailure}
        </Alert>
      )}

      {canManage && <AddQuotationForm projectId={projectId} projectName={projectName} />}

      <QuotationItemList query={itemsQuery} serials={serials} amounts={amounts.byItem} actions={rowActions.actions} onOpenSheet={openSheet} />

      {editing && (
        <EditQuotationDialog
          key={editing._id}
          item={editing}
          amount={typeof editingAmount === 'number' ? editingAmount : undefined}
          projectName={projectName}
          onClose={() => setEditing(null)}
        />
      )}
      {rowActions.confirmDialog}
    </>
  );
}
