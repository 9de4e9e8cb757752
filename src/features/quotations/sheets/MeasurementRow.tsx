import type { MeasurementRow as SavedMeasurement } from '@/api/quotationSheets';
import { ClampedText } from '@/components/ClampedText';
import { MSHEET_DESCRIPTION_CLAMP, MSHEET_UNITS } from '@/config/constants';
import { measurementQuantity } from '@/lib/amounts';
import { formatQuantity } from './cellValues';
import { emptyMeasurement, missingMeasurementFields, typedQuantity, type MeasurementValues } from './measurementRows';
import { sheetRows, type SheetCellSpec } from './sheetRows';

/** A size column: typed as a number, shown as a quantity. */
const size = (header: string, field: 'nos' | 'length' | 'breadth' | 'depth', minWidth: number): SheetCellSpec<MeasurementValues, SavedMeasurement> => ({
  header,
  align: 'right',
  minWidth,
  saved: (row) => formatQuantity(row[field]),
  draft: { kind: 'numeric', field },
});

/** The measurement sheet's rows: saved ones are read-only and can only be deleted. */
export const MEASUREMENT_ROWS = sheetRows<MeasurementValues, SavedMeasurement>({
  cells: [
    {
      header: 'Description',
      minWidth: 220,
      saved: (row) => <ClampedText text={row.description} limit={MSHEET_DESCRIPTION_CLAMP} />,
      draft: { kind: 'input', field: 'description' },
    },
    size('Nos', 'nos', 90),
    size('Length', 'length', 100),
    size('Breadth', 'breadth', 100),
    size('Depth', 'depth', 100),
    {
      header: 'Quantity',
      align: 'right',
      minWidth: 100,
      saved: (row) => formatQuantity(measurementQuantity(row)),
      draft: { kind: 'computed', value: (values) => formatQuantity(typedQuantity(values)) },
    },
    { header: 'Unit', minWidth: 140, saved: (row) => row.unit, draft: { kind: 'select', field: 'unit', options: MSHEET_UNITS } },
  ],
  blank: emptyMeasurement,
  missingFields: missingMeasurementFields,
});
