import { useMemo, type ComponentProps, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { NO_PROJECT_LINE_FILTERS, projectOptions, type ProjectLineFilters } from '@/lib/projectLabel';
import { StatCard, StatGrid, type FiguresState } from '../StatCard';
import { ListFilters, useListFilters, type FilterField, type ListFilterState } from './ListFilters';
import { figuresOf, PartsList, type PartialLoad, type PartsListProps } from './PartsList';

type Values<F> = Record<keyof F, string>;

/** A 'Mark All' button: the status it sets and how it looks. */
export interface BulkAction {
  status: string;
  label: string;
  variant: 'contained' | 'outlined';
  color: 'success' | 'warning';
}

/** What the bulk bar needs of a screen's line-status hook (`useLineStatus`). */
export interface BulkStatus<Row> {
  /** Asks before changing every listed row that is not at `status` yet. */
  askMany: (rows: readonly Row[], status: string) => void;
  bulkBusy: boolean;
  bulkDialog: Omit<ComponentProps<typeof ConfirmDialog>, 'onConfirm'> & { onConfirm: () => unknown };
}

export interface LinesBulk<Row> {
  status: BulkStatus<Row>;
  actions: readonly BulkAction[];
  /** The bar shows only while a filter narrows the list and something matches (the salary screen, 02 §2). */
  needsFilter?: boolean;
  /** The bar's words before its buttons: '12 records match the filters'. */
  matchText?: (count: number) => string;
}

/**
 * The filter bar of a list of lines joined with their projects (wages, material lines): a search, a status
 * and a project, whose choices are the projects that have lines.
 */
export function projectLineFilters<Row extends { projectName: string; projectNumber: string }>({
  searchLabel,
  statuses,
  apply,
  clearLabel,
}: {
  searchLabel: string;
  /** The status filter's choices, as the select shows them ('Paid', 'Completed'). */
  statuses: readonly string[];
  apply: (rows: readonly Row[], values: ProjectLineFilters) => readonly Row[];
  clearLabel?: string;
}): ProjectLinesScreenProps<Row, ProjectLineFilters>['filters'] {
  return {
    none: NO_PROJECT_LINE_FILTERS,
    fields: (rows) => [
      { key: 'search', label: searchLabel },
      { key: 'status', label: 'Status', options: statuses },
      { key: 'project', label: 'Project', allLabel: 'All Projects', options: projectOptions(rows) },
    ],
    apply,
    clearLabel,
  };
}

/** A stat card's label and figure: null for one not known ('—'). */
export type CardFigure = readonly [label: string, value: ReactNode];

/** What a project-lines screen's cards count: the rows listed or every row, and the figures of those. */
export interface LinesCards<Row> {
  of: 'shown' | 'all';
  figures: (rows: readonly Row[]) => readonly CardFigure[];
}

export interface ProjectLinesScreenProps<Row, F extends Values<F>> {
  /** The project-lines load the rows come from (`useProjectLines`). */
  load: PartialLoad & { rows: readonly unknown[] };
  /** What the list lists before its filters: the loaded lines, or rows derived from them. */
  rows: readonly Row[];
  /** The list's name, columns, row key, progress and load-error texts. */
  list: Omit<PartsListProps<Row>, 'load' | 'rows' | 'source' | 'toolbar' | 'empty' | 'count'>;
  filters: {
    none: F;
    /** The filter bar's fields; the project filter's choices come from the rows. */
    fields: (rows: readonly Row[]) => readonly FilterField<F>[];
    /** The rows that match the filters: pure, so thousands of rows filter in one pass. */
    apply: (rows: readonly Row[], values: F) => readonly Row[];
    clearLabel?: string;
    /** The filters' values kept by the screen (they outlive a tab switch); else the list keeps its own. */
    state?: ListFilterState<F>;
  };
  /**
   * The stat cards, a figure each: over the rows listed (`of: 'shown'`), or over every row loaded
   * (`of: 'all'`), which a keystroke in the search box then leaves as they are.
   */
  cards: LinesCards<Row>;
  empty: { title: string; none: string; filtered: string };
  /** The count above the list: '12 materials', 'Showing 3 of 12 materials'. */
  countNoun?: string;
  /** Reads beside the lines that failed (a lookup): each says so in its own banner, under the cards. */
  notices?: ReactNode;
  /** 'Mark All' over the rows listed; left out where the user may not change a status. */
  bulk?: LinesBulk<Row>;
  /** Under the list: the figures of the rows listed. */
  footer?: (shown: readonly Row[], all: readonly Row[], figures: FiguresState) => ReactNode;
}

/**
 * The project-lines list screen, written once (the salary records, the material lines, the projects'
 * purchase summaries): its cards, the filter bar, the list read in parts, and a 'Mark All' bar with its
 * confirmation. The list follows the filters in the same render as the box (as `useListSearch`): only the
 * rows on screen are drawn, so a keystroke costs as little over 25,000 rows as over 25. 'Mark All' waits
 * for the whole load, with no part missing: over part of the rows it would leave the rest behind, and rows
 * a failed read would have given are not there to change.
 */
export function ProjectLinesScreen<Row, F extends Values<F>>({
  load,
  rows,
  list,
  filters: { none, fields, apply, clearLabel, state },
  cards,
  empty,
  countNoun,
  notices,
  bulk,
  footer,
}: ProjectLinesScreenProps<Row, F>) {
  const own = useListFilters(none);
  const filters = state ?? own;
  const { values } = filters;
  const visible = useMemo(() => apply(rows, values), [apply, rows, values]);
  const fieldList = useMemo(() => fields(rows), [fields, rows]);
  const cardRows = cards.of === 'all' ? rows : visible;
  const cardList = useMemo(() => cards.figures(cardRows).map(([label, value]) => <StatCard key={label} label={label} value={value} />), [cards, cardRows]);
  const active = (Object.values(values) as string[]).some((value) => value.trim() !== '');
  const figures = figuresOf(load, load.rows.length);
  const whole = !load.isPending && load.complete !== false && !load.error && load.failed.length === 0;
  const showBulk = !!bulk && whole && (!bulk.needsFilter || (active && visible.length > 0));

  return (
    <>
      <StatGrid figures={figures}>{cardList}</StatGrid>
      {notices}
      {bulk && showBulk && (
        <Paper variant="outlined" role="region" aria-label="Bulk actions" sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {bulk.matchText && <Typography sx={{ flex: '1 1 auto' }}>{bulk.matchText(visible.length)}</Typography>}
          {bulk.actions.map((action) => (
            <Button
              key={action.status}
              variant={action.variant}
              color={action.color}
              onClick={() => bulk.status.askMany(visible, action.status)}
              disabled={bulk.status.bulkBusy}
            >
              {action.label}
            </Button>
          ))}
        </Paper>
      )}
      <PartsList
        {...list}
        load={load}
        rows={visible}
        source={rows}
        count={countNoun ? { total: rows.length, noun: countNoun, filtered: active } : undefined}
        toolbar={<ListFilters filters={filters} fields={fieldList} clearLabel={clearLabel} />}
        empty={<EmptyState title={empty.title} hint={active ? empty.filtered : empty.none} />}
      />
      {footer && figures !== 'unknown' && footer(visible, rows, figures)}
      {bulk && <ConfirmDialog {...bulk.status.bulkDialog} onConfirm={() => void bulk.status.bulkDialog.onConfirm()} />}
    </>
  );
}
