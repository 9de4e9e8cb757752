import { screen, waitFor, within } from '@testing-library/react';
import { useUiPreferences } from '@/app/uiStore';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { createStaff, expectScreen } from './helpers';
import { applyPageStyles } from '../pageStyles';

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const pageNav = () => screen.getByRole('navigation', { name: 'Page navigation' });
const navLink = (name: string) => within(mainNav()).getByRole('link', { name });

async function openAt(path: string, as: RenderAppOptions['as'], title: string) {
  const view = renderApp(path, { stubScreens: true, as });
  await expectScreen(view.router, path, title);
  return view;
}

beforeEach(() => {
  // The wide-screen sidebar preference is kept between page loads; every test starts from the default.
  useUiPreferences.setState({ sidebarOpenOnWide: true });
});

/** What the sidebar shows at its top level, in order: its links and its group headers. */
function sidebarContents() {
  const nav = mainNav();
  return {
    links: within(nav).getAllByRole('link').map((link) => link.textContent),
    groups: within(nav).getAllByRole('button').map((button) => button.textContent),
  };
}

/** The group headers by name, and the list each one controls (absent while collapsed). */
function sidebarGroups() {
  const buttons = new Map(within(mainNav()).getAllByRole('button').map((button) => [button.textContent ?? '', button]));
  const list = (group: string) => document.getElementById(buttons.get(group)?.getAttribute('aria-controls') ?? '');
  const entriesOf = async (group: string) => {
    const element = await waitFor(() => {
      const found = list(group);
      expect(found).not.toBeNull();
      return found!;
    });
    return within(element).getAllByRole('link').map((link) => link.textContent);
  };
  return { button: (group: string) => buttons.get(group)!, list, entriesOf };
}

describe('sidebar entries', () => {
  test('admin sees every entry; groups expand one at a time', async () => {
    const { user } = await openAt('/dashboard', 'admin', 'Dashboard');
    expect(sidebarContents()).toEqual({
      links: ['Dashboard', 'User Management', 'Role Management', 'Vendor Management'],
      groups: ['Project Management', 'HR Management', 'Material Management', 'Accounts Management'],
    });

    const groups: [string, string[]][] = [
      ['Project Management', ['Projects', 'Quotation Management', 'Project Costs']],
      ['HR Management', ['Labor Management', 'Labor Salary']],
      ['Material Management', ['Purchases', 'Material Purchase', 'Excess Quantity Management']],
      ['Accounts Management', ['Client Billing']],
    ];
    const sidebar = sidebarGroups();
    for (const [group] of groups) expect(sidebar.button(group)).toHaveAttribute('aria-expanded', 'false');

    let previous: string | undefined;
    for (const [group, entries] of groups) {
      await user.click(sidebar.button(group));
      expect(sidebar.button(group)).toHaveAttribute('aria-expanded', 'true');
      expect(await sidebar.entriesOf(group)).toEqual(entries);
      if (previous) {
        const closing = previous;
        expect(sidebar.button(closing)).toHaveAttribute('aria-expanded', 'false');
        await waitFor(() => expect(sidebar.list(closing)).toBeNull());
      }
      previous = group;
    }

    await user.click(sidebar.button('Accounts Management'));
    expect(sidebar.button('Accounts Management')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(sidebar.list('Accounts Management')).toBeNull());
  });

  test('the project manager sees only that role’s sections', async () => {
    const { user } = await openAt('/dashboard', 'projectManager', 'Dashboard');
    expect(sidebarContents()).toEqual({ links: ['Dashboard'], groups: ['Project Management', 'Material Management'] });

    const sidebar = sidebarGroups();
    await user.click(sidebar.button('Project Management'));
    expect(await sidebar.entriesOf('Project Management')).toEqual(['Projects', 'Quotation Management']);
    await user.click(sidebar.button('Material Management'));
    expect(await sidebar.entriesOf('Material Management')).toEqual(['Purchases', 'Material Purchase', 'Excess Quantity Management']);
  });

  test('the accountant sees billing and vendors, not projects', async () => {
    const { user } = await openAt('/dashboard', 'accountant', 'Dashboard');
    expect(sidebarContents()).toEqual({ links: ['Dashboard', 'Vendor Management'], groups: ['Accounts Management'] });
    const sidebar = sidebarGroups();
    await user.click(sidebar.button('Accounts Management'));
    expect(await sidebar.entriesOf('Accounts Management')).toEqual(['Client Billing']);
  });

  test('a group whose entries are all hidden is hidden too', async () => {
    const staff = await createStaff({ role: 'Project Manager', permissions: ['VIEW_DASHBOARD', 'VIEW_PROJECTS', 'VIEW_LABOR', 'MANAGE_LABOR'] });
    await openAt('/dashboard', { email: staff.email }, 'Dashboard');
    expect(sidebarContents()).toEqual({ links: ['Dashboard'], groups: ['HR Management'] });
  });
});

