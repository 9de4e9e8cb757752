import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FormTextField } from '@/components/form/FormTextField';
import { MIN_PROJECT_BUDGET, PROJECT_NUMBER_CODE, PROJECT_PRIORITIES, PROJECT_STATUSES } from '@/config/constants';
import type { ProjectFormValues } from './projectSchema';

export const PROJECT_NUMBER_FORMAT = `YYYY/${PROJECT_NUMBER_CODE}/000`;

/** The known choices, plus the project's current value when the server holds another wording. */
function choicesWith(known: readonly string[], current: string | undefined): readonly string[] {
  return current && !known.includes(current) ? [...known, current] : known;
}

function numberHint(mode: 'create' | 'edit', projectNumber: string | undefined): string {
  if (mode === 'edit') return 'Cannot be changed';
  return projectNumber ? 'Assigned on creation' : `Auto-generated after creation (format ${PROJECT_NUMBER_FORMAT})`;
}

const shrinkLabel = { inputLabel: { shrink: true } } as const;

/**
 * The project fields, shared by Add Project and the edit modal. On create the project number is a
 * placeholder (the server assigns it); on edit the number and the start date are shown read-only.
 */
export function ProjectFormFields({
  control,
  disabled,
  mode,
  projectNumber,
  startDateText,
  current,
}: {
  control: Control<ProjectFormValues>;
  disabled: boolean;
  mode: 'create' | 'edit';
  /** The assigned number: after creation, or the edited project's. */
  projectNumber?: string;
  /** Edit: the start date as shown (day/month/year). */
  startDateText?: string;
  /** Edit: the project's current priority and status, kept selectable even if unusual. */
  current?: { priority: string; status: string };
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Project Number"
        value={projectNumber ?? ''}
        placeholder={mode === 'create' ? 'Generated after creation' : undefined}
        helperText={numberHint(mode, projectNumber)}
        fullWidth
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <FormTextField control={control} name="projectName" label="Project Name" required disabled={disabled} />
      {mode === 'create' ? (
        <FormTextField control={control} name="startDate" label="Start Date" type="date" required disabled={disabled} slotProps={shrinkLabel} />
      ) : (
        <TextField
          label="Start Date"
          value={startDateText ?? ''}
          helperText="Cannot be changed"
          fullWidth
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      )}
      <FormTextField control={control} name="endDate" label="End Date" type="date" required disabled={disabled} slotProps={shrinkLabel} />
      <FormTextField control={control} name="client" label="Client" required disabled={disabled} autoComplete="organization" />
      <FormTextField
        control={control}
        name="budget"
        label="Budget"
        type="number"
        required
        disabled={disabled}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          htmlInput: { min: MIN_PROJECT_BUDGET, step: 'any', inputMode: 'decimal' },
        }}
      />
      <FormTextField control={control} name="projectManager" label="Project Manager" required disabled={disabled} />
      <FormTextField
        control={control}
        name="priority"
        label="Priority"
        options={choicesWith(PROJECT_PRIORITIES, current?.priority)}
        disabled={disabled}
      />
      {mode === 'edit' && (
        <FormTextField control={control} name="status" label="Status" options={choicesWith(PROJECT_STATUSES, current?.status)} disabled={disabled} />
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField control={control} name="description" label="Project Description" required multiline minRows={3} disabled={disabled} />
      </Box>
    </Box>
  );
}
