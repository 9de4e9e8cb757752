import { checkA11y, expect, test } from './fixtures';
import { signIn } from './fixtures';

test('charts look', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByLabel('Period').selectOption('This year');
  await expect(page.getByRole('region', { name: 'Material cost by project (top 10)' }).getByRole('table')).toBeAttached({ timeout: 15000 });
  await page.screenshot({ path: '/tmp/chartshots/wide.png', fullPage: true });
  await checkA11y(page, { label: 'charts', force: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/chartshots/narrow.png', fullPage: true });
});
