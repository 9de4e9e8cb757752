import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormCard, type FormCardProps } from './form/FormCard';
import { PageHeader } from './PageHeader';

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
