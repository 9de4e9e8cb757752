import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { FormActions } from './form/FormActions';
import { useToast } from './toastStore';
import { useSubmitOnce } from './form/useSubmitOnce';
import { PageHeader } from './PageHeader';
import Typography from '@mui/material/Typography';

/** The line above a form: a success, a server error, or a refusal such as 'Please fix the errors below' (amber). */
interface FormBanner {
  severity: 'success' | 'error' | 'warning';
  text: string;
}

type Stage = 'editing' | 'sending' | 'saved';

export interface FormCardProps<Values extends FieldValues, Result> {
  /** A heading inside the card (an inline form's 'Add Purchase' / 'Edit Purchase'). */
  heading?: string;
  /** The form's accessible name. */
  formLabel: string;
  /** The form's `handleSubmit`. */
  handleSubmit: UseFormHandleSubmit<Values>;
  /** The write: a resource's create or update mutation. */
  send: (values: Values) => Promise<Result>;
  /** After the write: what the success banner says, if anything (a toast, a redirect or closing the form are the caller's). */
  onSaved: (result: Result, values: Values) => string | void;
  /** A failure's text; null when the page told it itself (a server error put on its field). */
  errorText: (error: unknown) => string | null;
  /** The amber banner (or toast) when the form's own rules refuse it. */
  invalidText?: string;
  /** Where failures and refusals are told: the banner above the form (default) or a toast. */
  notify?: 'banner' | 'toast';
  /** An error banner the user can close. */
  dismissableErrors?: boolean;
  /** False keeps the submit button disabled (a form whose Save waits until every field is valid). */
  canSubmit?: boolean;
  submitLabel: string;
  busyLabel?: string;
  spinner?: boolean;
  onCancel: () => void;
  maxWidth?: number | string;
  /** Two columns from small screens up; one on a phone. */
  columns?: 1 | 2;
  /** The fields, given whether they are locked. */
  children: (locked: boolean) => ReactNode;
}

/**
 * The one form card, on a create page or inline on a list page: its banner, fields, Cancel and submit.
 * It sends once at a time and never again once saved (a create page leaves, an inline form closes);
 * while it sends, Cancel and the fields lock and the submit button says so; a failure shows its text
 * and leaves every typed value.
 */
export function FormCard<Values extends FieldValues, Result>({
  heading,
  formLabel,
  handleSubmit,
  send,
  onSaved,
  errorText,
  invalidText,
  notify = 'banner',
  dismissableErrors = false,
  canSubmit = true,
  submitLabel,
  busyLabel = 'Creating...',
  spinner,
  onCancel,
  maxWidth = 720,
  columns = 1,
  children,
}: FormCardProps<Values, Result>) {
  const [stage, setStage] = useState<Stage>('editing');
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const toast = useToast();
  const tell = (message: FormBanner) => {
    if (notify === 'banner') setBanner(message);
    else if (message.severity === 'warning') toast.notice(message.text);
    else toast.error(message.text);
  };
  const onValid = async (values: Values): Promise<boolean> => {
    setBanner(null);
    setStage('sending');
    let result: Result;
    try {
      result = await send(values);
    } catch (error) {
      const text = errorText(error);
      if (text) tell({ severity: 'error', text });
      setStage('editing');
      return false;
    }
    setStage('saved');
    const text = onSaved(result, values);
    if (text) setBanner({ severity: 'success', text });
    return true;
  };
  const onInvalid = () => invalidText && tell({ severity: 'warning', text: invalidText });
  const submit = useSubmitOnce(async (event) => {
    let saved = false;
    await handleSubmit(async (values) => {
      saved = await onValid(values);
    }, onInvalid)(event);
    return saved;
  });

  const busy = stage === 'sending';
  const locked = stage !== 'editing';
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
        aria-busy={busy}
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columns === 2 ? '1fr 1fr' : 'minmax(0, 1fr)' } }}
      >
        {banner && (
          <Alert
            severity={banner.severity}
            sx={{ gridColumn: '1 / -1' }}
            onClose={dismissableErrors && banner.severity === 'error' ? () => setBanner(null) : undefined}
          >
            {banner.text}
          </Alert>
        )}
        {children(locked)}
        <FormActions busy={busy} locked={locked || !canSubmit} submitLabel={submitLabel} busyLabel={busyLabel} spinner={spinner} onCancel={onCancel} />
      </Box>
    </Paper>
  );
}

/** The one create page: a title, an optional intro, then the form card. */
export function FormPage<Values extends FieldValues, Result>({
  title,
  subtitle,
  headerActions,
  intro,
  ...card
}: Omit<FormCardProps<Values, Result>, 'heading'> & {
  title: string;
  subtitle?: string;
  headerActions?: ReactNode;
  /** Shown between the title and the form (what the new record belongs to). */
  intro?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={headerActions} />
      {intro}
      <FormCard {...card} />
    </>
  );
}
