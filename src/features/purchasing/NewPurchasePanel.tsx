import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { connectionErrorText } from '@/api/connectionErrorText';
import { useProjects, type Project } from '@/api/projects';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { DataList } from '@/components/list/DataList';
import { StatCard, StatGrid } from '@/components/StatCard';
import { useToast } from '@/components/toastStore';
import { TypeAhead } from '@/components/TypeAhead';
import { PROJECT_CHOICE } from '@/components/typeAheadEntities';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { PROJECT_PICKER_BLUR_MS } from '@/config/constants';
import { formatRupees } from '@/lib/money';
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

  const columns = useMemo(
    () =>
      purchaseItemColumns({
        canChangeStatus: canManage,
        onStatusChange: (purchase: SavedPurchase, status: SavedPurchaseStatus) => {
          try {
            setPurchaseStatus(purchase.projectId, purchase._id, status);
            toast.success(T.statusUpdated(status));
          } catch {
            toast.error(T.statusFailed);
          }
        },
      }),
    [canManage, toast],
  );

  const deletion = useDeleteFlow<SavedPurchase>({
    remove: async (purchase) => deletePurchase(purchase.projectId, purchase._id),
    busy: false,
    question: (purchase) => T.deleteQuestion(materialOf(purchase)),
    successText: () => T.deleted,
    errorText: () => T.deleteFailed,
    onDeleted: (purchase) => {
      if (form.mode === 'edit' && form.purchase._id === purchase._id) closeForm();
    },
  });

  const actions = canManage
    ? (purchase: SavedPurchase) => (
        <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${materialOf(purchase)}`} onClick={() => setForm({ mode: 'edit', purchase })}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" color="error" aria-label={`Delete ${materialOf(purchase)}`} onClick={() => deletion.ask(purchase)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )
    : undefined;

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

      <DataList
        label="Saved Purchases"
        rows={purchases}
        columns={columns}
        rowKey={purchaseId}
        cardLabel={materialOf}
        actions={actions}
        empty={
          <EmptyState
            title={T.noneYet}
            hint={projectId ? T.noneYetHint : T.chooseProjectHint}
            action={
              canManage ? (
                <Button variant="outlined" startIcon={<AddIcon />} onClick={openAdd}>
                  {T.addFirst}
                </Button>
              ) : undefined
            }
          />
        }
      />
      <ConfirmDialog {...deletion.dialog} title="Delete Purchase Item" />
    </>
  );
}

/** The New Purchase tab of /purchasing: a project, its purchase items, kept on this device. */
export function NewPurchasePanel() {
  const projectsQuery = useProjects();
  const canManage = useSessionStore((s) => hasPermission(s.user, 'MANAGE_MATERIALS'));
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
