import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatReadTime } from '@/lib/dates';
import type { FiguresState } from '../StatCard';
import type { ListLoadError } from './listTypes';
import { DataList, type DataListProps, type LoadingProgress } from './DataList';
import { LIST_NEEDS_CONNECTION_TEXT } from './QueryList';

/** A part of the load that failed: how the user knows it (a project's name, an item's description) and why. */
export interface MissingPart {
  label: string;
  error: unknown;
}

/** What a list read in parts knows of its load (the project-lines loader's state). */
export interface PartialLoad {
  /** The first load, before anything is known. */
  isPending: boolean;
  /** The whole read failed. */
  error: unknown;
  refetch: () => void;
  refetching: boolean;
  /** Parts that failed while the rest loaded. */
  failed: readonly unknown[];
  retryFailed: () => void;
  retrying: boolean;
  /**
   * Every request has answered; false while rows are still arriving (the list shows them as they come).
   * Left out, the load is whole once it is not pending.
   */
  complete?: boolean;
  /** A finished result is shown while a newer one loads. */
  updating?: boolean;
  /** When the finished result shown was read (ms since 1970); 0 or left out while none is shown. */
  dataAt?: number;
  /** The failed parts named, with their errors: the error says what is missing and why. */
  missing?: readonly MissingPart[];
  /**
   * The load finished with parts failed and nothing read: not a result. The list shows the load's error
   * with Retry and no rows, no count and no 'Data as of'; the figures are not known.
   */
  nothingLoaded?: boolean;
  /** The first load waits for a connection the device does not have (offline, nothing kept): not loading, not empty. */
  waitsForConnection?: boolean;
}

/** The screen's words for a failed load: the whole read (`failed`, from the error) or some parts. */
export interface PartialLoadTexts {
  title?: string;
  failed: (error: unknown) => string;
  partsFailed: (parts: number) => string;
}

/** How many missing parts the error names before '+N more'. */
export const MISSING_PARTS_SHOWN = 3;

/** 'Missing: Green Valley Villas, Lakeside Clinic, Plinth beam (Sai Residency) +4 more'. */
export function missingPartsText(labels: readonly string[], shown = MISSING_PARTS_SHOWN): string {
  const more = labels.length - shown;
  return `Missing: ${labels.slice(0, shown).join(', ')}${more > 0 ? ` +${more} more` : ''}`;
}

/** The distinct texts of some failures, in order of first appearance. */
function distinctTexts(missing: readonly MissingPart[], text: (error: unknown) => string): string[] {
  return [...new Set(missing.map((part) => text(part.error)))];
}

/**
 * The list's load error: the whole read failing (Retry reads it all again), or, once the load has
 * finished, some parts failing (Retry reads those parts only): the screen's load-error text with the
 * server's message, how many parts failed, and which; null when all is loaded.
 */
export function partialLoadError(load: Omit<PartialLoad, 'isPending'>, texts: PartialLoadTexts): ListLoadError | null {
  if (load.waitsForConnection) return { message: LIST_NEEDS_CONNECTION_TEXT, onRetry: load.refetch, retrying: false };
  if (load.error) return { title: texts.title, message: texts.failed(load.error), onRetry: load.refetch, retrying: load.refetching };
  if (load.complete === false || load.failed.length === 0) return null;
  const retry = { onRetry: load.retryFailed, retrying: load.retrying };
  if (!load.missing) return { message: texts.partsFailed(load.failed.length), ...retry };
  const [first, ...others] = distinctTexts(load.missing, texts.failed);
  return {
    title: texts.title,
    message: first,
    details: [...others, texts.partsFailed(load.failed.length), missingPartsText(load.missing.map((part) => part.label))],
    ...retry,
  };
}

/**
 * What a stat grid over the load's rows may claim: nothing ('—') until the first rows are in; the
 * figures so far while rows arrive; the figures marked incomplete when parts failed; else known.
 */
export function figuresOf(load: PartialLoad, rowCount: number): FiguresState {
  if (load.error || load.isPending || load.nothingLoaded) return 'unknown';
  if (load.complete === false) return rowCount > 0 ? 'loading' : 'unknown';
  return load.failed.length > 0 ? 'incomplete' : 'known';
}

/**
 * A progress bar's hook from a load's counts: its fill and the screen's words ('Loading labour records:
 * 120 of 1,101 requests'); none until the first count is known.
 */
export function loadingProgressOf(
  useCounts: () => { done: number; total: number } | null,
  text: (done: number, total: number) => string,
): () => LoadingProgress | null {
  return function useLoadingProgress() {
    const counts = useCounts();
    return counts && counts.total > 0 ? { value: (counts.done / counts.total) * 100, text: text(counts.done, counts.total) } : null;
  };
}

/** When the rows shown were read ('Data as of 14:05'), and 'Updating…' while newer ones load. */
export function LoadFreshness({ load }: { load: Pick<PartialLoad, 'dataAt' | 'updating'> }) {
  if (!load.dataAt) return null;
  return (
    <Box aria-live="polite" sx={{ display: 'flex', gap: 1.5, mb: 1, color: 'text.secondary' }}>
      {load.updating && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Updating…
        </Typography>
      )}
      <Typography variant="body2">{`Data as of ${formatReadTime(load.dataAt)}`}</Typography>
    </Box>
  );
}

export interface PartsListProps<Row> extends Omit<DataListProps<Row>, 'loading' | 'error'> {
  load: PartialLoad;
  loadError: PartialLoadTexts;
}

/**
 * The list binding for a list read in parts (every project's lines, one request per quotation item): a
 * `DataList` whose loading and load error, whole or in parts, follow from the load. Rows show as they
 * arrive, with the bar saying how much is still coming; a finished result stays while a newer one loads,
 * with 'Updating…' and the time it was read.
 */
export function PartsList<Row>({ load, loadError, ...list }: PartsListProps<Row>) {
  const loading = !load.error && !load.waitsForConnection && (load.isPending || load.complete === false);
  const nothing = load.nothingLoaded === true;
  return (
    <>
      {!nothing && <LoadFreshness load={load} />}
      <DataList
        {...list}
        rows={nothing ? NO_ROWS : list.rows}
        source={nothing ? undefined : list.source}
        count={nothing ? null : list.count}
        loading={loading}
        refreshing={!load.error && !!load.updating}
        error={partialLoadError(load, loadError)}
      />
    </>
  );
}

const NO_ROWS: readonly never[] = [];
