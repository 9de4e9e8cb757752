import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyReadFailed, notLoadedText, QueryError, type ReadState } from './QueryError';

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

test('anyReadFailed is true once one of the reads failed', () => {
  expect(anyReadFailed(read(), undefined)).toBe(false);
  expect(anyReadFailed(read(), read({ isError: true }))).toBe(true);
});
