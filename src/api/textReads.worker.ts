/**
 * The reads' thread: sends each GET it is given and posts the answers back, those that arrived together
 * in one message, so the page handles a burst of answers in one task.
 */
import { readTextHere, type TextAnswer } from './textAnswer';

export interface TextReadRequest {
  id: number;
  url: string;
  headers: Record<string, string>;
}

export type TextReadReply = { id: number; answer: TextAnswer } | { id: number; failure: string };

const scope = self as unknown as { onmessage: ((event: MessageEvent<TextReadRequest>) => void) | null; postMessage: (message: TextReadReply[]) => void };

let replies: TextReadReply[] = [];
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

scope.onmessage = ({ data: { id, url, headers } }) => {
  readTextHere(url, headers).then(
    (answer) => reply({ id, answer }),
    (error: unknown) => reply({ id, failure: error instanceof Error ? error.message : String(error) }),
  );
};
