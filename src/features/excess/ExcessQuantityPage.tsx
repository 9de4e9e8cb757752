import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useDeleteExcessItem, useExcessItems, type ExcessItem } from '@/api/excessItems';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useInlineForm } from '@/components/form/useInlineForm';
import { useRowActions } from '@/components/list/RowActions';
import { useListSearch } from '@/components/list/useListSearch';
import { PageHeader } from '@/components/PageHeader';
import type { SearchField } from '@/lib/search';
import { useCan } from '@/session/useCan';
import { EXCESS_LIST, excessItemName } from './excessColumns';
import { ExcessItemForm } from './ExcessItemForm';
import { excessDeleteQuestion, EXCESS_TEXTS as T } from './excessTexts';

const SEARCHED: readonly SearchField<ExcessItem>[] = ['description', 'location'];

/** Excess Quantity Management (02 §2): surplus items with search, an inline add/edit form and delete. */
export default function ExcessQuantityPage() {
  const query = useExcessItems();
  const canManage = useCan('MANAGE_MATERIALS');
  const form = useInlineForm<ExcessItem>();
  const remove = useDeleteExcessItem();
  const rowActions = useRowActions<ExcessItem>({
    name: excessItemName,
    edit: { run: form.edit, permission: 'MANAGE_MATERIALS' },
    delete: {
      permission: 'MANAGE_MATERIALS',
      title: T.deleteTitle,
      mutation: remove,
      question: (item) => excessDeleteQuestion(item.description),
      successText: T.deleted,
      errorText: T.deleteFailed,
      onDeleted: form.closeIfEditing,
    },
  });

  // A failed load empties the list (02 §8): no rows of an earlier load under the error.
  const search = useListSearch(queryRows(query, { emptyOnError: true }), T.search, SEARCHED);

  const toggle = canManage && (
    <Button
      variant={form.open ? 'outlined' : 'contained'}
      startIcon={form.open ? <CloseIcon /> : <AddIcon />}
      aria-expanded={form.open}
      onClick={form.open ? form.close : form.add}
    >
      {form.open ? T.cancel : T.addItem}
    </Button>
  );

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={toggle} />

      {form.open && (
        <Box sx={{ mb: 3 }}>
          <ExcessItemForm key={form.key} item={form.editing ?? undefined} onDone={form.close} />
        </Box>
      )}

      <QueryList
        {...EXCESS_LIST}
        query={query}
        search={search}
        actions={rowActions.actions}
        loadError={T.loadFailed}
        empty={{
          title: T.noneTitle,
          hint: canManage ? T.noneHint : undefined,
          filteredHint: T.noMatchHint,
          action: canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={form.add}>
              {T.addFirst}
            </Button>
          ),
        }}
      />

      {rowActions.confirmDialog}
    </>
  );
}
