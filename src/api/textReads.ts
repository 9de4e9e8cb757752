/**
 * Where the API's plain GETs are sent from: a worker thread of their own where the page has one, else the
 * page itself. A fan-out's thousands of reads cost the page's main thread about 2 ms each when sent from
 * it (the browser's work to issue a request and take in its answer, measured with no script of ours around
 * it); from the worker the page only takes the answers in, in batches.
 *
 * A mock build reads on the page: the mock's service worker answers only the page's own requests. A worker
 * that cannot start (a deploy removed its file under an open page, a policy forbids it), or has not said it
 * runs within READS_WORKER_START_MS of being started, leaves its reads, and every later one, to the page.
 */
import { READS_WORKER_START_MS } from '@/config/constants';
import { MOCK_BUILD } from '@/config/env';
import type { DigestName } from './digests';
import { readTextHere, type TextAnswer } from './textAnswer';
import type { TextReadReplies, TextReadRequest } from './textReads.worker';

/** A read's answer; or, for a read that asked for a digest and got a sound answer on the reads' thread, that digest. */
export type ReadOutcome = TextAnswer | { digest: unknown };

interface Waiting extends Omit<TextReadRequest, 'id'> {
  resolve: (outcome: ReadOutcome) => void;
  reject: (error: Error) => void;
}

const waiting = new Map<number, Waiting>();
let lastId = 0;
/** undefined until first needed; null once the page reads by itself. */
let worker: Worker | null | undefined;

function readOnPage(read: Waiting) {
  readTextHere(read.url, read.headers).then(read.resolve, read.reject);
}

function giveUpWorker() {
  worker?.terminate();
  worker = null;
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
 * A GET's answer; rejects, as `fetch` does, when no answer came. With `digest`, the reads' thread gives that
 * digest of a sound answer instead (a read on the page always gives the answer: the caller digests it).
 */
export function readText(url: string, headers: Record<string, string>): Promise<TextAnswer>;
export function readText(url: string, headers: Record<string, string>, digest?: DigestName): Promise<ReadOutcome>;
export function readText(url: string, headers: Record<string, string>, digest?: DigestName): Promise<ReadOutcome> {
  if (worker === undefined) worker = startWorker();
  if (!worker) return readTextHere(url, headers);
  const target = worker;
  return new Promise((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, { url, headers, digest, resolve, reject });
    target.postMessage({ id, url, headers, ...(digest ? { digest } : {}) } satisfies TextReadRequest);
  });
}
