import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, WIDE_TABLE_PX } from '@/config/constants';

export const NARROW_SCREEN_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True under 768 px: tables become cards and the sidebar overlays the page. */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, { noSsr: true });
}

/** True at 1200 px and over: tables also show their secondary (`wideOnly`) columns. */
export function useIsWide(): boolean {
  return useMediaQuery(`(min-width:${WIDE_TABLE_PX}px)`, { noSsr: true });
}
