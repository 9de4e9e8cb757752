import { checkA11y, expect, openSignedIn, test } from './fixtures';

test('a vendor added on Add New Vendor is a choice on the material purchase form', async ({ page }) => {
  // A long journey over three screens with an accessibility check: about 27 s alone on 2 cores.
  test.setTimeout(60_000);
  await openSignedIn(page, 'admin', '/add-vendor');
  const form = page.getByRole('form', { name: 'Add vendor' });
  await form.getByLabel(/^Vendor Name/).fill('Belagavi Cement Depot');
  await form.getByLabel(/^Contact Person/).fill('Shrinivas Patil');
  await form.getByLabel(/^Email/).fill('Sales@BelagaviCement.in');
  await form.getByLabel(/^GST Number/).fill('29aadcb2230m1zp');
  await expect(form.getByText('Karnataka')).toBeVisible();
  await form.getByLabel(/^Category/).selectOption('Material Supplier');
  await form.getByLabel(/^Payment Terms/).selectOption('Net 30');
  await form.getByLabel('Phone 1 (primary)').fill('98450 11223');
  await form.getByLabel('Product or service').fill('Cement');
  await form.getByLabel('Product or service').press('Enter');
  await form.getByLabel(/^Bank Name/).fill('Canara Bank');
  await form.getByLabel(/^Account Number/).fill('0412201005555');
  await form.getByLabel(/^IFSC Code/).fill('cnrb0000412');
  await form.getByLabel(/^Address/).fill('Khanapur Road, Belagavi 590006');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(page.getByText('Vendor created successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL('/vendor-management');
  await expect(page.getByText('Belagavi Cement Depot')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Belagavi Cement Depot' }).click();
  await expect(page.getByRole('dialog', { name: /Edit Vendor/ })).toBeVisible();
  await checkA11y(page, { label: 'Edit Vendor open' });
  await page.getByRole('dialog', { name: /Edit Vendor/ }).getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/material-purchase');
  await page.getByRole('button', { name: 'Add Purchase' }).click();
  await page.getByLabel(/^Vendor/).fill('Belagavi');
  await expect(page.getByRole('option', { name: /Belagavi Cement Depot/ })).toBeVisible();
});

test('a bill with two items: its totals, its tax invoice with the amount in words, and one A4 page of PDF holding only the invoice', async ({ page }) => {
  // A long journey (two items, the invoice and its PDF) with an accessibility check: about 27 s alone on 2 cores.
  test.setTimeout(60_000);
  await openSignedIn(page, 'admin', '/client-billing');
  await page.getByRole('button', { name: 'Create New Bill' }).click();
  const form = page.getByRole('form', { name: 'Create New Bill' });
  // The next free number arrives from the server.
  await expect(form.getByLabel(/^Bill Number/)).toHaveValue(/^INV-\d{4}-\d{3}$/);
  const billNumber = await form.getByLabel(/^Bill Number/).inputValue();
  await checkA11y(page, { label: 'Create New Bill' });
  await form.getByLabel(/^Project/).fill('Green Valley');
  await page.getByRole('option', { name: /Green Valley Villas/ }).click();
  await expect(form.getByLabel(/^Client\s*\*?$/)).toHaveValue('Green Valley Estates LLP');

  const item = (n: number) => form.getByRole('group', { name: `Item ${n}` });
  await item(1).getByLabel(/^Description/).fill('Compound wall, size stone masonry');
  await item(1).getByLabel(/^Qty/).fill('3');
  await item(1).getByLabel(/^Rate/).fill('33333.33');
  await form.getByRole('button', { name: 'Add Item' }).click();
  await item(2).getByLabel(/^Description/).fill('Gate and grille work');
  await item(2).getByLabel(/^Qty/).fill('1');
  await item(2).getByLabel(/^Rate/).fill('25000.01');
  // 99,999.99 + 25,000.01 = 1,25,000.00; 18 % tax 22,500.00; total 1,47,500.00.
  const totals = form.getByRole('group', { name: 'Bill totals' });
  await expect(totals).toContainText('₹1,25,000.00');
  await expect(totals).toContainText('₹22,500.00');
  await expect(totals).toContainText('₹1,47,500.00');
  await form.getByRole('button', { name: 'Create Bill' }).click();
  await expect(page.getByText('Bill created successfully!')).toBeVisible();

  await page.getByLabel(/^Search bills/).fill(billNumber);
  await page.getByRole('button', { name: `Print bill ${billNumber}` }).click();
  const invoice = page.getByRole('dialog', { name: 'TAX INVOICE' });
  await expect(invoice.getByText(billNumber)).toBeVisible();
  await expect(invoice.getByText('One Lakh Forty-Seven Thousand Five Hundred Rupees Only')).toBeVisible();
  await checkA11y(page, { label: 'Tax invoice open' });

  // As printed: the invoice, and none of the app around it.
  await page.emulateMedia({ media: 'print' });
  await expect(invoice.getByText('TAX INVOICE')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Page navigation' })).toBeHidden();
  await expect(page.locator('header.MuiAppBar-root')).toBeHidden();
  await expect(invoice.getByRole('button', { name: 'Print' })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  await page.emulateMedia({ media: 'screen' });
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
  // A4 is 595 × 842 points.
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  expect(box && [Math.round(Number(box[1])), Math.round(Number(box[2]))]).toEqual([595, 842]);

  // On a phone the invoice reads without sideways scrolling: each item is a block of labelled lines, its
  // taxable value in view; on paper it stays the seven-column table.
  await page.setViewportSize({ width: 375, height: 812 });
  const items = invoice.getByRole('group', { name: 'Items' });
  const amountCell = items.getByRole('cell', { name: /₹99,999\.99/ });
  await amountCell.scrollIntoViewIfNeeded();
  await expect(amountCell).toBeInViewport({ ratio: 1 });
  await expect(amountCell).toHaveAttribute('data-label', 'Taxable Value');
  expect(await items.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await invoice.locator('.MuiDialogContent-root').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page, { label: 'Tax invoice on a phone' });
  await page.emulateMedia({ media: 'print' });
  await expect(items.locator('thead')).toHaveCSS('display', 'table-header-group');
  await page.emulateMedia({ media: 'screen' });
});
