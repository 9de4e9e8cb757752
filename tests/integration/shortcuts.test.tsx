import { screen, waitFor, within } from '@testing-library/react';
import { useUiPreferences } from '@/app/uiStore';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderApp } from '../renderApp';
import { expectScreen } from './helpers';
import { applyPageStyles } from '../pageStyles';

const userMenu = () => screen.getByRole('button', { name: /^User menu/ });

afterEach(() => {
  useUiPreferences.setState({ themeMode: 'system', sidebarOpenOnWide: true });
});

describe('keyboard shortcuts', () => {
  test("as the HR Manager, 'g' + a letter opens only the sections of that role's sidebar", async () => {
    const { user, router } = renderApp('/dashboard', { as: 'hrManager', stubScreens: true });
    await expectScreen(router, '/dashboard', 'Dashboard');

    // User Management ('u') and Client Billing ('b') are not this role's: nothing happens.
    await user.keyboard('gu');
    await user.keyboard('gb');
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.keyboard('gl');
    await expectScreen(router, '/labor-management', 'Labour Register');
    await user.keyboard('gs');
    await expectScreen(router, '/labor-salary', 'Labour Salary Management');
  });

  test("'g' typed into a field is text, not a shortcut", async () => {
    const { user, router } = renderApp('/labor-management', { as: 'hrManager' });
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    await user.type(search, 'gd');
    expect(search).toHaveValue('gd');
    expect(router.state.location.pathname).toBe('/labor-management');
  });

  test("'/' puts the cursor in the list screen's search box", async () => {
    const { user } = renderApp('/labor-management', { as: 'hrManager' });
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    expect(search).not.toHaveFocus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    // The key only moved the focus: it was not typed into the box.
    expect(search).toHaveValue('');
  });

  test("'?' lists the shortcuts with this role's sections, and Esc closes the list", async () => {
    const { user, router } = renderApp('/dashboard', { as: 'hrManager', stubScreens: true });
    await expectScreen(router, '/dashboard', 'Dashboard');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });

    const general = within(within(dialog).getByRole('table', { name: 'Shortcuts anywhere' }));
    expect(general.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'KeysAction',
      '?Show keyboard shortcuts',
      '/Search this screen',
      'EscClose a dialog or menu',
    ]);
    const goTo = within(within(dialog).getByRole('table', { name: 'Go to a section' }));
    expect(goTo.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'KeysAction',
      'g then dGo to Dashboard',
      'g then lGo to Labor Management',
      'g then sGo to Labor Salary',
    ]);

    // While the list is open, its keys are its own: no shortcut runs behind it.
    await user.keyboard('gl');
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("the user menu offers the shortcuts too (for a touch screen's user); Close closes them", async () => {
    const { user, router } = renderApp('/dashboard', { as: 'admin', stubScreens: true });
    await expectScreen(router, '/dashboard', 'Dashboard');
    await user.click(userMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(4 + 14);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the theme choice in the user menu', () => {
  const choice = (name: string) => screen.getByRole('menuitemradio', { name });
  const pageColour = () => {
    applyPageStyles();
    return getComputedStyle(document.body).backgroundColor;
  };

  test('follows the system at first; Dark and Light are kept on this device; System follows it again', async () => {
    const { user, router } = renderApp('/dashboard', { as: 'projectManager', stubScreens: true });
    await expectScreen(router, '/dashboard', 'Dashboard');
    const light = pageColour();

    await user.click(userMenu());
    expect(await screen.findByRole('menuitemradio', { name: 'System theme' })).toHaveAttribute('aria-checked', 'true');
    expect(choice('Light theme')).toHaveAttribute('aria-checked', 'false');
    expect(choice('Dark theme')).toHaveAttribute('aria-checked', 'false');

    await user.click(choice('Dark theme'));
    expect(choice('Dark theme')).toHaveAttribute('aria-checked', 'true');
    expect(choice('System theme')).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(pageColour()).toBe('rgb(15, 17, 21)'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.uiPreferences)!).state.themeMode).toBe('dark');

    await user.click(choice('Light theme'));
    await waitFor(() => expect(pageColour()).toBe(light));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.uiPreferences)!).state.themeMode).toBe('light');

    await user.click(choice('System theme'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.uiPreferences)!).state.themeMode).toBe('system');
    // The test's system is set to light.
    expect(pageColour()).toBe(light);
  });
});
