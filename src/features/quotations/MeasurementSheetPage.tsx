import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { sheetKeys, useCreateMeasurements, useDeleteMeasurement, useMeasurements } from '@/api/quotationSheets';
import { todayIso } from '@/lib/dates';
import { measurementFieldsOf } from './sheets/measurementRows';
import { MEASUREMENT_ROWS } from './sheets/MeasurementRow';
import { SheetScreen, type SheetScreenTexts } from './sheets/SheetScreen';
import { useSelectedItem } from './sheets/useSelectedItem';

const TEXTS: SheetScreenTexts = {
  title: 'Progress M Sheet',
  label: 'Measurement rows',
  notSelected: 'Please select a quotation item first',
  notSelectedHint: 'Choose a quotation item on Quotation Management, then open its M Sheet.',
  loadFailed: 'Error loading measurement data',
  none: { title: 'No rows yet', hint: 'Click Add Row to add a measurement.' },
  nothingToSave: 'No new rows to save.',
  fillRequired: 'Please fill all required fields.',
  question: 'Are you sure you want to delete this row?',
  deleted: 'Deleted successfully!',
  deleteFailed: 'Error deleting row',
};

/** /quotation-msheet: the Progress M Sheet of one quotation item. Saved rows can only be deleted; new rows take the sheet's date. */
export default function MeasurementSheetPage() {
  const selected = useSelectedItem();
  const { projectId, itemId } = selected;
  const measurements = useMeasurements(itemId ?? undefined);
  const create = useCreateMeasurements();
  const remove = useDeleteMeasurement();
  const [date, setDate] = useState(todayIso);
  const ready = !!itemId;

  return (
    <SheetScreen
      draft="quotation-msheet"
      texts={TEXTS}
      rows={MEASUREMENT_ROWS}
      selected={selected}
      ready={ready}
      list={measurements}
      writes={{
        mutationKey: sheetKeys.measurements.all,
        createRows: (rows) =>
          create.mutateAsync({ quotationId: itemId ?? '', projId: projectId ?? '', items: rows.map((row) => measurementFieldsOf(row, date || todayIso())) }),
        deleteRow: (row) => remove.mutateAsync(row),
      }}
      toolbar={(busy) => (
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
      )}
    />
  );
}
