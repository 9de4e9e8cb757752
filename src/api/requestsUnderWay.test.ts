/**
 * Every request of the HTTP client and of the reads' path counts as under way until it settles, answered
 * or failed, and a wait for quiet ends only once none has been under way for the whole quiet time.
 */
import { HttpResponse } from 'msw';
import { holdRequests } from '../../tests/holdRequests';
import { getJson, http } from './http';
import { installHttpAuth } from './httpSettings';
import { whenNoRequestFor } from './requestsUnderWay';

beforeEach(() => {
  installHttpAuth({ getToken: () => null, onSessionRejected: () => {} });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => vi.useRealTimers());

/** Whether the promise has settled once the clock has moved on by `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

test('resolves once neither a call of the client nor a read has been under way for the quiet time', async () => {
  const releaseWrite = holdRequests('post', '/test/write', () => HttpResponse.json({ success: true }));
  const releaseRead = holdRequests('get', '/test/read', () => HttpResponse.json({ success: false }, { status: 500 }));
  const write = http.post('/test/write', {});
  const read = getJson('/test/read').catch((error: unknown) => error);
  const quiet = whenNoRequestFor(2_000);

  expect(await settledAfter(quiet, 5_000)).toBe(false);
  // A read that fails is done too.
  releaseRead();
  expect(await read).toMatchObject({ status: 500 });
  expect(await settledAfter(quiet, 5_000)).toBe(false);

  releaseWrite();
  await write;
  expect(await settledAfter(quiet, 1_999)).toBe(false);
  expect(await settledAfter(quiet, 1)).toBe(true);
});

test('a request that starts within the quiet time starts the wait again', async () => {
  const quiet = whenNoRequestFor(2_000);
  expect(await settledAfter(quiet, 1_500)).toBe(false);

  const release = holdRequests('get', '/test/read', () => HttpResponse.json({ success: true }));
  const read = getJson('/test/read');
  expect(await settledAfter(quiet, 3_000)).toBe(false);
  release();
  await read;
  expect(await settledAfter(quiet, 1_999)).toBe(false);
  expect(await settledAfter(quiet, 1)).toBe(true);
});

test('with nothing under way, resolves after the quiet time', async () => {
  const quiet = whenNoRequestFor(2_000);
  expect(await settledAfter(quiet, 1_999)).toBe(false);
  expect(await settledAfter(quiet, 1)).toBe(true);
});
