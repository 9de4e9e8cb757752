import { figuresOf, loadingProgressOf, missingPartsText, partialLoadError, type PartialLoad } from './PartsList';

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

test("parts failing, named: the screen's load-error text with the server's message, how many failed, and which (the first few, then +N more)", () => {
  const state = load({
    failed: ['a', 'b', 'c', 'd', 'e'],
    missing: [
      { label: 'Green Valley Villas', error: new Error('Timeout') },
      { label: 'Plinth beam (Sai Residency)', error: new Error('Busy') },
      { label: 'Lakeside Clinic', error: new Error('Timeout') },
      { label: 'Gadag Cold Storage', error: new Error('Timeout') },
      { label: 'Hampi Visitor Centre', error: new Error('Timeout') },
    ],
  });
  expect(partialLoadError(state, texts)).toEqual({
    title: 'Connection Error',
    message: 'Failed: Timeout',
    details: ['Failed: Busy', '5 parts failed', 'Missing: Green Valley Villas, Plinth beam (Sai Residency), Lakeside Clinic +2 more'],
    onRetry: state.retryFailed,
    retrying: false,
  });
  expect(missingPartsText(['A', 'B'])).toBe('Missing: A, B');
});

test('while rows still arrive, failed parts are told only once the load has finished', () => {
  expect(partialLoadError(load({ complete: false, failed: ['a'], missing: [{ label: 'A', error: new Error('x') }] }), texts)).toBeNull();
});

test('the figures a stat grid may claim: none before rows arrive, so far while they do, incomplete when parts failed', () => {
  expect(figuresOf(load({ isPending: true }), 0)).toBe('unknown');
  expect(figuresOf(load({ error: new Error('offline') }), 0)).toBe('unknown');
  expect(figuresOf(load({ complete: false }), 0)).toBe('unknown');
  expect(figuresOf(load({ complete: false }), 12)).toBe('loading');
  expect(figuresOf(load({ complete: true, failed: ['a'] }), 12)).toBe('incomplete');
  expect(figuresOf(load({ complete: true }), 0)).toBe('known');
  expect(figuresOf(load({}), 3)).toBe('known');
  // Every part failed and nothing was read: no figure, not a ₹0.00 marked incomplete.
  expect(figuresOf(load({ complete: true, failed: ['a', 'b'], nothingLoaded: true }), 0)).toBe('unknown');
});
