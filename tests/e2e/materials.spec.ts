import { checkA11y, expect, openSignedIn, test } from './fixtures';

test('two lines marked completed in View Purchases turn their project Partial, with the right counts', async ({ page }) => {
  await openSignedIn(page, 'projectManager', '/purchasing');
  const summary = page.getByRole('table', { name: 'Project purchase summaries' });
  const project = summary.getByRole('row').filter({ hasText: 'Green Valley Villas' });
  await expect(project.getByText('Pending', { exact: true })).toBeVisible();
  const items = Number(await project.getByRole('cell').nth(3).textContent());

  await page.getByRole('button', { name: 'View Purchases' }).click();
  const dialog = page.getByRole('dialog', { name: 'All Material Purchases' });
  const lines = dialog.getByRole('table', { name: 'Material lines' });
  await expect(lines).toBeVisible();
  await checkA11y(page, { label: 'View Purchases open' });
  // The modal's list scrolls with the modal and draws its far rows when they come into view.
  const total = Number(await lines.getAttribute('aria-rowcount')) - 1;
  expect(total).toBeGreaterThan(30);
  await expect(lines.locator(`[aria-rowindex="${total + 1}"]`)).toHaveCount(0);
  await dialog.locator('.MuiDialogContent-root').evaluate((content) => content.scrollTo(0, content.scrollHeight));
  await expect(lines.locator(`[aria-rowindex="${total + 1}"]`)).toBeVisible();

  await dialog.getByLabel(/^Search by material/).fill('Green Valley Villas');
  const statuses = dialog.getByRole('combobox', { name: /^Status of / });
  await expect(statuses).toHaveCount(items);
  for (const n of [0, 1]) {
    await statuses.nth(n).selectOption('completed');
    await expect(page.getByRole('alert').filter({ hasText: 'Status updated to completed' })).toBeVisible();
  }
  await expect(dialog.getByRole('group', { name: 'Completed' })).toContainText('2');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(project.getByText(`Partial (2/${items})`)).toBeVisible();
  await project.getByRole('button', { name: 'View Green Valley Villas' }).click();
  const details = page.getByRole('dialog', { name: 'Project Material Details' });
  await expect(details.getByText(`Partial (2/${items})`)).toBeVisible();
  await checkA11y(page, { label: 'Project Material Details open' });
  await details.getByRole('button', { name: 'Close' }).click();
  // Saved on the server: a fresh load says the same.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Project purchase summaries' }).getByRole('row').filter({ hasText: 'Green Valley Villas' }).getByText(`Partial (2/${items})`)).toBeVisible();
});

test('a purchase item added in New Purchase is still there after a reload', async ({ page }) => {
  await openSignedIn(page, 'projectManager', '/purchasing');
  await page.getByRole('tab', { name: 'New Purchase' }).click();
  await page.getByLabel('Select Project').fill('Municipal');
  await page.getByRole('option', { name: /Municipal School Renovation/ }).click();
  await expect(page.getByText('No Purchases Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add First Item' }).click();
  const form = page.getByRole('form', { name: 'Add purchase item' });
  await form.getByLabel(/^Material Name/).fill('Roofing sheets 0.5 mm');
  await form.getByLabel(/^Quantity/).fill('40');
  await form.getByLabel(/^Unit/).selectOption('pcs');
  await form.getByLabel(/^Rate/).fill('1250.50');
  await form.getByLabel(/^Vendor/).fill('Shree Traders');
  await expect(form.getByRole('group', { name: 'Total Amount' })).toContainText('₹50,020.00');
  await form.getByRole('button', { name: 'Save Item' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Purchase item added successfully!' })).toBeVisible();
  const saved = page.getByRole('table', { name: 'Saved Purchases' });
  await expect(saved.getByText('Roofing sheets 0.5 mm')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'New Purchase' }).click();
  await page.getByLabel('Select Project').fill('Municipal');
  await page.getByRole('option', { name: /Municipal School Renovation/ }).click();
  await expect(page.getByRole('table', { name: 'Saved Purchases' }).getByText('Roofing sheets 0.5 mm')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Saved Purchases' }).getByText('₹50,020.00')).toBeVisible();
});

test('an excess item is added, edited and deleted', async ({ page }) => {
  await openSignedIn(page, 'projectManager', '/excess-quantity');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('form', { name: 'Add Excess Item' });
  await add.getByLabel(/^Description/).fill('  Vitrified tiles 600 x 600, spare boxes  ');
  await add.getByLabel(/^Quantity/).fill('12.5');
  await add.getByLabel(/^Units/).selectOption('boxes');
  await add.getByLabel(/^Location/).fill('Whitefield site store');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Item added successfully!' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Excess items' });
  const row = table.getByRole('row').filter({ hasText: 'Vitrified tiles 600 x 600, spare boxes' });
  await expect(row).toContainText('12.5');
  await expect(row).toContainText('New');

  await row.getByRole('button', { name: 'Edit Vitrified tiles 600 x 600, spare boxes' }).click();
  const edit = page.getByRole('form', { name: 'Edit Excess Item' });
  await edit.getByLabel(/^Condition/).selectOption('Unopened');
  await edit.getByLabel(/^Quantity/).fill('10');
  await edit.getByRole('button', { name: 'Update Item' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Item updated successfully!' })).toBeVisible();
  await expect(row).toContainText('Unopened');
  await expect(row.getByRole('cell').nth(2)).toHaveText('10');

  await row.getByRole('button', { name: 'Delete Vitrified tiles 600 x 600, spare boxes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Excess Item' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Item deleted successfully!' })).toBeVisible();
  await expect(table.getByText('Vitrified tiles 600 x 600, spare boxes')).toHaveCount(0);
});
