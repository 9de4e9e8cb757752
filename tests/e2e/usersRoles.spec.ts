import type { Page } from '@playwright/test';
import { checkA11y, expect, openSignedIn, sidebar, signInAs, test, visit } from './fixtures';
import { PROFILE_PERMISSION_POLL_MS } from '../../src/config/constants';
import { APP_ORIGIN } from './urls';

const ROLE = {
  name: 'Site Supervisor',
  description: 'Runs the work on site: follows projects and their quotations',
};

const SUPERVISOR = {
  name: 'Ravi Kulkarni',
  email: 'ravi.kulkarni@sgkconstructions.in',
  password: 'Site@2026',
  role: ROLE.name,
};

/** Every permission checkbox of the role forms, as labelled on screen. */
const FLAG_LABELS = [
  'Dashboard',
  'User Management',
  'Role Management',
  'Project Management',
  'HR Management',
  'Material Management',
  'Accounts Management',
  'Vendor Management',
];

/** The permission chips on the role's card in Role Management. */
const rolePermissions = (page: Page) =>
  page.getByRole('article', { name: ROLE.name }).getByRole('list', { name: 'Permissions' }).getByRole('listitem');

/** How far ahead of the page's clock the test stops it: more than a call to the page takes, less than a poll. */
const PAUSE_AHEAD_MS = 3_000;

const groupHeader = (page: Page, label: string) => sidebar(page).getByRole('button', { name: label, exact: true });

/** Expands a sidebar group and checks that exactly `entries` appear in it. */
async function expectGroupEntries(page: Page, label: string, entries: string[]) {
  const header = groupHeader(page, label);
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const group = sidebar(page).locator(`[id="${await header.getAttribute('aria-controls')}"]`);
  await expect(group.getByRole('link')).toHaveText(entries);
}

test('a user with a new role sees only its sections, and a section granted later appears without signing in again', async ({ page, browser }) => {
  // As admin: a role that opens only Project Management.
  await openSignedIn(page, 'admin', '/add-role');
  const addRole = page.getByRole('form', { name: 'Add role' });
  await addRole.getByLabel(/^Role Name/).fill(ROLE.name);
  await addRole.getByLabel(/^Description/).fill(ROLE.description);
  await addRole.getByRole('checkbox', { name: 'Project Management', exact: true }).check();
  for (const label of FLAG_LABELS) {
    const checkbox = addRole.getByRole('checkbox', { name: label, exact: true });
    if (label === 'Project Management') await expect(checkbox).toBeChecked();
    else await expect(checkbox).not.toBeChecked();
  }
  await addRole.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '✅ Role created successfully.' })).toBeVisible();
  await expect(page).toHaveURL('/role-management');
  await expect(rolePermissions(page)).toHaveText(['Project Management']);

  // A user holding the new role.
  await visit(page, '/add-user');
  const addUser = page.getByRole('form', { name: 'Add user' });
  await addUser.getByLabel(/^Full Name/).fill(SUPERVISOR.name);
  await addUser.getByLabel(/^Email/).fill(SUPERVISOR.email);
  await addUser.getByLabel(/^Password/).fill(SUPERVISOR.password);
  await addUser.getByLabel(/^Confirm Password/).fill(SUPERVISOR.password);
  await addUser.getByLabel(/^Role/).selectOption(ROLE.name);
  await addUser.getByLabel(/^Status/).selectOption('Active');
  await addUser.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User created successfully! Redirecting...' })).toBeVisible();
  await expect(page).toHaveURL('/user-management');

  // The new user signs in through the login page in a browser of their own.
  const userContext = await browser.newContext({ baseURL: APP_ORIGIN, viewport: { width: 1440, height: 900 } });
  try {
    const userPage = await userContext.newPage();
    // The user's page runs on a clock the test can stop and move: the last step needs the next profile poll.
    await userPage.clock.install();
    // A role gives exactly its flags (ruling 31): without the Dashboard flag, sign-in lands on projects.
    await signInAs(userPage, SUPERVISOR, { landing: '/project-management' });

    await expect(sidebar(userPage).getByRole('button')).toHaveText(['Project Management']);
    for (const hidden of ['Dashboard', 'User Management', 'Role Management', 'HR Management', 'Material Management', 'Accounts Management', 'Vendor Management']) {
      await expect(sidebar(userPage).getByText(hidden, { exact: true })).toHaveCount(0);
    }
    // The group of the page shown starts open.
    await expect(groupHeader(userPage, 'Project Management')).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(userPage).getByRole('link')).toHaveText(['Projects', 'Quotation Management']);

    // A mark on the user's page that a reload would wipe out.
    await userPage.evaluate(() => {
      (window as Window & { stillSamePage?: boolean }).stillSamePage = true;
    });
    // The user's clock stands still while the admin works, so no poll can come before the one the test moves
    // to. It stops a little ahead of the page's now, which runs on while the call travels; a poll that falls due
    // in that step reads the role as it still is.
    await userPage.clock.pauseAt((await userPage.evaluate(() => Date.now())) + PAUSE_AHEAD_MS);

    // As admin: the role opens HR Management too.
    await visit(page, '/role-management');
    const card = page.getByRole('article', { name: ROLE.name });
    await card.getByRole('button', { name: `Edit ${ROLE.name}` }).click();
    const editor = card.getByRole('form', { name: `Edit ${ROLE.name}` });
    await editor.getByRole('checkbox', { name: 'HR Management', exact: true }).check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Role updated successfully' })).toBeVisible();
    await expect(editor).toHaveCount(0);
    await expect(rolePermissions(page)).toHaveText(['Project Management', 'HR Management']);

    // The user's sidebar follows at the next profile poll, on the same page and the same session.
    await expect(groupHeader(userPage, 'HR Management')).toHaveCount(0);
    await userPage.clock.fastForward(PROFILE_PERMISSION_POLL_MS);
    await userPage.clock.resume();
    await expect(groupHeader(userPage, 'HR Management')).toBeVisible();
    expect(await userPage.evaluate(() => (window as Window & { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    await expect(sidebar(userPage).getByRole('button')).toHaveText(['Project Management', 'HR Management']);
    await checkA11y(userPage, { label: 'HR Management granted' });
    await expectGroupEntries(userPage, 'HR Management', ['Labor Management', 'Labor Salary']);
    await sidebar(userPage).getByRole('link', { name: 'Labor Management', exact: true }).click();
    await expect(userPage).toHaveURL('/labor-management');
    await expect(userPage.getByRole('banner').getByText('Labour Register', { exact: true })).toBeVisible();
    await checkA11y(userPage);
  } finally {
    await userContext.close();
  }
});
