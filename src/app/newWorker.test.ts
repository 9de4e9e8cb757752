/**
 * The reload of a new build is offered once the new build's worker controls the page, or once it is clear
 * that none will, and at the latest after the limit.
 */
import { NEW_WORKER_LIMIT_MS, whenNewWorkerInCharge, type WorkerContainer } from '@/app/newWorker';
import { advanceBy, useFakeTimeouts } from '../../tests/timers';

/** A worker of the registration, whose state the test moves on. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A stand-in for navigator.serviceWorker: its registration after the update holds `incoming` (or nothing new). */
function container({ incoming, as = 'installing' }: { incoming?: FakeWorker; as?: 'installing' | 'waiting' } = {}) {
  const events = new EventTarget();
  const fake = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    getRegistration: async () => ({ installing: as === 'installing' ? (incoming ?? null) : null, waiting: as === 'waiting' ? (incoming ?? null) : null }),
    takeOver: () => events.dispatchEvent(new Event('controllerchange')),
  };
  return fake as unknown as WorkerContainer & { takeOver: () => void };
}

/** Whether the promise has settled by now (after the microtasks queued so far, and a few more). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}

beforeEach(() => useFakeTimeouts());

test('waits through the install, and resolves when the new worker takes control of the page', async () => {
  const incoming = new FakeWorker();
  const workers = container({ incoming });
  const update = vi.fn(async () => undefined);
  const inCharge = whenNewWorkerInCharge(workers, update);
  expect(update).toHaveBeenCalledTimes(1);
  await advanceBy(NEW_WORKER_LIMIT_MS - 1);
  incoming.become('installed');
  expect(await settled(inCharge)).toBe(false);
  workers.takeOver();
  expect(await settled(inCharge)).toBe(true);
});

test('a worker found waiting: resolves when it takes control', async () => {
  const incoming = new FakeWorker();
  incoming.state = 'installed';
  const workers = container({ incoming, as: 'waiting' });
  const inCharge = whenNewWorkerInCharge(workers, async () => undefined);
  expect(await settled(inCharge)).toBe(false);
  workers.takeOver();
  expect(await settled(inCharge)).toBe(true);
});

test('resolves at once when the update finds no new worker, or fails', async () => {
  expect(await settled(whenNewWorkerInCharge(container(), async () => undefined))).toBe(true);
  expect(await settled(whenNewWorkerInCharge(container({ incoming: new FakeWorker() }), () => Promise.reject(new Error('offline'))))).toBe(true);
});

test('resolves when the new worker fails to install', async () => {
  const incoming = new FakeWorker();
  const inCharge = whenNewWorkerInCharge(container({ incoming }), async () => undefined);
  expect(await settled(inCharge)).toBe(false);
  incoming.become('redundant');
  expect(await settled(inCharge)).toBe(true);
});

test('resolves after the limit when the new worker never takes control', async () => {
  const inCharge = whenNewWorkerInCharge(container({ incoming: new FakeWorker() }), async () => undefined);
  await advanceBy(NEW_WORKER_LIMIT_MS - 1);
  expect(await settled(inCharge)).toBe(false);
  await advanceBy(1);
  expect(await settled(inCharge)).toBe(true);
});
