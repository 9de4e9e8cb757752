/** One GET's answer as the API layer reads it: status, content type and the body's text. */
export interface TextAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The answer's ETag, where the provider gave one and the read asked for it (digestReads.ts asks again with it). */
  etag?: string;
}

/** A read's answer; or, for a read that asked for a digest and got a sound answer, that digest. */
export type ReadOutcome = TextAnswer | { digest: unknown };

/**
 * A GET read on the thread that calls it; a failed transport rejects as `fetch` does. The browser's HTTP
 * cache neither looks for nor keeps the answer: the device keeps no server data but the app's own (ruling
 * 35), and for a fan-out's thousands of reads the cache's bookkeeping was over half the network service's
 * work (a salary load with no latency: 12 s, 10 s without it).
 *
 * The API knows a caller by its token alone, so a read sends neither cookies nor the page's address: the
 * browser then skips its cookie and referrer work for each read (a bare loop of the salary load's reads,
 * with no latency: 8.2-11.6 s with them, 7.1-10.4 s without, each round faster without).
 */
export const READ_INIT = { cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer' } as const satisfies RequestInit;

export async function readTextHere(url: string, headers: Record<string, string>, { withTag = false } = {}): Promise<TextAnswer> {
  const response = await fetch(url, { ...READ_INIT, headers });
  const answer: TextAnswer = { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  // Only a read that will ask again takes the tag: a fan-out's thousands of answers carry nothing more.
  const etag = withTag ? response.headers.get('etag') : null;
  if (etag) answer.etag = etag;
  return answer;
}

/**
 * The edge's answer at the address of a service it does not offer (an older edge, a plain server): its
 * batches of reads (readsBatch.ts) or its lists cut down (digestReads.ts) are not asked for again.
 */
export const NOT_OFFERED_HERE: ReadonlySet<number> = new Set([404, 405, 501]);
