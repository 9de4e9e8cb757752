import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { connectionErrorText } from '@/api/connectionErrorText';
import { useProjects, type Project } from '@/api/projects';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { DataList } from '@/components/list/DataList';
import { useRowActions } from '@/components/list/RowActions';
import { useSubmitFlow } from '@/components/form/useSubmitFlow';
import { StatCard, StatGrid } from '@/components/StatCard';
import { useToast } from '@/components/toastStore';
import { TypeAhead } from '@/components/TypeAhead';
import { PROJECT_CHOICE } from '@/components/typeAheadEntities';
import { PROJECT_PICKER_BLUR_MS } from '@/config/constants';
import { formatRupees } from '@/lib/money';
import { useCan } from '@/session/useCan';
import { NEW_PURCHASE_LOAD_ERRORS, NEW_PURCHASE_TEXTS as T } from './newPurchaseTexts';
import { itemOf, purchaseItemColumns } from './purchaseItemColumns';
import { PurchaseItemForm } from './PurchaseItemForm';
import { deletePurchase, setPurchaseStatus, totalCostOf, useSavedPurchases, type SavedPurchase, type SavedPurchaseStatus } from './purchaseItemStore';

const NO_PROJECTS: readonly Project[] = [];
const purchaseId = (purchase: SavedPurchase) => purchase._id;
const materialOf = (purchase: SavedPurchase) => itemOf(purchase).material;

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; purchase: SavedPurchase };

/** Saved Purchases of the chosen project (or of none yet), with the item form and the delete question. */
function ProjectPurchases({ projectId, canManage }: { projectId: string | null; canManage: boolean }) {
  const toast = useToast();
  const purchases = useSavedPurchases(projectId);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const closeForm = () => setForm({ mode: 'closed' });

  const openAdd = () => {
    if (!projectId) toast.notice(T.selectProjectFirst);
    else setForm({ mode: 'add' });
  };

  // A status kept on this device: the write is the browser's storage, which may refuse it.
  const statusChange = useSubmitFlow<{ purchase: SavedPurchase; status: SavedPurchaseStatus }, SavedPurchase>({
    send: async ({ purchase, status }) => setPurchaseStatus(purchase.projectId, purchase._id, status),
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
    edit: { run: (purchase) => setForm({ mode: 'edit', purchase }), permission: 'MANAGE_MATERIALS' },
    delete: {
      permission: 'MANAGE_MATERIALS',
      title: 'Delete Purchase Item',
      remove: async (purchase) => deletePurchase(purchase.projectId, purchase._id),
      busy: false,
      question: (purchase) => T.deleteQuestion(materialOf(purchase)),
      successText: T.deleted,
      errorText: T.deleteFailed,
      onDeleted: (purchase) => setForm((open) => (open.mode === 'edit' && open.purchase._id === purchase._id ? { mode: 'closed' } : open)),
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

      {projectId && form.mode !== 'closed' && (
        <Box sx={{ mb: 3 }}>
          <PurchaseItemForm
            key={form.mode === 'edit' ? form.purchase._id : 'add'}
            projectId={projectId}
            editing={form.mode === 'edit' ? form.purchase : null}
            onClose={closeForm}
          />
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
        label="Saved Purchases"
        rows={purchases}
        columns={columns}
        rowKey={purchaseId}
        cardLabel={materialOf}
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
      {projectsQuery.isError && (
        <ErrorBanner
          message={connectionErrorText(projectsQuery.error, NEW_PURCHASE_LOAD_ERRORS)}
          onRetry={() => void projectsQuery.refetch()}
          retrying={projectsQuery.isFetching}
        />
      )}
      <Box sx={{ mb: 3, width: { xs: '100%', sm: 420 }, maxWidth: '100%' }}>
        <TypeAhead
          entity={PROJECT_CHOICE}
          options={projects}
          value={project}
          onChange={setChosen}
          blurDelayMs={PROJECT_PICKER_BLUR_MS}
          label="Select Project"
          placeholder="Search by project name or number"
          helperText={projectsQuery.isPending ? 'Loading projects...' : undefined}
        />
      </Box>
      <ProjectPurchases key={project?._id ?? 'none'} projectId={project?._id ?? null} canManage={canManage} />
    </>
  );
}
