import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { connectionErrorText } from '@/api/connectionErrorText';
import { LABOUR_CATEGORIES, useDeleteLabourProfile, useLabourProfiles, type LabourProfile } from '@/api/labourProfiles';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { FilterSelect } from '@/components/FilterSelect';
import { DataList } from '@/components/list/DataList';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { StatCard, StatGrid } from '@/components/StatCard';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { PATHS } from '@/config/paths';
import { filterBySearch } from '@/lib/search';
import { EditLabourDialog } from './EditLabourDialog';
import { LABOUR_COLUMNS } from './labourColumns';
import { LabourDetailsDialog } from './LabourDetailsDialog';
import { failureDetail, LABOUR_LOAD_ERRORS, LABOUR_TEXTS, labourDeleteFailedText } from './labourTexts';

const profileId = (p: LabourProfile) => p._id;
const profileName = (p: LabourProfile) => p.name;

/** The labour register (02 §2): search by name, category filter, the three counts, view, edit, delete. */
export default function LabourManagementPage() {
  const query = useLabourProfiles();
  const canManage = useSessionStore((s) => hasPermission(s.user, 'MANAGE_LABOR'));
  const remove = useDeleteLabourProfile();
  const deletion = useDeleteFlow<LabourProfile>({
    remove: remove.mutateAsync,
    busy: remove.isPending,
    question: () => LABOUR_TEXTS.deleteQuestion,
    successText: () => LABOUR_TEXTS.deleted,
    errorText: (error) => labourDeleteFailedText(failureDetail(error)),
  });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [viewing, setViewing] = useState<LabourProfile | null>(null);
  const [editing, setEditing] = useState<LabourProfile | null>(null);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => filterBySearch(all, search, ['name']).filter((p) => !category || p.category === category), [all, search, category]);
  const skilled = all.filter((p) => p.category === 'Skilled').length;
  const unskilled = all.filter((p) => p.category === 'Unskilled').length;
  const narrowed = search.trim() !== '' || category !== '';

  const actions = (p: LabourProfile) => (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      <Tooltip title="View">
        <IconButton size="small" aria-label={`View ${p.name}`} onClick={() => setViewing(p)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canManage && (
        <>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" color="error" aria-label={`Delete ${p.name}`} onClick={() => deletion.ask(p)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Box>
  );

  const addButton = canManage ? (
    <Button component={RouterLink} to={PATHS.addLabour} variant="contained" startIcon={<AddIcon />}>
      Add Labour
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader title="Labour Management" subtitle="The register of skilled and unskilled workers" actions={addButton} />

      <StatGrid>
        <StatCard label="Total" value={query.isSuccess ? all.length : '—'} />
        <StatCard label="Skilled" value={query.isSuccess ? skilled : '—'} />
        <StatCard label="Unskilled" value={query.isSuccess ? unskilled : '—'} />
      </StatGrid>

      <DataList
        label="Labour"
        loadingLabel="Loading labour"
        rows={visible}
        columns={LABOUR_COLUMNS}
        rowKey={profileId}
        cardLabel={profileName}
        actions={actions}
        loading={query.isPending}
        error={
          query.isError
            ? { message: connectionErrorText(query.error, LABOUR_LOAD_ERRORS), onRetry: () => void query.refetch(), retrying: query.isFetching }
            : null
        }
        empty={
          narrowed ? (
            <EmptyState title={LABOUR_TEXTS.noMatch} />
          ) : (
            <EmptyState title={LABOUR_TEXTS.noneYet} hint={canManage ? LABOUR_TEXTS.noneYetHint : undefined} action={addButton} />
          )
        }
        toolbar={
          <>
            <SearchField label="Search by name" value={search} onChange={setSearch} />
            <FilterSelect label="Category" allLabel="All Categories" value={category} options={LABOUR_CATEGORIES} onChange={setCategory} />
          </>
        }
        count={query.isSuccess ? { total: all.length, noun: 'worker', filtered: narrowed } : null}
      />

      {viewing && <LabourDetailsDialog key={viewing._id} profile={viewing} onClose={() => setViewing(null)} />}
      {editing && <EditLabourDialog key={editing._id} profile={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...deletion.dialog} title="Delete Labour" />
    </>
  );
}
