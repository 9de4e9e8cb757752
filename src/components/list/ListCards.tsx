import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { ListColumn, ListViewProps, RowContext } from './listTypes';

/**
 * The class names of a card's parts. They are styled once, by the list around the cards (`CardList`),
 * instead of each part by its own MUI element: a card was fifteen of them, each working out its styles as
 * it was drawn, and a phone draws a dozen cards at a time, more as the list scrolls.
 */
const CARD = {
  item: 'ListCard-item',
  card: 'ListCard-card',
  line: 'ListCard-line',
  label: 'ListCard-label',
  value: 'ListCard-value',
  actions: 'ListCard-actions',
  details: 'ListCard-details',
} as const;

/** The `ul` of a list of cards: no bullets, and the styles of every card part inside it. */
export const CardList = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [`& > .${CARD.item}`]: { minWidth: 0 },
  [`& .${CARD.card}`]: {
    padding: theme.spacing(2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
  },
  [`& .${CARD.line}`]: { display: 'flex', gap: theme.spacing(1), padding: `${theme.spacing(0.25)} 0`, minWidth: 0 },
  [`& .${CARD.label}`]: { ...theme.typography.body2, margin: 0, flex: '0 0 36%', color: theme.palette.text.secondary },
  [`& .${CARD.value}`]: { ...theme.typography.body2, minWidth: 0, overflowWrap: 'anywhere' },
  [`& .${CARD.actions}`]: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: theme.spacing(1), marginTop: theme.spacing(1) },
  [`& .${CARD.details}`]: { marginTop: theme.spacing(1.5), paddingTop: theme.spacing(1.5), borderTop: `1px solid ${theme.palette.divider}` },
}));

/** Cards one under another. The gap below each is the item's own, so that the window measures a card with its gap. */
const StackedCards = styled(CardList)(({ theme }) => ({ [`& > .${CARD.item}`]: { paddingBottom: theme.spacing(1.5) } }));

/** A card's `li` in a `CardList`, with whatever the list puts on it (its name, its place in the list). */
export const CardItem = ({ className, ...props }: ComponentPropsWithRef<'li'>) => <li className={className ? `${CARD.item} ${className}` : CARD.item} {...props} />;

/** A card's outlined frame, inside a `CardList`. */
export function CardFrame({ children }: { children: ReactNode }) {
  return <div className={CARD.card}>{children}</div>;
}

/** One labelled line of a card, inside a `CardList`. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={CARD.line}>
      <p className={CARD.label}>{label}</p>
      <div className={CARD.value}>{children}</div>
    </div>
  );
}

/** A card's open details under a rule, inside a `CardList`; `region` names it for screen readers. */
export function CardDetails({ id, region, children }: { id?: string; region?: string; children: ReactNode }) {
  return (
    <div className={CARD.details} id={id} {...(region ? { role: 'region', 'aria-label': region } : {})}>
      {children}
    </div>
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
    <CardFrame>
      {columns
        .filter((column) => !column.hideOnNarrow && !column.wideOnly && !column.headerHidden)
        .map((column) => (
          <CardLine key={column.key} label={column.header}>
            {column.render(row, context)}
          </CardLine>
        ))}
      {actions && <div className={CARD.actions}>{actions(row)}</div>}
      {details && <CardDetails>{details}</CardDetails>}
    </CardFrame>
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
      <StackedCards ref={containerRef as Ref<HTMLUListElement>} aria-label={label} aria-busy={busy} {...focusHandlers}>
        {drawn.map(({ item, gapBefore }) => {
          const row = rows[item.index];
          const context = contextOf(item.index);
          const details = context.expanded && renderDetails ? renderDetails(row, context) : null;
          return [
            gapBefore > 0 && <li key={`gap-${item.key}`} aria-hidden="true" style={{ height: gapBefore }} />,
            <CardItem
              key={item.key}
              ref={measureRef}
              data-index={item.index}
              aria-label={cardLabel?.(row)}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
            >
              {renderCard ? renderCard(row, context) : <DefaultCard row={row} context={context} columns={columns} actions={actions} details={details} />}
            </CardItem>,
          ];
        })}
        {gapAfter > 0 && <li aria-hidden="true" style={{ height: gapAfter }} />}
      </StackedCards>
    </Box>
  );
}
