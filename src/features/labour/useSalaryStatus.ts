/**
 * Payment status changes on the salary screen, through the shared line-status hook: each saved record
 * goes through the labour work write helper, which logs an activity.
 */
import { useCallback } from 'react';
import { isApiError } from '@/api/apiError';
import { labourEntryOf, type LabourSalaryRecord } from '@/api/labourSalary';
import type { ProjectLinesState } from '@/api/projectLines';
import { useSetLabourPaymentStatus, type LabourWorkEntry } from '@/api/quotationSheets';
import { useLineStatus, type LineStatusTexts } from '@/components/useLineStatus';
import { getRequestPool } from '@/config/env';
import { STATUS_LABELS } from './salaryColumns';
import { SALARY_TEXTS } from './salaryTexts';

type Lines = Pick<ProjectLinesState<LabourWorkEntry>, 'updateRows'>;

const statusOf = (record: LabourSalaryRecord) => record.paymentStatus;
const withStatus = (record: LabourSalaryRecord, paymentStatus: string) => ({ ...record, paymentStatus });

const TEXTS: LineStatusTexts = {
  updated: SALARY_TEXTS.statusUpdated,
  failed: (error) => (isApiError(error) && error.status === 404 ? SALARY_TEXTS.recordNotFound : SALARY_TEXTS.statusFailed(error)),
  nothingToUpdate: SALARY_TEXTS.nothingToUpdate,
  bulkUpdated: SALARY_TEXTS.bulkUpdated,
  bulkNoneUpdated: () => SALARY_TEXTS.bulkNoneUpdated,
  bulkFailed: SALARY_TEXTS.bulkFailed,
  bulkQuestion: SALARY_TEXTS.bulkQuestion,
  bulkConfirmLabel: (status) => `Mark All ${STATUS_LABELS[status]}`,
};

export function useSalaryStatus(lines: Lines) {
  const { mutateAsync } = useSetLabourPaymentStatus();
  const save = useCallback((record: LabourSalaryRecord, paymentStatus: string) => mutateAsync({ entry: labourEntryOf(record), paymentStatus }), [mutateAsync]);
  return useLineStatus<LabourSalaryRecord>({ lines, statusOf, withStatus, save, texts: TEXTS, concurrency: getRequestPool() });
}
