/**
 * The reads' thread: sends each GET it is given and posts the answers back, those that arrived together
 * in one message, so the page handles a burst of answers in one task. A read that asks for a digest
 * (digests.ts) gets the digest of a sound answer instead of its text; any other answer goes back whole, for
 * the page to read and report as it reads every answer.
 */
import { answerOf, isSuccess, successBody } from './answerBody';
import { DIGESTS, type DigestName } from './digests';
import { readTextHere, type TextAnswer } from './textAnswer';

export interface TextReadRequest {
  id: number;
  url: string;
  headers: Record<string, string>;
  digest?: DigestName;
}

export type TextReadReply = { id: number; answer: TextAnswer } | { id: number; digest: unknown } | { id: number; failure: string };

/** What the thread posts: a batch of replies; the first, sent as soon as it runs, is empty (textReads.ts waits for it). */
export type TextReadReplies = TextReadReply[];

const scope = self as unknown as { onmessage: ((event: MessageEvent<TextReadRequest>) => void) | null; postMessage: (message: TextReadReplies) => void };

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

function replyOf(id: number, answer: TextAnswer, digest: DigestName | undefined): TextReadReply {
  if (digest && isSuccess(answer.status)) {
    try {
      return { id, digest: DIGESTS[digest](successBody(answerOf(answer))) };
    } catch {
      // An HTML page, broken JSON, no body: the page reads the answer itself and says what is wrong with it.
    }
  }
  return { id, answer };
}

scope.onmessage = ({ data: { id, url, headers, digest } }) => {
  readTextHere(url, headers).then(
    (answer) => reply(replyOf(id, answer, digest)),
    (error: unknown) => reply({ id, failure: error instanceof Error ? error.message : String(error) }),
  );
};

// Running: the page sends its reads from here from now on.
scope.postMessage([]);
