import { useEffect, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { readBill, useBillingProjects, useCreateBill, useNextBillNumber, useUpdateBill, type Bill, type BillingProject } from '@/api/bills';
import { FormCard } from '@/components/form/FormCard';
import { recordConflictCheck } from '@/components/form/saveConflict';
import { ConflictNote } from '@/components/form/SaveConflictGuard';
import { FormSection } from '@/components/form/FormSection';
import { FormTextField } from '@/components/form/FormTextField';
import { FormTypeAhead } from '@/components/form/FormTypeAhead';
import { PROJECT_CHOICE } from '@/components/typeAheadEntities';
import { BILL_DUE_DAYS, BILL_STATUSES, BILL_TAX_RATE_MAX, BILLING_PROJECT_PICKER_BLUR_MS } from '@/config/constants';
import { billTotals } from '@/lib/billTotals';
import { addDaysToDashedDate } from '@/lib/dashedDate';
import { validGstinState } from '@/lib/gstin';
import { defaultPlaceOfSupply } from '@/lib/gstSplit';
import { gstStateLabel, PLACE_OF_SUPPLY_CODES } from '@/lib/gstStates';
import { formatRupees } from '@/lib/money';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { BillItemsFields } from './BillItemsFields';
import { BILLING_TEXTS as T } from './billingTexts';
import {
  billFormValues,
  billSchema,
  isBlankItem,
  itemLine,
  newBillValues,
  numberOrZero,
  REVERSE_CHARGE_CHOICES,
  supplierStateCode,
  toBill,
  type BillFormValues,
} from './billSchema';

/** The choices: billing's projects, plus the bill's own project when the list does not have it (so an edit keeps it). */
export function projectOptions(projects: readonly BillingProject[], saved: { project: string; client: string } | null): BillingProject[] {
  if (!saved?.project.trim() || projects.some((p) => p.projectName === saved.project)) return [...projects];
  return [{ _id: `saved:${saved.project}`, projectName: saved.project, projectNumber: '', client: saved.client }, ...projects];
}

const projectNameOf = (project: BillingProject) => project.projectName;

const PLACE_OF_SUPPLY_OPTIONS = PLACE_OF_SUPPLY_CODES.map((code) => ({ value: code, label: gstStateLabel(code) ?? code }));

/** The client's GSTIN, optional, with its state under it once the number is full and valid. */
function ClientGstinField({ control, disabled }: { control: Control<BillFormValues>; disabled: boolean }) {
  const value = useWatch({ control, name: 'clientGstin' });
  const state = validGstinState(value);
  return (
    <FormTextField
      control={control}
      name="clientGstin"
      label="Client GSTIN"
      disabled={disabled}
      autoComplete="off"
      helperText={state ? `State: ${state}` : T.clientGstinHint}
      slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, autoCapitalize: 'characters', spellCheck: false, maxLength: 20 } }}
    />
  );
}

/** Subtotal, tax and total, worked out again on every change of an item or of the tax rate. */
function Totals({ control }: { control: Control<BillFormValues> }) {
  const [items, taxRate] = useWatch({ control, name: ['items', 'taxRate'] });
  const rate = numberOrZero(taxRate);
  const { subtotal, taxAmount, total } = billTotals((items ?? []).filter((i) => !isBlankItem(i)).map(itemLine), rate);
  const line = (label: string, value: number, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span>{formatRupees(value)}</span>
    </Box>
  );
  return (
    <Box role="group" aria-label="Bill totals" sx={{ display: 'grid', gap: 0.5, minWidth: { sm: 280 }, justifySelf: { sm: 'end' }, typography: 'body1' }}>
      {line('Subtotal', subtotal)}
      {line(`Tax (${rate}%)`, taxAmount)}
      {line('Total', total, true)}
    </Box>
  );
}

/**
 * The create/edit view of /client-billing (02 §2, §4, §5), shown in place of the list: a new bill opens
 * with the next number, today's date, a due date 30 days on and one empty item; an edit opens filled.
 * A failed save keeps everything typed and shows the server's message; a saved bill returns to the list.
 * While the projects (or a new bill's next number) could not be loaded, the form says so and cannot save.
 */
