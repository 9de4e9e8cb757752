import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useDeleteVendor, useVendors, type Vendor } from '@/api/vendors';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { DataList } from '@/components/list/DataList';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { useDeleteFlow } from '@/components/useDeleteFlow';
import { PATHS } from '@/config/paths';
import { filterBySearch } from '@/lib/search';
import { EditVendorDialog } from './EditVendorDialog';
import { VendorCard } from './VendorCard';
import { VENDOR_COLUMNS } from './vendorColumns';
import { vendorDeleteQuestion, VENDOR_TEXTS as T } from './vendorTexts';

const vendorId = (vendor: Vendor) => vendor._id;
const vendorName = (vendor: Vendor) => vendor.vendorName;
const NO_VENDORS: readonly Vendor[] = [];

/** Vendor Management (02 §2): search by name or GST number, the table or cards, edit and delete for MANAGE_VENDOR. */
export default function VendorManagementPage() {
  const query = useVendors();
  const canManage = useSessionStore((s) => hasPermission(s.user, 'MANAGE_VENDOR'));
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Vendor | null>(null);
  const remove = useDeleteVendor();
  const deletion = useDeleteFlow<Vendor>({
    remove: remove.mutateAsync,
    busy: remove.isPending,
    question: (vendor) => vendorDeleteQuestion(vendor.vendorName),
    successText: () => T.deleted,
    errorText: () => T.deleteFailed,
  });

  const all = query.data ?? NO_VENDORS;
  const visible = useMemo(() => filterBySearch(all, search, ['vendorName', 'gstNumber']), [all, search]);
  const searching = search.trim() !== '';

  const actions = (vendor: Vendor) => (
    // Stacked in the wide table, which has nine columns to fit; side by side on a card.
    <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' } }}>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${vendor.vendorName}`} onClick={() => setEditing(vendor)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" color="error" aria-label={`Delete ${vendor.vendorName}`} onClick={() => deletion.ask(vendor)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );

  const addButton = canManage ? (
    <Button component={RouterLink} to={PATHS.addVendor} variant="contained" startIcon={<AddIcon />}>
      {T.addVendor}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader title={T.listTitle} subtitle={T.listSubtitle} actions={addButton} />

      <DataList
        label="Vendors"
        rows={visible}
        columns={VENDOR_COLUMNS}
        rowKey={vendorId}
        cardLabel={vendorName}
        dense
        actions={canManage ? actions : undefined}
        renderCard={(vendor, context) => <VendorCard vendor={vendor} context={context} actions={canManage ? actions(vendor) : null} />}
        loading={query.isPending}
        error={query.isError ? { message: T.loadFailed, onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        empty={
          searching ? (
            <EmptyState title={T.noneTitle} hint={T.noMatchHint} />
          ) : (
            <EmptyState title={T.noneTitle} hint={canManage ? T.noneHint : undefined} />
          )
        }
        toolbar={<SearchField label={T.search} value={search} onChange={setSearch} />}
        count={query.isSuccess ? { total: all.length, noun: 'vendor', filtered: searching } : null}
      />

      {editing && <EditVendorDialog key={editing._id} vendor={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...deletion.dialog} title={T.deleteTitle} />
    </>
  );
}
