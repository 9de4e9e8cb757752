import { useCallback, useState } from 'react';
import TextField from '@mui/material/TextField';
import {
  sheetKeys,
  useCreateMeasurements,
  useDeleteMeasurement,
  useMeasurements,
  type MeasurementRow as SavedMeasurement,
} from '@/api/quotationSheets';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { todayIso } from '@/lib/dates';
import { useDraftStore, useNewRowKeys } from './sheets/draftStore';
import { emptyMeasurement, measurementFieldsOf, missingMeasurementFields, type MeasurementValues } from './sheets/measurementRows';
import { MeasurementRow } from './sheets/MeasurementRow';
import { SheetMessage } from './sheets/SheetMessage';
import { SheetSubject } from './sheets/SheetSubject';
import { SheetTable, type SheetColumn } from './sheets/SheetTable';
import { SheetToolbar } from './sheets/SheetToolbar';
import { useSelectedItem } from './sheets/useSelectedItem';
import { useSheetActions } from './sheets/useSheetActions';
import { useSheetMessage } from './sheets/useSheetMessage';

const COLUMNS: readonly SheetColumn[] = [
  { header: 'S.No', minWidth: 56 },
  { header: 'Description', minWidth: 220 },
  { header: 'Nos', align: 'right', minWidth: 90 },
  { header: 'Length', align: 'right', minWidth: 100 },
  { header: 'Breadth', align: 'right', minWidth: 100 },
  { header: 'Depth', align: 'right', minWidth: 100 },
  { header: 'Quantity', align: 'right', minWidth: 100 },
  { header: 'Unit', minWidth: 140 },
  { header: 'Actions', align: 'right', minWidth: 70 },
];

const NO_ROWS: readonly SavedMeasurement[] = [];

/** /quotation-msheet: the Progress M Sheet of one quotation item. Saved rows can only be deleted. */
export default function MeasurementSheetPage() {
  const { projectId, itemId } = useSelectedItem();
  const ready = !!itemId;
  const measurements = useMeasurements(itemId ?? undefined);
  const createMeasurements = useCreateMeasurements();
  const deleteMeasurement = useDeleteMeasurement();
  const store = useDraftStore<MeasurementValues>();
  const newKeys = useNewRowKeys(store);
  const { message, show } = useSheetMessage();
  const [date, setDate] = useState(todayIso);

  const { busy, saveAll, rowActions, deletion } = useSheetActions<MeasurementValues, SavedMeasurement>({
    store,
    show,
    texts: {
      nothingToSave: 'No new rows to save.',
      fillRequired: 'Please fill all required fields.',
      question: 'Are you sure you want to delete this row?',
      deleted: 'Deleted successfully!',
      deleteFailed: 'Error deleting row',
    },
    missingFields: missingMeasurementFields,
    writes: {
      mutationKey: sheetKeys.measurements.all,
      createRows: (rows) =>
        createMeasurements.mutateAsync({
          quotationId: itemId ?? '',
          projId: projectId ?? '',
          items: rows.map((row) => measurementFieldsOf(row, date || todayIso())),
        }),
      deleteRow: (row) => deleteMeasurement.mutateAsync(row),
    },
  });

  const addRow = useCallback(() => void store.add(emptyMeasurement()), [store]);
  const saved = measurements.data ?? NO_ROWS;
  const empty = ready && measurements.isSuccess && saved.length === 0 && newKeys.length === 0;

  return (
    <>
      <PageHeader title="Progress M Sheet" />
      <SheetSubject projectId={projectId} itemId={itemId} />
      <SheetToolbar enabled={ready} busy={busy} onAddRow={addRow} onSaveAll={saveAll}>
        <TextField
          type="date"
          size="small"
          label="Date"
          value={date}
          disabled={!ready || busy}
          onChange={(event) => setDate(event.target.value)}
          helperText="Saved with the new rows"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </SheetToolbar>
      <SheetMessage message={message ?? (ready ? null : { text: 'Please select a quotation item first', tone: 'notice' })} />
      {measurements.isError && (
        <ErrorBanner message="Error loading measurement data" onRetry={() => void measurements.refetch()} retrying={measurements.isFetching} />
      )}
      <SheetTable
        label="Measurement rows"
        columns={COLUMNS}
        loading={measurements.isLoading}
        empty={
          !ready ? (
            <EmptyState title="No quotation item selected" hint="Choose a quotation item on Quotation Management, then open its M Sheet." />
          ) : empty ? (
            <EmptyState title="No rows yet" hint="Click Add Row to add a measurement." />
          ) : undefined
        }
      >
        {saved.map((row, index) => (
          <MeasurementRow key={row._id} rowKey={row._id} serial={index + 1} saved={row} store={store} actions={rowActions} locked={busy} />
        ))}
        {newKeys.map((key, index) => (
          <MeasurementRow key={key} rowKey={key} serial={saved.length + index + 1} store={store} actions={rowActions} locked={busy} />
        ))}
      </SheetTable>
      <ConfirmDialog {...deletion} />
    </>
  );
}
