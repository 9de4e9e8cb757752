/**
 * The app's service worker, whose install fetches every file of the build, is registered only once the
 * opened screen's requests are done: a first visit's reads do not share the line with it.
 */
import { HttpResponse } from 'msw';
import { holdRequests } from '../../tests/holdRequests';
import { getJson } from '@/api/http';
import { installHttpAuth } from '@/api/httpSettings';
import { SETTLED_AFTER_MS, startOfflineShell } from './offlineShell';
import { READS_WORKER_SCOPE } from './readsWorkerScope';

const appWorker = vi.hoisted(() => ({ register: vi.fn(async () => undefined) }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    register = appWorker.register;
  },
}));
vi.mock('./appVersion', () => ({ watchForNewBuilds: () => () => undefined }));

const registerOwn = vi.fn(async () => undefined);

beforeEach(() => {
  installHttpAuth({ getToken: () => null, onSessionRejected: () => {} });
  appWorker.register.mockClear();
  registerOwn.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: { register: registerOwn }, configurable: true });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test("registers the app's worker, then the reads' own, once the screen's reads have been done for a while", async () => {
  const release = holdRequests('get', '/test/first-read', () => HttpResponse.json({ success: true }));
  const read = getJson('/test/first-read');
  startOfflineShell({ worker: true });

  await vi.advanceTimersByTimeAsync(30_000);
  expect(appWorker.register).not.toHaveBeenCalled();

  release();
  await read;
  await vi.advanceTimersByTimeAsync(SETTLED_AFTER_MS - 1);
  expect(appWorker.register).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(appWorker.register).toHaveBeenCalledTimes(1);
  expect(registerOwn).toHaveBeenCalledWith('/reads-sw.js', { scope: READS_WORKER_SCOPE });
});

test('a build with the mock registers no worker of its own', async () => {
  startOfflineShell({ worker: false });
  await vi.advanceTimersByTimeAsync(SETTLED_AFTER_MS * 2);
  expect(appWorker.register).not.toHaveBeenCalled();
  expect(registerOwn).not.toHaveBeenCalled();
});
