import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyReadFailed, NEEDS_CONNECTION_TEXT, notLoadedText, QueryError, type ReadState } from './QueryError';

const read = (over: Partial<ReadState> = {}): ReadState => ({ isError: false, isFetching: false, error: null, refetch: vi.fn(), ...over });

test('says nothing while the read has not failed', () => {
  const { container } = render(<QueryError query={read()} message="Roles could not be loaded." />);
  expect(container).toBeEmptyDOMElement();
});

test('says the read failed in the given words, made from the error when asked, and Retry reads again', async () => {
  const failed = read({ isError: true, error: new Error('boom') });
  const { rerender } = render(<QueryError query={failed} message={(error) => `Failed: ${(error as Error).message}`} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed: boom');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(failed.refetch).toHaveBeenCalledTimes(1);
  rerender(<QueryError query={{ ...failed, isFetching: true }} message={notLoadedText('Roles')} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Roles could not be loaded.');
  expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
});

test('anyReadFailed is true once one of the reads failed, or waits offline for its first answer', () => {
  expect(anyReadFailed(read(), undefined)).toBe(false);
  expect(anyReadFailed(read(), read({ isError: true }))).toBe(true);
  expect(anyReadFailed(read({ isPending: true, fetchStatus: 'fetching' }))).toBe(false);
  expect(anyReadFailed(read({ isPending: true, fetchStatus: 'paused' }))).toBe(true);
  // Kept data read again offline: the refetch is paused, but there is data to use.
  expect(anyReadFailed(read({ isPending: false, fetchStatus: 'paused' }))).toBe(false);
});

test('a first read waiting offline says it needs a connection, naming what it reads where told, with Retry', async () => {
  const waiting = read({ isPending: true, fetchStatus: 'paused' });
  const { rerender } = render(<QueryError query={waiting} message="Roles could not be loaded." />);
  expect(screen.getByRole('alert')).toHaveTextContent(NEEDS_CONNECTION_TEXT);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(waiting.refetch).toHaveBeenCalledTimes(1);
  rerender(<QueryError query={waiting} what="Roles" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Roles could not be loaded: this needs a connection.');
  rerender(<QueryError query={read({ isError: true })} what="Roles" />);
  expect(screen.getByRole('alert')).toHaveTextContent(/^Roles could not be loaded\.Retry$/);
  rerender(<QueryError query={waiting} what="Labour profiles" message="Failed to load labour profiles" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Labour profiles could not be loaded: this needs a connection.');
  rerender(<QueryError query={{ ...waiting, fetchStatus: 'fetching' }} message="Roles could not be loaded." />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
