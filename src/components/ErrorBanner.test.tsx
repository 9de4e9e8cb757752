import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBanner } from './ErrorBanner';

test('shows the title and message, and Retry in the words the screen gives', async () => {
  const onRetry = vi.fn();
  const { rerender } = render(<ErrorBanner title="Error Loading Dashboard" message="It failed" onRetry={onRetry} retryLabel="Try Again" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Error Loading Dashboard');
  expect(alert).toHaveTextContent('It failed');
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  rerender(<ErrorBanner message="It failed" onRetry={onRetry} />);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  rerender(<ErrorBanner message="It failed" onRetry={onRetry} retrying />);
  expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
});
