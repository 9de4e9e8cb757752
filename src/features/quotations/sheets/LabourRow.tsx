import { memo, useCallback } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useLabourProfileSummaries, type LabourProfileSummary, type LabourWorkEntry } from '@/api/quotationSheets';
import { ClampedText } from '@/components/ClampedText';
import { TypeAhead } from '@/components/TypeAhead';
import { LABOUR_PROFILE_CHOICE } from '@/components/typeAheadEntities';
import { LABOUR_PICKER_BLUR_MS, NAME_TRUNCATE_CHARS } from '@/config/constants';
import { formatRupees } from '@/lib/money';
import { formatQuantity } from './cellValues';
import { useDraftRow } from './draftStore';
import { missingLabourFields, type LabourValues } from './labourRows';
import { RowActionsCell } from './RowActionsCell';
import { InputCell, TextCell } from './SheetCells';
import { cellLabel, draftCellProps, type SheetRowProps } from './sheetRow';

type LabourRowProps = SheetRowProps<LabourValues, LabourWorkEntry>;

const NO_GAPS: readonly (keyof LabourValues)[] = [];
const NO_PROFILES: readonly LabourProfileSummary[] = [];

/** The Name cell's field: free text, with the labour profiles (name and phone) as suggestions. */
function LabourNameField(props: {
  label: string;
  name: string;
  missing: boolean;
  disabled: boolean;
  onType: (name: string) => void;
  onPick: (profile: LabourProfileSummary) => void;
}) {
  const profiles = useLabourProfileSummaries();
  return (
    <TypeAhead
      freeText
      entity={LABOUR_PROFILE_CHOICE}
      options={profiles.data ?? NO_PROFILES}
      label={props.label}
      hiddenLabel
      text={props.name}
      onTextChange={props.onType}
      onPick={props.onPick}
      blurDelayMs={LABOUR_PICKER_BLUR_MS}
      error={props.missing}
      helperText={props.missing ? 'Required' : undefined}
      disabled={props.disabled}
    />
  );
}

/** One labour work entry: read-only when saved, inputs when new or being edited. */
export const LabourRow = memo(function LabourRow({ rowKey, serial, saved, store, actions, locked }: LabourRowProps) {
  const [draft, setField] = useDraftRow(store, rowKey);
  // A name typed by hand belongs to nobody's profile: its phone goes.
  const typeName = useCallback((name: string) => store.update(rowKey, { name, phone: '' }), [store, rowKey]);
  const pickProfile = useCallback((profile: LabourProfileSummary) => store.update(rowKey, { name: profile.name, phone: profile.phone }), [store, rowKey]);

  if (!draft) {
    if (!saved) return null;
    return (
      <TableRow hover>
        <TextCell>{serial}</TextCell>
        <TextCell>
          <ClampedText text={saved.name} limit={NAME_TRUNCATE_CHARS} />
        </TextCell>
        <TextCell>{saved.phone}</TextCell>
        <TextCell>{saved.task}</TextCell>
        <TextCell align="right">{formatQuantity(saved.hours)}</TextCell>
        <TextCell align="right">{formatRupees(saved.wage)}</TextCell>
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
  const gaps = draft.showErrors ? missingLabourFields(values) : NO_GAPS;
  const cell = draftCellProps(values, gaps, serial, locked, setField);

  return (
    <TableRow>
      <TextCell>{serial}</TextCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <LabourNameField
          label={cellLabel('Name', serial)}
          name={values.name}
          missing={gaps.includes('name')}
          disabled={locked}
          onType={typeName}
          onPick={pickProfile}
        />
      </TableCell>
      <InputCell {...cell('Phone', 'phone')} />
      <InputCell {...cell('Task', 'task')} />
      <InputCell {...cell('Hours', 'hours')} numeric short />
      <InputCell {...cell('Wage', 'wage')} numeric short />
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
