import { screen } from '@testing-library/react';
import { renderApp } from '../renderApp';

test('admin signs in and lands on the dashboard', async () => {
  const { user } = renderApp('/login');
  await user.type(await screen.findByLabelText(/email/i), 'admin@sgkconstructions.in');
  await user.type(screen.getByLabelText(/^password/i), 'Admin@123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});
