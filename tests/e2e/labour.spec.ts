import { expect, openSignedIn, test } from './fixtures';

/** A real 2 × 2 PNG (red, green, blue, white), as a phone camera's file would arrive. */
const ID_PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);

const WORKER = {
  name: 'Mahadev Kallappa Jadhav',
  category: 'Skilled',
  phone: '98450 67123',
  email: 'mahadev.jadhav@example.in',
  address: '14, Gandhi Chowk, Belagavi 590001',
  ifscCode: 'SBIN0000859',
  branchName: 'Belagavi Main',
  accountNumber: '38291045671',
};

test('a worker added with a PNG ID proof shows that very image in the register', async ({ page }) => {
  await openSignedIn(page, 'admin', '/add-labor');
  await page.getByLabel(/^Full Name/).fill(WORKER.name);
  await page.getByLabel(/^Category/).selectOption(WORKER.category);
  await page.getByLabel(/^Phone/).fill(WORKER.phone);
  await page.getByLabel(/^Email/).fill(WORKER.email);
  await page.getByLabel(/^Address/).fill(WORKER.address);
  await page.locator('input[type="file"]').setInputFiles({ name: 'aadhaar-front.png', mimeType: 'image/png', buffer: ID_PROOF_PNG });
  await expect(page.getByRole('img', { name: 'Preview of aadhaar-front.png' })).toBeVisible();
  await page.getByLabel(/^IFSC Code/).fill(WORKER.ifscCode);
  await page.getByLabel(/^Branch Name/).fill(WORKER.branchName);
  await page.getByLabel(/^Account Number/).fill(WORKER.accountNumber);
  await page.getByRole('button', { name: 'Add Labour' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Labour added successfully!' })).toBeVisible();
  await expect(page).toHaveURL('/labor-management');

  await page.getByLabel('Search by name').fill('Mahadev');
  await page.getByRole('button', { name: `View ${WORKER.name}` }).click();
  const details = page.getByRole('dialog', { name: 'Labour Details' });
  await expect(details.getByText('9845067123')).toBeVisible();
  const image = details.getByRole('img', { name: `ID proof of ${WORKER.name}` });
  await expect(image).toBeVisible();
  // The browser decoded the uploaded file: served back by the API host with its content type.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  await expect(image).toHaveAttribute('src', /\/uploads\/labour\/[^/]+\.png$/);
});

test('a wage marked paid on the salary screen stays paid after a reload, and the paid card counts it', async ({ page }) => {
  await openSignedIn(page, 'admin', '/labor-salary');
  const paidCard = page.getByRole('group', { name: 'Paid Wages', exact: true });
  const shown = page.getByRole('status', { name: 'Records shown' });
  await expect(shown).toContainText('Showing');
  const paidBefore = await paidCard.textContent();

  // The unpaid wages of a day labourer hired at the gate, who has no labour profile.
  // The list follows its filters a moment after they change: wait until it lists just those wages.
  const unpaidOf = async (name: string) => {
    await page.getByLabel(/^Search by name/).fill(name);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Unpaid' });
    const rows = page.getByRole('combobox', { name: `Payment status of ${name}` });
    await expect
      .poll(async () => {
        const footer = (await shown.textContent()) ?? '';
        return footer.startsWith(`Showing ${await rows.count()} of`) && footer.includes('Paid: ₹0.00');
      })
      .toBe(true);
    return rows;
  };
  const rows = await unpaidOf('Yellamma Madar');
  const unpaid = await rows.count();
  expect(unpaid).toBeGreaterThan(0);
  await rows.first().selectOption('paid');
  await expect(page.getByRole('alert').filter({ hasText: 'Payment status updated to paid!' })).toBeVisible();
  await expect(paidCard).not.toHaveText(paidBefore ?? '');
  await expect(rows).toHaveCount(unpaid - 1);

  await page.reload();
  await expect(shown).toContainText('Showing');
  await expect(await unpaidOf('Yellamma Madar')).toHaveCount(unpaid - 1);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
  await page.getByRole('button', { name: 'View Yellamma Madar' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Labour Details' })).toContainText('Banking information not available. This labour may not have a complete profile.');
});
