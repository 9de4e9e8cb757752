import { readQuotationItem, useUpdateQuotationItem, type QuotationItem, type QuotationItemChanges } from '@/api/quotations';
import { FormDialog } from '@/components/FormDialog';
import { toDateInput } from '@/lib/dates';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { QuotationItemFields } from '../itemForm/QuotationItemFields';
import { newItemValues, type QuotationItemValues } from '../itemForm/quotationItemValues';
import { QUOTATION_LIST_TEXTS } from './quotationListTexts';
import { quotationItemSchema } from './quotationItemSchema';

/** The item in the form: only its description and date are edited. */
const itemValues = (item: QuotationItem): QuotationItemValues => ({ ...newItemValues(), description: item.description, date: toDateInput(item.date) });
const EDITED_FIELDS = ['description', 'date'] as const;

/**
 * Edits an item's description and date. It sends the fields that changed plus the item's computed
 * amount as totalAmount, left out while that amount is not known (its look-up failed or is still
 * running: ruling 36); with nothing changed it closes without a call.
 */
export function EditQuotationDialog({
  item,
  amount,
  projectName,
  onClose,
}: {
  item: QuotationItem;
  /** The amount the list shows for the item (ruling 25); undefined while it is not known. */
  amount: number | undefined;
  projectName: string;
  onClose: () => void;
}) {
  const updateItem = useUpdateQuotationItem();
  const initial = itemValues(item);
  const form = useSchemaForm<QuotationItemValues>(quotationItemSchema, initial, { clearErrorOnEdit: false, draft: ['edit-quotation-item', item._id] });

  const changesOf = (values: QuotationItemValues): QuotationItemChanges => ({
    ...(values.description !== item.description && { description: values.description }),
    ...(values.date !== initial.date && { date: values.date }),
  });

  return (
    <FormDialog
      title="Edit Quotation Item"
      handleSubmit={form.handleSubmit}
      conflictCheck={recordConflictCheck({ opened: item, read: () => readQuotationItem(item), valuesOf: itemValues, fields: EDITED_FIELDS, form })}
      unchanged={(values) => Object.keys(changesOf(values)).length === 0}
      send={(values) => updateItem.mutateAsync({ item, changes: { ...changesOf(values), ...(amount !== undefined && { totalAmount: amount }) }, projectName })}
      successText={QUOTATION_LIST_TEXTS.updated}
      errorText={QUOTATION_LIST_TEXTS.saveFailed}
      onClose={onClose}
    >
      {(locked) => <QuotationItemFields control={form.control} disabled={locked} />}
    </FormDialog>
  );
}
