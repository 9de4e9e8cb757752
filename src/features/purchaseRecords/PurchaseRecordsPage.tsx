import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { connectionErrorText } from '@/api/connectionErrorText';
import { useDeleteMaterialPurchase, useMaterialPurchases, type MaterialPurchase } from '@/api/materialPurchases';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useRowActions } from '@/components/list/RowActions';
import { useListSearch } from '@/components/list/useListSearch';
import { PageHeader } from '@/components/PageHeader';
import { StatCard, StatGrid } from '@/components/StatCard';
import { roundMoney, formatRupees } from '@/lib/money';
import { useCan } from '@/session/useCan';
import { deletePurchaseQuestion, MATERIAL_PURCHASE_TEXTS as T } from './purchaseRecordTexts';
import { PURCHASE_COLUMNS, PURCHASE_SEARCH_FIELDS } from './purchaseRecordColumns';
import { PurchaseRecordForm } from './PurchaseRecordForm';
import { MATERIAL_PURCHASE_LOAD_ERRORS, PURCHASE_LOAD_ERROR_TITLE } from '@/api/purchaseLoadErrors';

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
export default function PurchaseRecordsPage() {
  const query = useMaterialPurchases();
  const canManage = useCan('MANAGE_MATERIALS');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const closeForm = () => setForm({ mode: 'closed' });

  const remove = useDeleteMaterialPurchase();
  const rowActions = useRowActions<MaterialPurchase>({
    name: purchaseName,
    edit: { run: (purchase) => setForm({ mode: 'edit', purchase }), permission: 'MANAGE_MATERIALS' },
    delete: {
      permission: 'MANAGE_MATERIALS',
      title: T.deleteTitle,
      mutation: remove,
      question: (p) => deletePurchaseQuestion(p.material),
      successText: T.deleted,
      errorText: T.deleteFailed,
      // A record deleted while it is in the form leaves nothing to edit.
      onDeleted: (p) => setForm((current) => (current.mode === 'edit' && current.purchase._id === p._id ? { mode: 'closed' } : current)),
    },
  });

  const search = useListSearch(queryRows(query), T.search, PURCHASE_SEARCH_FIELDS);
  const totals = useMemo(() => totalsOf(search.rows), [search.rows]);
  const figure = (amount: number) => (query.isSuccess ? formatRupees(amount) : '—');

  const addButton = canManage && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'add' })}>
      {T.addButton}
    </Button>
  );

  const editing = form.mode === 'edit' ? form.purchase : null;
  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={addButton} />

      {canManage && form.mode !== 'closed' && <PurchaseRecordForm key={editing?._id ?? 'new'} editing={editing} onClose={closeForm} />}

      <StatGrid>
        <StatCard label="Total Amount" value={figure(totals.total)} />
        <StatCard label="Paid Amount" value={figure(totals.paid)} />
        <StatCard label="Unpaid Amount" value={figure(totals.unpaid)} />
      </StatGrid>

      <QueryList
        label="Purchases"
        query={query}
        search={search}
        noun="purchase record"
        columns={PURCHASE_COLUMNS}
        rowKey={purchaseId}
        cardLabel={purchaseName}
        actions={rowActions.actions}
        loadErrorTitle={PURCHASE_LOAD_ERROR_TITLE}
        loadError={(error) => connectionErrorText(error, MATERIAL_PURCHASE_LOAD_ERRORS)}
        empty={{ title: T.noneYet, filteredTitle: T.noMatch, hint: canManage ? T.noneYetHint : undefined, action: form.mode === 'closed' && addButton }}
      />

      {rowActions.confirmDialog}
    </>
  );
}
