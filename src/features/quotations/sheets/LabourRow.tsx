import { useCallback } from 'react';
import { useLabourProfiles, type LabourProfile } from '@/api/labourProfiles';
import type { LabourWorkEntry } from '@/api/quotationSheets';
import { ClampedText } from '@/components/ClampedText';
import { TypeAhead } from '@/components/TypeAhead';
import { LABOUR_PROFILE_CHOICE } from '@/components/typeAheadEntities';
import { LABOUR_PICKER_BLUR_MS, NAME_TRUNCATE_CHARS } from '@/config/constants';
import { formatRupees } from '@/lib/money';
import { formatQuantity } from './cellValues';
import { emptyLabour, labourValuesOf, missingLabourFields, type LabourValues } from './labourRows';
import { sheetRows, type TypeAheadCellProps } from './sheetRows';

const NO_PROFILES: readonly LabourProfile[] = [];

/** The Name cell's field: free text, with the labour profiles (name and phone) as suggestions. */
function LabourNameField({ label, value, missing, disabled, update }: TypeAheadCellProps<LabourValues>) {
  const profiles = useLabourProfiles();
  // A name typed by hand belongs to nobody's profile: its phone goes.
  const typeName = useCallback((name: string) => update({ name, phone: '' }), [update]);
  const pickProfile = useCallback((profile: LabourProfile) => update({ name: profile.name, phone: profile.phone }), [update]);
  return (
    <TypeAhead
      freeText
      entity={LABOUR_PROFILE_CHOICE}
      options={profiles.data ?? NO_PROFILES}
      label={label}
      hiddenLabel
      text={value}
      onTextChange={typeName}
      onPick={pickProfile}
      blurDelayMs={LABOUR_PICKER_BLUR_MS}
      error={missing}
      helperText={missing ? 'Required' : undefined}
      disabled={disabled}
    />
  );
}

/** The labour sheet's rows: saved entries can be edited; the name is a type-ahead over the labour profiles. */
export const LABOUR_ROWS = sheetRows<LabourValues, LabourWorkEntry>({
  cells: [
    {
      header: 'Name',
      minWidth: 220,
      saved: (entry) => <ClampedText text={entry.name} limit={NAME_TRUNCATE_CHARS} />,
      draft: { kind: 'typeAhead', field: 'name', Field: LabourNameField },
    },
    { header: 'Phone', minWidth: 140, saved: (entry) => entry.phone, draft: { kind: 'input', field: 'phone' } },
    { header: 'Task', minWidth: 180, saved: (entry) => entry.task, draft: { kind: 'input', field: 'task' } },
    { header: 'Hours', align: 'right', minWidth: 100, saved: (entry) => formatQuantity(entry.hours), draft: { kind: 'numeric', field: 'hours' } },
    { header: 'Wage', align: 'right', minWidth: 120, saved: (entry) => formatRupees(entry.wage), draft: { kind: 'numeric', field: 'wage' } },
  ],
  blank: emptyLabour,
  missingFields: missingLabourFields,
  valuesOf: labourValuesOf,
});
