/**
 * The reads' thread: sends the GETs it is given, at most `pool` of each lane at once (a lane is a load's,
 * see textReads.ts), the others waiting in the order they came, and posts the answers back, those that
 * arrived together in one message, so the page handles a burst of answers in one task. The next read starts
 * here the moment one answers, not when the page next has a moment: at 20 ms an answer, waiting for the
 * page had the salary load at 1.6 times its floor. A read that asks for a digest (digests.ts) gets the
 * digest of a sound answer instead of its text, asked again only if changed (digestReads.ts); any other
 * answer goes back whole, for the page to read and report as it reads every answer. A read the page has
 * given up before it was sent is not sent.
 *
 * A read that names the edge's batch address (`batch`, readsBatch.ts) goes with the other such reads of
 * its lane waiting at that moment, in one request: two batches of a lane at once, each holding half its
 * pool, so that the provider still has at most `pool` of the lane's reads at once. A batch that gets no
 * sound answer sends its reads again one by one; an edge that does not offer batches is not asked again.
 */
import { createDigestReads } from './digestReads';
import type { DigestName } from './digests';
import { BatchRefused, batchShape, readBatch } from './readsBatch';
import { NOT_OFFERED_HERE, readTextHere, type ReadOutcome, type TextAnswer } from './textAnswer';

export interface TextReadRequest {
  id: number;
  url: string;
  headers: Record<string, string>;
  digest?: DigestName;
  /** With `digest`, the same list read at the edge with only the fields the digest reads. */
  fieldsUrl?: string;
  /** The lane it goes in, and how many reads of that lane may be under way at once (config.json's requestPool). */
  lane: number;
  pool: number;
  /** The edge's batch address, and the read's path under the API, where it may go in a batch. */
  batch?: { url: string; path: string };
}

/** What the page posts: a read, one it no longer wants, or that the session ended (forget what the digest reads kept). */
export type TextReadMessage = TextReadRequest | { cancel: number; lane: number } | { forget: true };

/** What the page posts at once: its messages of one moment, in order (textReads.ts). */
export type TextReadMessages = TextReadMessage[];

export type TextReadReply = { id: number; answer: TextAnswer } | { id: number; digest: unknown } | { id: number; failure: string };

/** What the thread posts: a batch of replies; the first, sent as soon as it runs, is empty (textReads.ts waits for it). */
export type TextReadReplies = TextReadReply[];

const scope = self as unknown as { onmessage: ((event: MessageEvent<TextReadMessages>) => void) | null; postMessage: (message: TextReadReplies) => void };

let replies: TextReadReplies = [];
let flushing = false;

function reply(message: TextReadReply) {
  replies.push(message);
  if (flushing) return;
  flushing = true;
  setTimeout(() => {
    flushing = false;
    scope.postMessage(replies);
    replies = [];
  }, 0);
}

const digestReads = createDigestReads();

const replyOf = (id: number, outcome: ReadOutcome): TextReadReply => ('digest' in outcome ? { id, digest: outcome.digest } : { id, answer: outcome });

interface Lane {
  id: number;
  /** How much of the lane's pool is in use: one for each read sent alone, its share for each batch. */
  running: number;
  /** Reads not yet sent, by id, in the order they came. */
  queued: Map<number, TextReadRequest>;
}
const lanes = new Map<number, Lane>();
/** Set once the edge has said it does not answer batches: every read goes alone from then on. */
let batchesRefused = false;

function finished(lane: Lane, used: number) {
  lane.running -= used;
  sendWhatFits(lane);
}

function send(lane: Lane, { id, url, headers, digest, fieldsUrl }: TextReadRequest) {
  lane.running += 1;
  (digest ? digestReads.read(url, headers, digest, fieldsUrl) : readTextHere(url, headers))
    .then(
      (outcome) => reply(replyOf(id, outcome)),
      (error: unknown) => reply({ id, failure: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => finished(lane, 1));
}

const batchKey = (read: TextReadRequest) => `${read.batch?.url} ${read.headers.Authorization ?? ''}`;

/** `first` and the reads waiting behind it that can go in its batch (same address, same token), taken off the queue. */
function takeBatch(lane: Lane, first: TextReadRequest, size: number): TextReadRequest[] {
  const key = batchKey(first);
  const taken: TextReadRequest[] = [];
  for (const read of lane.queued.values()) {
    if (taken.length === size) break;
    if (!read.batch || read.digest || batchKey(read) !== key) continue;
    lane.queued.delete(read.id);
    taken.push(read);
  }
  return taken;
}

function sendBatch(lane: Lane, reads: TextReadRequest[], share: number) {
  lane.running += share;
  const [{ batch, headers }] = reads;
  readBatch(batch!.url, headers, share, reads.map((read) => read.batch!.path))
    .then(
      (answers) => answers.forEach((answer, i) => reply(answer ? { id: reads[i].id, answer } : { id: reads[i].id, failure: 'The edge could not read it' })),
      (error: unknown) => {
        if (error instanceof BatchRefused && NOT_OFFERED_HERE.has(error.status)) batchesRefused = true;
        // Each read again, alone and first in line: each then fails or is answered by itself.
        lane.queued = new Map([...reads.map((read): [number, TextReadRequest] => [read.id, { ...read, batch: undefined }]), ...lane.queued]);
      },
    )
    .finally(() => finished(lane, share));
}

function sendWhatFits(lane: Lane) {
  for (const read of lane.queued.values()) {
    if (lane.running >= read.pool) return;
    if (read.batch && !read.digest && !batchesRefused) {
      const { share, size } = batchShape(read.pool);
      if (lane.running + share > read.pool) return;
      sendBatch(lane, takeBatch(lane, read, size), share);
      continue;
    }
    lane.queued.delete(read.id);
    send(lane, read);
  }
  if (lane.running === 0) lanes.delete(lane.id);
}

/** Takes one message in; returns the lane a read joined. */
function handle(message: TextReadMessage): Lane | undefined {
  if ('forget' in message) {
    digestReads.forget();
    return undefined;
  }
  if ('cancel' in message) {
    lanes.get(message.lane)?.queued.delete(message.cancel);
    return undefined;
  }
  let lane = lanes.get(message.lane);
  if (!lane) lanes.set(message.lane, (lane = { id: message.lane, running: 0, queued: new Map() }));
  lane.queued.set(message.id, message);
  return lane;
}

// The messages of one moment are all taken in before any read is sent: the reads that came together go
// in the same batches, and one given up in the same message is never sent.
scope.onmessage = ({ data }) => {
  const joined = new Set<Lane>();
  for (const message of data) {
    const lane = handle(message);
    if (lane) joined.add(lane);
  }
  joined.forEach(sendWhatFits);
};

// Running: the page sends its reads from here from now on.
scope.postMessage([]);
