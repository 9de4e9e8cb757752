/**
 * Payment status changes on the salary screen. Both show at once (the cached records change first) and
 * save through the labour work write helper, which logs an activity per saved record. A failed save puts
 * the record's previous status back. A bulk change saves record by record through a pool of
 * PROJECT_LINES_CONCURRENCY and reports how many saved and how many failed.
 */
import { useCallback, useState } from 'react';
import { isApiError } from '@/api/apiError';
import { labourEntryOf, type LabourSalaryRecord } from '@/api/labourSalary';
import type { ProjectLinesState } from '@/api/projectLines';
import { useSetLabourPaymentStatus, type LabourWorkEntry } from '@/api/quotationSheets';
import { useToast } from '@/components/toastStore';
import { PROJECT_LINES_CONCURRENCY } from '@/config/constants';
import { createRequestPool } from '@/lib/requestPool';
import { SALARY_TEXTS } from './salaryTexts';

type Lines = Pick<ProjectLinesState<LabourWorkEntry>, 'updateRows' | 'cancelLoad'>;

export function useSalaryStatus({ updateRows, cancelLoad }: Lines) {
  const { mutateAsync: save } = useSetLabourPaymentStatus();
  const toast = useToast();
  const [bulkBusy, setBulkBusy] = useState(false);

  /** Sets each listed record's status in the cache. */
  const show = useCallback(
    (statuses: ReadonlyMap<string, string>) =>
      updateRows((row) => {
        const status = statuses.get(row._id);
        return status === undefined || status === row.paymentStatus ? row : { ...row, paymentStatus: status };
      }),
    [updateRows],
  );

  const changeOne = useCallback(
    async (record: LabourSalaryRecord, status: string) => {
      if (status === record.paymentStatus) return;
      const stopping = cancelLoad();
      if (stopping) await stopping;
      show(new Map([[record._id, status]]));
      try {
        await save({ entry: labourEntryOf(record), paymentStatus: status });
        toast.success(SALARY_TEXTS.statusUpdated(status));
      } catch (error) {
        show(new Map([[record._id, record.paymentStatus]]));
        toast.error(isApiError(error) && error.status === 404 ? SALARY_TEXTS.recordNotFound : SALARY_TEXTS.statusFailed(error));
      }
    },
    [cancelLoad, show, save, toast],
  );

  /** Marks every given record that is not at `status` yet; resolves when all have answered. */
  const changeMany = useCallback(
    async (records: readonly LabourSalaryRecord[], status: string) => {
      const targets = bulkTargets(records, status);
      if (targets.length === 0) {
        toast.notice(SALARY_TEXTS.nothingToUpdate);
        return;
      }
      setBulkBusy(true);
      const previous = new Map(targets.map((record) => [record._id, record.paymentStatus]));
      try {
        const stopping = cancelLoad();
        if (stopping) await stopping;
        show(new Map(targets.map((record) => [record._id, status])));
        const pool = createRequestPool(PROJECT_LINES_CONCURRENCY);
        const results = await Promise.allSettled(targets.map((record) => pool(() => save({ entry: labourEntryOf(record), paymentStatus: status }))));
        const failed = targets.filter((_, i) => results[i].status === 'rejected');
        if (failed.length > 0) show(new Map(failed.map((record) => [record._id, previous.get(record._id) ?? record.paymentStatus])));
        const updated = targets.length - failed.length;
        if (updated === 0) toast.error(SALARY_TEXTS.bulkNoneUpdated);
        else if (failed.length > 0) toast.error(SALARY_TEXTS.bulkUpdated(updated, status, failed.length));
        else toast.success(SALARY_TEXTS.bulkUpdated(updated, status, 0));
      } catch (error) {
        show(previous);
        toast.error(SALARY_TEXTS.bulkFailed(error));
      } finally {
        setBulkBusy(false);
      }
    },
    [cancelLoad, show, save, toast],
  );

  return { changeOne, changeMany, bulkBusy };
}

/** The records a bulk change to `status` would save: those not at that status yet. */
export const bulkTargets = (records: readonly LabourSalaryRecord[], status: string) => records.filter((record) => record.paymentStatus !== status);
