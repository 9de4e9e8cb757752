import { useEffect } from 'react';
import { readExcessItem, useCreateExcessItem, useUpdateExcessItem, type ExcessItem } from '@/api/excessItems';
import { FormCard } from '@/components/form/FormCard';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ExcessFormFields } from './ExcessFormFields';
import { EMPTY_EXCESS_FORM, excessFormValues, excessSchema, toExcessInput, type ExcessFormValues } from './excessSchema';
import { EXCESS_TEXTS as T } from './excessTexts';

/**
 * The inline add/edit form (02 §4): `item` edits that item, none adds one. Saving closes it (`onDone`)
 * and the list reloads; a failure is a red toast and keeps what was typed.
 */
export function ExcessItemForm({ item, onDone }: { item?: ExcessItem; onDone: () => void }) {
  const create = useCreateExcessItem();
  const update = useUpdateExcessItem();
  const form = useSchemaForm<ExcessFormValues>(excessSchema, item ? excessFormValues(item) : EMPTY_EXCESS_FORM, { draft: item ? ['edit-excess', item._id] : 'add-excess' });
  const { setFocus } = form;
  useEffect(() => setFocus('description'), [setFocus]);

  const send = (values: ExcessFormValues): Promise<unknown> => {
    const input = toExcessInput(values);
    return item ? update.mutateAsync({ id: item._id, input }) : create.mutateAsync(input);
  };

  return (
    <FormCard
      heading={item ? T.editHeading : T.addHeading}
      formLabel={item ? T.editHeading : T.addHeading}
      handleSubmit={form.handleSubmit}
      send={send}
      conflictCheck={item ? recordConflictCheck({ opened: item, read: () => readExcessItem(item._id), valuesOf: excessFormValues, form }) : undefined}
      successText={item ? T.updated : T.added}
      successIn="toast"
      onSaved={onDone}
      errorText={T.saveFailed}
      failureIn="toast"
      submitLabel={item ? T.editSubmit : T.addSubmit}
      busyLabel="Saving..."
      onCancel={onDone}
      columns={2}
      maxWidth="none"
    >
      {(locked) => <ExcessFormFields control={form.control} disabled={locked} />}
    </FormCard>
  );
}
