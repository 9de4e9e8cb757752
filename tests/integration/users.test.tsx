import { screen, waitFor, within } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { db } from '../../mocks/db';
import { addScenario, brokenJson, clearScenarios, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { renderApp } from '../renderApp';
import { fillIn } from '../screen';
import { advanceBy, useFakeTimeouts } from '../timers';
import { received, recordRequests } from '../serverLog';

const usersTable = () => screen.findByRole('table', { name: 'Users' });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

async function openUserList() {
  const view = renderApp('/user-management', { as: 'admin' });
  await screen.findByRole('cell', { name: 'Rahul Verma' });
  return view;
}

describe('/user-management', () => {
  test('shows stat tiles and every user, with Admin rows protected', async () => {
    await openUserList();
    expect(within(screen.getByRole('group', { name: 'Total' })).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Active' })).getByText('6')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Inactive' })).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Unique Roles' })).getByText('5')).toBeInTheDocument();

    const adminRow = rowOf('Arjun Mehta');
    expect(within(adminRow).getByText('Admin protected')).toBeInTheDocument();
    expect(within(adminRow).queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
    expect(within(rowOf('Rahul Verma')).getByRole('button', { name: 'Edit Rahul Verma' })).toBeInTheDocument();
  });

  test('searches name, email and role; filters by role and status; Clear Filters resets', async () => {
    const { user } = await openUserList();
    const table = await usersTable();
    const search = screen.getByRole('searchbox', { name: /search by name, email or role/i });

    await user.type(search, 'accounts@');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Vikram Iyer')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'hr manager');
    expect(within(table).getByText('Sunita Rao')).toBeInTheDocument();
    expect(within(table).queryByText('Vikram Iyer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Accountant');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Deepak Nair')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  test('edits a user: Admin is not a role choice, a blank password is not sent', async () => {
    const log = recordRequests();
    const { user } = await openUserList();
    await user.click(screen.getByRole('button', { name: 'Edit Rahul Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByText('Leave blank to keep current')).toBeInTheDocument();
    const role = within(dialog).getByRole('combobox', { name: /role/i });
    expect(within(role).queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: /full name/i });
    await user.clear(name);
    await user.type(name, 'Rahul K. Verma');
    await user.selectOptions(role, 'HR Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Rahul K. Verma' })).toBeInTheDocument();
    const [put] = received(log, 'PUT', '/user/updateUser/:id');
    expect(put.body).toEqual({ name: 'Rahul K. Verma', email: 'rahul.verma@sgkconstructions.in', role: 'HR Manager', status: 'Active' });
    await waitFor(() => expect(received(log, 'POST', '/activity/create')).toHaveLength(1));
  });

  test('a typed password is sent; a short one is refused', async () => {
    const log = recordRequests();
    const { user } = await openUserList();
    await user.click(screen.getByRole('button', { name: 'Edit Sunita Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const password = within(dialog).getByLabelText(/new password/i);
    await user.type(password, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters long')).toBeInTheDocument();

    await user.type(password, 'defgh');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('User updated successfully');
    expect((received(log, 'PUT', '/user/updateUser/:id')[0].body as { password?: string }).password).toBe('abcdefgh');
  });

  test('edit validation: name and a valid e-mail are required', async () => {
    const { user } = await openUserList();
    await user.click(screen.getByRole('button', { name: 'Edit Sunita Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.clear(within(dialog).getByRole('textbox', { name: /full name/i }));
    const email = within(dialog).getByRole('textbox', { name: /email/i });
    await fillIn(user, email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  test.each([
    ['a server message', 'Email already belongs to another user', () => failWith('PUT', '/user/updateUser/:id', 500, { message: 'Email already belongs to another user' })],
    ['no message', 'Failed to update user. Please try again.', () => failWith('PUT', '/user/updateUser/:id', 500, {})],
    ['an HTML page', 'Failed to update user. Please try again.', () => htmlPage('PUT', '/user/updateUser/:id', 502)],
    ['a network failure', 'Failed to update user. Please try again.', () => networkFailure('PUT', '/user/updateUser/:id')],
  ])('a failed update (%s) shows "%s" and keeps what was typed', async (_case, text, scenario) => {
    addScenario(scenario());
    const { user } = await openUserList();
    await user.click(screen.getByRole('button', { name: 'Edit Sunita Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = within(dialog).getByRole('textbox', { name: /full name/i });
    await fillIn(user, name, 'Sunita Rao Devi');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(name).toHaveValue('Sunita Rao Devi');
  });

  test('deletes a user after confirming with their name', async () => {
    const log = recordRequests();
    const { user } = await openUserList();
    await user.click(screen.getByRole('button', { name: 'Delete Kiran Patil' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete user Kiran Patil?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Kiran Patil' })).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/user/deleteUser/:id')).toHaveLength(1);
    expect(db.users.findFirst((q) => q.where({ name: 'Kiran Patil' }))).toBeUndefined();
  });

  test('cancelling the confirmation deletes nothing', async () => {
    const log = recordRequests();
    const { user } = await openUserList();
    await user.click(screen.getByRole('button', { name: 'Delete Kiran Patil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/user/deleteUser/:id')).toHaveLength(0);
  });

  test.each([
    ['a server message', 'User is referenced by 3 bills', () => failWith('DELETE', '/user/deleteUser/:id', 500, { message: 'User is referenced by 3 bills' })],
    ['no message', 'Failed to delete user. Please try again.', () => failWith('DELETE', '/user/deleteUser/:id', 500, {})],
    ['an HTML page', 'Failed to delete user. Please try again.', () => htmlPage('DELETE', '/user/deleteUser/:id', 502)],
    ['a network failure', 'Failed to delete user. Please try again.', () => networkFailure('DELETE', '/user/deleteUser/:id')],
  ])('a failed delete (%s) shows "%s"', async (_case, text, scenario) => {
    addScenario(scenario());
    const { user } = await openUserList();
    await user.click(screen.getByRole('button', { name: 'Delete Kiran Patil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Kiran Patil' })).toBeInTheDocument();
  });

  test.each([
    ['a 500', () => failWith('GET', '/user/viewAllUsers', 500, { message: 'Database down' })],
    ['an HTML page', () => htmlPage('GET', '/user/viewAllUsers')],
    ['a network failure', () => networkFailure('GET', '/user/viewAllUsers')],
    ['broken JSON', () => brokenJson('GET', '/user/viewAllUsers')],
  ])('a failed load (%s) says so and Retry recovers', async (_case, scenario) => {
    addScenario(scenario());
    const { user } = renderApp('/user-management', { as: 'admin' });
    expect(await screen.findByText('Failed to fetch users. Please try again.')).toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Rahul Verma' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch users. Please try again.')).not.toBeInTheDocument();
  });

  test('a failed load shows no zero tiles: every tile reads — until the users arrive', async () => {
    addScenario(failWith('GET', '/user/viewAllUsers', 500, { message: 'Database down' }));
    renderApp('/user-management', { as: 'admin' });
    await screen.findByText('Failed to fetch users. Please try again.');
    for (const tile of ['Total', 'Active', 'Inactive', 'Unique Roles']) expect(screen.getByRole('group', { name: tile })).toHaveTextContent(/—$/);
  });

  test('the roles read failing alone: the role filter is not offered empty, the page says so, and Retry brings it', async () => {
    addScenario(failWith('GET', '/role/getRoles', 500, { message: 'Roles down' }));
    const { user } = renderApp('/user-management', { as: 'admin' });
    const alert = await screen.findByText('Roles could not be loaded.');
    expect(await screen.findByRole('cell', { name: 'Rahul Verma' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    clearScenarios();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    const roleFilter = await screen.findByRole('combobox', { name: 'Role' });
    expect(within(roleFilter).getByRole('option', { name: 'Accountant' })).toBeInTheDocument();
    expect(screen.queryByText('Roles could not be loaded.')).not.toBeInTheDocument();
  });

  test('toasts disappear after 3 seconds', async () => {
    const { user } = await openUserList();
    await user.click(screen.getByRole('button', { name: 'Delete Kiran Patil' }));
    useFakeTimeouts();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByText('User deleted successfully');
    await advanceBy(TOAST_DURATION_MS / 2);
    expect(toast).toBeInTheDocument();
    await advanceBy(TOAST_DURATION_MS);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  });
});
