/**
 * The bundle as it is served: under its Content-Security-Policy, and leaving nothing private on screen
 * once the session has ended, whether through Back and Forward or in another tab.
 */
import type { Page } from '@playwright/test';
import { CSP_REFUSAL_EXPECTED, expect, openSignedIn, sidebar, signIn, test, userMenuButton } from './fixtures';

async function logOut(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

/** The first vendor's name on /vendor-management: data only a signed-in user may see. */
async function firstVendorName(page: Page): Promise<string> {
  const firstRow = page.getByRole('table', { name: 'Vendors' }).locator('tbody tr[aria-rowindex]').first();
  await expect(firstRow).toBeVisible();
  const name = (await firstRow.locator('td').first().innerText()).split('\n')[0].trim();
  expect(name).not.toBe('');
  return name;
}

test('an injected inline script is refused in the served bundle, and the app still works', async ({ page }) => {
  test.info().annotations.push(CSP_REFUSAL_EXPECTED);
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-eval');

  const refused = page.evaluate(
    () => new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true })),
  );
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
  });
  expect(await refused).toBe('script-src-elem');
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

  await signIn(page, 'admin');
  await page.goto('/vendor-management');
  await firstVendorName(page);
});

test('after logout, Back and Forward show no private data', async ({ page }) => {
  await openSignedIn(page, 'admin', '/dashboard');
  await sidebar(page).getByRole('link', { name: 'Vendor Management', exact: true }).click();
  const vendor = await firstVendorName(page);
  await logOut(page);

  await page.goBack();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(vendor)).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(vendor)).toHaveCount(0);
});

test('a tab signed out in another tab stops showing data at once', async ({ page, context }) => {
  await openSignedIn(page, 'admin', '/vendor-management');
  const vendor = await firstVendorName(page);
  const other = await context.newPage();
  await other.goto('/vendor-management');
  await expect(other.getByText(vendor)).toBeVisible();

  await logOut(page);
  await expect(other).toHaveURL('/login');
  await expect(other.getByText(vendor)).toHaveCount(0);
  await other.close();
});
