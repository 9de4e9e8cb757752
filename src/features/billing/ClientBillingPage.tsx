import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useBills, useBillStatistics, useDeleteBill, type Bill } from '@/api/bills';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useInlineForm } from '@/components/form/useInlineForm';
import { useRowActions } from '@/components/list/RowActions';
import { ListFilters, useListFilters } from '@/components/list/ListFilters';
import { lazyDialog } from '@/components/lazyDialog';
import { PageHeader } from '@/components/PageHeader';
import { QueryError, readWaitsForConnection } from '@/components/QueryError';
import { StatCard, StatGrid } from '@/components/StatCard';
import { BILL_PAGE_SIZE } from '@/config/constants';
import { formatRupees } from '@/lib/money';
import { filterBySearch } from '@/lib/search';
import { useCan } from '@/session/useCan';
import { BILL_LIST, BILL_SEARCH_FIELDS } from './billColumns';
import { BillForm } from './BillForm';
import { deleteBillQuestion, BILLING_TEXTS as T } from './billingTexts';
import { BillPrintDialog } from './BillPrintDialog';
import { BILL_EXPORT_TEXTS as X } from './billExportTexts';

// The exports' builders load when an export is opened (or its button is pointed at), not with the list.
const Gstr1Dialog = lazyDialog(() => import('./Gstr1Dialog').then((m) => m.Gstr1Dialog));
const TallyDialog = lazyDialog(() => import('./TallyDialog').then((m) => m.TallyDialog));
type BillExport = 'gstr1' | 'tally';

/** The status filter's order as the spec lists it. */
const STATUS_FILTER = ['Paid', 'Pending', 'Overdue'] as const;
const NO_BILL_FILTERS = { search: '', status: '' };

/** Client Billing Management (02 §2): the cards, the searchable, filterable, paged list, the create/edit view, print and delete. */
export default function ClientBillingPage() {
  const query = useBills();
  const statistics = useBillStatistics();
  const canManage = useCan('MANAGE_ACCOUNTS');
  // The list, or the create/edit view in its place (02 §2: two views, not two routes).
  const form = useInlineForm<Bill>();
  const filters = useListFilters(NO_BILL_FILTERS);
  const { search, status } = filters.values;
  const [printing, setPrinting] = useState<Bill | null>(null);
  const [exporting, setExporting] = useState<BillExport | null>(null);

  const remove = useDeleteBill();
  const rowActions = useRowActions<Bill>({
    name: (b) => `bill ${b.billNumber}`,
    edit: { run: form.edit, permission: 'MANAGE_ACCOUNTS' },
    delete: {
      permission: 'MANAGE_ACCOUNTS',
      title: T.deleteTitle,
      mutation: remove,
      question: (b) => deleteBillQuestion(b.billNumber),
      successText: T.deleted,
      errorText: T.deleteFailed,
    },
    extra: [{ word: 'Print', icon: <PrintIcon fontSize="small" />, run: setPrinting }],
  });

  // A failed load empties the list (02 §8).
  const all = queryRows(query, { emptyOnError: true });
  const visible = useMemo(() => {
    const found = filterBySearch(all, search, BILL_SEARCH_FIELDS);
    return status ? found.filter((b) => b.status === status) : found;
  }, [all, search, status]);

  if (form.open) {
    return (
      <>
        <PageHeader title={form.editing ? T.editHeading : T.createHeading} subtitle={T.subtitle} />
        <BillForm key={form.key} editing={form.editing} onCancel={form.close} onSaved={form.close} />
      </>
    );
  }

  const stats = statistics.data;

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <>
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => setExporting('gstr1')} onPointerEnter={Gstr1Dialog.preload} onFocus={Gstr1Dialog.preload}>
              {X.gstr1Button}
            </Button>
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => setExporting('tally')} onPointerEnter={TallyDialog.preload} onFocus={TallyDialog.preload}>
              {X.tallyButton}
            </Button>
            {canManage && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={form.add}>
                {T.createButton}
              </Button>
            )}
          </>
        }
      />

      {/* The figures' read failed: the cards read '—' and this says why, with Retry (ruling 36). */}
      {!stats && <QueryError query={statistics} what="The bill figures" />}
      <StatGrid known={stats !== undefined}>
        <StatCard label="Total Bills" value={stats?.totalBills} />
        <StatCard label="Pending Amount" value={stats && formatRupees(stats.pendingAmount)} />
        <StatCard label="Overdue Bills" value={stats?.overdueCount} />
        <StatCard label="Paid Bills" value={stats?.paidBills} />
      </StatGrid>

      {query.isPending && !readWaitsForConnection(query) && (
        <Typography color="text.secondary" role="status" sx={{ mb: 1 }}>
          {T.loading}
        </Typography>
      )}

      <QueryList
        {...BILL_LIST}
        query={query}
        rows={visible}
        actions={rowActions.actions}
        loadError={T.loadFailed}
        empty={{ title: T.empty, hint: T.emptyHint }}
        toolbar={
          <ListFilters
            filters={filters}
            fields={[
              { key: 'search', label: T.search },
              { key: 'status', label: T.statusFilter, allLabel: T.allStatuses, options: STATUS_FILTER },
            ]}
          />
        }
        pageSize={BILL_PAGE_SIZE}
      />

      {rowActions.confirmDialog}
      {printing && <BillPrintDialog bill={printing} onClose={() => setPrinting(null)} />}
      {exporting === 'gstr1' && <Gstr1Dialog onClose={() => setExporting(null)} />}
      {exporting === 'tally' && <TallyDialog onClose={() => setExporting(null)} />}
    </>
  );
}
