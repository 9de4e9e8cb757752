import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { readMaterialPurchase, useCreateMaterialPurchase, useUpdateMaterialPurchase, type MaterialPurchase } from '@/api/materialPurchases';
import { useVendors, type Vendor } from '@/api/vendors';
import { FormCard } from '@/components/form/FormCard';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { MATERIAL_PURCHASE_TEXTS as T } from './purchaseRecordTexts';
import { PurchaseRecordFields } from './PurchaseRecordFields';
import { EMPTY_PURCHASE_FORM, purchaseFormValues, purchaseSchema, toPurchaseFields, type PurchaseFormValues } from './purchaseRecordSchema';

const NO_VENDORS: readonly Vendor[] = [];

/**
 * The inline add/edit form of /material-purchase: Save waits until every rule holds (02 §5); the outcome
 * is a toast; a failure keeps what was typed; a success closes the form. While the vendors (its choices)
 * could not be loaded, the form says so and cannot save.
 */
export function PurchaseRecordForm({ editing, onClose }: { editing: MaterialPurchase | null; onClose: () => void }) {
  const vendors = useVendors();
  const create = useCreateMaterialPurchase();
  const update = useUpdateMaterialPurchase();
  const form = useSchemaForm<PurchaseFormValues>(purchaseSchema, editing ? purchaseFormValues(editing) : EMPTY_PURCHASE_FORM, {
    clearErrorOnEdit: false,
    mode: 'onChange',
    draft: editing ? ['edit-material-purchase', editing._id] : 'add-material-purchase',
  });
  const { control, handleSubmit, formState } = form;
  const place = useRef<HTMLDivElement>(null);
  // The form opens above the list: bring it into view when a row far down is edited.
  useEffect(() => {
    place.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const heading = editing ? T.editHeading : T.addHeading;
  return (
    <Box ref={place} sx={{ mb: 3 }}>
      <FormCard
        heading={heading}
        formLabel={heading}
        handleSubmit={handleSubmit}
        reads={[{ query: vendors, what: 'Vendors' }]}
        conflictCheck={editing ? recordConflictCheck({ opened: editing, read: () => readMaterialPurchase(editing._id), valuesOf: purchaseFormValues, form }) : undefined}
        send={async (values) => {
          const fields = toPurchaseFields(values);
          if (editing) await update.mutateAsync({ id: editing._id, fields });
          else await create.mutateAsync(fields);
        }}
        successText={editing ? T.updated : T.added}
        successIn="toast"
        onSaved={onClose}
        errorText={editing ? T.updateFailed : T.addFailed}
        failureIn="toast"
        canSubmit={formState.isValid}
        submitLabel={T.save}
        busyLabel={T.saving}
        onCancel={onClose}
        columns={2}
        maxWidth="none"
      >
        {(locked) => <PurchaseRecordFields control={control} vendors={vendors.data ?? NO_VENDORS} savedVendor={editing?.vendor ?? ''} locked={locked} />}
      </FormCard>
    </Box>
  );
}
