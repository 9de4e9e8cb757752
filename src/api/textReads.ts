/**
 * Where the API's plain GETs are sent from: a worker thread of their own where the page has one, else the
 * page itself. A fan-out's thousands of reads cost the page's main thread about 2 ms each when sent from
 * it (the browser's work to issue a request and take in its answer, measured with no script of ours around
 * it); from the worker the page only takes the answers in, in batches.
 *
 * A mock build reads on the page: the mock's service worker answers only the page's own requests. A worker
 * that cannot start (a deploy removed its file under an open page, a policy forbids it), or has not said it
 * runs within READS_WORKER_START_MS of being started, leaves its reads, and every later one, to the page.
 *
 * The page posts its messages to the worker of one moment together: one message each cost the page a
 * serialisation, and the worker a task.
 *
 * Reads given the same signal (a load's) share a lane; those given none share one lane. Wherever they are
 * sent from, at most config.json's `requestPool` reads of a lane are under way at once; the others wait, in
 * the order they came. A caller with many reads hands over more than that (`readsToHandOver`), so that the
 * next read is already waiting where it is sent from when one answers.
 */
import { READS_WORKER_START_MS } from '@/config/constants';
import { getReadsBatchUrl, getRequestPool, MOCK_BUILD } from '@/config/env';
import { createRequestPool } from '@/lib/requestPool';
import type { DigestName } from './digests';
import { createDigestReads } from './digestReads';
import { batchShape } from './readsBatch';
import { readTextHere, type ReadOutcome, type TextAnswer } from './textAnswer';
import type { TextReadMessage, TextReadMessages, TextReadReplies } from './textReads.worker';

/**
 * How many reads a caller with many of them keeps handed over at once: twice as many as may be under way,
 * or, where the edge answers them in batches, twice as many as its two batches of a lane hold.
 */
export const readsToHandOver = (): number => (getReadsBatchUrl() ? 4 * batchShape(getRequestPool()).size : 2 * getRequestPool());

interface ReadOptions {
  /** The digest given instead of a sound answer's text (digestReads.ts). */
  digest?: DigestName;
  /** Aborting it gives the read up: one not yet sent is not sent, and the read rejects with an AbortError. */
  signal?: AbortSignal;
  /** The edge's batch address and the read's path under the API, where the reads' thread may send it in a batch. */
  batch?: { url: string; path: string };
  /** With `digest`, the same list read at the edge with only the fields the digest reads (digestReads.ts). */
  fieldsUrl?: string;
}

interface Waiting extends ReadOptions {
  url: string;
  headers: Record<string, string>;
  resolve: (outcome: ReadOutcome) => void;
  reject: (error: Error) => void;
}

const waiting = new Map<number, Waiting>();
let lastId = 0;
/** undefined until first needed; null once the page reads by itself. */
let worker: Worker | null | undefined;
/** The messages for the worker since the last moment, posted together. */
let outbox: TextReadMessage[] = [];

function postToWorker(message: TextReadMessage) {
  if (outbox.length === 0) {
    queueMicrotask(() => {
      const messages: TextReadMessages = outbox;
      outbox = [];
      worker?.postMessage(messages);
    });
  }
  outbox.push(message);
}
/** Each load's lane, by its signal; reads given no signal go in lane 0. */
const lanes = new WeakMap<AbortSignal, number>();
let lastLane = 0;
const laneOf = (signal: AbortSignal | undefined): number => {
  if (!signal) return 0;
  let lane = lanes.get(signal);
  if (lane === undefined) lanes.set(signal, (lane = ++lastLane));
  return lane;
};
type RequestPool = ReturnType<typeof createRequestPool>;
/** Where the page reads by itself: a bound for each load (by its signal, let go with it) and one for reads of no load. */
const pagePools = new WeakMap<AbortSignal, RequestPool>();
let pagePoolOfNoLoad: RequestPool | undefined;
function pagePoolOf(signal: AbortSignal | undefined): RequestPool {
  if (!signal) return (pagePoolOfNoLoad ??= createRequestPool(getRequestPool()));
  let pool = pagePools.get(signal);
  if (!pool) pagePools.set(signal, (pool = createRequestPool(getRequestPool())));
  return pool;
}

