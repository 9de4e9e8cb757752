/**
 * The project-lines join, written once: every project, then each project's quotation items, then each
 * item's lines (labour work entries for the salary screen, material lines for purchasing), each line
 * joined with its project and quotation context.
 *
 * Every request goes through one pool: never one by one, never all at once. It hands the reads twice
 * config.json's `requestPool` (6 unless set) at a time, of which the reads keep `requestPool` under way
 * (textReads.ts).
 * An item's lines are queued as soon as its project's items arrive. The loader reports progress (requests
 * done of requests known; the known total grows as items arrive), offers what has loaded so far after
 * each answer (in the final order: project order, then item order), and keeps what loaded when some
 * parts fail; `retryProjectLines` re-runs only the failed parts. Only a failed projects read fails the load.
 *
 * Pure: no React, no state kept between loads; every read comes from the source it is given (the query
 * binding in `projectLines.ts` gives it reads through the query cache).
 */
import { createRequestPool } from '@/lib/requestPool';
import { readsToHandOver } from './textReads';

/** What a line knows of its project and quotation item. */
export interface LineContext {
  projectId: string;
  projectName: string;
  projectNumber: string;
  quotationId: string;
  quotationDescription: string;
  quotationDate: string;
  /** When the quotation item was created. */
  createdAt: string;
}

/** A line with its context; the context's fields win over a line's own of the same name. */
export type ProjectLine<Line> = Line & LineContext;

export interface ProjectRef {
  _id: string;
  projectName: string;
  projectNumber: string;
}

export interface QuotationRef {
  _id: string;
  description: string;
  date: string;
  createdAt: string;
}

/**
 * A part that failed to load: a project's quotation items (and so all their lines), or one item's lines;
 * with the error it failed with (the server's message is shown).
 */
export type FailedPart = ({ kind: 'items'; project: ProjectRef } | { kind: 'lines'; context: LineContext }) & { error: unknown };

/** A part to (re)load: a failed part, or a project's items. */
type Part = { kind: 'items'; project: ProjectRef } | { kind: 'lines'; context: LineContext };

export interface LinesProgress {
  /** Requests answered, successfully or not. */
  done: number;
  /** Requests known so far: grows as each project's items arrive. */
  total: number;
}

export interface ProjectLinesResult<Line> {
  /** In project order, then item order; while loading, those that have arrived, in the same order. */
  rows: ProjectLine<Line>[];
  failed: FailedPart[];
  /** Every project read, those without lines included. */
  projects: ProjectRef[];
  /** Every request has answered (some may have failed); false for what a load publishes while it runs. */
  complete: boolean;
  /** Ids of the projects whose items or lines are still coming (none once complete). */
  loading: string[];
  /** Each project's quotation item ids in the order read: where a retried part's rows go. */
  itemOrder: Record<string, string[]>;
  /** When the load finished (ms since 1970); set by the query cache, which knows when it was read. */
  readAt?: number;
}

/** What a run over some parts gives: their rows, the parts that failed, and the item order it read. */
export type PartsResult<Line> = Pick<ProjectLinesResult<Line>, 'rows' | 'failed' | 'itemOrder'>;

export interface ProjectLinesSource<Line> {
  /** The per-quotation call: a quotation item's lines; given the load's signal, so that a read not yet sent is not sent once it aborts. */
  fetchLines: (quotationId: string, signal?: AbortSignal) => Promise<Line[]>;
  fetchProjects: () => Promise<ProjectRef[]>;
  fetchItems: (projectId: string) => Promise<QuotationRef[]>;
}

export interface LoadOptions<Line = unknown> {
  concurrency?: number;
  onProgress?: (progress: LinesProgress) => void;
  /**
   * Called after every answer once the projects are read, with a way to take what has loaded so far (the
   * rows in their final order, the failures, the projects still loading): the caller decides how often
   * it takes one.
   */
  onPartial?: (snapshot: () => ProjectLinesResult<Line>) => void;
  /** Once aborted, requests still waiting in the pool, or handed over and not yet sent, are not sent. */
  signal?: AbortSignal;
}

function contextOf(project: ProjectRef, item: QuotationRef): LineContext {
  return {
    projectId: project._id,
    projectName: project.projectName,
    projectNumber: project.projectNumber,
    quotationId: item._id,
    quotationDescription: item.description,
    quotationDate: item.date,
    createdAt: item.createdAt,
  };
}

function abortError(): Error {
  const error = new Error('The load was cancelled');
  error.name = 'AbortError';
  return error;
}

const projectIdOf = (part: Part) => (part.kind === 'items' ? part.project._id : part.context.projectId);

