/** Surplus (excess) items. */
import type { HttpHandler } from 'msw';

export const excessItemHandlers: HttpHandler[] = [];
