import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { lazyDialog } from './lazyDialog';

function Export({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Export">
      <button onClick={onClose}>Done</button>
    </div>
  );
}

test('while its code loads a bar says it is opening; then the dialog shows', async () => {
  let arrive: (component: typeof Export) => void = () => {};
  const ExportDialog = lazyDialog(() => new Promise<typeof Export>((resolve) => (arrive = resolve)));
  render(<ExportDialog onClose={() => {}} />);
  expect(await screen.findByRole('progressbar', { name: 'Opening…' })).toBeInTheDocument();
  arrive(Export);
  expect(await screen.findByRole('dialog', { name: 'Export' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('code that cannot be loaded is said, with Retry that loads it again and Close', async () => {
  // React reports the failed load on the console; the screen is what is checked here.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  onTestFinished(() => quiet.mockRestore());
  const load = vi.fn<() => Promise<typeof Export>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Export);
  const ExportDialog = lazyDialog(load);
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<ExportDialog onClose={onClose} />);
  const failed = await screen.findByRole('dialog', { name: 'Could not open' });
  expect(failed).toHaveTextContent('This part of the app could not be loaded. Check the connection and try again.');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('dialog', { name: 'Export' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