/** One run over some parts: one pool, one progress count, rows kept in project and item order. */
function createRun<Line>(source: ProjectLinesSource<Line>, options: LoadOptions<Line>) {
  const pool = createRequestPool(options.concurrency ?? readsToHandOver());
  const progress: LinesProgress = { done: 0, total: 0 };
  const report = () => options.onProgress?.({ ...progress });
  /** Failed parts with where they sit (part, then item): listed in that order, whatever order they failed in. */
  const failures: { part: FailedPart; at: readonly [number, number] }[] = [];
  const failed = () =>
    [...failures].sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1]).map((failure) => failure.part);
  const itemOrder: Record<string, string[]> = {};
  /** Parts not yet settled, per project. */
  const unsettled = new Map<string, number>();
  let answered = () => {};

  /** `first`: a read that gives rows, sent before reads that only find more to read, so rows show early. */
  const request = <T>(call: () => Promise<T>, first = false): Promise<T> => {
    progress.total += 1;
    return pool(() => (options.signal?.aborted ? Promise.reject(abortError()) : call()), { first }).finally(() => {
      progress.done += 1;
      report();
    });
  };

  /** Reads one item's lines into `slot`. */
  const readLines = (context: LineContext, slot: ProjectLine<Line>[], at: readonly [number, number]): Promise<void> =>
    request(() => source.fetchLines(context.quotationId, options.signal), true).then(
      (lines) => {
        for (const line of lines) slot.push({ ...line, ...context });
        answered();
      },
      (error: unknown) => {
        failures.push({ part: { kind: 'lines', context, error }, at });
        answered();
      },
    );

  /** Reads a project's items, then queues each item's lines at once; `slots` gets one slot per item. */
  const readItems = (project: ProjectRef, slots: ProjectLine<Line>[][], at: number): Promise<void> =>
    request(() => source.fetchItems(project._id)).then(
      (items) => {
        itemOrder[project._id] = items.map((item) => item._id);
        const reads = items.map((item, i) => {
          const slot: ProjectLine<Line>[] = [];
          slots.push(slot);
          return readLines(contextOf(project, item), slot, [at, i]);
        });
        report();
        answered();
        return Promise.all(reads).then(() => undefined);
      },
      (error: unknown) => {
        failures.push({ part: { kind: 'items', project, error }, at: [at, -1] });
        answered();
      },
    );

  /**
   * Runs the parts; the answer lists rows in the order of the parts, then of their items. `onAnswer`
   * hears of every answer, with a way to take what has loaded so far.
   */
  const runParts = async (
    parts: readonly Part[],
    onAnswer?: (sofar: () => PartsResult<Line> & { loading: string[] }) => void,
  ): Promise<PartsResult<Line>> => {
    const slots: ProjectLine<Line>[][][] = parts.map(() => []);
    const sofar = () => ({ rows: slots.flat(2), failed: failed(), itemOrder: { ...itemOrder }, loading: [...unsettled.keys()] });
    if (onAnswer) answered = () => onAnswer(sofar);
    const reads = parts.map((part, i) => {
      const projectId = projectIdOf(part);
      unsettled.set(projectId, (unsettled.get(projectId) ?? 0) + 1);
      const read =
        part.kind === 'items'
          ? readItems(part.project, slots[i], i)
          : (() => {
              const slot: ProjectLine<Line>[] = [];
              slots[i].push(slot);
              return readLines(part.context, slot, [i, 0]);
            })();
      return read.then(() => {
        const left = (unsettled.get(projectId) ?? 1) - 1;
        if (left > 0) unsettled.set(projectId, left);
        else unsettled.delete(projectId);
        answered();
      });
    });
    report();
    await Promise.all(reads);
    if (options.signal?.aborted) throw abortError();
    return { rows: slots.flat(2), failed: failed(), itemOrder };
  };

  return { request, runParts, report };
}

/** The whole join. Rejects only when the projects cannot be read. */
export async function loadProjectLines<Line>(source: ProjectLinesSource<Line>, options: LoadOptions<Line> = {}): Promise<ProjectLinesResult<Line>> {
  const run = createRun(source, options);
  const promise = run.request(source.fetchProjects);
  run.report();
  const projects = await promise;
  const { onPartial } = options;
  const result = await run.runParts(
    projects.map((project) => ({ kind: 'items', project })),
    onPartial && ((sofar) => onPartial(() => ({ ...sofar(), projects, complete: false }))),
  );
  return { ...result, projects, complete: true, loading: [] };
}

/** Re-runs only the given failed parts; what they load now, and which of them failed again. */
export function retryProjectLines<Line>(
  failed: readonly FailedPart[],
  source: ProjectLinesSource<Line>,
  options: LoadOptions<Line> = {},
): Promise<PartsResult<Line>> {
  return createRun(source, options).runParts(failed.map(({ error: _error, ...part }) => part as Part));
}

/** Rows in the order a whole load gives them: by project, then by the item order each project was read in. */
export function inReadOrder<Row extends Pick<LineContext, 'quotationId'>>(
  rows: readonly Row[],
  projects: readonly ProjectRef[],
  itemOrder: Readonly<Record<string, readonly string[]>>,
): Row[] {
  const position = new Map<string, number>();
  for (const project of projects) for (const id of itemOrder[project._id] ?? []) position.set(id, position.size);
  const last = Number.MAX_SAFE_INTEGER;
  return [...rows].sort((a, b) => (position.get(a.quotationId) ?? last) - (position.get(b.quotationId) ?? last));
}

/** The projects some of whose lines failed to load. */
export function projectsWithFailedParts(failed: readonly FailedPart[]): Set<string> {
  return new Set(failed.map((part) => (part.kind === 'items' ? part.project._id : part.context.projectId)));
}

/** How a failed part is named to the user: the project whose items failed, or the item (with its project). */
export function failedPartLabel(part: FailedPart): string {
  return part.kind === 'items' ? part.project.projectName : `${part.context.quotationDescription} (${part.context.projectName})`;
}
