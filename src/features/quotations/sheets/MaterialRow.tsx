import type { QuotationMaterial } from '@/api/quotationSheets';
import { ClampedText } from '@/components/ClampedText';
import { NAME_TRUNCATE_CHARS, QUOTATION_MATERIAL_UNITS } from '@/config/constants';
import { materialAmount } from '@/lib/amounts';
import { formatRupees } from '@/lib/money';
import { formatQuantity, numberIn } from './cellValues';
import { emptyMaterial, materialValuesOf, missingMaterialFields, type MaterialValues } from './materialRows';
import { sheetRows } from './sheetRows';

/** The material sheet's rows: saved ones can be edited; the amount is qty × rate of what is typed. */
export const MATERIAL_ROWS = sheetRows<MaterialValues, QuotationMaterial>({
  cells: [
    { header: 'Material Name', minWidth: 200, saved: (m) => m.name, draft: { kind: 'input', field: 'name' } },
    { header: 'Qty', align: 'right', minWidth: 100, saved: (m) => formatQuantity(m.qty), draft: { kind: 'numeric', field: 'qty' } },
    { header: 'Unit', minWidth: 140, saved: (m) => m.unit, draft: { kind: 'select', field: 'unit', options: QUOTATION_MATERIAL_UNITS } },
    { header: 'Rate', align: 'right', minWidth: 120, saved: (m) => formatRupees(m.rate), draft: { kind: 'numeric', field: 'rate' } },
    {
      header: 'Amount',
      align: 'right',
      minWidth: 130,
      saved: (m) => formatRupees(materialAmount(m.qty, m.rate)),
      draft: { kind: 'computed', value: (v) => formatRupees(materialAmount(numberIn(v.qty), numberIn(v.rate))) },
    },
    {
      header: 'Vendor',
      minWidth: 180,
      saved: (m) => <ClampedText text={m.vendor} limit={NAME_TRUNCATE_CHARS} />,
      draft: { kind: 'input', field: 'vendor' },
    },
  ],
  blank: emptyMaterial,
  missingFields: missingMaterialFields,
  valuesOf: materialValuesOf,
});

/** One material row; re-renders only for its own changes. */
export const MaterialRow = MATERIAL_ROWS.Row;
