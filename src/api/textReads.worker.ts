/**
 * The reads' thread: sends the GETs it is given, at most `pool` of each lane at once (a lane is a load's,
 * see textReads.ts), the others waiting in the order they came, and posts the answers back, those that
 * arrived together in one message, so the page handles a burst of answers in one task. The next read starts
 * here the moment one answers, not when the page next has a moment: at 20 ms an answer, waiting for the
 * page had the salary load at 1.6 times its floor. A read that asks for a digest (digests.ts) gets the
 * digest of a sound answer instead of its text, asked again only if changed (digestReads.ts); any other
 * answer goes back whole, for the page to read and report as it reads every answer. A read the page has
 * given up before it was sent is not sent.
 */
import { createDigestReads } from './digestReads';
import type { DigestName } from './digests';
import { readTextHere, type ReadOutcome, type TextAnswer } from './textAnswer';

export interface TextReadRequest {
  id: number;
  url: string;
  headers: Record<string, string>;
  digest?: DigestName;
  /** The lane it goes in, and how many reads of that lane may be under way at once (config.json's requestPool). */
  lane: number;
  pool: number;
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
  running: number;
  /** Reads not yet sent, by id, in the order they came. */
  queued: Map<number, TextReadRequest>;
}
const lanes = new Map<number, Lane>();

function send(lane: Lane, { id, url, headers, digest }: TextReadRequest) {
  lane.running += 1;
  (digest ? digestReads.read(url, headers, digest) : readTextHere(url, headers))
    .then(
      (outcome) => reply(replyOf(id, outcome)),
      (error: unknown) => reply({ id, failure: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      lane.running -= 1;
      sendWhatFits(lane);
    });
}

function sendWhatFits(lane: Lane) {
  for (const read of lane.queued.values()) {
    if (lane.running >= read.pool) return;
    lane.queued.delete(read.id);
    send(lane, read);
  }
  if (lane.running === 0) lanes.delete(lane.id);
}

function handle(message: TextReadMessage) {
  if ('forget' in message) {
    digestReads.forget();
    return;
  }
  if ('cancel' in message) {
    lanes.get(message.lane)?.queued.delete(message.cancel);
    return;
  }
  let lane = lanes.get(message.lane);
  if (!lane) lanes.set(message.lane, (lane = { id: message.lane, running: 0, queued: new Map() }));
  lane.queued.set(message.id, message);
  sendWhatFits(lane);
}

scope.onmessage = ({ data }) => data.forEach(handle);

// Running: the page sends its reads from here from now on.
scope.postMessage([]);
