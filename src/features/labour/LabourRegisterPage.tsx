import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { connectionErrorText } from '@/api/connectionErrorText';
import { LABOUR_CATEGORIES, useDeleteLabourProfile, useLabourProfiles, type LabourProfile } from '@/api/labourProfiles';
import { FilterSelect } from '@/components/FilterSelect';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useRowActions } from '@/components/list/RowActions';
import { useListSearch } from '@/components/list/useListSearch';
import { PageHeader } from '@/components/PageHeader';
import { StatCard, StatGrid } from '@/components/StatCard';
import { PATHS } from '@/config/paths';
import type { SearchField } from '@/lib/search';
import { useCan } from '@/session/useCan';
import { EditLabourDialog } from './EditLabourDialog';
import { LABOUR_LIST, profileName } from './labourColumns';
import { LabourDetailsDialog } from './LabourDetailsDialog';
import { failureDetail, LABOUR_LOAD_ERRORS, LABOUR_TEXTS, labourDeleteFailedText } from './labourTexts';

const SEARCHED: readonly SearchField<LabourProfile>[] = ['name'];

/** The labour register (02 §2): search by name, category filter, the three counts, view, edit, delete. */
export default function LabourRegisterPage() {
  const query = useLabourProfiles();
  const canManage = useCan('MANAGE_LABOR');
  const remove = useDeleteLabourProfile();
  const [category, setCategory] = useState('');
  const [viewing, setViewing] = useState<LabourProfile | null>(null);
  const [editing, setEditing] = useState<LabourProfile | null>(null);
  const rowActions = useRowActions<LabourProfile>({
    name: profileName,
    view: { run: setViewing },
    edit: { run: setEditing, permission: 'MANAGE_LABOR' },
    delete: {
      permission: 'MANAGE_LABOR',
      title: 'Delete Labour',
      mutation: remove,
      question: () => LABOUR_TEXTS.deleteQuestion,
      successText: LABOUR_TEXTS.deleted,
      errorText: (error) => labourDeleteFailedText(failureDetail(error)),
    },
  });

  const all = queryRows(query);
  const search = useListSearch(all, 'Search by name', SEARCHED);
  const visible = useMemo(() => (category ? search.rows.filter((p) => p.category === category) : search.rows), [search.rows, category]);
  const skilled = all.filter((p) => p.category === 'Skilled').length;
  const unskilled = all.filter((p) => p.category === 'Unskilled').length;

  const addButton = canManage && (
    <Button component={RouterLink} to={PATHS.addLabour} variant="contained" startIcon={<AddIcon />}>
      Add Labour
    </Button>
  );

  return (
    <>
      <PageHeader title="Labour Register" subtitle="The register of skilled and unskilled workers" actions={addButton} />

      <StatGrid known={query.isSuccess}>
        <StatCard label="Total" value={all.length} />
        <StatCard label="Skilled" value={skilled} />
        <StatCard label="Unskilled" value={unskilled} />
      </StatGrid>

      <QueryList
        {...LABOUR_LIST}
        query={query}
        search={search}
        rows={visible}
        filtered={category !== ''}
        actions={rowActions.actions}
        loadError={(error) => connectionErrorText(error, LABOUR_LOAD_ERRORS)}
        empty={{ title: LABOUR_TEXTS.noneYet, filteredTitle: LABOUR_TEXTS.noMatch, hint: canManage ? LABOUR_TEXTS.noneYetHint : undefined, action: addButton }}
        toolbar={<FilterSelect label="Category" allLabel="All Categories" value={category} options={LABOUR_CATEGORIES} onChange={setCategory} />}
      />

      {viewing && <LabourDetailsDialog key={viewing._id} profile={viewing} onClose={() => setViewing(null)} />}
      {editing && <EditLabourDialog key={editing._id} profile={editing} onClose={() => setEditing(null)} />}
      {rowActions.confirmDialog}
    </>
  );
}
