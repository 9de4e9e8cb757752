/** The simple material purchase records of /material-purchase (ruling 28's management calls). */
import type { HttpHandler } from 'msw';

export const materialPurchaseHandlers: HttpHandler[] = [];
