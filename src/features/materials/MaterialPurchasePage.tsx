import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { connectionErrorText } from '@/api/connectionErrorText';
import { useDeleteMaterialPurchase, useMaterialPurchases, type MaterialPurchase } from '@/api/materialPurchases';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { DataList } from '@/components/list/DataList';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { StatCard, StatGrid } from '@/components/StatCard';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { roundMoney, formatRupees } from '@/lib/money';
import { filterBySearch } from '@/lib/search';
import { deletePurchaseQuestion, MATERIAL_PURCHASE_TEXTS as T } from './materialPurchaseTexts';
import { PURCHASE_COLUMNS, PURCHASE_SEARCH_FIELDS } from './purchaseColumns';
import { PurchaseForm } from './PurchaseForm';
import { MATERIAL_PURCHASE_LOAD_ERRORS, PURCHASE_LOAD_ERROR_TITLE } from './purchaseTexts';

const purchaseId = (p: MaterialPurchase) => p._id;
const purchaseName = (p: MaterialPurchase) => p.material;

/** The inline form: closed, adding, or editing one record. */
type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; purchase: MaterialPurchase };

function totalsOf(rows: readonly MaterialPurchase[]) {
  let total = 0;
  let paid = 0;
  for (const row of rows) {
    total += row.amount;
    if (row.status === 'Paid') paid += row.amount;
  }
  return { total: roundMoney(total), paid: roundMoney(paid), unpaid: roundMoney(total - paid) };
}

/** /material-purchase (02 §2): simple purchase records with an inline add/edit form, the three totals, search and delete. */
export default function MaterialPurchasePage() {
  const query = useMaterialPurchases();
  const canManage = useSessionStore((s) => hasPermission(s.user, 'MANAGE_MATERIALS'));
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const closeForm = () => setForm({ mode: 'closed' });

  const remove = useDeleteMaterialPurchase();
  const deletion = useDeleteFlow<MaterialPurchase>({
    remove: remove.mutateAsync,
    busy: remove.isPending,
    question: (p) => deletePurchaseQuestion(p.material),
    successText: () => T.deleted,
    errorText: () => T.deleteFailed,
    // A record deleted while it is in the form leaves nothing to edit.
    onDeleted: (p) => setForm((current) => (current.mode === 'edit' && current.purchase._id === p._id ? { mode: 'closed' } : current)),
  });

  const all = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => filterBySearch(all, search, PURCHASE_SEARCH_FIELDS), [all, search]);
  const totals = useMemo(() => totalsOf(visible), [visible]);
  const narrowed = search.trim() !== '';
  const figure = (amount: number) => (query.isSuccess ? formatRupees(amount) : '—');

  const actions = (p: MaterialPurchase) => (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${p.material}`} onClick={() => setForm({ mode: 'edit', purchase: p })}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" color="error" aria-label={`Delete ${p.material}`} onClick={() => deletion.ask(p)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );

  const addButton = canManage ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'add' })}>
      {T.addButton}
    </Button>
  ) : undefined;

  const editing = form.mode === 'edit' ? form.purchase : null;
  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={addButton} />

      {canManage && form.mode !== 'closed' && <PurchaseForm key={editing?._id ?? 'new'} editing={editing} onClose={closeForm} />}

      <StatGrid>
        <StatCard label="Total Amount" value={figure(totals.total)} />
        <StatCard label="Paid Amount" value={figure(totals.paid)} />
        <StatCard label="Unpaid Amount" value={figure(totals.unpaid)} />
      </StatGrid>

      <DataList
        label="Purchases"
        loadingLabel="Loading purchases"
        rows={visible}
        columns={PURCHASE_COLUMNS}
        rowKey={purchaseId}
        cardLabel={purchaseName}
        actions={canManage ? actions : undefined}
        loading={query.isPending}
        error={
          query.isError
            ? {
                title: PURCHASE_LOAD_ERROR_TITLE,
                message: connectionErrorText(query.error, MATERIAL_PURCHASE_LOAD_ERRORS),
                onRetry: () => void query.refetch(),
                retrying: query.isFetching,
              }
            : null
        }
        empty={
          narrowed ? (
            <EmptyState title={T.noMatch} />
          ) : (
            <EmptyState title={T.noneYet} hint={canManage ? T.noneYetHint : undefined} action={form.mode === 'closed' ? addButton : undefined} />
          )
        }
        toolbar={<SearchField label={T.search} value={search} onChange={setSearch} />}
        count={query.isSuccess ? { total: all.length, noun: 'purchase record', filtered: narrowed } : null}
      />

      <ConfirmDialog {...deletion.dialog} title={T.deleteTitle} />
    </>
  );
}
