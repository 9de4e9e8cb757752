import { loadingProgressOf, partialLoadError, type PartialLoad } from './PartsList';

const texts = { title: 'Connection Error', failed: (error: unknown) => `Failed: ${(error as Error).message}`, partsFailed: (n: number) => `${n} parts failed` };
const load = (over: Partial<PartialLoad>): PartialLoad => ({
  isPending: false,
  error: null,
  refetch: vi.fn(),
  refetching: false,
  failed: [],
  retryFailed: vi.fn(),
  retrying: false,
  ...over,
});

test('the whole read failing: its text under the title, and Retry reads it all again', () => {
  const state = load({ error: new Error('offline'), refetching: true });
  expect(partialLoadError(state, texts)).toEqual({ title: 'Connection Error', message: 'Failed: offline', onRetry: state.refetch, retrying: true });
});

test('some parts failing: how many, and Retry reads those parts only', () => {
  const state = load({ failed: ['a', 'b'] });
  expect(partialLoadError(state, texts)).toEqual({ message: '2 parts failed', onRetry: state.retryFailed, retrying: false });
});

test('everything loaded: no error', () => {
  expect(partialLoadError(load({}), texts)).toBeNull();
});

test("a load's counts become the bar's fill and words, none before the first count", () => {
  const text = (done: number, total: number) => `Loading: ${done} of ${total} requests`;
  expect(loadingProgressOf(() => null, text)()).toBeNull();
  expect(loadingProgressOf(() => ({ done: 0, total: 0 }), text)()).toBeNull();
  expect(loadingProgressOf(() => ({ done: 30, total: 120 }), text)()).toEqual({ value: 25, text: 'Loading: 30 of 120 requests' });
});
