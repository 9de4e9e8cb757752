import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { CardItem, CardList, DefaultCard } from './ListCards';
import type { ListViewProps, RowContext } from './listTypes';

export interface ListCardGridProps<Row> extends Omit<ListViewProps<Row>, 'windowRows'> {
  rowKey: (row: Row) => string;
  renderCard?: (row: Row, context: RowContext) => ReactNode;
  cardLabel?: (row: Row) => string;
}

const CardGrid = styled(CardList)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

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
      <CardGrid aria-label={label} aria-busy={busy}>
        {rows.map((row, index) => {
          const context = contextOf(index);
          const details = context.expanded && renderDetails ? renderDetails(row, context) : null;
          return (
            <CardItem key={rowKey(row)} aria-label={cardLabel?.(row)}>
              {renderCard ? renderCard(row, context) : <DefaultCard row={row} context={context} columns={props.columns} actions={props.actions} details={details} />}
            </CardItem>
          );
        })}
      </CardGrid>
    </Box>
  );
}
