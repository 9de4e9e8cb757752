import { useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  windowScroll,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { ListScrollContext } from './ListScrollArea';

/**
 * Rows drawn beyond the screen's edges, so that scrolling and tabbing find them ready. Every one is a row
 * a keystroke in the search box mounts: 8 either side cost a 2,000-row list a third of its keystroke.
 */
const OVERSCAN = 3;

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

type ScrollSourceOptions = Pick<
  Parameters<typeof useVirtualizer<Element, Element>>[0],
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'initialRect'
>;

/**
 * What the list scrolls with: the window, or a scroll area. Without layout (jsdom) an area measures
 * 0 × 0, so it starts from the window's size like the window does.
 */
function scrollSource(area: HTMLElement | null): ScrollSourceOptions {
  const windowRect = typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight };
  if (!area) {
    return {
      // The virtualizer is typed for an element; these are the window's own observers (useWindowVirtualizer's).
      getScrollElement: () => (typeof window === 'undefined' ? null : (window as unknown as Element)),
      observeElementRect: observeWindowRect as unknown as ScrollSourceOptions['observeElementRect'],
      observeElementOffset: observeWindowOffset as unknown as ScrollSourceOptions['observeElementOffset'],
      scrollToFn: windowScroll as unknown as ScrollSourceOptions['scrollToFn'],
      initialRect: windowRect,
    };
  }
  const measured = area.clientHeight > 0 ? { width: area.clientWidth, height: area.clientHeight } : windowRect;
  return {
    getScrollElement: () => area,
    observeElementRect: ((instance: Virtualizer<Element, Element>, cb: Parameters<typeof observeElementRect>[1]) =>
      CAN_MEASURE ? observeElementRect(instance, cb) : cb(measured ?? { width: 0, height: 0 })) as ScrollSourceOptions['observeElementRect'],
    observeElementOffset,
    scrollToFn: elementScroll,
    initialRect: measured,
  };
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
export function useWindowRows({
  count,
  estimateSize,
  keyOf,
  scrollArea: ownArea,
}: {
  count: number;
  estimateSize: number;
  keyOf: (index: number) => string;
  /** The element the list scrolls with, when the list holds it itself; otherwise that of the `ListScrollArea` around it. */
  scrollArea?: HTMLElement | null;
}) {
  const containerRef = useRef<HTMLElement | null>(null);
  /** Inside a `ListScrollArea` (a dialog's content) the list scrolls with that area instead of the window. */
  const areaAround = useContext(ListScrollContext);
  const scrollArea = ownArea === undefined ? areaAround : ownArea;
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  /** The distances stored since the last frame was painted. */
  const storedThisFrame = useRef<number[] | null>(null);

  // The list's distance from the top of the page changes when content above it does (banners, forms),
  // so it is read after every render; it settles once the distance is stored. Storing it can move it
  // again: the rows drawn change, the page's scrollbar comes or goes, and text above the list wraps
  // differently. A distance that comes back to one stored since the last frame is such a flip: it is left
  // as it is, rather than redrawn back and forth until React gives up on the page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const container = containerRef.current;
    let top = 0;
    if (container && scrollArea) top = container.getBoundingClientRect().top - scrollArea.getBoundingClientRect().top + scrollArea.scrollTop;
    else if (container) top = container.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - scrollMargin) < 1) return;
    if (storedThisFrame.current?.some((stored) => Math.abs(stored - top) < 1)) return;
    if (!storedThisFrame.current) {
      storedThisFrame.current = [];
      requestAnimationFrame(() => (storedThisFrame.current = null));
    }
    storedThisFrame.current.push(top);
    setScrollMargin(top);
  });

  const focusedIndex = useMemo(() => {
    if (focusedKey === null) return -1;
    for (let i = 0; i < count; i++) if (keyOf(i) === focusedKey) return i;
    return -1;
  }, [focusedKey, count, keyOf]);

  const rangeExtractor = useCallback((range: Range) => keepFocusedRow(defaultRangeExtractor(range), focusedIndex), [focusedIndex]);

  const virtualizer = useVirtualizer<Element, Element>({
    count,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: keyOf,
    rangeExtractor,
    measureElement: measureWithDetails,
    ...scrollSource(scrollArea),
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
