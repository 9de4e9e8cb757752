import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { useBills, useBillStatistics, useDeleteBill, type Bill } from '@/api/bills';
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
import { BILL_PAGE_SIZE } from '@/config/constants';
import { formatRupees } from '@/lib/money';
import { filterBySearch } from '@/lib/search';
import { BILL_COLUMNS, BILL_SEARCH_FIELDS } from './billColumns';
import { BillForm } from './BillForm';
import { deleteBillQuestion, BILLING_TEXTS as T } from './billingTexts';
import { BillPrintDialog } from './BillPrintDialog';

/** The list, or the create/edit view in its place (02 §2: two views, not two routes). */
type View = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; bill: Bill };

/** A dismissible banner over the list: a success, or a delete failure. */
interface Banner {
  severity: 'success' | 'error';
  text: string;
}

/** The status filter's order as the spec lists it. */
const STATUS_FILTER = ['Paid', 'Pending', 'Overdue'] as const;
const NO_BILLS: readonly Bill[] = [];
const billId = (b: Bill) => b._id;
const billName = (b: Bill) => b.billNumber;

/** Client Billing Management (02 §2): the cards, the searchable, filterable, paged list, the create/edit view, print and delete. */
export default function ClientBillingPage() {
  const query = useBills();
  const statistics = useBillStatistics();
  const canManage = useSessionStore((s) => hasPermission(s.user, 'MANAGE_ACCOUNTS'));
  const [view, setView] = useState<View>({ mode: 'list' });
  const [banner, setBanner] = useState<Banner | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [printing, setPrinting] = useState<Bill | null>(null);

  const remove = useDeleteBill();
  const deletion = useDeleteFlow<Bill>({
    remove: remove.mutateAsync,
    busy: remove.isPending,
    question: (b) => deleteBillQuestion(b.billNumber),
    successText: () => T.deleted,
    errorText: () => T.deleteFailed,
    notify: { success: (text) => setBanner({ severity: 'success', text }), error: (text) => setBanner({ severity: 'error', text }) },
  });

  const all = query.isError ? NO_BILLS : (query.data ?? NO_BILLS);
  const visible = useMemo(() => {
    const found = filterBySearch(all, search, BILL_SEARCH_FIELDS);
    return status ? found.filter((b) => b.status === status) : found;
  }, [all, search, status]);

  if (view.mode !== 'list') {
    const editing = view.mode === 'edit' ? view.bill : null;
    return (
      <>
        <PageHeader title={editing ? T.editHeading : T.createHeading} subtitle={T.subtitle} />
        <BillForm
          key={editing?._id ?? 'new'}
          editing={editing}
          onCancel={() => setView({ mode: 'list' })}
          onSaved={(text) => {
            setBanner({ severity: 'success', text });
            setView({ mode: 'list' });
          }}
        />
      </>
    );
  }

  const stats = statistics.data;
  const figure = (value: number | undefined, money = false) => (value === undefined ? '—' : money ? formatRupees(value) : String(value));
  const openCreate = () => {
    setBanner(null);
    setView({ mode: 'create' });
  };

  const actions = (b: Bill) => (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      {canManage && (
        <Tooltip title="Edit">
          <IconButton
            size="small"
            aria-label={`Edit bill ${b.billNumber}`}
            onClick={() => {
              setBanner(null);
              setView({ mode: 'edit', bill: b });
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canManage && (
        <Tooltip title="Delete">
          <IconButton size="small" color="error" aria-label={`Delete bill ${b.billNumber}`} onClick={() => deletion.ask(b)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Print">
        <IconButton size="small" aria-label={`Print bill ${b.billNumber}`} onClick={() => setPrinting(b)}>
          <PrintIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
              {T.createButton}
            </Button>
          ) : undefined
        }
      />

      {banner && (
        <Alert severity={banner.severity} onClose={() => setBanner(null)} sx={{ mb: 2 }}>
          {banner.text}
        </Alert>
      )}

      <StatGrid>
        <StatCard label="Total Bills" value={figure(stats?.totalBills)} />
        <StatCard label="Pending Amount" value={figure(stats?.pendingAmount, true)} />
        <StatCard label="Overdue Bills" value={figure(stats?.overdueCount)} />
        <StatCard label="Paid Bills" value={figure(stats?.paidBills)} />
      </StatGrid>

      {query.isPending && (
        <Typography color="text.secondary" role="status" sx={{ mb: 1 }}>
          {T.loading}
        </Typography>
      )}

      <DataList
        label="Bills"
        loadingLabel="Loading bills"
        rows={visible}
        columns={BILL_COLUMNS}
        rowKey={billId}
        cardLabel={billName}
        actions={actions}
        loading={query.isPending}
        error={query.isError ? { message: T.loadFailed, onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        empty={<EmptyState title={T.empty} hint={T.emptyHint} />}
        toolbar={
          <>
            <SearchField label={T.search} value={search} onChange={setSearch} />
            <FilterSelect label={T.statusFilter} allLabel={T.allStatuses} value={status} options={STATUS_FILTER} onChange={setStatus} />
          </>
        }
        pageSize={BILL_PAGE_SIZE}
      />

      <ConfirmDialog {...deletion.dialog} title={T.deleteTitle} />
      {printing && <BillPrintDialog bill={printing} onClose={() => setPrinting(null)} />}
    </>
  );
}
