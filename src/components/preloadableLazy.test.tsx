import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadableLazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading…</p>}>{element}</Suspense>);
}

test('preloaded, it renders at once: no fallback is ever shown', async () => {
  const Lazy = preloadableLazy(() => Promise.resolve({ default: Greeting }));
  await Lazy.preload();
  renderInSuspense(<Lazy name="Ravi" />);
  expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

test('not preloaded, it shows the fallback until its code comes, and loads it once', async () => {
  const load = vi.fn(() => Promise.resolve({ default: Greeting }));
  const Lazy = preloadableLazy(load);
  renderInSuspense(<Lazy name="Asha" />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  await Lazy.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed preload is tried again on the next preload', async () => {
  const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Greeting });
  const Lazy = preloadableLazy(load);
  await expect(Lazy.preload()).rejects.toThrow('offline');
  await Lazy.preload();
  expect(load).toHaveBeenCalledTimes(2);
  renderInSuspense(<Lazy name="Meena" />);
  expect(screen.getByText('Hello Meena')).toBeInTheDocument();
});
