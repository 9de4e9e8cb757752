import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { FieldValues } from 'react-hook-form';
import { FormCard, type FormCardProps } from './form/FormCard';
import { PageHeader } from './PageHeader';
import { useGoBack } from './useGoBack';

/** Where a create page leads back to: Cancel, the header's Back button and a saved record all go there. */
export interface ReturnTo {
  /** The list the page belongs to. */
  path: string;
  /** After a success, go to the list once this long has passed to read it; without it the page stays. */
  afterSaveMs?: number;
  /** Back where the user came from when there is such a place, else to the list. */
  viaHistory?: boolean;
  /** A Back button in the header, with this accessible name. */
  backButton?: string;
}

/** Cancel, and the leave after a success (replacing the create page in the history, so Back skips it). */
function useReturn({ path, afterSaveMs, viaHistory }: ReturnTo) {
  const navigate = useNavigate();
  const goBack = useGoBack(path);
  const cancel = viaHistory ? goBack : () => navigate(path);
  const leave = viaHistory ? goBack : () => navigate(path, { replace: true });
  return { cancel, leaveAfter: afterSaveMs === undefined ? undefined : ([leave, afterSaveMs] as const) };
}

/** The one create page: a title, an optional intro, then the form card; it returns to its list. */
export function FormPage<Values extends FieldValues, Result>({
  title,
  subtitle,
  intro,
  returnTo,
  ...card
}: Omit<FormCardProps<Values, Result>, 'heading' | 'onCancel' | 'leaveAfter'> & {
  title: string;
  subtitle?: string;
  /** Shown between the title and the form (what the new record belongs to). */
  intro?: ReactNode;
  returnTo: ReturnTo;
}) {
  const { cancel, leaveAfter } = useReturn(returnTo);
  const back = returnTo.backButton && (
    <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={cancel} aria-label={returnTo.backButton}>
      Back
    </Button>
  );
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={back} />
      {intro}
      <FormCard {...card} onCancel={cancel} leaveAfter={leaveAfter} />
    </>
  );
}
