/**
 * What the single-fault tour (tests/integration/singleFaultTour.test.tsx) fails, how, and what it leaves
 * out and why. Paths only: no screen is rendered here.
 */
import { PATHS } from '@/config/paths';

/** A kind of failure of one read. */
export interface Fault {
  name: string;
  status: number;
  contentType: string;
  body: (read: string) => string;
}

export const FAULTS: readonly Fault[] = [
  {
    name: '500',
    status: 500,
    contentType: 'application/json',
    body: (read) => JSON.stringify({ success: false, message: `Server error on ${read}` }),
  },
  {
    name: 'HTML 200',
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: () => '<!doctype html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1></body></html>',
  },
];

/** A path segment that names a record rather than a resource: a Mongo id, a number, an invoice number. */
const RECORD_SEGMENT = /^([0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f-]{27}|\d+|INV-[\w-]+)$/i;

/** A read as the tour counts it: method and path with the records' ids taken out (`:id`), no query. */
export function readPattern(method: string, path: string): string {
  const segments = path.split('?')[0].split('/').map((segment) => (RECORD_SEGMENT.test(decodeURIComponent(segment)) ? ':id' : segment));
  return `${method.toUpperCase()} ${segments.join('/')}`;
}

/**
 * Reads the tour does not fail, and why:
 *   - GET /auth/profile: the session check the layout repeats in the background. Ruling 6: a 500 there is
 *     transient and not shown (the next check tries again); a 401 signs out, which is not a read's failure.
 *   - uploads and images (/uploads/…, any request for an image): the browser's own image loads, which show
 *     their alt text or placeholder, not a read of data a save could act on.
 */
export const EXCLUDED_READS: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /^GET \/auth\/profile$/, why: 'the background session check (ruling 6: a 500 there is transient and not shown)' },
  { pattern: /^GET \/uploads\//, why: 'a file or image, not a read of data' },
];

export const isExcluded = (pattern: string) => EXCLUDED_READS.some(({ pattern: excluded }) => excluded.test(pattern));

/**
 * Reads whose failure a screen covers on purpose with the same data read another way, so it has nothing
 * to say: only the saves are checked. Client Billing's statistics are worked out from the bill list when
 * GET /bill/statistics fails (ruling 29; issue 30 keeps that fallback, the figures are right), and that
 * list's own failure is said.
 */
export const COVERED_READS: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /^GET \/bill\/statistics$/, why: 'answered from the bill list instead (ruling 29), with the same figures' },
];

export const isCovered = (pattern: string) => COVERED_READS.some(({ pattern: covered }) => covered.test(pattern));

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A write of data: any POST, PUT, PATCH or DELETE of the API but the activity log's entry. */
export function isWrite(method: string, path: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase()) && !(method.toUpperCase() === 'POST' && path.split('?')[0] === '/activity/create');
}

/** Routes opened with the first project and its first quotation item chosen (ruling 26), as Quotation Management leaves them. */
export const WITH_CHOSEN_ITEM: ReadonlySet<string> = new Set([PATHS.quotationManagement, PATHS.measurementSheet, PATHS.materialSheet, PATHS.labourSheet]);
