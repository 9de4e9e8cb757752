import { memo } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { QuotationMaterial } from '@/api/quotationSheets';
import { ClampedText } from '@/components/ClampedText';
import { NAME_TRUNCATE_CHARS, QUOTATION_MATERIAL_UNITS } from '@/config/constants';
import { materialAmount } from '@/lib/amounts';
import { formatRupees } from '@/lib/money';
import { formatQuantity, numberIn } from './cellValues';
import { useDraftRow } from './draftStore';
import { missingMaterialFields, type MaterialValues } from './materialRows';
import { RowActionsCell } from './RowActionsCell';
import { InputCell, SelectCell, TextCell } from './SheetCells';
import { draftCellProps, type SheetRowProps } from './sheetRow';

type MaterialRowProps = SheetRowProps<MaterialValues, QuotationMaterial>;

const NO_GAPS: readonly (keyof MaterialValues)[] = [];

/** One material: read-only when saved, inputs when new or being edited. Re-renders only for its own changes. */
export const MaterialRow = memo(function MaterialRow({ rowKey, serial, saved, store, actions, locked }: MaterialRowProps) {
  const [draft, setField] = useDraftRow(store, rowKey);

  if (!draft) {
    if (!saved) return null;
    return (
      <TableRow hover>
        <TextCell>{serial}</TextCell>
        <TextCell>{saved.name}</TextCell>
        <TextCell align="right">{formatQuantity(saved.qty)}</TextCell>
        <TextCell>{saved.unit}</TextCell>
        <TextCell align="right">{formatRupees(saved.rate)}</TextCell>
        <TextCell align="right">{formatRupees(materialAmount(saved.qty, saved.rate))}</TextCell>
        <TextCell>
          <ClampedText text={saved.vendor} limit={NAME_TRUNCATE_CHARS} />
        </TextCell>
        <RowActionsCell
          serial={serial}
          mode="saved"
          locked={locked}
          onEdit={() => actions.edit(saved)}
          onDelete={() => actions.askDelete(rowKey, saved)}
        />
      </TableRow>
    );
  }

  const { values } = draft;
  const gaps = draft.showErrors ? missingMaterialFields(values) : NO_GAPS;
  const cell = draftCellProps(values, gaps, serial, locked, setField);

  return (
    <TableRow>
      <TextCell>{serial}</TextCell>
      <InputCell {...cell('Material Name', 'name')} />
      <InputCell {...cell('Qty', 'qty')} numeric short />
      <SelectCell {...cell('Unit', 'unit')} options={QUOTATION_MATERIAL_UNITS} short />
      <InputCell {...cell('Rate', 'rate')} numeric short />
      <TableCell align="right" sx={{ verticalAlign: 'top', pt: 2, whiteSpace: 'nowrap' }}>
        {formatRupees(materialAmount(numberIn(values.qty), numberIn(values.rate)))}
      </TableCell>
      <InputCell {...cell('Vendor', 'vendor')} />
      <RowActionsCell
        serial={serial}
        mode={saved ? 'editing' : 'new'}
        locked={locked}
        onSave={saved && (() => actions.save(saved))}
        onCancel={() => actions.cancel(rowKey)}
        onDelete={() => actions.askDelete(rowKey, saved)}
      />
    </TableRow>
  );
});