function abortError(): Error {
  return new DOMException('The read was given up', 'AbortError');
}

/** The digest reads the page sends itself, where it has no reads' thread. */
const pageDigestReads = createDigestReads();

function readOnPage(read: Waiting) {
  const send = (): Promise<ReadOutcome> => {
    if (read.signal?.aborted) return Promise.reject(abortError());
    return read.digest ? pageDigestReads.read(read.url, read.headers, read.digest, read.fieldsUrl) : readTextHere(read.url, read.headers);
  };
  pagePoolOf(read.signal)(send).then(read.resolve, read.reject);
}

/**
 * Forgets what the digest reads kept for asking again (digestReads.ts), on the page and on the reads'
 * thread: a session's end drops every server answer held in memory.
 */
export function forgetKeptDigests(): void {
  pageDigestReads.forget();
  if (worker) postToWorker({ forget: true });
}

function giveUpWorker() {
  worker?.terminate();
  worker = null;
  outbox = [];
  const left = [...waiting.values()];
  waiting.clear();
  left.forEach(readOnPage);
}

function startWorker(): Worker | null {
  if (MOCK_BUILD || typeof Worker !== 'function') return null;
  try {
    const started = new Worker(new URL('./textReads.worker.ts', import.meta.url), { type: 'module', name: 'api-reads' });
    const startLimit = setTimeout(giveUpWorker, READS_WORKER_START_MS);
    started.onmessage = ({ data }: MessageEvent<TextReadReplies>) => {
      clearTimeout(startLimit);
      for (const reply of data) {
        const read = waiting.get(reply.id);
        if (!read) continue;
        waiting.delete(reply.id);
        if ('answer' in reply) read.resolve(reply.answer);
        else if ('digest' in reply) read.resolve({ digest: reply.digest });
        else read.reject(new TypeError(reply.failure));
      }
    };
    started.onerror = started.onmessageerror = () => {
      clearTimeout(startLimit);
      giveUpWorker();
    };
    return started;
  } catch {
    return null;
  }
}

/**
 * A GET's answer; rejects, as `fetch` does, when no answer came. With `digest`, the digest of a sound answer
 * instead, worked out where the read was sent from, and asked again only if changed (digestReads.ts).
 */
export function readText(url: string, headers: Record<string, string>, options?: Omit<ReadOptions, 'digest' | 'fieldsUrl'>): Promise<TextAnswer>;
export function readText(url: string, headers: Record<string, string>, options?: ReadOptions): Promise<ReadOutcome>;
export function readText(url: string, headers: Record<string, string>, { digest, signal, batch, fieldsUrl }: ReadOptions = {}): Promise<ReadOutcome> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (worker === undefined) worker = startWorker();
  return new Promise((resolve, reject) => {
    const read: Waiting = { url, headers, digest, fieldsUrl, signal, resolve, reject };
    if (!worker) {
      readOnPage(read);
      return;
    }
    const id = ++lastId;
    const lane = laneOf(signal);
    if (signal) {
      const giveUp = () => {
        if (!waiting.delete(id)) return;
        postToWorker({ cancel: id, lane });
        reject(abortError());
      };
      signal.addEventListener('abort', giveUp, { once: true });
      // A load's thousands of reads share its signal: each lets go of it once settled.
      const letGo = () => signal.removeEventListener('abort', giveUp);
      read.resolve = (outcome) => (letGo(), resolve(outcome));
      read.reject = (error) => (letGo(), reject(error));
    }
    waiting.set(id, read);
    postToWorker({ id, url, headers, lane, pool: getRequestPool(), ...(digest ? { digest } : {}), ...(fieldsUrl ? { fieldsUrl } : {}), ...(batch ? { batch } : {}) });
  });
}
