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
 * The thread is a shared worker where the browser has them, else a dedicated one: the browser reports each
 * request of a dedicated worker to the page's main thread, about 0.2 ms of it per request on 2 cores, and
 * none of a shared worker's. The page posts its messages of one moment together.
 *
 * Reads given the same signal (a load's) share a lane; those given none share one lane. Wherever they are
 * sent from, at most config.json's `requestPool` reads of a lane are under way at once; the others wait, in
 * the order they came. A caller with many reads hands over twice that many (`readsToHandOver`), so that the
 * next read is already waiting where it is sent from when one answers.
 */
import { READS_WORKER_START_MS } from '@/config/constants';
import { getRequestPool, MOCK_BUILD } from '@/config/env';
import { createRequestPool } from '@/lib/requestPool';
import type { DigestName } from './digests';
import { createDigestReads } from './digestReads';
import { readTextHere, type ReadOutcome, type TextAnswer } from './textAnswer';
import type { TextReadMessage, TextReadMessages, TextReadReplies } from './textReads.worker';

/** How many reads a caller with many of them keeps handed over at once: twice as many as may be under way. */
export const readsToHandOver = (): number => 2 * getRequestPool();

interface ReadOptions {
  /** The digest given instead of a sound answer's text (digestReads.ts). */
  digest?: DigestName;
  /** Aborting it gives the read up: one not yet sent is not sent, and the read rejects with an AbortError. */
  signal?: AbortSignal;
}

interface Waiting extends ReadOptions {
  url: string;
  headers: Record<string, string>;
  resolve: (outcome: ReadOutcome) => void;
  reject: (error: Error) => void;
}

const waiting = new Map<number, Waiting>();
let lastId = 0;
/** The reads' thread as the page talks to it, shared or dedicated. */
interface ReadsThread {
  post(messages: TextReadMessages): void;
  stop(): void;
}
/** undefined until first needed; null once the page reads by itself. */
let worker: ReadsThread | null | undefined;
/** The messages for the thread posted since the last moment; sent together (`postToWorker`). */
let outbox: TextReadMessage[] = [];

function postToWorker(message: TextReadMessage) {
  if (outbox.length === 0) {
    queueMicrotask(() => {
      const messages = outbox;
      outbox = [];
      worker?.post(messages);
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
    return read.digest ? pageDigestReads.read(read.url, read.headers, read.digest) : readTextHere(read.url, read.headers);
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
  worker?.stop();
  worker = null;
  outbox = [];
  const left = [...waiting.values()];
  waiting.clear();
  left.forEach(readOnPage);
}

/** Settles the reads of a batch of replies; the first batch, empty, says the thread runs. */
function settle(replies: TextReadReplies) {
  for (const reply of replies) {
    const read = waiting.get(reply.id);
    if (!read) continue;
    waiting.delete(reply.id);
    if ('answer' in reply) read.resolve(reply.answer);
    else if ('digest' in reply) read.resolve({ digest: reply.digest });
    else read.reject(new TypeError(reply.failure));
  }
}

/** The reads' thread, shared where the browser can run one; what it posts comes through `port`, a failure to start through `started`. */
function newThread(): { started: AbstractWorker; port: MessagePort | Worker; thread: ReadsThread } | null {
  if (typeof SharedWorker === 'function') {
    try {
      const shared = new SharedWorker(new URL('./textReads.worker.ts', import.meta.url), { type: 'module', name: 'api-reads' });
      return { started: shared, port: shared.port, thread: { post: (messages) => shared.port.postMessage(messages), stop: () => shared.port.close() } };
    } catch {
      // Refused here (a sandboxed frame, a policy): a dedicated one may still start.
    }
  }
  if (typeof Worker === 'function') {
    const dedicated = new Worker(new URL('./textReads.worker.ts', import.meta.url), { type: 'module', name: 'api-reads' });
    return { started: dedicated, port: dedicated, thread: { post: (messages) => dedicated.postMessage(messages), stop: () => dedicated.terminate() } };
  }
  return null;
}

function startWorker(): ReadsThread | null {
  if (MOCK_BUILD) return null;
  try {
    const made = newThread();
    if (!made) return null;
    const startLimit = setTimeout(giveUpWorker, READS_WORKER_START_MS);
    made.port.onmessage = ({ data }: MessageEvent<TextReadReplies>) => {
      clearTimeout(startLimit);
      settle(data);
    };
    made.started.onerror = made.port.onmessageerror = () => {
      clearTimeout(startLimit);
      giveUpWorker();
    };
    return made.thread;
  } catch {
    return null;
  }
}

/**
 * A GET's answer; rejects, as `fetch` does, when no answer came. With `digest`, the digest of a sound answer
 * instead, worked out where the read was sent from, and asked again only if changed (digestReads.ts).
 */
export function readText(url: string, headers: Record<string, string>, options?: { signal?: AbortSignal }): Promise<TextAnswer>;
export function readText(url: string, headers: Record<string, string>, options?: ReadOptions): Promise<ReadOutcome>;
export function readText(url: string, headers: Record<string, string>, { digest, signal }: ReadOptions = {}): Promise<ReadOutcome> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (worker === undefined) worker = startWorker();
  return new Promise((resolve, reject) => {
    const read: Waiting = { url, headers, digest, signal, resolve, reject };
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
    postToWorker({ id, url, headers, lane, pool: getRequestPool(), ...(digest ? { digest } : {}) });
  });
}
