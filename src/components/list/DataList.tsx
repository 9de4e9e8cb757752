import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { plural } from '@/lib/plural';
import { ErrorBanner } from '../ErrorBanner';
import { useIsNarrow } from '../useIsNarrow';
import { ExportButton } from './ExportButton';
import { ListCardGrid } from './ListCardGrid';
import { ListCards } from './ListCards';
import { exportNameOf, listCsv, saveListCsv } from './listExport';
import { ListPager } from './ListPager';
import type { ListColumn, ListCount, ListLoadError, RowContext } from './listTypes';
import { ListTable } from './ListTable';
import type { ListSearch } from './useListSearch';
import { SearchField } from '../SearchField';
import { nextSort, sortedLike, sortRows, type SortState } from './sortRows';
import { useWindowRows } from './useWindowRows';

/** Estimated heights before a row is measured: a small table row with icon buttons, and a card. */
const ROW_ESTIMATE_PX = 53;
const CARD_ESTIMATE_PX = 200;

/**
 * How the rows are laid out: `table` (the default) a table on wide screens and a card per row under 768 px;
 * `cards` a card per row at every width (a list to choose from); `grid` a grid of cards at every width,
 * every card drawn (short lists whose cards hold forms, the roles).
 */
export type ListLayout = 'table' | 'cards' | 'grid';

