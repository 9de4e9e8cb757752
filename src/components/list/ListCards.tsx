import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { ListColumn, ListViewProps, RowContext } from './listTypes';

/** One labelled line of a default card. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 36%' }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

/**
 * The foot of a card that opens its details: the Details / Hide details toggle (named for the record)
 * and the card's actions.
 */
export function CardDetailsFooter({ name, context, actions }: { name: string; context: RowContext; actions?: ReactNode }) {
  const { expanded, toggleExpanded, detailsId } = context;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
      <Button
        size="small"
        onClick={toggleExpanded}
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        aria-label={`${expanded ? 'Hide' : 'Show'} details for ${name}`}
        endIcon={expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
      >
        {expanded ? 'Hide details' : 'Details'}
      </Button>
      <Box sx={{ display: 'flex', gap: 0.5 }}>{actions}</Box>
    </Box>
  );
}

/** The card of a row when the screen draws none of its own: a line per column, then the actions and open details. */
export function DefaultCard<Row>({
  row,
  context,
  columns,
  actions,
  details,
}: {
  row: Row;
  context: RowContext;
  columns: readonly ListColumn<Row>[];
  actions?: (row: Row) => ReactNode;
  details: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {columns
        .filter((column) => !column.hideOnNarrow && !column.wideOnly && !column.headerHidden)
        .map((column) => (
          <CardLine key={column.key} label={column.header}>
            {column.render(row, context)}
          </CardLine>
        ))}
      {actions && <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 1 }}>{actions(row)}</Box>}
      {details && <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>{details}</Box>}
    </Paper>
  );
}

export interface ListCardsProps<Row> extends ListViewProps<Row> {
  renderCard?: (row: Row, context: RowContext) => ReactNode;
  cardLabel?: (row: Row) => string;
}

/** The narrow-screen list (under 768 px): a card per row, only those near the screen drawn. */
export function ListCards<Row>({
  label,
  rows,
  columns,
  actions,
  busy,
  progress,
  empty,
  contextOf,
  renderDetails,
  renderCard,
  cardLabel,
  windowRows,
}: ListCardsProps<Row>) {
  const { containerRef, rows: drawn, gapAfter, measureRef, focusHandlers } = windowRows;
  return (
    <Box>
      {progress}
      {empty}
      <Box component="ul" ref={containerRef} aria-label={label} aria-busy={busy} sx={{ m: 0, p: 0, listStyle: 'none' }} {...focusHandlers}>
        {drawn.map(({ item, gapBefore }) => {
          const row = rows[item.index];
          const context = contextOf(item.index);
          const details = context.expanded && renderDetails ? renderDetails(row, context) : null;
          return [
            gapBefore > 0 && <li key={`gap-${item.key}`} aria-hidden="true" style={{ height: gapBefore }} />,
            <Box
              component="li"
              key={item.key}
              ref={measureRef}
              data-index={item.index}
              aria-label={cardLabel?.(row)}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              sx={{ pb: 1.5 }}
            >
              {renderCard ? renderCard(row, context) : <DefaultCard row={row} context={context} columns={columns} actions={actions} details={details} />}
            </Box>,
          ];
        })}
        {gapAfter > 0 && <li aria-hidden="true" style={{ height: gapAfter }} />}
      </Box>
    </Box>
  );
}
