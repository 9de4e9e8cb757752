import type { Page } from '@playwright/test';
import { expect, openSignedIn, sidebar, test, userMenuButton, visit } from './fixtures';

const storedSession = (page: Page) =>
  page.evaluate(() => ({ authToken: localStorage.getItem('authToken'), userData: localStorage.getItem('userData') }));

test('a signed-out visitor is sent to the login page', async ({ page }) => {
  await visit(page, '/user-management');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Sign in to your account')).toBeVisible();
});

test('the project manager opening a forbidden route lands on Access Denied', async ({ page }) => {
  await openSignedIn(page, 'projectManager');
  for (const forbidden of ['/user-management', '/client-billing']) {
    await visit(page, forbidden);
    await expect(page).toHaveURL('/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  }

  // 'Go to Allowed Page' leads back to the first page the user may open.
  await page.getByRole('button', { name: 'Go to Allowed Page' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(sidebar(page)).toBeVisible();
});

test('a reload keeps the user signed in on the same page', async ({ page }) => {
  const admin = await openSignedIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Role Management', exact: true }).click();
  await expect(page).toHaveURL('/role-management');

  await page.reload();
  await expect(page).toHaveURL('/role-management');
  await expect(userMenuButton(page)).toHaveAccessibleName(`User menu: ${admin.name}, ${admin.role}`);
  await expect(sidebar(page).getByRole('link', { name: 'Role Management', exact: true })).toHaveAttribute('aria-current', 'page');

  // The navigation bar's Refresh is a full reload too.
  await page.getByRole('navigation', { name: 'Page navigation' }).getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL('/role-management');
  await expect(userMenuButton(page)).toBeVisible();
  const session = await storedSession(page);
  expect(session.authToken).toBeTruthy();
  expect(JSON.parse(session.userData ?? 'null')).toMatchObject({ email: admin.email, role: admin.role });
});

test('logging out clears the stored session and returns to the login page', async ({ page }) => {
  await openSignedIn(page, 'admin');
  expect(await storedSession(page)).toEqual({ authToken: expect.any(String), userData: expect.any(String) });

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ authToken: null, userData: null });

  // Signed-in pages are closed again, even after a reload.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await visit(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();

  await openSignedIn(page, 'admin', '/reports/2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/dashboard');
});
