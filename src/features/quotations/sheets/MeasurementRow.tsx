import { memo } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { MeasurementRow as SavedMeasurement } from '@/api/quotationSheets';
import { ClampedText } from '@/components/ClampedText';
import { MSHEET_DESCRIPTION_CLAMP, MSHEET_UNITS } from '@/config/constants';
import { measurementQuantity } from '@/lib/amounts';
import { formatQuantity } from './cellValues';
import { useDraftRow } from './draftStore';
import { missingMeasurementFields, typedQuantity, type MeasurementValues } from './measurementRows';
import { RowActionsCell } from './RowActionsCell';
import { InputCell, SelectCell, TextCell } from './SheetCells';
import { draftCellProps, type SheetRowProps } from './sheetRow';

type MeasurementRowProps = SheetRowProps<MeasurementValues, SavedMeasurement>;

const NO_GAPS: readonly (keyof MeasurementValues)[] = [];

/** One measurement: saved rows are read-only and can only be deleted; new rows are inputs. */
export const MeasurementRow = memo(function MeasurementRow({ rowKey, serial, saved, store, actions, locked }: MeasurementRowProps) {
  const [draft, setField] = useDraftRow(store, rowKey);

  if (!draft) {
    if (!saved) return null;
    return (
      <TableRow hover>
        <TextCell>{serial}</TextCell>
        <TextCell>
          <ClampedText text={saved.description} limit={MSHEET_DESCRIPTION_CLAMP} />
        </TextCell>
        <TextCell align="right">{formatQuantity(saved.nos)}</TextCell>
        <TextCell align="right">{formatQuantity(saved.length)}</TextCell>
        <TextCell align="right">{formatQuantity(saved.breadth)}</TextCell>
        <TextCell align="right">{formatQuantity(saved.depth)}</TextCell>
        <TextCell align="right">{formatQuantity(measurementQuantity(saved))}</TextCell>
        <TextCell>{saved.unit}</TextCell>
        <RowActionsCell serial={serial} mode="saved" locked={locked} onDelete={() => actions.askDelete(rowKey, saved)} />
      </TableRow>
    );
  }

  const { values } = draft;
  const gaps = draft.showErrors ? missingMeasurementFields(values) : NO_GAPS;
  const cell = draftCellProps(values, gaps, serial, locked, setField);

  return (
    <TableRow>
      <TextCell>{serial}</TextCell>
      <InputCell {...cell('Description', 'description')} />
      <InputCell {...cell('Nos', 'nos')} numeric short />
      <InputCell {...cell('Length', 'length')} numeric short />
      <InputCell {...cell('Breadth', 'breadth')} numeric short />
      <InputCell {...cell('Depth', 'depth')} numeric short />
      <TableCell align="right" sx={{ verticalAlign: 'top', pt: 2, whiteSpace: 'nowrap' }}>
        {formatQuantity(typedQuantity(values))}
      </TableCell>
      <SelectCell {...cell('Unit', 'unit')} options={MSHEET_UNITS} short />
      <RowActionsCell serial={serial} mode="new" locked={locked} onDelete={() => actions.askDelete(rowKey)} />
    </TableRow>
  );
});
