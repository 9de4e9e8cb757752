import { onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { permissionsFromFlags } from '@/lib/permissions';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { OFFLINE_WRITE_TEXT } from '@/components/writeCore';
import { STORAGE_KEYS } from '@/lib/storage';
import { db, newId } from '../../mocks/db';
import { server } from '../../mocks/node';
import { addScenario, clearScenarios, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { fillIn } from '../screen';
import { holdRequests } from '../holdRequests';
import { advanceBy, useFakeTimeouts } from '../timers';
import { catchDownloads, parseCsv } from '../csv';
import { createStaff } from './helpers';

const LOAD_ERROR_WAIT = { timeout: 8000 };
/** The first render also loads the page's code, which takes a while on a busy machine. */
const FIRST_RENDER_WAIT = { timeout: 8000 };

const roleCard = (name: string) => screen.getByRole('article', { name });
const findRoleCard = (name: string, wait = {}) => screen.findByRole('article', { name }, wait);
const roleInDb = (name: string) => db.roles.findFirst((q) => q.where({ name }));
const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });

async function openRoles(as: RenderAppOptions['as'] = 'admin') {
  const view = renderApp('/role-management', { as });
  await findRoleCard('Project Manager', FIRST_RENDER_WAIT);
  return view;
}

/** Presses Delete in the confirmation and waits until the dialog (which hides the page) has gone. */
async function confirmDelete(user: UserEvent) {
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Role' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function addRoleToDb(name: string, description: string, permissions: Record<string, boolean> = { dashboard: true }) {
  await db.roles.create({ _id: newId(), name, description, permissions, createdAt: new Date().toISOString() });
}

