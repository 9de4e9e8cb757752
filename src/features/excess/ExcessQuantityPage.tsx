import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useDeleteExcessItem, useExcessItems, type ExcessItem } from '@/api/excessItems';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { DataList } from '@/components/list/DataList';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { filterBySearch } from '@/lib/search';
import { EXCESS_COLUMNS } from './excessColumns';
import { ExcessItemForm } from './ExcessItemForm';
import { excessDeleteQuestion, EXCESS_TEXTS as T } from './excessTexts';

/** The inline form: closed, adding, or editing one item. */
type FormState = { mode: 'add' } | { mode: 'edit'; item: ExcessItem } | null;

const itemId = (item: ExcessItem) => item._id;
const itemName = (item: ExcessItem) => item.description;
const NO_ITEMS: readonly ExcessItem[] = [];

/** Excess Quantity Management (02 §2): surplus items with search, an inline add/edit form and delete. */
export default function ExcessQuantityPage() {
  const query = useExcessItems();
  const canManage = useSessionStore((s) => hasPermission(s.user, 'MANAGE_MATERIALS'));
  const [form, setForm] = useState<FormState>(null);
  const [search, setSearch] = useState('');
  const remove = useDeleteExcessItem();
  const deletion = useDeleteFlow<ExcessItem>({
    remove: remove.mutateAsync,
    busy: remove.isPending,
    question: (item) => excessDeleteQuestion(item.description),
    successText: () => T.deleted,
    errorText: () => T.deleteFailed,
    // The item being edited is gone: its form goes too.
    onDeleted: (item) => setForm((open) => (open?.mode === 'edit' && open.item._id === item._id ? null : open)),
  });

  // A failed load empties the list (02 §8): no rows of an earlier load under the error.
  const all = query.isError ? NO_ITEMS : (query.data ?? NO_ITEMS);
  const visible = useMemo(() => filterBySearch(all, search, ['description', 'location']), [all, search]);
  const searching = search.trim() !== '';
  const openAdd = () => setForm((open) => open ?? { mode: 'add' });

  const actions = canManage
    ? (item: ExcessItem) => (
        <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${item.description}`} onClick={() => setForm({ mode: 'edit', item })}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" color="error" aria-label={`Delete ${item.description}`} onClick={() => deletion.ask(item)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )
    : undefined;

  const toggle = canManage ? (
    <Button
      variant={form ? 'outlined' : 'contained'}
      startIcon={form ? <CloseIcon /> : <AddIcon />}
      aria-expanded={!!form}
      onClick={() => setForm((open) => (open ? null : { mode: 'add' }))}
    >
      {form ? T.cancel : T.addItem}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={toggle} />

      {form && (
        <Box sx={{ mb: 3 }}>
          <ExcessItemForm
            key={form.mode === 'edit' ? form.item._id : 'add'}
            item={form.mode === 'edit' ? form.item : undefined}
            onDone={() => setForm(null)}
          />
        </Box>
      )}

      <DataList
        label="Excess items"
        rows={visible}
        columns={EXCESS_COLUMNS}
        rowKey={itemId}
        cardLabel={itemName}
        actions={actions}
        loading={query.isPending}
        error={query.isError ? { message: T.loadFailed, onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        empty={
          searching ? (
            <EmptyState title={T.noneTitle} hint={T.noMatchHint} />
          ) : (
            <EmptyState
              title={T.noneTitle}
              hint={canManage ? T.noneHint : undefined}
              action={
                canManage ? (
                  <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
                    {T.addFirst}
                  </Button>
                ) : undefined
              }
            />
          )
        }
        toolbar={<SearchField label={T.search} value={search} onChange={setSearch} />}
        count={query.isSuccess ? { total: all.length, noun: 'item', filtered: searching } : null}
      />

      <ConfirmDialog {...deletion.dialog} title={T.deleteTitle} />
    </>
  );
}
