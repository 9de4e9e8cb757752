import { useMemo } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { connectionErrorText } from '@/api/connectionErrorText';
import { useDeleteMaterialPurchase, useMaterialPurchases, type MaterialPurchase } from '@/api/materialPurchases';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useInlineForm } from '@/components/form/useInlineForm';
import { useRowActions } from '@/components/list/RowActions';
import { useListSearch } from '@/components/list/useListSearch';
import { PageHeader } from '@/components/PageHeader';
import { StatCard, StatGrid } from '@/components/StatCard';
import { roundMoney, formatRupees } from '@/lib/money';
import { useCan } from '@/session/useCan';
import { deletePurchaseQuestion, MATERIAL_PURCHASE_TEXTS as T } from './purchaseRecordTexts';
import { PURCHASE_LIST, PURCHASE_SEARCH_FIELDS, purchaseName } from './purchaseRecordColumns';
import { PurchaseRecordForm } from './PurchaseRecordForm';
import { MATERIAL_PURCHASE_LOAD_ERRORS, PURCHASE_LOAD_ERROR_TITLE } from '@/api/purchaseLoadErrors';


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
  const form = useInlineForm<MaterialPurchase>();

  const remove = useDeleteMaterialPurchase();
  const rowActions = useRowActions<MaterialPurchase>({
    name: purchaseName,
    edit: { run: form.edit, permission: 'MANAGE_MATERIALS' },
    delete: {
      permission: 'MANAGE_MATERIALS',
      title: T.deleteTitle,
      mutation: remove,
      question: (p) => deletePurchaseQuestion(p.material),
      successText: T.deleted,
      errorText: T.deleteFailed,
      onDeleted: form.closeIfEditing,
    },
  });

  const search = useListSearch(queryRows(query), T.search, PURCHASE_SEARCH_FIELDS);
  const totals = useMemo(() => totalsOf(search.rows), [search.rows]);

  const addButton = canManage && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={form.add}>
      {T.addButton}
    </Button>
  );

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={addButton} />

      {canManage && form.open && <PurchaseRecordForm key={form.key} editing={form.editing} onClose={form.close} />}

      <StatGrid known={query.isSuccess}>
        <StatCard label="Total Amount" value={formatRupees(totals.total)} />
        <StatCard label="Paid Amount" value={formatRupees(totals.paid)} />
        <StatCard label="Unpaid Amount" value={formatRupees(totals.unpaid)} />
      </StatGrid>

      <QueryList
        {...PURCHASE_LIST}
        query={query}
        search={search}
        actions={rowActions.actions}
        loadErrorTitle={PURCHASE_LOAD_ERROR_TITLE}
        loadError={(error) => connectionErrorText(error, MATERIAL_PURCHASE_LOAD_ERRORS)}
        empty={{ title: T.noneYet, filteredTitle: T.noMatch, hint: canManage ? T.noneYetHint : undefined, action: !form.open && addButton }}
      />

      {rowActions.confirmDialog}
    </>
  );
}
