import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { isStaleBundleError, RouteErrorPage } from './RouteErrorPage';

function Broken({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '/', element: <Broken error={error} />, errorElement: <RouteErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

test('a screen that throws shows the error and a way out instead of a blank page', () => {
  renderFailing(new Error('Cannot read properties of undefined'));
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
});

test('a screen file missing after a deploy asks for a reload', () => {
  renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/UsersPage-abc.js'));
  expect(screen.getByRole('heading', { name: 'A new version of the app is available' })).toBeInTheDocument();
});

test('stale-bundle errors are told apart from others', () => {
  expect(isStaleBundleError(new Error('Importing a module script failed.'))).toBe(true);
  expect(isStaleBundleError(new Error('boom'))).toBe(false);
});