export interface DataListProps<Row> {
  /** The table's (or the card list's) accessible name. */
  label: string;
  layout?: ListLayout;
  /**
   * The list scrolls in a box of its own at most this many pixels high, under its toolbar, instead of with
   * the page (a chooser beside an editor); only the rows in view of the box are drawn.
   */
  maxHeight?: number;
  /** The rows to show, already searched and filtered by the screen (see `filterBySearch` in lib/search). */
  rows: readonly Row[];
  /**
   * Every row the shown ones are drawn from (the loaded list before its search and filters): sorted once
   * per sort or load, so that narrowing the list keystroke by keystroke does not sort it again.
   */
  source?: readonly Row[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  /** A last "Actions" column in the table, the foot of the default card. */
  actions?: (row: Row) => ReactNode;
  loading?: boolean;
  /** The rows shown are whole while newer ones load: the progress bar shows, the count and the list stay. */
  refreshing?: boolean;
  /** The progress bar's name; "Loading <label>" by default. */
  loadingLabel?: string;
  /**
   * How many rows a first load is expected to bring, where the screen knows (a part of a page that paints
   * as its reads arrive): the list holds their room while it loads, so that what is below it does not move
   * down when they come.
   */
  loadingRows?: number;
  /**
   * How far a long load has got, when the screen knows: a hook giving the bar's fill (0 to 100) and `text`
   * ('Loading labour records: 120 of 1,101 requests'), shown under it and read as the bar's value. Only the
   * bar calls it, so a progress tick redraws the bar and not the screen around it.
   */
  useLoadingProgress?: () => LoadingProgress | null;
  /** A failed load: the banner with Retry; the list itself is left out while it has no rows. */
  error?: ListLoadError | null;
  /** Shown when there is nothing to list and nothing loading or failed. */
  empty: ReactNode;
  /** The list's search (`useListSearch`): its box comes first on the line above the list. */
  search?: Pick<ListSearch<Row>, 'label' | 'value' | 'set'>;
  /** Filters and the screen's own controls, on the line above the list. */
  toolbar?: ReactNode;
  count?: ListCount | null;
  /** An expandable details part under a row or in its card. */
  renderDetails?: (row: Row, context: RowContext) => ReactNode;
  /** A card of the screen's own instead of the default (a line per column, then the actions); the grid's cards. */
  renderCard?: (row: Row, context: RowContext) => ReactNode;
  cardLabel?: (row: Row) => string;
  initialSort?: SortState | null;
  /** Narrower cell padding, for tables with many columns (the projects, the vendors). */
  dense?: boolean;
  /**
   * Pages of this many rows (after sorting), with a footer saying 'Showing a to b of N results' and
   * Previous, page and Next buttons; without it every row is in the one list.
   */
  pageSize?: number;
  /**
   * 'Export CSV' above the list: every row listed (searched, filtered and sorted, all pages) with the
   * columns' headers and plain values, as `<exportName>-<today>.csv`. Named after the label by default;
   * `false` leaves the button out (a dashboard's short lists).
   */
  exportName?: string | false;
}

export interface LoadingProgress {
  /** 0 to 100. */
  value: number;
  text: string;
}

/** The bar of a load whose progress is known; indeterminate until the first figure arrives. */
function LoadingBar({ label, useProgress }: { label: string; useProgress: () => LoadingProgress | null }) {
  const progress = useProgress();
  if (!progress) return <LinearProgress aria-label={label} />;
  return (
    <>
      <LinearProgress variant="determinate" value={Math.min(100, Math.max(0, progress.value))} aria-label={label} aria-valuetext={progress.text} />
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {progress.text}
      </Typography>
    </>
  );
}

function countText({ total, noun, nounPlural, filtered }: ListCount, shown: number): string {
  const all = plural(total, noun, nounPlural);
  return filtered ? `Showing ${shown} of ${all}` : all;
}

/**
 * The one list contract: columns declared once; a table on wide screens and a card per row under
 * 768 px; only the rows near the screen drawn (the table keeps aria-rowcount and aria-rowindex);
 * sortable headers; the count, the empty state, loading and a load error with Retry.
 */
// Headers may wrap too: 'Payment Terms' over two lines leaves room for a column more.
const DENSE_TABLE = { '& th, & td': { px: 1 }, '& th': { whiteSpace: 'normal' } } as const;

export function DataList<Row>({
  label,
  layout = 'table',
  maxHeight,
  rows,
  source,
  columns,
  rowKey,
  actions,
  loading = false,
  refreshing = false,
  loadingLabel = `Loading ${label.toLowerCase()}`,
  loadingRows,
  useLoadingProgress,
  error,
  empty,
  search,
  toolbar,
  count,
  renderDetails,
  renderCard,
  cardLabel,
  initialSort = null,
  dense = false,
  pageSize,
  exportName,
}: DataListProps<Row>) {
  const narrow = useIsNarrow();
  const cards = layout !== 'table' || narrow;
  const [scrollBox, setScrollBox] = useState<HTMLElement | null>(null);
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const sortedSource = useMemo(() => (source ? sortRows(source, columns, sort) : undefined), [source, columns, sort]);
  const allSorted = useMemo(
    () => (source && sortedSource ? sortedLike(rows, source, sortedSource, columns, sort) : sortRows(rows, columns, sort)),
    [rows, source, sortedSource, columns, sort],
  );
  const [requestedPage, setPage] = useState(0);
  // A narrower list (a search, a filter, a delete) may have fewer pages than the one shown: stay on its last.
  const page = pageSize ? Math.min(requestedPage, Math.max(0, Math.ceil(allSorted.length / pageSize) - 1)) : 0;
  const offset = pageSize ? page * pageSize : 0;
  const sorted = useMemo(() => (pageSize ? allSorted.slice(offset, offset + pageSize) : allSorted), [allSorted, pageSize, offset]);
  const keyOf = useCallback((index: number) => rowKey(sorted[index]), [rowKey, sorted]);
  const windowRows = useWindowRows({
    count: sorted.length,
    estimateSize: cards ? CARD_ESTIMATE_PX : ROW_ESTIMATE_PX,
    keyOf,
    scrollArea: maxHeight ? scrollBox : undefined,
  });

  const toggle = useCallback(
    (key: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const contextOf = (index: number): RowContext => {
    const key = keyOf(index);
    return { index: offset + index, expanded: expanded.has(key), toggleExpanded: () => toggle(key), detailsId: `${cards ? 'card' : 'row'}-details-${key}` };
  };

  const failedEmpty = !!error && rows.length === 0;
  const progress = !loading && !refreshing ? null : useLoadingProgress ? (
    <LoadingBar label={loadingLabel} useProgress={useLoadingProgress} />
  ) : (
    <LinearProgress aria-label={loadingLabel} />
  );
  const emptyState = !loading && !error && rows.length === 0 ? empty : null;
  const heldRoom = loading && rows.length === 0 && loadingRows ? loadingRows * (cards ? CARD_ESTIMATE_PX : ROW_ESTIMATE_PX) : undefined;
  const fileName = exportName === false ? null : (exportName ?? exportNameOf(label));
  const exportRows = () => {
    if (fileName) saveListCsv(fileName, listCsv(allSorted, columns));
  };
  const shared = { label, rows: sorted, columns, actions, busy: loading, progress, empty: emptyState, contextOf, renderDetails, windowRows };

  const view =
    layout === 'grid' ? (
      <ListCardGrid {...shared} rowKey={rowKey} renderCard={renderCard} cardLabel={cardLabel} />
    ) : cards ? (
      <ListCards {...shared} renderCard={renderCard} cardLabel={cardLabel} />
    ) : (
      <ListTable
        {...shared}
        sort={sort}
        onSort={(key) => {
          setSort((current) => nextSort(current, key));
          setPage(0);
        }}
        sx={dense ? DENSE_TABLE : undefined}
      />
    );

  return (
    <>
      {error && <ErrorBanner title={error.title} message={error.message} details={error.details} onRetry={error.onRetry} retrying={error.retrying} />}
      {(search || toolbar || count || fileName) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          {(search || toolbar) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flex: '1 1 auto' }}>
              {search && <SearchField label={search.label} value={search.value} onChange={search.set} />}
              {toolbar}
            </Box>
          )}
          {((count && !loading) || fileName) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              {count && !loading && (
                <Typography variant="body2" color="text.secondary" role="status">
                  {countText(count, rows.length)}
                </Typography>
              )}
              {fileName && <ExportButton rowCount={rows.length} loading={loading} onExport={exportRows} />}
            </Box>
          )}
        </Box>
      )}
      {!failedEmpty && (
        // A plain style, not `sx`: this box is on every list's render path, keystrokes included.
        <div style={heldRoom ? { minHeight: heldRoom } : undefined}>
          {maxHeight ? (
            <Box ref={setScrollBox} sx={{ maxHeight, overflowY: 'auto' }}>
              {scrollBox && view}
            </Box>
          ) : (
            view
          )}
        </div>
      )}
      {pageSize && !failedEmpty && !loading && rows.length > 0 && (
        <ListPager label={label} page={page} pageSize={pageSize} total={rows.length} onPage={setPage} />
      )}
    </>
  );
}
