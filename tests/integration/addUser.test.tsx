import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { addScenario, brokenJson, clearScenarios, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { renderApp } from '../renderApp';
import { fillIn, typeIn, type FillStep } from '../screen';
import { advanceBy, useFakeTimeouts } from '../timers';
import { received, recordRequests } from '../serverLog';

async function openAddUser() {
  const view = renderApp('/add-user', { as: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Add New User' });
  // Role choices come from the role list.
  await screen.findByRole('option', { name: 'Accountant' });
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

/** Fills every field validly, pasting each text unless told to type it. */
async function fillValidUser(user: UserEvent, email = '  New.Engineer@SGKConstructions.in ', enter: FillStep = fillIn) {
  await enter(user, field(/full name/i), 'Meena Krishnan');
  await enter(user, field(/^email/i), email);
  await enter(user, field(/^password/i), 'Strong@123');
  await enter(user, field(/confirm password/i), 'Strong@123');
  await user.selectOptions(field(/^role/i), 'HR Manager');
  await user.selectOptions(field(/^status/i), 'Active');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create User' }));

describe('/add-user', () => {
  test('every required field has its message, under the banner', async () => {
    const { user } = await openAddUser();
    await submit(user);
    expect(await screen.findByText('Please fix the errors below')).toBeInTheDocument();
    // A refusal, not a failure: amber (ruling 32).
    expect(screen.getByText('Please fix the errors below').closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
    for (const text of ['Name is required', 'Email is required', 'Password is required', 'Please confirm your password', 'Please select a role', 'Please select a status']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  test('e-mail shape, password length and matching confirmation are checked', async () => {
    const { user } = await openAddUser();
    await fillIn(user, field(/^email/i), 'meena@site');
    await fillIn(user, field(/^password/i), '12345');
    await fillIn(user, field(/confirm password/i), '123456');
    await submit(user);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  test('a field error clears as soon as that field is edited', async () => {
    const { user } = await openAddUser();
    await submit(user);
    await screen.findByText('Name is required');
    await user.type(field(/full name/i), 'M');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  test('Admin is not offered as a role', async () => {
    await openAddUser();
    const role = field(/^role/i);
    expect(within(role).queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(role).getByRole('option', { name: 'Project Manager' })).toBeInTheDocument();
  });

  test.each([
    ['abcde', 'Weak'],
    ['abcdeF', 'Medium'],
    ['abcdeF1', 'Medium'],
    ['abcdeF12', 'Strong'],
  ])('password %s is rated %s', async (password, level) => {
    const { user } = await openAddUser();
    await user.type(field(/^password/i), password);
    expect(screen.getByText(`Password strength: ${level}`)).toBeInTheDocument();
  });

  test('the password can be shown and hidden', async () => {
    const { user } = await openAddUser();
    expect(field(/^password/i)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field(/^password/i)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field(/^password/i)).toHaveAttribute('type', 'password');
  });

  test('creates the user with a trimmed, lowercased e-mail, then returns to the list after 2 s', async () => {
    const log = recordRequests();
    const { user, router } = await openAddUser();
    // Typed key by key: the one test that fills the whole form as a typist would.
    await fillValidUser(user, undefined, typeIn);
    useFakeTimeouts();
    await submit(user);
    expect(await screen.findByText('User created successfully! Redirecting...')).toBeInTheDocument();
    const [post] = received(log, 'POST', '/user/AddUserDetails');
    expect(post.body).toEqual({ name: 'Meena Krishnan', email: 'new.engineer@sgkconstructions.in', password: 'Strong@123', role: 'HR Manager', status: 'Active' });
    expect(router.state.location.pathname).toBe('/add-user');
    await advanceBy(REDIRECT_AFTER_CREATE_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management'));
    await waitFor(() => expect(received(log, 'POST', '/activity/create')).toHaveLength(1));
  });

  test.each([
    ['an HTML page', () => htmlPage('POST', '/user/AddUserDetails', 500), 'Server returned an HTML page instead of JSON. Please check if the backend server is running and the API endpoint is correct.'],
    ['a network failure', () => networkFailure('POST', '/user/AddUserDetails'), 'Cannot connect to server. Please check if the backend is running at the correct URL.'],
    ['a message about connecting', () => failWith('POST', '/user/AddUserDetails', 500, { message: 'Could not connect to the database' }), 'Cannot connect to server. Please check if the backend is running at the correct URL.'],
    ['broken JSON', () => brokenJson('POST', '/user/AddUserDetails'), 'Server returned invalid JSON...'],
    ['a server message', () => failWith('POST', '/user/AddUserDetails', 409, { message: 'A user with this email already exists' }), 'A user with this email already exists'],
    ['no message', () => failWith('POST', '/user/AddUserDetails', 500, {}), 'Failed to create user. Please try again.'],
  ])('a failed create (%s) shows its text and keeps what was typed', async (_case, scenario, text) => {
    addScenario(scenario());
    const { user } = await openAddUser();
    await fillValidUser(user, 'meena@sgkconstructions.in');
    await submit(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(field(/full name/i)).toHaveValue('Meena Krishnan');
    expect(field(/^password/i)).toHaveValue('Strong@123');
    expect(field(/^role/i)).toHaveValue('HR Manager');
    expect(screen.getByRole('button', { name: 'Create User' })).toBeEnabled();
  });

  test('with the roles unread the form says so and cannot create, sending nothing; after Retry the user is created', async () => {
    addScenario(failWith('GET', '/role/getRoles', 500, { message: 'Database unavailable' }));
    const log = recordRequests();
    const { user } = renderApp('/add-user', { as: 'admin' });
    const form = await screen.findByRole('form', { name: 'Add user' });
    expect(await within(form).findByText('Roles could not be loaded.')).toBeInTheDocument();
    // No role to choose, and no empty list passed off as the roles.
    expect(within(field(/^role/i)).getAllByRole('option')).toHaveLength(1);
    const create = screen.getByRole('button', { name: 'Create User' });
    expect(create).toBeDisabled();

    await fillIn(user, field(/full name/i), 'Meena Krishnan');
    await fillIn(user, field(/^email/i), 'meena@sgkconstructions.in');
    await fillIn(user, field(/^password/i), 'Strong@123');
    await fillIn(user, field(/confirm password/i), 'Strong@123');
    await user.selectOptions(field(/^status/i), 'Active');
    await user.keyboard('{Enter}');
    fireEvent.submit(form);
    expect(create).toBeDisabled();

    clearScenarios();
    await user.click(within(form).getByRole('button', { name: 'Retry' }));
    await within(field(/^role/i)).findByRole('option', { name: 'HR Manager' });
    expect(within(form).queryByText('Roles could not be loaded.')).not.toBeInTheDocument();
    expect(received(log, 'POST', '/user/AddUserDetails')).toHaveLength(0);
    await user.selectOptions(field(/^role/i), 'HR Manager');
    expect(create).toBeEnabled();
    await submit(user);
    expect(await screen.findByText('User created successfully! Redirecting...')).toBeInTheDocument();
    const posts = received(log, 'POST', '/user/AddUserDetails');
    expect(posts).toHaveLength(1);
    await waitFor(() => expect(posts[0].body).toMatchObject({ name: 'Meena Krishnan', role: 'HR Manager', status: 'Active' }));
  });
});
