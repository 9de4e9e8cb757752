import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useDeleteExcessItem, useExcessItems, type ExcessItem } from '@/api/excessItems';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useRowActions } from '@/components/list/RowActions';
import { useListSearch } from '@/components/list/useListSearch';
import { PageHeader } from '@/components/PageHeader';
import type { SearchField } from '@/lib/search';
import { useCan } from '@/session/useCan';
import { EXCESS_COLUMNS } from './excessColumns';
import { ExcessItemForm } from './ExcessItemForm';
import { excessDeleteQuestion, EXCESS_TEXTS as T } from './excessTexts';

type FormState = { mode: 'add' } | { mode: 'edit'; item: ExcessItem } | null;

const itemId = (item: ExcessItem) => item._id;
const itemName = (item: ExcessItem) => item.description;
const SEARCHED: readonly SearchField<ExcessItem>[] = ['description', 'location'];

/** Excess Quantity Management (02 §2): surplus items with search, an inline add/edit form and delete. */
export default function ExcessQuantityPage() {
  const query = useExcessItems();
  const canManage = useCan('MANAGE_MATERIALS');
  const [form, setForm] = useState<FormState>(null);
  const remove = useDeleteExcessItem();
  const rowActions = useRowActions<ExcessItem>({
    name: itemName,
    edit: { run: (item) => setForm({ mode: 'edit', item }), permission: 'MANAGE_MATERIALS' },
    delete: {
      permission: 'MANAGE_MATERIALS',
      title: T.deleteTitle,
      mutation: remove,
      question: (item) => excessDeleteQuestion(item.description),
      successText: T.deleted,
      errorText: T.deleteFailed,
      // The item being edited is gone: its form goes too.
      onDeleted: (item) => setForm((open) => (open?.mode === 'edit' && open.item._id === item._id ? null : open)),
    },
  });

  // A failed load empties the list (02 §8): no rows of an earlier load under the error.
  const search = useListSearch(queryRows(query, { emptyOnError: true }), T.search, SEARCHED);
  const openAdd = () => setForm((open) => open ?? { mode: 'add' });

  const toggle = canManage && (
    <Button
      variant={form ? 'outlined' : 'contained'}
      startIcon={form ? <CloseIcon /> : <AddIcon />}
      aria-expanded={!!form}
      onClick={() => setForm((open) => (open ? null : { mode: 'add' }))}
    >
      {form ? T.cancel : T.addItem}
    </Button>
  );

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

      <QueryList
        label="Excess items"
        query={query}
        search={search}
        noun="item"
        columns={EXCESS_COLUMNS}
        rowKey={itemId}
        cardLabel={itemName}
        actions={rowActions.actions}
        loadError={T.loadFailed}
        empty={{
          title: T.noneTitle,
          hint: canManage ? T.noneHint : undefined,
          filteredHint: T.noMatchHint,
          action: canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
              {T.addFirst}
            </Button>
          ),
        }}
      />

      {rowActions.confirmDialog}
    </>
  );
}
