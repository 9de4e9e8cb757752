import { useCallback, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { DraftOffer } from '@/components/form/DraftOffer';
import { QueryError } from '@/components/QueryError';
import { PageHeader } from '@/components/PageHeader';
import { useDraftStore, useNewRowKeys, type DraftStore } from './draftStore';
import { SheetMessage } from './SheetMessage';
import type { SheetRows } from './sheetRows';
import { SheetSubject } from './SheetSubject';
import { SheetTable } from './SheetTable';
import { SheetToolbar } from './SheetToolbar';
import { useSheetActions, type SheetTexts, type SheetWrites } from './useSheetActions';
import { useSheetDraft } from './useSheetDraft';
import { useSheetMessage } from './useSheetMessage';

export interface SheetScreenTexts extends SheetTexts {
  /** The page's heading. */
  title: string;
  /** The table's accessible name, e.g. 'Material entries'. */
  label: string;
  /** The message while no quotation item is chosen. */
  notSelected: string;
  /** How to choose one, under 'No quotation item selected'. */
  notSelectedHint: string;
  loadFailed: string;
  /** The empty state of an item with no rows. */
  none: { title: string; hint: string };
}

/** What a sheet shows under its table, such as the labour sheet's total. */
export interface SheetFooterProps<Values, Saved> {
  saved: readonly Saved[];
  newKeys: readonly string[];
  store: DraftStore<Values>;
}

const NO_ROWS: readonly never[] = [];

/**
 * One quotation item's sheet: header, the item it belongs to, Add Row and Save All, the message line,
 * the load error with Retry, the table of saved rows then new rows, and the delete confirmation.
 * A sheet page gives its texts, rows, list query and writes; `ready` is false until an item is chosen.
 * Rows added and not saved are kept per item and offered back after a reload.
 */
export function SheetScreen<Values, Saved extends { _id: string }>({
  draft,
  texts,
  rows,
  selected,
  ready,
  list,
  writes,
  toolbar,
  Footer,
}: {
  /** The name its unsaved rows are kept under, per quotation item. */
  draft: string;
  texts: SheetScreenTexts;
  rows: SheetRows<Values, Saved>;
  selected: { projectId: string | null; itemId: string | null };
  ready: boolean;
  list: UseQueryResult<Saved[]>;
  writes: SheetWrites<Values, Saved>;
  /** Extra controls before Add Row, told whether a write runs. */
  toolbar?: (busy: boolean) => ReactNode;
  Footer?: ComponentType<SheetFooterProps<Values, Saved>>;
}) {
  const store = useDraftStore<Values>();
  const newKeys = useNewRowKeys(store);
  const { message, show } = useSheetMessage();
  const { busy, saveAll, rowActions, deletion } = useSheetActions<Values, Saved>({
    store,
    show,
    texts,
    missingFields: rows.missingFields,
    valuesOf: rows.valuesOf,
    writes,
  });

  const { blank, Row } = rows;
  const unsavedRows = useSheetDraft(store, draft, ready ? selected.itemId : null, blank);
  const addRow = useCallback(() => void store.add(blank()), [store, blank]);
  const saved: readonly Saved[] = list.data ?? NO_ROWS;
  let empty: ReactNode;
  if (!ready) empty = <EmptyState title="No quotation item selected" hint={texts.notSelectedHint} />;
  else if (list.isSuccess && saved.length === 0 && newKeys.length === 0) empty = <EmptyState title={texts.none.title} hint={texts.none.hint} />;

  return (
    <>
      <PageHeader title={texts.title} />
      <SheetSubject projectId={selected.projectId} itemId={selected.itemId} />
      <SheetToolbar enabled={ready} busy={busy} onAddRow={addRow} onSaveAll={saveAll}>
        {toolbar?.(busy)}
      </SheetToolbar>
      <DraftOffer draft={unsavedRows} disabled={busy} />
      <SheetMessage message={message ?? (ready ? null : { text: texts.notSelected, tone: 'notice' })} />
      <QueryError query={list} what={texts.label} message={texts.loadFailed} />
      <SheetTable label={texts.label} columns={rows.columns} loading={list.isLoading} empty={empty}>
        {saved.map((row, index) => (
          <Row key={row._id} rowKey={row._id} serial={index + 1} saved={row} store={store} actions={rowActions} locked={busy} />
        ))}
        {newKeys.map((key, index) => (
          <Row key={key} rowKey={key} serial={saved.length + index + 1} store={store} actions={rowActions} locked={busy} />
        ))}
      </SheetTable>
      {ready && Footer && <Footer saved={saved} newKeys={newKeys} store={store} />}
      <ConfirmDialog {...deletion} />
    </>
  );
}
