import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { PERMISSIONS, permissionsFromFlags } from '@/lib/permissions';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { db, newId } from '../../mocks/db';
import { renderApp } from '../renderApp';
import { advanceBy, useFakeTimeouts } from '../timers';
import { received, recordRequests } from '../serverLog';
import { createStaff } from './helpers';

// Load the lazily imported screen once up front, so that no test's time limit pays for compiling it.
beforeAll(async () => {
  await Promise.all([import('@/app/layout/AppLayout'), import('@/features/users/UserPermissionsPage')]);
}, 60_000);

async function chooseUser(name: string) {
  const view = renderApp('/user-permissions', { as: 'admin' });
  const list = await screen.findByRole('list', { name: 'Users' });
  await view.user.click(await within(list).findByText(name));
  await screen.findByRole('heading', { level: 2, name });
  return view;
}

describe('/user-permissions', () => {
  test('shows what the role gives and saves the user their own list', async () => {
    const log = recordRequests();
    const { user } = await chooseUser('Sunita Rao');
    expect(screen.getByRole('switch', { name: 'View Labor' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Manage Users' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'View Vendor' }));
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(await screen.findByText('Permissions updated successfully')).toBeInTheDocument();
    const [put] = received(log, 'PUT', '/user/updatePermissions/:id');
    expect(put.body).toEqual({ permissions: ['VIEW_DASHBOARD', 'MANAGE_LABOR', 'VIEW_LABOR', 'VIEW_VENDOR'] });
  });

  test('the switches are grouped by area, each area naming its view and manage switches together', async () => {
    await chooseUser('Sunita Rao');
    const areas = screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    expect(areas.map((area) => area.querySelector('legend')?.textContent)).toEqual([
      'Dashboard',
      'User Management',
      'Role Management',
      'Project Management',
      'HR Management',
      'Material Management',
      'Accounts Management',
      'Vendor Management',
    ]);
    const switchesOf = (name: string) => within(screen.getByRole('group', { name })).getAllByRole('switch').map((s) => s.getAttribute('aria-label') ?? s.closest('label')?.textContent);
    expect(switchesOf('Dashboard')).toEqual(['View Dashboard']);
    expect(switchesOf('User Management')).toEqual(['View Users', 'Manage Users']);
    expect(switchesOf('Role Management')).toEqual(['View Roles', 'Manage Roles']);
    expect(switchesOf('HR Management')).toEqual(['View Labor', 'Manage Labor']);
    expect(switchesOf('Vendor Management')).toEqual(['View Vendor', 'Manage Vendor']);
  });

  test('the success message goes away after 3 s', async () => {
    const { user } = await chooseUser('Sunita Rao');
    useFakeTimeouts();
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(await screen.findByText('Permissions updated successfully')).toBeInTheDocument();
    await advanceBy(TOAST_DURATION_MS / 2);
    expect(screen.getByText('Permissions updated successfully')).toBeInTheDocument();
    await advanceBy(TOAST_DURATION_MS);
    await waitFor(() => expect(screen.queryByText('Permissions updated successfully')).not.toBeInTheDocument());
  });

  test('"Use Role Permissions" sends null', async () => {
    const log = recordRequests();
    const { user } = await chooseUser('Sunita Rao');
    await user.click(screen.getByRole('button', { name: 'Use Role Permissions' }));
    await screen.findByText('Permissions updated successfully');
    expect(received(log, 'PUT', '/user/updatePermissions/:id')[0].body).toEqual({ permissions: null });
  });

  test('Admin permissions cannot be modified: Admin holds every permission', async () => {
    await chooseUser('Arjun Mehta');
    expect(screen.getByText('Admin permissions cannot be modified')).toBeInTheDocument();
    expect(screen.getByText('Admin holds every permission')).toBeInTheDocument();
    expect(screen.queryByText(/Follows role permissions/)).not.toBeInTheDocument();
    const toggles = screen.getAllByRole('switch');
    expect(toggles).toHaveLength(15);
    toggles.forEach((toggle) => {
      expect(toggle).toBeChecked();
      expect(toggle).toBeDisabled();
    });
    expect(screen.queryByRole('button', { name: 'Save Permissions' })).not.toBeInTheDocument();
  });

  test('a provider without the call (404) is reported plainly', async () => {
    addScenario(failWith('PUT', '/user/updatePermissions/:id', 404, { message: 'Cannot PUT' }));
    const { user } = await chooseUser('Sunita Rao');
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(await screen.findByText('This server does not support saving per-user permissions (it answered 404 Not Found).')).toBeInTheDocument();
  });

  test('another failure shows the server message, and the toggles keep their state', async () => {
    addScenario(failWith('PUT', '/user/updatePermissions/:id', 500, { message: 'Permission store unavailable' }));
    const { user } = await chooseUser('Sunita Rao');
    await user.click(screen.getByRole('switch', { name: 'View Vendor' }));
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(await screen.findByText('Permission store unavailable')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'View Vendor' })).toBeChecked();
  });

  test('search narrows the user list', async () => {
    const { user } = renderApp('/user-permissions', { as: 'admin' });
    const list = await screen.findByRole('list', { name: 'Users' });
    await within(list).findByText('Sunita Rao');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'accountant');
    await waitFor(() => expect(within(list).queryByText('Sunita Rao')).not.toBeInTheDocument());
    expect(within(list).getByText('Vikram Iyer')).toBeInTheDocument();
  });

  test('a thousand users: only the lines in view are drawn, each says where it stands, and search reaches any of them', async () => {
    const createdAt = new Date().toISOString();
    for (let n = 1; n <= 1_000; n += 1) {
      await db.users.create({ _id: newId(), name: `Site Engineer ${n}`, email: `engineer.${n}@sgkconstructions.in`, password: 'Extra@123', role: 'Project Manager', status: 'Active', permissions: null, createdAt });
    }
    const { user } = renderApp('/user-permissions', { as: 'admin' });
    const list = await screen.findByRole('list', { name: 'Users' });
    const lines = await within(list).findAllByRole('listitem');
    const total = db.users.count();
    expect(lines.length).toBeLessThan(60);
    expect(lines[0]).toHaveAttribute('aria-setsize', String(total));
    expect(lines[0]).toHaveAttribute('aria-posinset', '1');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'engineer 999');
    await user.click(await within(list).findByText('Site Engineer 999'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Site Engineer 999' })).toBeInTheDocument();
  });
});

describe('/user-permissions when a read fails (ruling 36)', () => {
  const rolesFail = () => addScenario(failWith('GET', '/role/getRoles', 500, { message: 'Role store unavailable' }));

  test('without the roles, a user who follows their role shows no switches and nothing can be sent; Retry brings the editor back', async () => {
    rolesFail();
    const log = recordRequests();
    const { user } = await chooseUser('Priya Sharma');
    expect(await screen.findByText('Roles could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText("The Project Manager role's permissions could not be loaded.")).toBeInTheDocument();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    const save = screen.getByRole('button', { name: 'Save Permissions' });
    const followRole = screen.getByRole('button', { name: 'Use Role Permissions' });
    expect(save).toBeDisabled();
    expect(followRole).toBeDisabled();
    expect(screen.getByText('Saving waits until the roles have loaded.')).toBeInTheDocument();
    fireEvent.click(save);
    fireEvent.click(followRole);
    expect(screen.queryByText('Permissions updated successfully')).not.toBeInTheDocument();

    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'View Projects' })).toBeChecked();
    expect(screen.queryByText('Roles could not be loaded.')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Manage Users' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(await screen.findByText('Permissions updated successfully')).toBeInTheDocument();

    // The one save sent is the one made after the roles arrived, with what the role gives.
    const puts = received(log, 'PUT', '/user/updatePermissions/:id');
    expect(puts).toHaveLength(1);
    const roleGives = permissionsFromFlags(db.roles.findFirst((q) => q.where({ name: 'Project Manager' }))!.permissions);
    expect(roleGives.length).toBeGreaterThan(0);
    expect(puts[0].body).toEqual({ permissions: PERMISSIONS.filter((p) => roleGives.includes(p)) });
  });

  test('without the roles, a user with their own list shows it, but neither save can be sent until the roles load', async () => {
    const staff = await createStaff({ name: 'Kavya Nair', role: 'Project Manager', permissions: ['VIEW_DASHBOARD', 'VIEW_VENDOR'] });
    rolesFail();
    const log = recordRequests();
    const { user } = await chooseUser(staff.name);
    expect(await screen.findByText('Roles could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'View Vendor' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'View Projects' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Manage Vendor' }));
    expect(screen.getByRole('button', { name: 'Save Permissions' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use Role Permissions' })).toBeDisabled();

    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Permissions' })).toBeEnabled());
    // What was switched while the roles were missing is kept.
    expect(screen.getByRole('switch', { name: 'Manage Vendor' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(await screen.findByText('Permissions updated successfully')).toBeInTheDocument();
    const puts = received(log, 'PUT', '/user/updatePermissions/:id');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toEqual({ permissions: ['VIEW_DASHBOARD', 'MANAGE_VENDOR', 'VIEW_VENDOR'] });
  });

  test('a failed users read says so with Retry, never "No users found"', async () => {
    addScenario(failWith('GET', '/user/viewAllUsers', 500, { message: 'Users store unavailable' }));
    const { user } = renderApp('/user-permissions', { as: 'admin' });
    expect(await screen.findByText('Failed to fetch users. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();

    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(await within(list).findByText('Sunita Rao')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch users. Please try again.')).not.toBeInTheDocument();
  });
});
