import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useDeleteVendor, useVendors, type Vendor } from '@/api/vendors';
import { QueryList, queryRows } from '@/components/list/QueryList';
import { useRowActions } from '@/components/list/RowActions';
import { useListSearch } from '@/components/list/useListSearch';
import { PageHeader } from '@/components/PageHeader';
import { PATHS } from '@/config/paths';
import type { SearchField } from '@/lib/search';
import { useCan } from '@/session/useCan';
import { EditVendorDialog } from './EditVendorDialog';
import { VendorCard } from './VendorCard';
import { VENDOR_LIST, vendorName } from './vendorColumns';
import { vendorDeleteQuestion, VENDOR_TEXTS as T } from './vendorTexts';

const SEARCHED: readonly SearchField<Vendor>[] = ['vendorName', 'gstNumber'];

/** Vendor Management (02 §2): search by name or GST number, the table or cards, edit and delete for MANAGE_VENDOR. */
export default function VendorManagementPage() {
  const query = useVendors();
  const canManage = useCan('MANAGE_VENDOR');
  const [editing, setEditing] = useState<Vendor | null>(null);
  const remove = useDeleteVendor();
  const rowActions = useRowActions<Vendor>({
    name: vendorName,
    edit: { run: setEditing, permission: 'MANAGE_VENDOR' },
    delete: {
      permission: 'MANAGE_VENDOR',
      title: T.deleteTitle,
      mutation: remove,
      question: (vendor) => vendorDeleteQuestion(vendor.vendorName),
      successText: T.deleted,
      errorText: T.deleteFailed,
    },
    // Stacked in the wide table, which has nine columns to fit; side by side on a card.
    stacked: true,
  });

  const search = useListSearch(queryRows(query), T.search, SEARCHED);
  const { actions } = rowActions;

  return (
    <>
      <PageHeader
        title={T.listTitle}
        subtitle={T.listSubtitle}
        actions={
          canManage && (
            <Button component={RouterLink} to={PATHS.addVendor} variant="contained" startIcon={<AddIcon />}>
              {T.addVendor}
            </Button>
          )
        }
      />

      <QueryList
        {...VENDOR_LIST}
        query={query}
        search={search}
        actions={actions}
        renderCard={(vendor, context) => <VendorCard vendor={vendor} context={context} actions={actions?.(vendor) ?? null} />}
        loadError={T.loadFailed}
        empty={{ title: T.noneTitle, hint: canManage ? T.noneHint : undefined, filteredHint: T.noMatchHint }}
      />

      {editing && <EditVendorDialog key={editing._id} vendor={editing} onClose={() => setEditing(null)} />}
      {rowActions.confirmDialog}
    </>
  );
}
