import { createContext, useState, type ReactNode } from 'react';

/** The element a list scrolls with, when it is not the window. */
export const ListScrollContext = createContext<HTMLElement | null>(null);

/**
 * Makes the lists inside scroll with an element of their own (a dialog's content) rather than the
 * window, so that they still draw only the rows on screen. `children` renders that element with `ref`;
 * the lists appear once it exists.
 */
export function ListScrollArea({ children }: { children: (ref: (element: HTMLElement | null) => void, ready: boolean) => ReactNode }) {
  const [area, setArea] = useState<HTMLElement | null>(null);
  return <ListScrollContext.Provider value={area}>{children(setArea, area !== null)}</ListScrollContext.Provider>;
}
