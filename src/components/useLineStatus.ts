/**
 * A status changed on a list of loaded lines (a wage paid or unpaid, a material line pending or
 * completed), one line or many. The change shows at once (the cached lines change first), then saves;
 * a failed save puts the line's previous status back. A load still under way keeps the change: the
 * lines' `updateRows` applies it to whatever that load publishes later. A bulk change saves line by line through a pool
 * of `concurrency` and reports how many saved and how many failed. A change is sent once: while a line's
 * save is under way, another change of that line sends nothing, and while a bulk change runs, another
 * bulk change sends nothing.
 */
import { useCallback, useState } from 'react';
import { createRequestPool } from '@/lib/requestPool';
import { useToast } from './toastStore';
import { useWrite } from './writeCore';

/**
 * What the hook needs of the loaded lines: a way to change them in place, which a load still under way
 * applies to what it publishes later, so that its older answers cannot overwrite the change.
 */
export interface StatusLines<Line> {
  updateRows: (change: (row: Line) => Line) => void;
}

export interface LineStatusTexts {
  updated: (status: string) => string;
  /** A single save failed. */
  failed: (error: unknown) => string;
  /** A bulk change with nothing to change. */
  nothingToUpdate: string;
  /** Some or all of a bulk change saved; `failed` of them did not. */
  bulkUpdated: (updated: number, status: string, failed: number) => string;
  /** None of a bulk change saved. */
  bulkNoneUpdated: (firstError: unknown) => string;
  /** The bulk change itself broke (not one line's save). */
  bulkFailed: (error: unknown) => string;
  /** The question asked before a bulk change of `count` lines. */
  bulkQuestion: (count: number, status: string) => string;
  /** The confirming button: 'Mark All Paid'. */
  bulkConfirmLabel: (status: string) => string;
}

export interface LineStatusOptions<Line extends { _id: string }> {
  lines: StatusLines<Line>;
  statusOf: (line: Line) => string;
  withStatus: (line: Line, status: string) => Line;
  /** Saves one line's new status (a resource mutation, which logs its activity). */
  save: (line: Line, status: string) => Promise<unknown>;
  texts: LineStatusTexts;
  concurrency: number;
}

export function useLineStatus<Line extends { _id: string }>({ lines, statusOf, withStatus, save, texts, concurrency }: LineStatusOptions<Line>) {
  const { updateRows } = lines;
  const toast = useToast();
  const [bulkBusy, setBulkBusy] = useState(false);
  // Each line's save holds its id, a bulk change holds BULK and the ids of its lines.
  const { run, holds } = useWrite();

  /** Sets each listed line's status in the cache. */
  const show = useCallback(
    (statuses: ReadonlyMap<string, string>) =>
      updateRows((row) => {
        const status = statuses.get(row._id);
        return status === undefined || status === statusOf(row) ? row : withStatus(row, status);
      }),
    [updateRows, statusOf, withStatus],
  );

  const changeOne = useCallback(
    async (line: Line, status: string) => {
      if (status === statusOf(line)) return;
      await run(
        [line._id],
        {
          send: () => {
            show(new Map([[line._id, status]]));
            return save(line, status);
          },
          successText: () => texts.updated(status),
          errorText: (error) => texts.failed(error),
          onFailed: () => show(new Map([[line._id, statusOf(line)]])),
          tell: toast.tell,
        },
      );
    },
    [run, show, save, statusOf, texts, toast],
  );

  /** Marks every given line that is not at `status` yet; resolves when all have answered. */
  const changeMany = useCallback(
    async (candidates: readonly Line[], status: string) => {
      if (holds(BULK)) return;
      // A line whose own save is under way keeps it.
      const targets = lineStatusTargets(candidates, statusOf, status).filter((line) => !holds(line._id));
      if (targets.length === 0) {
        toast.notice(texts.nothingToUpdate);
        return;
      }
      const previous = new Map(targets.map((line) => [line._id, statusOf(line)]));
      setBulkBusy(true);
      await run([BULK, ...previous.keys()], {
        send: async () => {
          show(new Map(targets.map((line) => [line._id, status])));
          const pool = createRequestPool(concurrency);
          const results = await Promise.allSettled(targets.map((line) => pool(() => save(line, status))));
          const failures = results.flatMap((result, i) => (result.status === 'rejected' ? [{ line: targets[i], reason: result.reason as unknown }] : []));
          if (failures.length > 0) show(new Map(failures.map(({ line }) => [line._id, previous.get(line._id) ?? statusOf(line)])));
          if (failures.length === targets.length) throw new NoneSaved(failures[0].reason);
          return failures.length;
        },
        successText: (failed) => ({ text: texts.bulkUpdated(targets.length - failed, status, failed), tone: failed > 0 ? 'error' : 'success' }),
        errorText: (error) => (error instanceof NoneSaved ? texts.bulkNoneUpdated(error.first) : texts.bulkFailed(error)),
        onFailed: (error) => {
          // Each failed line was put back already; a change that broke as a whole puts them all back.
          if (!(error instanceof NoneSaved)) show(previous);
        },
        tell: toast.tell,
      });
      setBulkBusy(false);
    },
    [run, holds, show, save, statusOf, texts, toast, concurrency],
  );

  // A bulk change asks first, about the lines listed when it was asked for.
  const [asked, setAsked] = useState<{ lines: readonly Line[]; status: string } | null>(null);
  const askMany = useCallback(
    (candidates: readonly Line[], status: string) => {
      if (candidates.some((line) => statusOf(line) !== status)) setAsked({ lines: candidates, status });
      else void changeMany([], status);
    },
    [statusOf, changeMany],
  );
  const bulkDialog = {
    open: asked !== null,
    title: 'Confirm Bulk Update',
    message: asked ? texts.bulkQuestion(lineStatusTargets(asked.lines, statusOf, asked.status).length, asked.status) : '',
    confirmLabel: asked ? texts.bulkConfirmLabel(asked.status) : 'Confirm',
    busy: bulkBusy,
    onConfirm: async () => {
      // A second confirmation while the first runs neither sends nor closes the question early.
      if (!asked || holds(BULK)) return;
      await changeMany(asked.lines, asked.status);
      setAsked(null);
    },
    onCancel: () => setAsked(null),
  };

  return { changeOne, changeMany, askMany, bulkDialog, bulkBusy };
}

/** The key a bulk change holds while it runs: another bulk change sends nothing. */
const BULK = 'bulk';

/** None of a bulk change's lines saved: the first line's failure says why. */
class NoneSaved extends Error {
  constructor(readonly first: unknown) {
    super('No line saved');
  }
}

/** The lines a bulk change to `status` would save: those not at that status yet. */
function lineStatusTargets<Line>(lines: readonly Line[], statusOf: (line: Line) => string, status: string): Line[] {
  return lines.filter((line) => statusOf(line) !== status);
}
