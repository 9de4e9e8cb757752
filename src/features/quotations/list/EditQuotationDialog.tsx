import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useUpdateQuotationItem, type QuotationItem, type QuotationItemChanges } from '@/api/quotations';
import { FormDialog } from '@/components/FormDialog';
import { useToast } from '@/components/toastStore';
import { toDateInput } from '@/lib/dates';
import { QuotationItemFields } from '../itemForm/QuotationItemFields';
import { newItemValues, type QuotationItemValues } from '../itemForm/quotationItemValues';
import { QUOTATION_LIST_TEXTS } from './quotationListTexts';
import { quotationItemSchema } from './quotationItemSchema';

/**
 * Edits an item's description and date. It sends the fields that changed plus the item's computed
 * amount as totalAmount; with nothing changed it closes without a call.
 */
export function EditQuotationDialog({
  item,
  amount,
  projectName,
  onClose,
}: {
  item: QuotationItem;
  /** The amount the list shows for the item (ruling 25). */
  amount: number;
  projectName: string;
  onClose: () => void;
}) {
  const updateItem = useUpdateQuotationItem();
  const toast = useToast();
  const [failure, setFailure] = useState('');
  const initial: QuotationItemValues = { ...newItemValues(), description: item.description, date: toDateInput(item.date) };
  const { control, handleSubmit } = useForm<QuotationItemValues>({ resolver: yupResolver(quotationItemSchema), defaultValues: initial });

  const onValid = async (values: QuotationItemValues) => {
    const changes: QuotationItemChanges = {};
    if (values.description !== item.description) changes.description = values.description;
    if (values.date !== initial.date) changes.date = values.date;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setFailure('');
    try {
      await updateItem.mutateAsync({ item, changes: { ...changes, totalAmount: amount }, projectName });
      toast.success(QUOTATION_LIST_TEXTS.updated);
      onClose();
    } catch {
      setFailure(QUOTATION_LIST_TEXTS.saveFailed);
    }
  };

  const busy = updateItem.isPending;
  return (
    <FormDialog title="Edit Quotation Item" busy={busy} failure={failure} onClose={onClose} onSubmit={handleSubmit(onValid)}>
      <QuotationItemFields control={control} disabled={busy} />
    </FormDialog>
  );
}