/** The sidebar entries marked as the current page (and shown selected). */
function currentEntries() {
  return [...mainNav().querySelectorAll('a[aria-current="page"]')].map((link) => {
    expect(link).toHaveClass('Mui-selected');
    return link.textContent;
  });
}

describe('the active route', () => {
  test('is marked as the current page, and moves with navigation', async () => {
    const { user, router } = await openAt('/dashboard', 'admin', 'Dashboard');
    expect(currentEntries()).toEqual(['Dashboard']);

    await user.click(navLink('Vendor Management'));
    await expectScreen(router, '/vendor-management', 'Vendor Management');
    expect(currentEntries()).toEqual(['Vendor Management']);
  });

  test('a page inside a group opens that group with its entry marked', async () => {
    await openAt('/labor-salary', 'admin', 'Labour Salary Management');
    const sidebar = sidebarGroups();
    expect(sidebar.button('HR Management')).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar.button('Project Management')).toHaveAttribute('aria-expanded', 'false');
    expect(currentEntries()).toEqual(['Labor Salary']);
  });

  test('an alias marks its canonical entry', async () => {
    const view = renderApp('/project-Management', { stubScreens: true, as: 'projectManager' });
    await expectScreen(view.router, '/project-management', 'Project Management');
    expect(currentEntries()).toEqual(['Projects']);
  });

  test('a page without an entry of its own marks nothing', async () => {
    await openAt('/add-vendor', 'admin', 'Add New Vendor');
    expect(currentEntries()).toEqual([]);
  });
});

