import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';

/** Rows drawn beyond the screen's edges, so that scrolling and tabbing find them ready. */
const OVERSCAN = 8;

/** Real browsers measure each drawn row; without ResizeObserver (jsdom) the estimate stands. */
const CAN_MEASURE = typeof ResizeObserver !== 'undefined';

/** A row and its details row (when open) count as one item of the list. */
function measureWithDetails(element: Element): number {
  let height = element.getBoundingClientRect().height;
  const next = element.nextElementSibling;
  if (next instanceof HTMLElement && next.dataset.detailsOf === (element as HTMLElement).dataset.index) {
    height += next.getBoundingClientRect().height;
  }
  return height;
}

/** The rows to draw, plus the focused one (if any) wherever it is. */
export function keepFocusedRow(indexes: number[], focusedIndex: number): number[] {
  if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes;
  return [...indexes, focusedIndex].sort((a, b) => a - b);
}

export interface WindowRow {
  item: VirtualItem;
  /** Empty space to leave before this row: the rows between it and the previous drawn one. */
  gapBefore: number;
}

/**
 * Which rows of a long list to draw: those on screen and a few either side, scrolling with the window.
 * A row holding keyboard focus stays drawn when it scrolls away, so focus is never lost.
 */
export function useWindowRows({ count, estimateSize, keyOf }: { count: number; estimateSize: number; keyOf: (index: number) => string }) {
  const containerRef = useRef<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  // The list's distance from the top of the page changes when content above it does (banners, forms),
  // so it is read after every render; it settles once the distance is stored.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = containerRef.current ? containerRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });

  const focusedIndex = useMemo(() => {
    if (focusedKey === null) return -1;
    for (let i = 0; i < count; i++) if (keyOf(i) === focusedKey) return i;
    return -1;
  }, [focusedKey, count, keyOf]);

  const rangeExtractor = useCallback((range: Range) => keepFocusedRow(defaultRangeExtractor(range), focusedIndex), [focusedIndex]);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: keyOf,
    rangeExtractor,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    measureElement: measureWithDetails,
  });

  const items = virtualizer.getVirtualItems();
  const rows: WindowRow[] = [];
  let end = scrollMargin;
  for (const item of items) {
    rows.push({ item, gapBefore: Math.max(0, item.start - end) });
    end = item.end;
  }
  const gapAfter = Math.max(0, virtualizer.getTotalSize() + scrollMargin - end);

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const index = Number((event.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index'));
      if (Number.isInteger(index) && index < count) setFocusedKey(keyOf(index));
    },
    [count, keyOf],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  }, []);

  /** Re-measures a row when its details open or close. */
  const remeasure = useCallback(
    (row: Element | null) => {
      if (CAN_MEASURE && row?.isConnected) virtualizer.measureElement(row);
    },
    [virtualizer],
  );

  return {
    containerRef,
    rows,
    gapAfter,
    measureRef: CAN_MEASURE ? virtualizer.measureElement : undefined,
    remeasure,
    focusHandlers: { onFocus, onBlur },
  };
}
