/** Client bills on the provider's /bill/... paths, with the calls billing adds (statistics, next number, clients, projects). */
import type { HttpHandler } from 'msw';

export const billHandlers: HttpHandler[] = [];
