import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DefaultCard } from './ListCards';
import type { ListViewProps, RowContext } from './listTypes';

export interface ListCardGridProps<Row> extends Omit<ListViewProps<Row>, 'windowRows'> {
  rowKey: (row: Row) => string;
  renderCard?: (row: Row, context: RowContext) => ReactNode;
  cardLabel?: (row: Row) => string;
}

const GRID_COLUMNS = { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } as const;

/**
 * A grid of cards at every width: one a line on a phone, two from 900 px, three from 1536 px. Every card is
 * drawn (no window), so it suits short lists whose cards hold forms of their own (the roles).
 */
export function ListCardGrid<Row>(props: ListCardGridProps<Row>) {
  const { label, rows, rowKey, busy, progress, empty, contextOf, renderDetails, renderCard, cardLabel } = props;
  return (
    <Box>
      {progress}
      {empty}
      <Box
        component="ul"
        aria-label={label}
        aria-busy={busy}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: GRID_COLUMNS, alignItems: 'start' }}
      >
        {rows.map((row, index) => {
          const context = contextOf(index);
          const details = context.expanded && renderDetails ? renderDetails(row, context) : null;
          return (
            <Box component="li" key={rowKey(row)} aria-label={cardLabel?.(row)} sx={{ minWidth: 0 }}>
              {renderCard ? renderCard(row, context) : <DefaultCard row={row} context={context} columns={props.columns} actions={props.actions} details={details} />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
