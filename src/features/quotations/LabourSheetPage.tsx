import { useCallback } from 'react';
import {
  sheetKeys,
  useCreateLabourWork,
  useDeleteLabourWork,
  useLabourWork,
  useUpdateLabourWork,
  type LabourWorkEntry,
} from '@/api/quotationSheets';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { useDraftStore, useNewRowKeys } from './sheets/draftStore';
import { emptyLabour, labourFieldsOf, labourValuesOf, missingLabourFields, type LabourValues } from './sheets/labourRows';
import { LabourRow } from './sheets/LabourRow';
import { SheetMessage } from './sheets/SheetMessage';
import { SheetSubject } from './sheets/SheetSubject';
import { SheetTable, type SheetColumn } from './sheets/SheetTable';
import { SheetToolbar } from './sheets/SheetToolbar';
import { TotalWages } from './sheets/TotalWages';
import { useSelectedItem } from './sheets/useSelectedItem';
import { SAVE_FAILED_TEXT, SAVED_TEXT, useSheetActions } from './sheets/useSheetActions';
import { useSheetMessage } from './sheets/useSheetMessage';

const COLUMNS: readonly SheetColumn[] = [
  { header: 'S.No', minWidth: 56 },
  { header: 'Name', minWidth: 220 },
  { header: 'Phone', minWidth: 140 },
  { header: 'Task', minWidth: 180 },
  { header: 'Hours', align: 'right', minWidth: 100 },
  { header: 'Wage', align: 'right', minWidth: 120 },
  { header: 'Actions', align: 'right', minWidth: 110 },
];

const NO_ENTRIES: readonly LabourWorkEntry[] = [];

/** /quotation-labour: the labour work that prices one quotation item. */
export default function LabourSheetPage() {
  const { projectId, itemId } = useSelectedItem();
  const ready = !!itemId;
  const labour = useLabourWork(itemId ?? undefined);
  const createLabour = useCreateLabourWork();
  const updateLabour = useUpdateLabourWork();
  const deleteLabour = useDeleteLabourWork();
  const store = useDraftStore<LabourValues>();
  const newKeys = useNewRowKeys(store);
  const { message, show } = useSheetMessage();

  const { busy, saveAll, rowActions, deletion } = useSheetActions<LabourValues, LabourWorkEntry>({
    store,
    show,
    texts: {
      nothingToSave: 'No new labour entries to save',
      fillRequired: 'Please fill all required fields',
      question: 'Are you sure you want to delete this labour entry?',
      // Deleting a saved entry reports like a save does (ruling 18).
      deleted: SAVED_TEXT,
      deleteFailed: SAVE_FAILED_TEXT,
    },
    missingFields: missingLabourFields,
    valuesOf: labourValuesOf,
    writes: {
      mutationKey: sheetKeys.labour.all,
      createRows: (rows) => createLabour.mutateAsync({ quotationId: itemId ?? '', items: rows.map(labourFieldsOf) }),
      updateRow: (row, values) => updateLabour.mutateAsync({ row, fields: labourFieldsOf(values) }),
      deleteRow: (row) => deleteLabour.mutateAsync(row),
    },
  });

  const addRow = useCallback(() => void store.add(emptyLabour()), [store]);
  const saved = labour.data ?? NO_ENTRIES;
  const empty = ready && labour.isSuccess && saved.length === 0 && newKeys.length === 0;

  return (
    <>
      <PageHeader title="Labour Management" />
      <SheetSubject projectId={projectId} itemId={itemId} />
      <SheetToolbar enabled={ready} busy={busy} onAddRow={addRow} onSaveAll={saveAll} />
      <SheetMessage message={message ?? (ready ? null : { text: 'Please select a quotation item first', tone: 'notice' })} />
      {labour.isError && <ErrorBanner message="Error loading labour data" onRetry={() => void labour.refetch()} retrying={labour.isFetching} />}
      <SheetTable
        label="Labour entries"
        columns={COLUMNS}
        loading={labour.isLoading}
        empty={
          !ready ? (
            <EmptyState title="No quotation item selected" hint="Choose a quotation item on Quotation Management, then open its Labor sheet." />
          ) : empty ? (
            <EmptyState title="No labour entries yet" hint="Click Add Row to add a labour entry." />
          ) : undefined
        }
      >
        {saved.map((entry, index) => (
          <LabourRow key={entry._id} rowKey={entry._id} serial={index + 1} saved={entry} store={store} actions={rowActions} locked={busy} />
        ))}
        {newKeys.map((key, index) => (
          <LabourRow key={key} rowKey={key} serial={saved.length + index + 1} store={store} actions={rowActions} locked={busy} />
        ))}
      </SheetTable>
      {ready && <TotalWages saved={saved} newKeys={newKeys} store={store} />}
      <ConfirmDialog {...deletion} />
    </>
  );
}
