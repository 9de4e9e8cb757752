/**
 * Reads sent to the edge in batches (config.json's `readsBatchUrl`, deploy/edgeReads.js): one POST of the
 * API paths, answered by each read's status, content type and text, in the order asked. A fan-out's reads
 * then reach the browser in a few hundred requests instead of thousands; each request cost the page's main
 * thread and the browser's network service far more than its answer's bytes (docs/performance.md).
 */
import { MAX_READS_BATCH } from '@/config/constants';
import { READ_INIT, type TextAnswer } from './textAnswer';

/** What the reads of one batch may use of their lane's pool, and how many go in one batch. */
export function batchShape(pool: number): { share: number; size: number } {
  // Two batches at once, each read at half the pool: while one batch's answer is on its way back, the
  // other keeps the provider busy.
  const share = Math.max(1, Math.floor(pool / 2));
  return { share, size: Math.min(MAX_READS_BATCH, 4 * share) };
}

/**
 * A path the edge reads as it is: under the API, with no percent-escapes (the edge would escape them
 * again). Any other read goes alone.
 */
export const isBatchablePath = (path: string): boolean => path !== '' && !/[%#\s]/.test(path) && !path.startsWith('/');

interface BatchItem {
  status: number;
  type: string;
  body: string;
}

const isBatchItem = (value: unknown): value is BatchItem =>
  typeof value === 'object' && value !== null && typeof (value as BatchItem).status === 'number' && typeof (value as BatchItem).body === 'string';

export class BatchRefused extends Error {
  constructor(readonly status: number) {
    super(`The edge answered the batch of reads with ${status}`);
  }
}

/**
 * Each read's answer, or null for a read the edge could not make at all (its status 0: it fails as a
 * dropped connection would). Rejects when the batch as a whole got no sound answer (`BatchRefused` for an
 * answer that is not one): its reads are then sent one by one.
 */
export async function readBatch(url: string, headers: Record<string, string>, pool: number, paths: readonly string[]): Promise<(TextAnswer | null)[]> {
  const response = await fetch(url, { ...READ_INIT, method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ pool, paths }) });
  if (response.status !== 200) throw new BatchRefused(response.status);
  const items: unknown = JSON.parse(await response.text());
  if (!Array.isArray(items) || items.length !== paths.length || !items.every(isBatchItem)) throw new BatchRefused(response.status);
  return items.map((item) => (item.status === 0 ? null : { status: item.status, contentType: item.type ?? '', text: item.body }));
}
