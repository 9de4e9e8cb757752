import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import { FormActions } from './FormActions';
import { DraftOffer } from './DraftOffer';
import { FormBanner } from './FormBanner';
import { FormReadErrors, formReadsFailed } from './formReads';
import type { FormSubmitProps } from './formSubmitProps';
import { SaveConflictGuard } from './SaveConflictGuard';
import { useSubmitFlow } from './useSubmitFlow';

export interface FormCardProps<Values extends FieldValues, Result> extends FormSubmitProps<Values, Result> {
  /** A heading inside the card (an inline form's 'Add Purchase' / 'Edit Purchase'). */
  heading?: string;
  /** The form's accessible name. */
  formLabel: string;
  maxWidth?: number | string;
  /** Two columns from small screens up; one on a phone. */
  columns?: 1 | 2;
}

/**
 * The one form card, on a create page or inline on a list page: its banner, fields, Cancel and submit,
 * sent through the one submit flow (`useSubmitFlow`). A form that keeps a draft offers it back at the top;
 * a save or Cancel drops it.
 */
export function FormCard<Values extends FieldValues, Result>({
  heading,
  formLabel,
  handleSubmit,
  submitLabel = 'Save',
  busyLabel = 'Creating...',
  spinner,
  canSubmit = true,
  reads,
  dismissableErrors = false,
  onCancel,
  maxWidth = 720,
  columns = 1,
  children,
  ...flowOptions
}: FormCardProps<Values, Result>) {
  const { draft } = handleSubmit;
  const held = formReadsFailed(reads);
  const flow = useSubmitFlow<Values, Result>({ ...flowOptions, draft, held });
  const cancel = () => {
    draft?.clear();
    onCancel();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth }}>
      {heading && (
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {heading}
        </Typography>
      )}
      <Box
        component="form"
        noValidate
        aria-label={formLabel}
        aria-busy={flow.busy}
        onSubmit={flow.onSubmitWith(handleSubmit)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columns === 2 ? '1fr 1fr' : 'minmax(0, 1fr)' } }}
      >
        <DraftOffer draft={draft} disabled={flow.locked} />
        <FormBanner message={flow.banner} onClose={dismissableErrors ? flow.dismissBanner : undefined} />
        <FormReadErrors reads={reads} />
        <SaveConflictGuard conflict={flow.conflict}>{children(flow.locked)}</SaveConflictGuard>
        <FormActions busy={flow.busy} locked={flow.locked || !canSubmit || held} submitLabel={submitLabel} busyLabel={busyLabel} spinner={spinner} onCancel={cancel} />
      </Box>
    </Paper>
  );
}
