import { screen } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { expectScreen } from './helpers';

// One screen is taken back to "not built yet", so the placeholder keeps its test once every screen exists.
vi.mock('@/app/routeTable', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/app/routeTable')>();
  return {
    ...actual,
    APP_ROUTES: actual.APP_ROUTES.map((route) => (route.path === '/excess-quantity' ? { ...route, page: undefined } : route)),
  };
});

test('a screen that is not built yet shows a placeholder under its title', async () => {
  const { router } = renderApp('/excess-quantity', { as: 'materialManager' });
  await expectScreen(router, '/excess-quantity', 'Excess Quantity Management');
  expect(screen.getByRole('heading', { level: 1, name: 'Excess Quantity Management' })).toBeInTheDocument();
  expect(screen.getByText('This screen is coming soon.')).toBeInTheDocument();
  expect(document.title).toBe('Excess Quantity Management · SGK Constructions Admin');
});
