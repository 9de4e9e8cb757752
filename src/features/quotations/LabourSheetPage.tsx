import { sheetKeys, useCreateLabourWork, useDeleteLabourWork, useLabourWork, useUpdateLabourWork } from '@/api/quotationSheets';
import { labourFieldsOf } from './sheets/labourRows';
import { LABOUR_ROWS } from './sheets/LabourRow';
import { SheetScreen, type SheetScreenTexts } from './sheets/SheetScreen';
import { TotalWages } from './sheets/TotalWages';
import { useSelectedItem } from './sheets/useSelectedItem';
import { SAVE_FAILED_TEXT, SAVED_TEXT } from './sheets/useSheetActions';

const TEXTS: SheetScreenTexts = {
  title: 'Labour Management',
  label: 'Labour entries',
  notSelected: 'Please select a quotation item first',
  notSelectedHint: 'Choose a quotation item on Quotation Management, then open its Labor sheet.',
  loadFailed: 'Error loading labour data',
  none: { title: 'No labour entries yet', hint: 'Click Add Row to add a labour entry.' },
  nothingToSave: 'No new labour entries to save',
  fillRequired: 'Please fill all required fields',
  question: 'Are you sure you want to delete this labour entry?',
  // Deleting a saved entry reports like a save does (ruling 18).
  deleted: SAVED_TEXT,
  deleteFailed: SAVE_FAILED_TEXT,
};

/** /quotation-labour: the labour work that prices one quotation item, with its total wages. */
export default function LabourSheetPage() {
  const selected = useSelectedItem();
  const { itemId } = selected;
  const labour = useLabourWork(itemId ?? undefined);
  const create = useCreateLabourWork();
  const update = useUpdateLabourWork();
  const remove = useDeleteLabourWork();

  return (
    <SheetScreen
      draft="quotation-labour"
      texts={TEXTS}
      rows={LABOUR_ROWS}
      selected={selected}
      ready={!!itemId}
      list={labour}
      writes={{
        mutationKey: sheetKeys.labour.all,
        createRows: (rows) => create.mutateAsync({ quotationId: itemId ?? '', items: rows.map(labourFieldsOf) }),
        updateRow: (row, values) => update.mutateAsync({ row, fields: labourFieldsOf(values) }),
        deleteRow: (row) => remove.mutateAsync(row),
      }}
      Footer={TotalWages}
    />
  );
}