/** Requests the mock received, as method and path. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('the role list', () => {
  test('lists every role but Admin, with description, permission chips and user counts', async () => {
    await openRoles();
    expect(screen.getByRole('heading', { level: 1, name: 'Role Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Role' })).toHaveAttribute('href', '/add-role');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Project Manager',
      'HR Manager',
      'Accountant',
      'Material Manager',
    ]);

    const pm = roleCard('Project Manager');
    expect(within(pm).getByText('Runs projects and quotations, and orders their materials')).toBeInTheDocument();
    const chips = within(within(pm).getByRole('list', { name: 'Permissions' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Dashboard', 'Project Management', 'Material Management']);
    expect(within(pm).getByText('2 users')).toBeInTheDocument();
    expect(within(roleCard('HR Manager')).getByText('1 user')).toBeInTheDocument();
    expect(within(roleCard('Accountant')).getByText('2 users')).toBeInTheDocument();
  });

  test('a role nobody holds shows 0 users', async () => {
    await addRoleToDb('Site Engineer', 'Checks work on site');
    await openRoles();
    expect(within(await findRoleCard('Site Engineer')).getByText('0 users')).toBeInTheDocument();
  });

  test('Admin is protected: no Admin card, and nothing to edit or delete it with', async () => {
    await openRoles();
    expect(screen.queryByRole('article', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Admin' })).not.toBeInTheDocument();
    expect(screen.queryByText('Full access to every section')).not.toBeInTheDocument();
  });

  test('the footer counts the listed roles of all non-Admin roles, and the users holding them', async () => {
    await openRoles();
    expect(screen.getByText('Showing 4 of 4 roles')).toBeInTheDocument();
    // 2 Project Managers, 1 HR Manager, 2 Accountants, 1 Material Manager; the Admin user is not counted.
    expect(screen.getByText('Total users: 6')).toBeInTheDocument();
  });

  test('Export CSV downloads the roles listed, with their permissions and user counts', async () => {
    const downloads = catchDownloads();
    onTestFinished(downloads.restore);
    const { user } = await openRoles();
    await user.type(screen.getByRole('searchbox', { name: 'Search roles by name or description' }), 'manager');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Accountant' })).not.toBeInTheDocument());
    const shown = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent!);
    expect(shown).toEqual(expect.arrayContaining(['Project Manager', 'HR Manager', 'Material Manager']));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const [file] = await downloads.files();
    expect(file.name).toMatch(/^roles-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(file.text);
    expect(rows[0]).toEqual(['Role', 'Description', 'Permissions', 'Users']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown);
    const usersOf = (role: string) => String(db.users.all().filter((u) => u.role === role).length);
    for (const row of rows.slice(1)) {
      const card = within(roleCard(row[0]));
      expect(row[1]).toBe(roleInDb(row[0])!.description);
      expect(row[2].split('; ')).toEqual(card.queryAllByRole('listitem').map((item) => item.textContent));
      expect(row[3]).toBe(usersOf(row[0]));
    }
  });

  test('user counts that fail to load say so, and Retry brings them', async () => {
    addScenario(failWith('GET', '/user/countUsersByRole', 500, {}));
    const { user } = await openRoles();
    expect(await screen.findByText('Failed to load user counts', {}, LOAD_ERROR_WAIT)).toBeInTheDocument();
    expect(within(roleCard('HR Manager')).queryByText(/^\d+ users?$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total users/)).not.toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 4 roles')).toBeInTheDocument();
    // The footer's users part says it is missing rather than showing none.
    expect(screen.getByText('User counts could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);

    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(roleCard('HR Manager')).findByText('1 user')).toBeInTheDocument();
    expect(screen.getByText('Total users: 6')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load user counts')).not.toBeInTheDocument();
    expect(screen.queryByText('User counts could not be loaded.')).not.toBeInTheDocument();
  });

  test('shows progress while the roles load', async () => {
    const release = holdRequests('get', '/role/getRoles');
    renderApp('/role-management', { as: 'admin' });
    expect(await screen.findByRole('progressbar', { name: 'Loading roles' }, FIRST_RENDER_WAIT)).toBeInTheDocument();
    release();
    await findRoleCard('Project Manager');
    expect(screen.queryByRole('progressbar', { name: 'Loading roles' })).not.toBeInTheDocument();
  });

  test('still lists the roles at phone width', async () => {
    const wide = window.innerWidth;
    window.innerWidth = 375;
    try {
      await openRoles();
      expect(screen.getAllByRole('article')).toHaveLength(4);
      expect(screen.getByRole('button', { name: 'Edit Accountant' })).toBeInTheDocument();
      expect(screen.getByText('Showing 4 of 4 roles')).toBeInTheDocument();
    } finally {
      window.innerWidth = wide;
    }
  });
});

describe('searching roles', () => {
  test('matches the name or the description, and the footer follows', async () => {
    const { user } = await openRoles();
    const search = screen.getByRole('searchbox', { name: 'Search roles by name or description' });

    await user.type(search, 'account');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Accountant']);
    expect(screen.getByText('Showing 1 of 4 roles')).toBeInTheDocument();
    expect(screen.getByText('Total users: 6')).toBeInTheDocument();

    await fillIn(user, search, 'WAGES');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['HR Manager']);

    await fillIn(user, search, 'no such role');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('No roles match your search')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 roles')).toBeInTheDocument();
  });
});

describe('editing a role inline', () => {
  test('Save sends the description and every flag, then shows the change and logs it', async () => {
    const { user } = await openRoles();
    await user.click(screen.getByRole('button', { name: 'Edit Accountant' }));
    const form = screen.getByRole('form', { name: 'Edit Accountant' });
    const description = within(form).getByRole('textbox', { name: /description/i });
    expect(description).toHaveValue('Bills clients and settles vendor accounts');
    expect(within(form).getByRole('checkbox', { name: 'Accounts Management' })).toBeChecked();

    await fillIn(user, description, 'Bills clients and pays site wages');
    await user.click(within(form).getByRole('checkbox', { name: 'HR Management' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Vendor Management' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    const card = roleCard('Accountant');
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(within(card).getByText('Bills clients and pays site wages')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(within(card).getByRole('list', { name: 'Permissions' })).getAllByRole('listitem').map((c) => c.textContent)).toEqual([
        'Dashboard',
        'HR Management',
        'Accounts Management',
      ]),
    );

    const saved = roleInDb('Accountant');
    expect(saved?.description).toBe('Bills clients and pays site wages');
    expect(saved?.permissions).toEqual({
      userManagement: false,
      roleManagement: false,
      projectManagement: false,
      hrManagement: true,
      materialManagement: false,
      accountsManagement: true,
      vendorManagement: false,
      dashboard: true,
    });
    await waitFor(() =>
      expect(db.activities.findFirst((q) => q.where({ action: 'updated', entityType: 'role', entityId: saved?._id }))).toMatchObject({
        entityName: 'Accountant',
        userName: 'Arjun Mehta',
      }),
    );
  });

  test('Cancel drops the changes without a call, and editing again starts from the saved values', async () => {
    const { user } = await openRoles();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Edit HR Manager' }));
    let form = screen.getByRole('form', { name: 'Edit HR Manager' });
    await fillIn(user, within(form).getByRole('textbox', { name: /description/i }), 'Something else');
    await user.click(within(form).getByRole('checkbox', { name: 'HR Management' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    const card = roleCard('HR Manager');
    expect(within(card).getByText('Keeps the labour register and pays wages')).toBeInTheDocument();
    expect(within(card).getByText('HR Management')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(roleInDb('HR Manager')?.description).toBe('Keeps the labour register and pays wages');

    await user.click(screen.getByRole('button', { name: 'Edit HR Manager' }));
    form = screen.getByRole('form', { name: 'Edit HR Manager' });
    expect(within(form).getByRole('textbox', { name: /description/i })).toHaveValue('Keeps the labour register and pays wages');
    expect(within(form).getByRole('checkbox', { name: 'HR Management' })).toBeChecked();
  });

  test('a blank description or no permission is refused before any call', async () => {
    const { user } = await openRoles();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Edit HR Manager' }));
    const form = screen.getByRole('form', { name: 'Edit HR Manager' });
    await user.clear(within(form).getByRole('textbox', { name: /description/i }));
    await user.click(within(form).getByRole('checkbox', { name: 'Dashboard' }));
    await user.click(within(form).getByRole('checkbox', { name: 'HR Management' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByText('At least one permission must be selected')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
  });

  test('the buttons lock while the save runs, so it is sent once', async () => {
    const { user } = await openRoles();
    const release = holdRequests('put', '/role/updateRole/:id');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Edit HR Manager' }));
    const form = screen.getByRole('form', { name: 'Edit HR Manager' });
    await user.click(within(form).getByRole('checkbox', { name: 'Vendor Management' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const saving = within(form).getByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Accountant' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'Vendor Management' })).toBeDisabled();
    release();

    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('PUT'))).toHaveLength(1);
  });

  test.each([
    ['the server message when it sends one', failWith('PUT', '/role/updateRole/:id', 500, { message: 'Database is read-only' }), 'Database is read-only'],
    ['the update text when the server says nothing', failWith('PUT', '/role/updateRole/:id', 500, {}), 'Failed to update role'],
    ['the update text for an HTML page', htmlPage('PUT', '/role/updateRole/:id', 502), 'Failed to update role'],
    ['the update text when the server is unreachable', networkFailure('PUT', '/role/updateRole/:id'), 'Failed to update role'],
  ])('a failed save shows %s and keeps the edit open', async (_case, scenario, text) => {
    const { user } = await openRoles();
    addScenario(scenario);
    await user.click(screen.getByRole('button', { name: 'Edit HR Manager' }));
    const form = screen.getByRole('form', { name: 'Edit HR Manager' });
    await user.click(within(form).getByRole('checkbox', { name: 'Vendor Management' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Vendor Management' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(roleInDb('HR Manager')?.permissions.vendorManagement).toBeFalsy();
  });
});

describe('deleting a role', () => {
  test('asks first, naming the role; Cancel keeps it', async () => {
    const { user } = await openRoles();
    await user.click(screen.getByRole('button', { name: 'Delete HR Manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Role' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the role "HR Manager"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(roleCard('HR Manager')).toBeInTheDocument();
    expect(roleInDb('HR Manager')).toBeDefined();
  });

  test('confirming removes a role nobody holds, says so and logs it', async () => {
    await addRoleToDb('Site Engineer', 'Checks work on site');
    const id = roleInDb('Site Engineer')?._id;
    const { user } = await openRoles();
    await user.click(await screen.findByRole('button', { name: 'Delete Site Engineer' }));
    await confirmDelete(user);

    expect(await screen.findByText('Role deleted successfully')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Project Manager' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Site Engineer' })).not.toBeInTheDocument());
    expect(roleInDb('Site Engineer')).toBeUndefined();
    expect(screen.getByText('Showing 4 of 4 roles')).toBeInTheDocument();
    await waitFor(() =>
      expect(db.activities.findFirst((q) => q.where({ action: 'deleted', entityType: 'role', entityId: id }))).toMatchObject({
        entityName: 'Site Engineer',
      }),
    );
  });

  test('a role that users still hold stays, with the server naming how many', async () => {
    const { user } = await openRoles();
    await user.click(screen.getByRole('button', { name: 'Delete Accountant' }));
    await confirmDelete(user);

    expect(await screen.findByText(/^Cannot delete role "Accountant": 2 users still hold it/)).toBeInTheDocument();
    expect(roleCard('Accountant')).toBeInTheDocument();
    expect(roleInDb('Accountant')).toBeDefined();
  });

  test.each([
    ['the server message', failWith('DELETE', '/role/deleteRole/:id', 500, { message: 'Roles are locked during the audit' }), 'Roles are locked during the audit'],
    ['the delete text when the server says nothing', failWith('DELETE', '/role/deleteRole/:id', 500, {}), 'Failed to delete role'],
    ['the delete text for an HTML page', htmlPage('DELETE', '/role/deleteRole/:id', 500), 'Failed to delete role'],
  ])('a failed delete shows %s', async (_case, scenario, text) => {
    await addRoleToDb('Site Engineer', 'Checks work on site');
    const { user } = await openRoles();
    addScenario(scenario);
    await user.click(await screen.findByRole('button', { name: 'Delete Site Engineer' }));
    await confirmDelete(user);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(roleCard('Site Engineer')).toBeInTheDocument();
  });

  test('the dialog locks while the delete runs', async () => {
    await addRoleToDb('Site Engineer', 'Checks work on site');
    const { user } = await openRoles();
    const release = holdRequests('delete', '/role/deleteRole/:id');
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Delete Site Engineer' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Role' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(within(dialog).getByRole('button', { name: 'Working...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText('Role deleted successfully')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('role list load errors', () => {
  test('both reads failing: each part says so with its own Retry, and nothing is counted as none', async () => {
    addScenario(failWith('GET', '/role/getRoles', 500, { message: 'Database down' }));
    addScenario(failWith('GET', '/user/countUsersByRole', 500, {}));
    const { user } = renderApp('/role-management', { as: 'admin' });
    expect(await screen.findByText('Failed to fetch roles. Please check if the backend is running.', {}, LOAD_ERROR_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Failed to load user counts', {}, LOAD_ERROR_WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    expect(screen.queryByText('No roles yet')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing \d+ of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total users/)).not.toBeInTheDocument();

    clearScenarios();
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);
    expect(await findRoleCard('HR Manager')).toBeInTheDocument();
    expect(await screen.findByText('Total users: 6')).toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 4 roles')).toBeInTheDocument();
  });

  test('an HTML answer says the backend is not responding correctly; Retry recovers', async () => {
    addScenario(htmlPage('GET', '/role/getRoles', 500));
    const { user } = renderApp('/role-management', { as: 'admin' });
    expect(await screen.findByText('Backend API not responding correctly...', {}, LOAD_ERROR_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // Not an empty list: no empty state and no footer counting nothing; the user counts still show their own part.
    expect(screen.queryByText('No roles yet')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing \d+ of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total users/)).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load user counts')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);

    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findRoleCard('Project Manager')).toBeInTheDocument();
    expect(screen.queryByText('Backend API not responding correctly...')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 4 roles')).toBeInTheDocument();
  });

  test.each([
    ['a server error', failWith('GET', '/role/getRoles', 500, { message: 'Database down' })],
    ['an unreachable server', networkFailure('GET', '/role/getRoles')],
  ])('%s says the roles could not be fetched, with Retry', async (_case, scenario) => {
    addScenario(scenario);
    const { user } = renderApp('/role-management', { as: 'admin' });
    expect(
      await screen.findByText('Failed to fetch roles. Please check if the backend is running.', {}, LOAD_ERROR_WAIT),
    ).toBeInTheDocument();

    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findRoleCard('Accountant')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch roles. Please check if the backend is running.')).not.toBeInTheDocument();
  });
});

describe('adding a role', () => {
  async function openAddRole() {
    const view = renderApp('/add-role', { as: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Add New Role' }, FIRST_RENDER_WAIT);
    return view;
  }
  const nameField = () => screen.getByRole('textbox', { name: /role name/i });
  const descriptionField = () => screen.getByRole('textbox', { name: /description/i });
  const createButton = () => screen.getByRole('button', { name: 'Create Role' });

  test('offers the eight permissions with their labels, none ticked', async () => {
    await openAddRole();
    const group = screen.getByRole('group', { name: 'Permissions' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Dashboard',
      'User Management',
      'Role Management',
      'Project Management',
      'HR Management',
      'Material Management',
      'Accounts Management',
      'Vendor Management',
    ]);
    within(group)
      .getAllByRole('checkbox')
      .forEach((box) => expect(box).not.toBeChecked());
  });

  test('an empty form shows every rule and sends nothing', async () => {
    const { user } = await openAddRole();
    const requests = recordRequests();
    await user.click(createButton());
    expect(await screen.findByText('Role name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('At least one permission must be selected')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST /role'))).toEqual([]);
  });

  test('blank-looking values count as missing; each message goes once its field is filled', async () => {
    const { user } = await openAddRole();
    await fillIn(user, nameField(), '   ');
    await fillIn(user, descriptionField(), 'Supervises the site');
    await user.click(createButton());
    expect(await screen.findByText('Role name is required')).toBeInTheDocument();
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    expect(screen.getByText('At least one permission must be selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.queryByText('At least one permission must be selected')).not.toBeInTheDocument());
    expect(screen.getByText('Role name is required')).toBeInTheDocument();
  });

  test('creates the role, says so, logs it and goes back to the list after 2 s', async () => {
    const { user } = renderApp('/role-management', { as: 'admin' });
    await user.click(await screen.findByRole('link', { name: 'Add Role' }, FIRST_RENDER_WAIT));
    await screen.findByRole('heading', { level: 1, name: 'Add New Role' }, FIRST_RENDER_WAIT);

    await fillIn(user, nameField(), '  Site Supervisor ');
    await fillIn(user, descriptionField(), 'Supervises daily work on site');
    await user.click(screen.getByRole('checkbox', { name: 'Dashboard' }));
    await user.click(screen.getByRole('checkbox', { name: 'HR Management' }));
    useFakeTimeouts();
    await user.click(createButton());

    expect(await screen.findByText('✅ Role created successfully.')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(roleInDb('Site Supervisor')).toMatchObject({
      description: 'Supervises daily work on site',
      permissions: {
        userManagement: false,
        roleManagement: false,
        projectManagement: false,
        hrManagement: true,
        materialManagement: false,
        accountsManagement: false,
        vendorManagement: false,
        dashboard: true,
      },
    });
    await waitFor(() =>
      expect(db.activities.findFirst((q) => q.where({ action: 'created', entityType: 'role', entityName: 'Site Supervisor' }))).toBeDefined(),
    );
    // Still on the form until the 2 s are up.
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Role' })).toBeInTheDocument();

    await advanceBy(REDIRECT_AFTER_CREATE_MS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Role Management' })).toBeInTheDocument();
    const card = await findRoleCard('Site Supervisor');
    expect(within(card).getByText('0 users')).toBeInTheDocument();
    expect(screen.getByText('Showing 5 of 5 roles')).toBeInTheDocument();
  });

  test('a duplicate name shows the server message and keeps everything typed', async () => {
    const { user } = await openAddRole();
    await fillIn(user, nameField(), 'Accountant');
    await fillIn(user, descriptionField(), 'A second accountant role');
    await user.click(screen.getByRole('checkbox', { name: 'Accounts Management' }));
    await user.click(createButton());

    expect(await screen.findByText('A role named "Accountant" already exists')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Accountant');
    expect(descriptionField()).toHaveValue('A second accountant role');
    expect(screen.getByRole('checkbox', { name: 'Accounts Management' })).toBeChecked();
    expect(createButton()).toBeEnabled();
  });

  test.each([
    ['a server error without a message', failWith('POST', '/role/createRole', 500, {})],
    ['an HTML page', htmlPage('POST', '/role/createRole', 502)],
    ['an unreachable server', networkFailure('POST', '/role/createRole')],
  ])('%s shows the create text and keeps everything typed', async (_case, scenario) => {
    addScenario(scenario);
    const { user } = await openAddRole();
    await fillIn(user, nameField(), 'Site Supervisor');
    await fillIn(user, descriptionField(), 'Supervises daily work on site');
    await user.click(screen.getByRole('checkbox', { name: 'Vendor Management' }));
    await user.click(createButton());

    expect(await screen.findByText('Error creating role.')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Site Supervisor');
    expect(descriptionField()).toHaveValue('Supervises daily work on site');
    expect(screen.getByRole('checkbox', { name: 'Vendor Management' })).toBeChecked();
    expect(roleInDb('Site Supervisor')).toBeUndefined();
  });

  test('offline, Create Role sends nothing and keeps everything typed; back online, the same press creates the role once', async () => {
    const { user } = await openAddRole();
    const requests = recordRequests();
    await fillIn(user, nameField(), 'Site Supervisor');
    await fillIn(user, descriptionField(), 'Supervises daily work on site');
    await user.click(screen.getByRole('checkbox', { name: 'Vendor Management' }));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    await user.click(createButton());

    expect(await screen.findByText(OFFLINE_WRITE_TEXT)).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST /role'))).toEqual([]);
    expect(nameField()).toHaveValue('Site Supervisor');
    expect(descriptionField()).toHaveValue('Supervises daily work on site');
    expect(screen.getByRole('checkbox', { name: 'Vendor Management' })).toBeChecked();
    expect(createButton()).toBeEnabled();

    offline.mockReturnValue(true);
    await user.click(createButton());
    await waitFor(() => expect(roleInDb('Site Supervisor')).toBeDefined());
    expect(requests.filter((r) => r.startsWith('POST /role/createRole'))).toHaveLength(1);
  });

  test('Cancel goes back without creating anything', async () => {
    const { user } = await openAddRole();
    await fillIn(user, nameField(), 'Site Supervisor');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Role Management' })).toBeInTheDocument();
    expect(roleInDb('Site Supervisor')).toBeUndefined();
  });
});

describe('live permissions after editing your own role', () => {
  async function signedInSupervisor() {
    const staff = await createStaff({ role: 'Site Supervisor', flags: { roleManagement: true, dashboard: true } });
    const view = renderApp('/role-management', { as: { email: staff.email } });
    await findRoleCard('Site Supervisor', FIRST_RENDER_WAIT);
    expect(within(sidebar()).getByRole('link', { name: 'Role Management' })).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('button', { name: 'HR Management' })).not.toBeInTheDocument();
    return view;
  }

  async function addHrToOwnRole(user: Awaited<ReturnType<typeof signedInSupervisor>>['user']) {
    await user.click(screen.getByRole('button', { name: 'Edit Site Supervisor' }));
    const form = screen.getByRole('form', { name: 'Edit Site Supervisor' });
    await user.click(within(form).getByRole('checkbox', { name: 'HR Management' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
  }

  test('the sidebar gains the new section at once, without signing in again', async () => {
    const { user } = await signedInSupervisor();
    await addHrToOwnRole(user);

    expect(await within(sidebar()).findByRole('button', { name: 'HR Management' })).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '{}') as { permissions: string[] };
    expect(stored.permissions).toEqual(expect.arrayContaining(['VIEW_LABOR', 'MANAGE_LABOR', 'MANAGE_ROLES', 'VIEW_DASHBOARD']));
    expect(screen.getByRole('heading', { level: 1, name: 'Role Management' })).toBeInTheDocument();
  });

  test('when the profile cannot be read, the permissions come from the saved flags', async () => {
    const { user } = await signedInSupervisor();
    addScenario(failWith('GET', '/auth/profile', 500, { message: 'Profile service down' }));
    await addHrToOwnRole(user);

    expect(await within(sidebar()).findByRole('button', { name: 'HR Management' })).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '{}') as { permissions: string[] };
    expect(stored.permissions).toEqual(permissionsFromFlags({ roleManagement: true, dashboard: true, hrManagement: true }));
  });

  async function untickOwnDashboard(user: Awaited<ReturnType<typeof signedInSupervisor>>['user']) {
    await user.click(screen.getByRole('button', { name: 'Edit Site Supervisor' }));
    const form = screen.getByRole('form', { name: 'Edit Site Supervisor' });
    await user.click(within(form).getByRole('checkbox', { name: 'Dashboard' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
  }

  test.each([
    ['the profile', null],
    ['the saved flags when the profile cannot be read', 500],
  ])('unticking Dashboard on your own role takes the dashboard away (from %s)', async (_source, profileStatus) => {
    const { user } = await signedInSupervisor();
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    if (profileStatus) addScenario(failWith('GET', '/auth/profile', profileStatus, { message: 'Profile service down' }));
    await untickOwnDashboard(user);

    await waitFor(() => expect(within(sidebar()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '{}') as { permissions: string[] };
    expect(stored.permissions).toEqual(['MANAGE_ROLES', 'VIEW_ROLES']);
  });

  test("editing another role leaves the signed-in user's permissions alone", async () => {
    const { user } = await signedInSupervisor();
    const before = localStorage.getItem(STORAGE_KEYS.userData);
    await user.click(screen.getByRole('button', { name: 'Edit HR Manager' }));
    const form = screen.getByRole('form', { name: 'Edit HR Manager' });
    await user.click(within(form).getByRole('checkbox', { name: 'Vendor Management' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBe(before);
    expect(within(sidebar()).queryByRole('link', { name: 'Vendor Management' })).not.toBeInTheDocument();
  });
});
