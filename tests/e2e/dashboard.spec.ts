import { checkA11y, expect, openSignedIn, test } from './fixtures';

test('the dashboard lists what was just done, and its All Activities dialog reads well', async ({ page }) => {
  await openSignedIn(page, 'admin', '/excess-quantity');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('form', { name: 'Add Excess Item' });
  await add.getByLabel(/^Description/).fill('Spare AAC blocks 600 x 200 x 150');
  await add.getByLabel(/^Quantity/).fill('40');
  await add.getByLabel(/^Units/).selectOption('units');
  await add.getByLabel(/^Location/).fill('Mysuru godown');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Item added successfully!' })).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const live = page.getByRole('region', { name: 'Live Activities' });
  await expect(live.getByText(/Spare AAC blocks 600 x 200 x 150/).first()).toBeVisible();
  await live.getByRole('button', { name: /^View All Activities/ }).click();
  const all = page.getByRole('dialog', { name: 'All Activities' });
  await expect(all.getByText(/Spare AAC blocks 600 x 200 x 150/).first()).toBeVisible();
  await checkA11y(page, { label: 'All Activities open' });
});
