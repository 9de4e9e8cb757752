import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QuotationItem } from '@/api/quotations';
import { ClampedText } from '@/components/ClampedText';
import { useIsNarrow } from '@/components/useIsNarrow';
import { QUOTATION_DESCRIPTION_CLAMP } from '@/config/constants';
import { formatDate } from '@/lib/dates';
import { AmountText } from './AmountText';
import { ItemActions } from './ItemActions';
import { SheetLinks, type SheetPath } from './SheetLinks';
import type { AmountState } from './useItemAmounts';

/** What a row can ask the screen to do; one stable object, so unchanged rows skip re-rendering. */
export interface ItemHandlers {
  onEdit: (item: QuotationItem) => void;
  onDelete: (item: QuotationItem) => void;
  onOpenSheet: (item: QuotationItem, path: SheetPath) => void;
}

interface ItemViewProps {
  item: QuotationItem;
  serial: number;
  /** Filtered out by the search: kept mounted but hidden, so widening the search again is cheap. */
  hidden: boolean;
  amount: AmountState;
  canManage: boolean;
  handlers: ItemHandlers;
}

/** The `hidden` attribute alone loses to MUI's own display rules. */
const HIDDEN = { display: 'none' } as const;

const HEADERS = ['S.No', 'Description', 'Amount', 'Date', 'Actions', 'Links'] as const;

const itemLabel = (item: QuotationItem, serial: number) => `item ${item.itemNo || serial}`;

const ItemRow = memo(function ItemRow({ item, serial, hidden, amount, canManage, handlers }: ItemViewProps) {
  const label = itemLabel(item, serial);
  return (
    <TableRow hover hidden={hidden} sx={hidden ? HIDDEN : undefined}>
      <TableCell>{serial}</TableCell>
      <TableCell sx={{ maxWidth: 480, overflowWrap: 'anywhere' }}>
        <ClampedText text={item.description} limit={QUOTATION_DESCRIPTION_CLAMP} />
      </TableCell>
      <TableCell>
        <AmountText amount={amount} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.date)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {canManage && <ItemActions itemLabel={label} onEdit={() => handlers.onEdit(item)} onDelete={() => handlers.onDelete(item)} />}
      </TableCell>
      <TableCell>
        <SheetLinks itemLabel={label} onOpen={(path) => handlers.onOpenSheet(item, path)} />
      </TableCell>
    </TableRow>
  );
});

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 32%' }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

const ItemCard = memo(function ItemCard({ item, serial, hidden, amount, canManage, handlers }: ItemViewProps) {
  const label = itemLabel(item, serial);
  return (
    <Paper role="listitem" variant="outlined" sx={{ p: 2, mb: 1.5, ...(hidden ? HIDDEN : {}) }} hidden={hidden}>
      <CardLine label="S.No">{serial}</CardLine>
      <CardLine label="Description">
        <ClampedText text={item.description} limit={QUOTATION_DESCRIPTION_CLAMP} />
      </CardLine>
      <CardLine label="Amount">
        <AmountText amount={amount} />
      </CardLine>
      <CardLine label="Date">{formatDate(item.date)}</CardLine>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <SheetLinks itemLabel={label} onOpen={(path) => handlers.onOpenSheet(item, path)} />
        {canManage && (
          <Box>
            <ItemActions itemLabel={label} onEdit={() => handlers.onEdit(item)} onDelete={() => handlers.onDelete(item)} />
          </Box>
        )}
      </Box>
    </Paper>
  );
});

/**
 * The project's quotation items: a table on wide screens, a card per item under 768 px. Rows are
 * memoised, so a keystroke elsewhere on the screen does not re-render the whole list; the search only
 * hides and shows rows (an item keeps its S.No), so it never remounts hundreds of them.
 */
export function QuotationItemList({
  items,
  visible,
  amounts,
  canManage,
  handlers,
  loading,
  empty,
}: {
  items: readonly QuotationItem[];
  /** The ids the search lets through; null shows every item. */
  visible: ReadonlySet<string> | null;
  amounts: ReadonlyMap<string, AmountState>;
  canManage: boolean;
  handlers: ItemHandlers;
  loading: boolean;
  empty: ReactNode;
}) {
  const narrow = useIsNarrow();
  const isHidden = (item: QuotationItem) => visible !== null && !visible.has(item._id);
  const label = 'Quotation items';
  const progress = loading ? <LinearProgress aria-label="Loading quotation items" /> : null;
  const showEmpty = !loading && (visible === null ? items.length === 0 : visible.size === 0);
  const amountOf = (item: QuotationItem) => amounts.get(item._id) ?? 'loading';

  if (narrow) {
    return (
      <Box role="list" aria-label={label} aria-busy={loading}>
        {progress}
        {showEmpty && empty}
        {items.map((item, index) => (
          <ItemCard key={item._id} item={item} serial={index + 1} hidden={isHidden(item)} amount={amountOf(item)} canManage={canManage} handlers={handlers} />
        ))}
      </Box>
    );
  }

  return (
    <Paper variant="outlined">
      {progress}
      <TableContainer>
        <Table aria-label={label} aria-busy={loading} size="small">
          <TableHead>
            <TableRow>
              {HEADERS.map((header) => (
                <TableCell key={header} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {showEmpty && (
              <TableRow>
                <TableCell colSpan={HEADERS.length}>{empty}</TableCell>
              </TableRow>
            )}
            {items.map((item, index) => (
              <ItemRow key={item._id} item={item} serial={index + 1} hidden={isHidden(item)} amount={amountOf(item)} canManage={canManage} handlers={handlers} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
