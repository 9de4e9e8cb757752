import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { connectionErrorText } from '@/api/connectionErrorText';
import { useProjects, type Project } from '@/api/projects';
import { EmptyState } from '@/components/EmptyState';
import { QueryError, readWaitsForConnection } from '@/components/QueryError';
import { DataList } from '@/components/list/DataList';
import { byId } from '@/components/list/listTypes';
import { useRowActions } from '@/components/list/RowActions';
import { useInlineForm } from '@/components/form/useInlineForm';
import { useSubmitFlow } from '@/components/form/useSubmitFlow';
import { StatCard, StatGrid } from '@/components/StatCard';
import { useToast } from '@/components/toastStore';
import { ProjectPicker } from '@/components/ProjectPicker';
import { formatRupees } from '@/lib/money';
import { useCan } from '@/session/useCan';
import { NEW_PURCHASE_LOAD_ERRORS, NEW_PURCHASE_TEXTS as T } from './newPurchaseTexts';
import { itemOf, purchaseItemColumns } from './purchaseItemColumns';
import { PurchaseItemForm } from './PurchaseItemForm';
import { deletePurchase, setPurchaseStatus, totalCostOf, useSavedPurchases, type SavedPurchase, type SavedPurchaseStatus } from './purchaseItemStore';

const NO_PROJECTS: readonly Project[] = [];
const materialOf = (purchase: SavedPurchase) => itemOf(purchase).material;
/** The list, less its columns (they carry the status select) and its rows. */
const SAVED_LIST = { label: 'Saved Purchases', rowKey: byId, cardLabel: materialOf };

/** Saved Purchases of the chosen project (or of none yet), with the item form and the delete question. */
function ProjectPurchases({ projectId, canManage }: { projectId: string | null; canManage: boolean }) {
  const toast = useToast();
  const purchases = useSavedPurchases(projectId);
  const form = useInlineForm<SavedPurchase>();

  const openAdd = () => {
    if (!projectId) toast.notice(T.selectProjectFirst);
    else form.add();
  };

  // A status kept on this device: the write is the browser's storage, which may refuse it.
  const statusChange = useSubmitFlow<{ purchase: SavedPurchase; status: SavedPurchaseStatus }, SavedPurchase>({
    send: async ({ purchase, status }) => setPurchaseStatus(purchase.projectId, purchase._id, status),
    onDevice: true,
    successText: (_result, { status }) => T.statusUpdated(status),
    successIn: 'toast',
    errorText: T.statusFailed,
    failureIn: 'toast',
    afterSave: 'edit',
  });
  const changeStatus = statusChange.submit;
  const columns = useMemo(
    () => purchaseItemColumns({ canChangeStatus: canManage, onStatusChange: (purchase, status) => void changeStatus({ purchase, status }) }),
    [canManage, changeStatus],
  );

  const rowActions = useRowActions<SavedPurchase>({
    name: materialOf,
    edit: { run: form.edit, permission: 'MANAGE_MATERIALS' },
    delete: {
      permission: 'MANAGE_MATERIALS',
      title: 'Delete Purchase Item',
      remove: async (purchase) => deletePurchase(purchase.projectId, purchase._id),
      onDevice: true,
      busy: false,
      question: (purchase) => T.deleteQuestion(materialOf(purchase)),
      successText: T.deleted,
      errorText: T.deleteFailed,
      onDeleted: form.closeIfEditing,
    },
  });

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Saved Purchases
        </Typography>
        {canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
            Add Item
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <InfoOutlinedIcon fontSize="small" aria-hidden />
        {T.keptOnDevice}
      </Typography>

      {projectId && form.open && (
        <Box sx={{ mb: 3 }}>
          <PurchaseItemForm key={form.key} projectId={projectId} editing={form.editing} onClose={form.close} />
        </Box>
      )}

      {projectId && purchases.length > 0 && (
        <StatGrid>
          <StatCard label="Items" value={purchases.length} />
          <StatCard label="Total Cost" value={formatRupees(totalCostOf(purchases))} />
        </StatGrid>
      )}

      {/* Kept on this device, not read from the server: the list has no query to bind to. */}
      <DataList
        {...SAVED_LIST}
        rows={purchases}
        columns={columns}
        actions={rowActions.actions}
        empty={
          <EmptyState
            title={T.noneYet}
            hint={projectId ? T.noneYetHint : T.chooseProjectHint}
            action={
              canManage && (
                <Button variant="outlined" startIcon={<AddIcon />} onClick={openAdd}>
                  {T.addFirst}
                </Button>
              )
            }
          />
        }
      />
      {rowActions.confirmDialog}
    </>
  );
}

/** The New Purchase tab of /purchasing: a project, its purchase items, kept on this device. */
export function NewPurchasePanel() {
  const projectsQuery = useProjects();
  const canManage = useCan('MANAGE_MATERIALS');
  const [chosen, setChosen] = useState<Project | null>(null);
  const projects = projectsQuery.data ?? NO_PROJECTS;
  // A chosen project that is gone after a refresh of the list is let go.
  const project = chosen && projectsQuery.data && !projectsQuery.data.some((p) => p._id === chosen._id) ? null : chosen;

  return (
    <>
      <QueryError query={projectsQuery} what="Projects" message={(error) => connectionErrorText(error, NEW_PURCHASE_LOAD_ERRORS)} />
      <ProjectPicker projects={projects} loading={projectsQuery.isPending && !readWaitsForConnection(projectsQuery)} value={project} onChange={setChosen} />
      <ProjectPurchases key={project?._id ?? 'none'} projectId={project?._id ?? null} canManage={canManage} />
    </>
  );
}
