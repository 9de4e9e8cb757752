import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';

export const NARROW_SCREEN_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True under 768 px: tables become cards and the sidebar overlays the page. */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, { noSsr: true });
}