export function BillForm({ editing, onCancel, onSaved }: { editing: Bill | null; onCancel: () => void; onSaved: () => void }) {
  const projects = useBillingProjects();
  const nextNumber = useNextBillNumber(!editing);
  const create = useCreateBill();
  const update = useUpdateBill();
  const form = useSchemaForm<BillFormValues>(billSchema, editing ? billFormValues(editing) : newBillValues(), {
    reValidateMode: 'onChange',
    draft: editing ? ['edit-bill', editing._id] : 'add-bill',
  });
  const { control, handleSubmit, setValue, getValues, formState, clearErrors, watch } = form;

  // The number the server suggests fills the field once it arrives, unless the user has typed one.
  useEffect(() => {
    if (!editing && nextNumber.data && !getValues('billNumber')) setValue('billNumber', nextNumber.data);
  }, [editing, nextNumber.data, getValues, setValue]);

  // The place of supply follows the client's GSTIN (else the supplier's state) while it is still that default;
  // once the user has chosen another state, it stays.
  useEffect(() => {
    const supplier = supplierStateCode();
    let lastDefault = defaultPlaceOfSupply(getValues('clientGstin'), supplier);
    const subscription = watch((values, { name }) => {
      const next = defaultPlaceOfSupply(values.clientGstin ?? '', supplier);
      // A reset (a restored draft, a Reload of the server's bill) sets both fields: it becomes the new starting point.
      if (name === undefined) lastDefault = next;
      if (name !== 'clientGstin') return;
      const place = values.placeOfSupply ?? '';
      if (next !== lastDefault && (place === '' || place === lastDefault)) setValue('placeOfSupply', next);
      lastDefault = next;
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);

  // The due date follows the bill date while it is still the default 30 days on (or empty); once the
  // user has set a due date of their own, it stays.
  useEffect(() => {
    // The last real date typed: while a new one is half typed, the due date is compared with this one.
    let lastDate = getValues('date');
    const subscription = watch((values, { name }) => {
      if (name !== 'date') return;
      const next = addDaysToDashedDate(values.date ?? '', BILL_DUE_DAYS);
      if (!next) return;
      const due = values.dueDate ?? '';
      if (due === '' || due === addDaysToDashedDate(lastDate, BILL_DUE_DAYS)) setValue('dueDate', next);
      lastDate = values.date ?? '';
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);

  const options = useMemo(() => projectOptions(projects.data ?? [], editing), [projects.data, editing]);
  const heading = editing ? T.editHeading : T.createHeading;

  return (
    <FormCard<BillFormValues, void>
      formLabel={heading}
      handleSubmit={handleSubmit}
      reads={[
        { query: projects, what: 'Projects' },
        { query: nextNumber, what: 'The next bill number' },
      ]}
      conflictCheck={editing ? recordConflictCheck({ opened: editing, read: () => readBill(editing._id), valuesOf: billFormValues, form }) : undefined}
      send={async (values) => {
        const bill = toBill(values);
        if (editing) await update.mutateAsync({ ...bill, _id: editing._id });
        else await create.mutateAsync(bill);
      }}
      successText={editing ? T.updated : T.created}
      successIn="toast"
      onSaved={onSaved}
      errorText={{ server: 'message', otherwise: T.saveFailed }}
      invalidText={T.fillRequired}
      dismissableErrors
      submitLabel={editing ? T.updateSubmit : T.createSubmit}
      busyLabel={T.saving}
      onCancel={onCancel}
      maxWidth="none"
    >
      {(locked) => (
        <>
          <FormSection title="Bill Information">
            <FormTextField control={control} name="billNumber" label="Bill Number" required disabled={locked} />
            <FormTypeAhead
              control={control}
              name="project"
              entity={PROJECT_CHOICE}
              options={options}
              valueOf={projectNameOf}
              label="Project"
              required
              blurDelayMs={BILLING_PROJECT_PICKER_BLUR_MS}
              placeholder="Search by project name or number"
              onChosen={(project) => {
                setValue('client', project?.client ?? '', { shouldValidate: formState.isSubmitted });
                if (project?.client) clearErrors('client');
              }}
              disabled={locked}
            />
            <FormTextField
              control={control}
              name="client"
              label="Client"
              required
              disabled={locked}
              helperText="Filled from the chosen project"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <ClientGstinField control={control} disabled={locked} />
            <FormTextField
              control={control}
              name="placeOfSupply"
              label="Place of Supply"
              options={PLACE_OF_SUPPLY_OPTIONS}
              disabled={locked}
              helperText={T.placeOfSupplyHint}
            />
            <FormTextField control={control} name="clientAddress" label="Client Address" multiline minRows={2} disabled={locked} />
            <FormTextField control={control} name="reverseCharge" label="Tax Payable on Reverse Charge" options={REVERSE_CHARGE_CHOICES} disabled={locked} />
            <FormTextField control={control} name="status" label="Status" options={BILL_STATUSES} disabled={locked} />
            <FormTextField control={control} name="date" label="Bill Date" required placeholder="dd-mm-yyyy" disabled={locked} />
            <FormTextField control={control} name="dueDate" label="Due Date" required placeholder="dd-mm-yyyy" disabled={locked} />
          </FormSection>
          <FormSection columns={1} title="Bill Items">
            <BillItemsFields control={control} errors={formState.errors} locked={locked} />
            <ConflictNote name="items" />
          </FormSection>
          <FormSection columns={1} title="Notes">
            <FormTextField control={control} name="notes" label="Notes" multiline minRows={3} disabled={locked} />
          </FormSection>
          <FormSection columns={1} title="Totals">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '220px 1fr' }, alignItems: 'start' }}>
              <FormTextField
                control={control}
                name="taxRate"
                label="Tax Rate (%)"
                type="number"
                disabled={locked}
                slotProps={{ htmlInput: { min: 0, max: BILL_TAX_RATE_MAX, step: 0.1, inputMode: 'decimal' } }}
              />
              <Totals control={control} />
            </Box>
          </FormSection>
        </>
      )}
    </FormCard>
  );
}
