import { useEffect } from 'react';
import { useVendors, type Vendor } from '@/api/vendors';
import { FormCard } from '@/components/form/FormCard';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { NEW_PURCHASE_TEXTS as T } from './newPurchaseTexts';
import { PurchaseItemFormFields } from './PurchaseItemFormFields';
import { emptyPurchaseItemForm, purchaseItemFormValues, purchaseItemSchema, toPurchaseItemInput, type PurchaseItemFormValues } from './purchaseItemSchema';
import { addPurchaseItem, updatePurchaseItem, type SavedPurchase } from './purchaseItemStore';

const NO_VENDORS: readonly Vendor[] = [];

/**
 * The purchase-item form, inline above Saved Purchases (02 §4): add mode saves a new purchase holding the
 * item, edit mode starts from the purchase's item and replaces it. Both are kept on this device only; a
 * write the browser refuses says so in a toast and keeps every typed value. While the vendors it suggests
 * could not be loaded, the form says so and cannot save.
 */
export function PurchaseItemForm({ projectId, editing, onClose }: { projectId: string; editing: SavedPurchase | null; onClose: () => void }) {
  const form = useSchemaForm<PurchaseItemFormValues>(purchaseItemSchema, editing ? purchaseItemFormValues(editing.items[0]) : emptyPurchaseItemForm(), {
    draft: editing ? ['edit-purchase-item', projectId, editing._id] : ['add-purchase-item', projectId],
  });
  const vendors = useVendors();
  // The form opens above the list: its first field takes the focus, which also brings it into view from a row far down.
  const { setFocus } = form;
  useEffect(() => setFocus('material'), [setFocus]);

  return (
    <FormCard
      heading={editing ? 'Edit Purchase Item' : 'Add Purchase Item'}
      formLabel={editing ? 'Edit purchase item' : 'Add purchase item'}
      handleSubmit={form.handleSubmit}
      reads={[{ query: vendors, what: 'Vendors' }]}
      send={async (values) => {
        const input = toPurchaseItemInput(values);
        return editing ? updatePurchaseItem(projectId, editing._id, input) : addPurchaseItem(projectId, input);
      }}
      onDevice
      successText={editing ? T.updated : T.added}
      successIn="toast"
      onSaved={onClose}
      errorText={editing ? T.updateFailed : T.addFailed}
      invalidText={T.fixErrors}
      failureIn="toast"
      columns={2}
      submitLabel={editing ? 'Update Item' : 'Save Item'}
      busyLabel="Saving..."
      onCancel={onClose}
      maxWidth="none"
    >
      {(locked) => <PurchaseItemFormFields control={form.control} vendors={vendors.data ?? NO_VENDORS} disabled={locked} />}
    </FormCard>
  );
}
