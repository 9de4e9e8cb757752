/**
 * Digest reads (digests.ts), asked again only if changed. The dashboard reads its two largest lists every
 * 30 s for a count and a few figures: with the `years` seed 0.87 MB over the wire each time, compressed.
 * Where the provider tags an answer with an ETag, the thread that read it keeps the tag and the digest, in
 * memory only (ruling 35), and its next read of the same list for the same token asks with If-None-Match:
 * a 304 gives the kept digest, for a few hundred bytes. Sign-out forgets them (textReads.ts).
 *
 * A provider on another origin must allow If-None-Match in its CORS preflight; one that does not fails the
 * conditional read as a dropped connection would. That read is sent again plainly, and the list is not
 * asked conditionally again while the page is open.
 *
 * Where the edge offers it (config.json's `listFieldsUrl`), the list is read there instead, with only the
 * fields the digest reads (deploy/edgeReads.js): the same tag, a tenth of the bytes or less. An edge that
 * does not know that address (404, 405, 501), or gives no answer at all, has the list read from the API
 * whole, and, once the API has answered it, is not asked again.
 */
import { answerOf, isSuccess, successBody } from './answerBody';
import { DIGESTS, type DigestName } from './digests';
import { NOT_OFFERED_HERE, readTextHere, type ReadOutcome, type TextAnswer } from './textAnswer';

/** The digest of a sound answer; any other answer (a refusal, an HTML page, broken JSON) as it came, for the page to report. */
function digestOf(answer: TextAnswer, name: DigestName): ReadOutcome {
  if (isSuccess(answer.status)) {
    try {
      return { digest: DIGESTS[name].of(successBody(answerOf(answer))) };
    } catch {
      // An HTML page, broken JSON, no body: the page reads the answer itself and says what is wrong with it.
    }
  }
  return answer;
}

/** One thread's digest reads, with what it keeps for asking again. */
export function createDigestReads() {
  const kept = new Map<string, { etag: string; digest: unknown }>();
  /** Lists whose provider failed a conditional read that a plain one then got answered. */
  const askedPlainly = new Set<string>();
  /** Set once the edge has said it does not cut lists down: every list is read whole from then on. */
  let fieldsRefused = false;
  /** Counts the sign-outs: a read still on its way at one keeps nothing when it answers. */
  let session = 0;

  /** The digest of the list at `url`, or the answer that gave none, with `fieldsUrl` the same list cut down at the edge. */
  async function read(url: string, headers: Record<string, string>, name: DigestName, fieldsUrl?: string): Promise<ReadOutcome> {
    if (!fieldsUrl || fieldsRefused) return readFrom(url, headers, name);
    let cutDown: ReadOutcome | null;
    try {
      cutDown = await readFrom(fieldsUrl, headers, name);
    } catch {
      // No answer: the edge closes the connection on a list too large to hold (deploy/edgeReads.js).
      cutDown = null;
    }
    if (cutDown && ('digest' in cutDown || !NOT_OFFERED_HERE.has(cutDown.status))) return cutDown;
    const whole = await readFrom(url, headers, name);
    if ('digest' in whole) fieldsRefused = true;
    return whole;
  }

  async function readFrom(url: string, headers: Record<string, string>, name: DigestName): Promise<ReadOutcome> {
    const key = `${name} ${headers.Authorization ?? ''} ${url}`;
    const last = askedPlainly.has(url) ? undefined : kept.get(key);
    const readIn = session;
    let answer: TextAnswer;
    if (last) {
      try {
        answer = await readTextHere(url, { ...headers, 'If-None-Match': last.etag }, { withTag: true });
      } catch {
        answer = await readTextHere(url, headers);
        askedPlainly.add(url);
      }
      if (answer.status === 304) return { digest: last.digest };
    } else {
      answer = await readTextHere(url, headers, { withTag: true });
    }
    const outcome = digestOf(answer, name);
    if (readIn !== session) return outcome;
    if ('digest' in outcome && answer.etag && !askedPlainly.has(url)) kept.set(key, { etag: answer.etag, digest: outcome.digest });
    else kept.delete(key);
    return outcome;
  }

  function forget() {
    session += 1;
    kept.clear();
  }

  return { read, forget };
}