describe('the header', () => {
  test('shows the initial, the name and the role', async () => {
    await openAt('/dashboard', 'projectManager', 'Dashboard');
    const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: 'User menu: Priya Sharma, Project Manager' });
    expect(within(menuButton).getByText('P')).toBeInTheDocument();
    expect(within(menuButton).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(menuButton).getByText('Project Manager')).toBeInTheDocument();
  });

  test('the user menu has Logout and closes on Escape and on an outside click', async () => {
    const { user } = await openAt('/dashboard', 'admin', 'Dashboard');
    const menuButton = screen.getByRole('button', { name: 'User menu: Arjun Mehta, Admin' });
    expect(within(menuButton).getByText('A')).toBeInTheDocument();

    await user.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await screen.findByRole('menu');
    const backdrop = document.querySelector('#user-menu .MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop!);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('the navigation bar', () => {
  test('has Back, Forward, Refresh and Dashboard', async () => {
    await openAt('/vendor-management', 'admin', 'Vendor Management');
    for (const name of ['Back', 'Forward', 'Refresh', 'Dashboard']) {
      expect(within(pageNav()).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  test('Dashboard goes to /dashboard', async () => {
    const { user, router } = await openAt('/vendor-management', 'admin', 'Vendor Management');
    await user.click(within(pageNav()).getByRole('button', { name: 'Dashboard' }));
    await expectScreen(router, '/dashboard', 'Dashboard');
  });

  test('Back and Forward move through history', async () => {
    const { user, router } = await openAt('/vendor-management', 'admin', 'Vendor Management');
    await user.click(navLink('Dashboard'));
    await expectScreen(router, '/dashboard', 'Dashboard');

    await user.click(within(pageNav()).getByRole('button', { name: 'Back' }));
    await expectScreen(router, '/vendor-management', 'Vendor Management');

    await user.click(within(pageNav()).getByRole('button', { name: 'Forward' }));
    await expectScreen(router, '/dashboard', 'Dashboard');
  });

  test('Refresh reloads the page', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'location')!;
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
    try {
      const { user } = await openAt('/vendor-management', 'admin', 'Vendor Management');
      await user.click(within(pageNav()).getByRole('button', { name: 'Refresh' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', original);
    }
  });

  test('is not shown on Access Denied', async () => {
    renderApp('/user-management', { stubScreens: true, as: 'projectManager' });
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(screen.queryByRole('navigation', { name: 'Page navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('sidebar on narrow and wide screens', () => {
  // While the narrow sidebar overlays the page, the page behind it is hidden from assistive technology.
  const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar', hidden: true });

  test('under 768 px it starts closed, the toggle opens it and the backdrop closes it', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      const { user } = await openAt('/dashboard', 'admin', 'Dashboard');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      // Not in the page until first opened, so the toggle names no element that is not there.
      expect(document.getElementById('app-sidebar')).toBeNull();
      expect(toggle()).not.toHaveAttribute('aria-controls');

      await user.click(toggle());
      applyPageStyles();
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(toggle()).toHaveAttribute('aria-controls', 'app-sidebar');

      const backdrop = document.querySelector('#app-sidebar .MuiBackdrop-root');
      expect(backdrop).not.toBeNull();
      await user.click(backdrop!);
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      // Once opened it stays in the page, closed, ready for the next time.
      expect(document.getElementById('app-sidebar')).not.toBeNull();
      expect(toggle()).toHaveAttribute('aria-controls', 'app-sidebar');
    } finally {
      window.innerWidth = width;
    }
  });

  test.each([
    ['its close button', async (user: ReturnType<typeof renderApp>['user']) => user.click(screen.getByRole('button', { name: 'Close sidebar' }))],
    ['Escape', async (user: ReturnType<typeof renderApp>['user']) => user.keyboard('{Escape}')],
  ])('under 768 px the open sidebar closes with %s, and focus returns to the toggle', async (_how, close) => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      const { user } = await openAt('/dashboard', 'admin', 'Dashboard');
      await user.click(toggle());
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('button', { name: 'Close sidebar' })).toHaveAttribute('aria-expanded', 'true');
      await close(user);
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(toggle()).toHaveFocus());
    } finally {
      window.innerWidth = width;
    }
  });

  test('on a wide screen the docked sidebar has no close button of its own', async () => {
    await openAt('/dashboard', 'admin', 'Dashboard');
    expect(within(mainNav()).queryByRole('button', { name: 'Close sidebar' })).not.toBeInTheDocument();
  });

  test('under 768 px choosing an entry closes the sidebar', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      const { user, router } = await openAt('/dashboard', 'admin', 'Dashboard');
      await user.click(toggle());
      await user.click(await within(await screen.findByRole('navigation', { name: 'Main navigation' })).findByRole('link', { name: 'Vendor Management' }));
      await expectScreen(router, '/vendor-management', 'Vendor Management');
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
    } finally {
      window.innerWidth = width;
    }
  });

  test('on a wide screen it starts open, and the toggle closes and reopens it', async () => {
    const { user } = await openAt('/dashboard', 'admin', 'Dashboard');
    expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    applyPageStyles();
    expect(mainNav()).toBeVisible();
    expect(document.querySelector('#app-sidebar .MuiBackdrop-root')).toBeNull();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    applyPageStyles();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
