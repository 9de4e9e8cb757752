import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';
import { useToastStore } from './toastStore';
import { useDeleteFlow, type DeleteFlowOptions } from './useDeleteFlow';

interface Thing {
  id: string;
  name: string;
}

/** A deferred write, so the test decides when it settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function ThingList({ options }: { options: Omit<DeleteFlowOptions<Thing>, 'question' | 'errorText'> }) {
  const deletion = useDeleteFlow<Thing>({
    question: (thing) => `Delete ${thing.name}?`,
    errorText: (error) => `Could not delete: ${(error as Error).message}`,
    ...options,
  });
  return (
    <>
      <button onClick={() => deletion.ask({ id: 't1', name: 'Cement' })}>Delete Cement</button>
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}

const toast = () => useToastStore.getState().current;

test('asks first; Cancel closes without a call', async () => {
  const user = userEvent.setup();
  const remove = vi.fn(() => Promise.resolve());
  render(<ThingList options={{ remove, busy: false }} />);
  await user.click(screen.getByRole('button', { name: 'Delete Cement' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Cement?');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).not.toHaveBeenCalled();
});

test('confirming runs the write once, locks while it runs, then toasts the success and closes', async () => {
  const user = userEvent.setup();
  const write = deferred();
  const remove = vi.fn(() => write.promise);
  const onDeleted = vi.fn();
  const { rerender } = render(<ThingList options={{ remove, busy: false, successText: (t) => `${t.name} deleted`, onDeleted }} />);
  await user.click(screen.getByRole('button', { name: 'Delete Cement' }));
  const confirm = await screen.findByRole('button', { name: 'Delete' });
  await user.dblClick(confirm);
  expect(remove).toHaveBeenCalledTimes(1);
  expect(remove).toHaveBeenCalledWith({ id: 't1', name: 'Cement' });

  // The screen passes its mutation's pending state: the buttons lock.
  rerender(<ThingList options={{ remove, busy: true, successText: (t) => `${t.name} deleted`, onDeleted }} />);
  expect(screen.getByRole('button', { name: 'Working...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  write.resolve();
  rerender(<ThingList options={{ remove, busy: false, successText: (t) => `${t.name} deleted`, onDeleted }} />);
  await waitFor(() => expect(toast()).toMatchObject({ message: 'Cement deleted', severity: 'success' }));
  expect(onDeleted).toHaveBeenCalledWith({ id: 't1', name: 'Cement' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a failure tells its error text and closes; nothing is reported deleted', async () => {
  const user = userEvent.setup();
  const onDeleted = vi.fn();
  render(<ThingList options={{ remove: () => Promise.reject(new Error('in use')), busy: false, successText: () => 'deleted', onDeleted }} />);
  await user.click(screen.getByRole('button', { name: 'Delete Cement' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(toast()).toMatchObject({ message: 'Could not delete: in use', severity: 'error' }));
  expect(onDeleted).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a screen with its own message line receives the outcome instead of the toast', async () => {
  const user = userEvent.setup();
  const notify = { success: vi.fn(), error: vi.fn() };
  render(<ThingList options={{ remove: () => Promise.reject(new Error('offline')), busy: false, notify }} />);
  await user.click(screen.getByRole('button', { name: 'Delete Cement' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not delete: offline'));
  expect(toast()).toBeNull();
});
