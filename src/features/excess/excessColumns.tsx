import type { ExcessItem } from '@/api/excessItems';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { ConditionChip } from './ConditionChip';

const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** A quantity as Indians write it: 1,350 and 0.75. */
export const formatQuantity = (quantity: number) => quantityFormat.format(quantity);

const wrap = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** The list's columns (02 §2); S.NO is the row's place in the list as shown. */
export const EXCESS_COLUMNS: readonly ListColumn<ExcessItem>[] = [
  { key: 'serial', header: 'S.NO', render: (_item, { index }) => index + 1, cellSx: { width: 64 } },
  { key: 'description', header: 'Description', sortValue: (i) => i.description.toLowerCase(), cellSx: wrap, render: (i) => i.description },
  { key: 'quantity', header: 'Quantity', sortValue: (i) => i.quantity, cellSx: { whiteSpace: 'nowrap' }, render: (i) => formatQuantity(i.quantity) },
  { key: 'units', header: 'Units', sortValue: (i) => i.units, render: (i) => i.units },
  { key: 'location', header: 'Location', sortValue: (i) => i.location.toLowerCase(), cellSx: wrap, render: (i) => i.location },
  { key: 'condition', header: 'Condition', sortValue: (i) => i.condition, render: (i) => <ConditionChip condition={i.condition} /> },
];

export const excessItemName = (item: ExcessItem) => item.description;

export const EXCESS_LIST: ListDeclaration<ExcessItem> = { label: 'Excess items', noun: 'item', columns: EXCESS_COLUMNS, rowKey: byId, cardLabel: excessItemName };
