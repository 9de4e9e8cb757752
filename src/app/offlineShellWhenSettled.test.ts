/**
 * The offline shell (its code, and the service worker whose install fetches every file of the build) is
 * loaded and started only once the opened screen's requests have been done for a while: a first visit's
 * reads do not share the line with it.
 */
import { HttpResponse } from 'msw';
import { holdRequests } from '../../tests/holdRequests';
import { getJson } from '@/api/http';
import { installHttpAuth } from '@/api/httpSettings';
import { SETTLED_AFTER_MS, startOfflineShellWhenSettled } from './offlineShellWhenSettled';

beforeEach(() => {
  installHttpAuth({ getToken: () => null, onSessionRejected: () => {} });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => vi.useRealTimers());

test("loads and starts the shell only once the screen's reads have been done for a while", async () => {
  const startOfflineShell = vi.fn();
  const load = vi.fn(async () => ({ startOfflineShell }));
  const release = holdRequests('get', '/test/first-read', () => HttpResponse.json({ success: true }));
  const read = getJson('/test/first-read');
  const started = startOfflineShellWhenSettled({ worker: true }, load);

  await vi.advanceTimersByTimeAsync(30_000);
  expect(load).not.toHaveBeenCalled();

  release();
  await read;
  await vi.advanceTimersByTimeAsync(SETTLED_AFTER_MS - 1);
  expect(load).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await started;
  expect(load).toHaveBeenCalledTimes(1);
  expect(startOfflineShell).toHaveBeenCalledWith({ worker: true });
});

test("waits for the opened screen's first reads to start, however long its code takes", async () => {
  const startOfflineShell = vi.fn();
  const load = vi.fn(async () => ({ startOfflineShell }));
  let readsStarted = () => {};
  const opening = new Promise<void>((resolve) => (readsStarted = resolve));
  const started = startOfflineShellWhenSettled({ worker: true, opening }, load);

  await vi.advanceTimersByTimeAsync(30_000);
  expect(load).not.toHaveBeenCalled();

  readsStarted();
  await vi.advanceTimersByTimeAsync(SETTLED_AFTER_MS);
  await started;
  expect(load).toHaveBeenCalledTimes(1);
});
